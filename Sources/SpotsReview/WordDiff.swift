import SpotsBuild
import SpotsFormat
import SpotsRender

/// Two texts compared word by word (as `git diff --word-diff`): what a reviewer reads for a
/// changed subtitle, where a line diff would show one long line twice.
package enum WordDiff {
    /// A run of text kept, removed or added.
    package struct Piece: Equatable, Sendable, Codable {
        package enum Kind: String, Sendable, Codable { case same, removed, added }
        package var kind: Kind
        package var text: String
    }

    /// A kept run of at most this many words between two changes joins them: `Build [-server and
    /// CI-]{+server, CI and *release* tooling+}` reads as one edit, where the word by word script
    /// would alternate `[-server-]{+server, CI+} and [-CI-]{+*release* tooling+}`.
    static let joinedWords = 1

    /// The pieces that turn `old` into `new`: the kept runs, and between them each change as one
    /// removal then one addition (either may be missing). The spaces between two changed words,
    /// and a kept word alone between two changes, go with the change.
    package static func pieces(_ old: String, _ new: String) -> [Piece] {
        let oldWords = words(of: old)
        let newWords = words(of: new)
        var runs: [Run] = []
        func change() -> Int {
            if runs.last?.kept != nil || runs.isEmpty { runs.append(Run()) }
            return runs.count - 1
        }
        for edit in TextDiff.edits(oldWords, newWords) {
            switch edit {
            case .same(let index, _):
                if let kept = runs.last?.kept {
                    runs[runs.count - 1].kept = kept + oldWords[index]
                } else {
                    runs.append(Run(kept: String(oldWords[index])))
                }
            case .removed(let index): runs[change()].removed += oldWords[index]
            case .added(let index): runs[change()].added += newWords[index]
            }
        }
        // A short kept run between two changes joins them, kept on both sides.
        var joined: [Run] = []
        var index = 0
        while index < runs.count {
            if let kept = runs[index].kept, joined.last?.kept == nil, !joined.isEmpty, index + 1 < runs.count,
                words(of: kept).count(where: { !$0.allSatisfy(\.isWhitespace) }) <= joinedWords
            {
                joined[joined.count - 1].removed += kept + runs[index + 1].removed
                joined[joined.count - 1].added += kept + runs[index + 1].added
                index += 2
            } else {
                joined.append(runs[index])
                index += 1
            }
        }
        return joined.flatMap { run -> [Piece] in
            if let kept = run.kept { return [Piece(kind: .same, text: kept)] }
            return [Piece(kind: .removed, text: run.removed), Piece(kind: .added, text: run.added)].filter { !$0.text.isEmpty }
        }
    }

    /// Two markdown texts compared as their pages show them, for the HTML report: their rendered
    /// text (`Writes the [-first-]{+very first+} programs`), not the markup around it; when the
    /// markup alone changed (`*first*` to `**first**`), which the text would hide, their source,
    /// whose pieces the caller has already (`source`, `pieces(old, new)`).
    package static func renderedPieces(_ old: String, _ new: String, source: @autoclosure () -> [Piece]) -> [Piece] {
        let before = MarkdownRenderer.plainText(from: old)
        let after = MarkdownRenderer.plainText(from: new)
        return before == after ? source() : pieces(before, after)
    }

    /// Kept text, or one change: what it removes and what it adds.
    private struct Run {
        var kept: String?
        var removed = ""
        var added = ""
    }

    /// Words and the runs of white space between them, in order, so that joining them gives the text.
    package static func words(of text: String) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var inSpace: Bool?
        for index in text.indices {
            let space = text[index].isWhitespace
            if let current = inSpace, current != space {
                words.append(text[start..<index])
                start = index
            }
            inSpace = space
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// The pieces as plain text, as `git diff --word-diff=plain` writes them: `[-old-]{+new+}`.
    package static func plain(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece.kind {
            case .same: piece.text
            case .removed: "[-" + piece.text + "-]"
            case .added: "{+" + piece.text + "+}"
            }
        }.joined()
    }
}
