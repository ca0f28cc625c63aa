/// The one rule for text in a GitHub Actions workflow command (`::error file=…,title=…::message`,
/// what `--format github` prints): GitHub reads `%25`, `%0D` and `%0A` back as `%`, CR and LF, and in
/// a property `%3A` and `%2C` as `:` and `,`, so no text can end the command, start another or add
/// a property. The log shows the rest as it is, so the other controls and the bidirectional
/// formatting characters are escaped as the terminal's rule writes them (`TerminalText`). Works on
/// Unicode scalars: a `%` or a CR followed by a combining mark is one `Character`.
package enum WorkflowCommandText {
    /// `text` as a command's message.
    package static func data(_ text: String) -> String { escaped(text, property: false) }

    /// `text` as the value of a property (`file=`, `title=`).
    package static func property(_ text: String) -> String { escaped(text, property: true) }

    private static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case "\t": out.unicodeScalars.append(scalar)
            case _ where TerminalText.isControl(scalar): out += TerminalText.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
