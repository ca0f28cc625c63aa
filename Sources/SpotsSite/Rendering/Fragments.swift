/// Puts rendered child HTML into a parent template's output with the parent's indentation, so pages
/// come out pretty-printed whatever template renders each part.
///
/// A child is first given to the parent template as a marker (two private-use characters around its
/// number); after the parent is rendered, a marker that stands alone on its line is replaced by the
/// child's lines, each indented like the marker. Lines inside `<pre>` are left as they are.
struct Fragments {
    private var parts: [String] = []

    /// A marker that stands for `html` in a parent context.
    mutating func marker(for html: String) -> String {
        parts.append(html)
        return "\u{E000}\(parts.count - 1)\u{E001}"
    }

    /// `rendered` with every marker replaced by its HTML.
    func splice(_ rendered: String) -> String {
        guard !parts.isEmpty, rendered.unicodeScalars.contains("\u{E000}") else { return rendered }
        var output = ""
        output.reserveCapacity(rendered.utf8.count + parts.reduce(0) { $0 + $1.utf8.count * 2 })
        var first = true
        for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { output += "\n" }
            first = false
            guard line.unicodeScalars.contains("\u{E000}") else {
                output += line
                continue
            }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            if let index = Self.markerIndex(rest), index < parts.count {
                output += Self.indent(parts[index], by: indentation)
            } else {
                output += replaceInline(line)
            }
        }
        return output
    }

    private func replaceInline(_ line: Substring) -> String {
        var result = ""
        var scalars = line.unicodeScalars[...]
        while let start = scalars.firstIndex(of: "\u{E000}") {
            result.unicodeScalars.append(contentsOf: scalars[..<start])
            let afterStart = scalars.index(after: start)
            guard let end = scalars[afterStart...].firstIndex(of: "\u{E001}"),
                let index = Int(String(scalars[afterStart..<end])), index < parts.count
            else {
                scalars = scalars[afterStart...]
                continue
            }
            result += parts[index].trimmingTrailingNewlines
            scalars = scalars[scalars.index(after: end)...]
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    private static func markerIndex(_ text: Substring) -> Int? {
        let trimmed = text.trimmingSpaces
        guard trimmed.unicodeScalars.first == "\u{E000}", trimmed.unicodeScalars.last == "\u{E001}" else { return nil }
        let inner = String(trimmed.unicodeScalars.dropFirst().dropLast())
        return Int(inner)
    }

    /// Indents every line of `html` except those inside `<pre>`, and drops blank lines outside it.
    static func indent(_ html: String, by prefix: Substring) -> String {
        var result = ""
        var inPre = false
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if inPre {
                result += "\n"
                result += line
            } else if !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if !result.isEmpty { result += "\n" }
                result += prefix
                result += line
            }
            inPre = isInsidePre(after: line, wasInside: inPre)
        }
        return result
    }

    static func isInsidePre(after line: Substring, wasInside: Bool) -> Bool {
        guard line.contains("pre") else { return wasInside }
        let open = line.ranges(of: "<pre").last?.lowerBound
        let close = line.ranges(of: "</pre>").last?.lowerBound
        switch (open, close) {
        case (nil, nil): return wasInside
        case (.some, nil): return true
        case (nil, .some): return false
        case (.some(let o), .some(let c)): return o > c
        }
    }
}

extension StringProtocol {
    /// Lines without trailing spaces, blank lines removed, outside `<pre>`; ends with one newline.
    var tidiedHTML: String {
        var result = ""
        var inPre = false
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            let text = Substring(line)
            if inPre {
                result += text
                result += "\n"
            } else {
                var trimmed = text
                while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
                if !trimmed.isEmpty {
                    result += trimmed
                    result += "\n"
                }
            }
            inPre = Fragments.isInsidePre(after: text, wasInside: inPre)
        }
        return result
    }

    var trimmingTrailingNewlines: Substring {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return text
    }
}
