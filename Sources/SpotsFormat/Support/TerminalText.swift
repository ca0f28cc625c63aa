/// The one rule for text that reaches a terminal (a diagnostic, `diff`'s and `flow`'s text, every
/// line the command line says): each scalar that would drive the terminal or reorder what it
/// shows is written as an escape, `\u{1B}`, so it can be read and does nothing. It works on
/// Unicode scalars, never on `Character`s: a control followed by a combining mark is one
/// `Character`, and must still be found.
package enum TerminalText {
    /// C0 and C1 controls, DEL, the line and paragraph separators U+2028 and U+2029 (which an
    /// editor, a log viewer or a JavaScript console breaks a line at), and the bidirectional
    /// formatting characters that reorder what a terminal (or a log in a browser) shows: the
    /// embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E,
    /// U+200F and U+061C.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// `scalar` as the escape the terminal shows: `\n`, `\r`, `\t`, or `\u{1B}` (hexadecimal, upper case).
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// `text` on one line: every control escaped, line breaks and tabs too (a diagnostic, a name
    /// in a sentence), so no content can forge a line.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { escaped += escape(scalar) } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }

    /// `text` as lines: every control escaped but line feeds and tabs and, when `keepingColours`,
    /// the colour codes (`ESC [ digits ; … m`), which change nothing but colour. Only text
    /// spots-site lays out itself goes here whole: every string it did not write (a title, a
    /// route, a path, a value) is put into it through `oneLine` first, so its line feeds cannot
    /// forge a line.
    package static func lines(_ text: String, keepingColours: Bool = false) -> String {
        let kept: (Unicode.Scalar) -> Bool = { $0 == "\n" || $0 == "\t" || !isControl($0) }
        guard !text.unicodeScalars.allSatisfy(kept) else { return text }
        let scalars = Array(text.unicodeScalars)
        var safe = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingColours, scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    safe.append(contentsOf: scalars[index...end])
                    index = end + 1
                    continue
                }
            }
            if kept(scalar) { safe.append(scalar) } else { safe.append(contentsOf: escape(scalar).unicodeScalars) }
            index += 1
        }
        return String(safe)
    }
}
