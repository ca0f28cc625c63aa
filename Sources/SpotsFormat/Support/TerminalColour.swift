/// The colours spots-site paints on a terminal, as clang and swift paint them: the place bold, the
/// severity in its colour, the caret green. Only text already on one line (`TerminalText.oneLine`)
/// is painted, so a colour code never meets a control that came from a file.
public enum TerminalColour: String, Sendable {
    case bold = "1"
    case error = "1;31"
    case warning = "1;35"
    case note = "1;36"
    /// The caret under a column, and a build that succeeded.
    case caret = "1;32"
    case faint = "2"

    /// `text` between this colour's code and the reset, when `on`; else `text` as it is.
    public func paint(_ text: String, on: Bool = true) -> String {
        on ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The colour of a severity's word.
    public static func of(_ severity: Diagnostic.Severity) -> TerminalColour {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    /// A diagnostic's line, painted: `file:line:col:` bold, `error:` red, the message bold, then
    /// its path, hint and rule as they are. The same text as `Diagnostic.description` without the codes.
    static func line(of diagnostic: Diagnostic) -> String {
        bold.paint(TerminalText.oneLine(diagnostic.place + ":")) + " " + of(diagnostic.severity).paint(diagnostic.severity.rawValue + ":") + " "
            + bold.paint(TerminalText.oneLine(diagnostic.message)) + TerminalText.oneLine(diagnostic.trailer)
    }
}
