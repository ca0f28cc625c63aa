import SpotsBuild
import SpotsFormat
import SpotsRender

/// Two texts as a unified diff (`diff -u`, `git diff`): hunks of changed lines with three lines
/// of context, under `--- a/file` and `+++ b/file` headers.
enum UnifiedDiff {
    /// Lines of context around each change.
    package static let context = 3

    /// The diff of `old` (the file at `oldPath`) and `new` (at `path`): empty when they are the same.
    package static func make(path: String, oldPath: String? = nil, old: String, new: String) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let hunks = self.hunks(TextDiff.edits(oldLines, newLines))
        guard !hunks.isEmpty else { return "" }
        var text = "--- a/\(oldPath ?? path)\n+++ b/\(path)\n"
        for hunk in hunks {
            text += hunk.header + "\n"
            for edit in hunk.edits {
                switch edit {
                case .same(let index, _): text += " " + oldLines[index] + "\n"
                case .removed(let index): text += "-" + oldLines[index] + "\n"
                case .added(let index): text += "+" + newLines[index] + "\n"
                }
            }
        }
        return text
    }

    /// A text's lines, without their line ends.
    package static func lines(of text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// A run of edits with its context, and where it starts on each side.
    struct Hunk {
        package var edits: [TextDiff.Edit]
        var oldStart: Int
        var newStart: Int

        package var header: String {
            var oldCount = 0
            var newCount = 0
            for edit in edits {
                switch edit {
                case .same:
                    oldCount += 1
                    newCount += 1
                case .removed: oldCount += 1
                case .added: newCount += 1
                }
            }
            // As diff(1): a range of no lines starts at the line before it.
            func range(_ start: Int, _ count: Int) -> String {
                let first = count == 0 ? start : start + 1
                return count == 1 ? "\(first)" : "\(first),\(count)"
            }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    /// The script's changes grouped into hunks, joined when their context would touch.
    static func hunks(_ script: [TextDiff.Edit]) -> [Hunk] {
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end - 1 > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        return groups.map { group in
            let lower = max(0, group.lowerBound - context)
            let upper = min(script.count - 1, group.upperBound + context)
            var oldStart = 0
            var newStart = 0
            for edit in script[..<lower] {
                switch edit {
                case .same:
                    oldStart += 1
                    newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            return Hunk(edits: Array(script[lower...upper]), oldStart: oldStart, newStart: newStart)
        }
    }
}
