/// The one rule for text in GitHub-flavoured markdown (`spots-site diff --format markdown`, the
/// pull-request comment): a title, a path or a message is shown as what it says, on one line, so it
/// can neither end a table row or a list item nor start a heading, a quote or a list, nor add a link,
/// an image, a mention or markup. Works on Unicode scalars: CR LF is one `Character`, as is a
/// backtick or a `|` followed by a combining mark, and each must still be found.
package enum MarkdownText {
    /// A zero-width space, as an entity: written after `@` (and after `#` before a digit) so that
    /// GitHub, which finds mentions and issue references in the rendered text after markdown and
    /// entities are read (it reads `\@` and `&#64;` back as `@`, and notifies), finds none.
    static let breaksReference = "&#8203;"

    /// The scalars a one-line form writes as a space: LF, CR, and the line and paragraph
    /// separators U+2028 and U+2029, which editors and viewers break a line at.
    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Text as inline markdown, on one line: line breaks as spaces, `<`, `>` and `&` as entities,
    /// `|` and every character markdown reads as markup escaped with a backslash, and no mention
    /// or issue reference (`references`).
    package static func inline(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case _ where isLineBreak(scalar): out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            // Emphasis, code, links and images, headings, strikethrough, table cells; `:` and `.`
            // stop autolinks (`https://…`, `www.…`).
            case "\\", "`", "*", "_", "[", "]", "#", "!", "~", ":", ".", "|":
                out += "\\"
                out.unicodeScalars.append(scalar)
                out += references(scalar, before: scalars, at: index + 1)
            default:
                out.unicodeScalars.append(scalar)
                out += references(scalar, before: scalars, at: index + 1)
            }
        }
        return out
    }

    /// Text inside HTML that a comment writes (`<summary><b>…</b></summary>`, where markdown is not
    /// read but GitHub still finds mentions and issue references): on one line, `&`, `<`, `>`,
    /// `"` and `'` as entities, and no mention or issue reference (`references`), as `inline` does.
    package static func html(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case _ where isLineBreak(scalar): out += " "
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                out.unicodeScalars.append(scalar)
                out += references(scalar, before: scalars, at: index + 1)
            }
        }
        return out
    }

    /// What follows `scalar` so that GitHub reads no reference there: after `@` (a mention,
    /// `@team`), and after `#` before a digit (an issue, `#12`), a zero-width space; else nothing.
    private static func references(_ scalar: Unicode.Scalar, before scalars: [Unicode.Scalar], at next: Int) -> String {
        if scalar == "@" { return breaksReference }
        if scalar == "#", next < scalars.count, ("0"..."9").contains(scalars[next]) { return breaksReference }
        return ""
    }

    /// Text on one line (line breaks as spaces) and nothing else changed: for text another
    /// language escapes next.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isLineBreak($0) ? " " : $0 }))
    }

    /// Text as a code span, on one line, whatever backticks it holds; `inTable` escapes `|`, which
    /// ends a table's cell even inside a code span (GitHub shows `\|` there as `|`).
    package static func code(_ text: String, inTable: Bool = false) -> String {
        var line = oneLine(text)
        if inTable, line.unicodeScalars.contains("|") {
            var escaped = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar == "|" { escaped.append("\\") }
                escaped.append(scalar)
            }
            line = String(escaped)
        }
        let ticks = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
        let scalars = line.unicodeScalars
        let pad = scalars.first == "`" || scalars.last == "`" || scalars.isEmpty ? " " : ""
        return ticks + pad + line + pad + ticks
    }

    /// A code fence longer than any run of backticks in `text`.
    package static func fence(for text: String) -> String {
        String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    }

    /// An address as a link's destination: in angle brackets, so spaces and parentheses cannot end
    /// it, with `<`, `>`, `\` (which would escape the closing bracket) and line breaks (U+2028 and
    /// U+2029 too) percent-encoded.
    package static func linkTarget(_ address: String) -> String {
        var out = "<"
        for scalar in address.unicodeScalars {
            switch scalar {
            case "<": out += "%3C"
            case ">": out += "%3E"
            case "\\": out += "%5C"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            case "\u{2028}": out += "%E2%80%A8"
            case "\u{2029}": out += "%E2%80%A9"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + ">"
    }

    /// The longest run of backticks in `text`, counted by scalar.
    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for scalar in text.unicodeScalars {
            current = scalar == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
