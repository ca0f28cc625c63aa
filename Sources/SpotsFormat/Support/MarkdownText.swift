/// The one rule for text in GitHub-flavoured markdown (`spots-site diff --format markdown`, the
/// pull-request comment): a title, a path or a message is shown as what it says, on one line, so it
/// can neither end a table row or a list item nor start a heading, a quote or a list, nor add a link,
/// an image, a mention or markup. Works on Unicode scalars: CR LF is one `Character`, as is a
/// backtick or a `|` followed by a combining mark, and each must still be found.
package enum MarkdownText {
    /// Text as inline markdown, on one line: line breaks as spaces, `<`, `>` and `&` as entities,
    /// `|` and every character markdown reads as markup escaped with a backslash.
    package static func inline(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            // Emphasis, code, links and images, headings, strikethrough, table cells; `:` and `.`
            // stop autolinks (`https://…`, `www.…`), `@` stops mentions.
            case "\\", "`", "*", "_", "[", "]", "#", "!", "~", ":", ".", "@", "|":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text on one line (line breaks as spaces) and nothing else changed: for text another
    /// language escapes next (HTML in a `<summary>`, which a blank line would end).
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
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
    /// it, with `<`, `>`, `\` (which would escape the closing bracket) and line breaks percent-encoded.
    package static func linkTarget(_ address: String) -> String {
        var out = "<"
        for scalar in address.unicodeScalars {
            switch scalar {
            case "<": out += "%3C"
            case ">": out += "%3E"
            case "\\": out += "%5C"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
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
