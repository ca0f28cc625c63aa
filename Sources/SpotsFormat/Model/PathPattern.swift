/// A path pattern, anchored where paths start (the content folder): `*` any characters but `/`,
/// `?` one of them, `**` any number of folders, anything else itself (`[id].json` is a file name);
/// a pattern matches a path, or any path in a folder it matches (`screens/drafts` covers
/// `screens/drafts/a.json`).
///
/// Matching takes time in proportion to the pattern's length times the path's, whatever either
/// holds: the folders are matched as a set of places in the pattern moved on a folder at a time
/// (every `**` a place that stays), and a folder name against a segment of `*` and `?` by one
/// pass that goes back only to the last `*`. Trying every way to split a path between the `*`s
/// and `**`s, as a backtracking matcher does, took 23 s a check for `screens/*a*a*a*a*b` and 38 s
/// for eight `**` against a file 41 folders deep.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// The pattern's folder names, each as characters; nil for `**`.
    private let segments: [[Character]?]

    public init(_ pattern: String) {
        description = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        segments = trimmed.split(separator: "/").map { $0 == "**" ? nil : Array($0) }
    }

    /// Whether `path` (segments separated by `/`) or a folder above it matches.
    public func matches(_ path: String) -> Bool {
        // `places[i]`: the pattern's first `i` segments match the path's folders read so far.
        var places = [Bool](repeating: false, count: segments.count + 1)
        places[0] = true
        spread(&places)
        if places[segments.count] { return true }
        for part in path.split(separator: "/") {
            let text = Array(part)
            var next = [Bool](repeating: false, count: segments.count + 1)
            var any = false
            for index in segments.indices where places[index] {
                guard let segment = segments[index] else {
                    // `**` takes this folder too and stays.
                    next[index] = true
                    any = true
                    continue
                }
                if Self.segment(segment, matches: text) {
                    next[index + 1] = true
                    any = true
                }
            }
            guard any else { return false }
            spread(&next)
            // The pattern is matched by a folder above the rest of the path: it covers the rest.
            if next[segments.count] { return true }
            places = next
        }
        return false
    }

    /// Each place before a `**` is also the place after it: `**` may take no folder.
    private func spread(_ places: inout [Bool]) {
        for index in segments.indices where places[index] && segments[index] == nil { places[index + 1] = true }
    }

    /// One folder name against a segment of `*` and `?`: a pass over both, which on a mismatch
    /// goes back to just after the last `*` and lets that `*` take one character more.
    private static func segment(_ pattern: [Character], matches text: [Character]) -> Bool {
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                p = last.pattern + 1
                t = last.text + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
