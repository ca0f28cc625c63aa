/// One problem found while building: where it is, how bad it is, what is wrong and how to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        /// 0 for a note, 1 for a warning, 2 for an error.
        package var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity {
        get { storage.fields.severity }
        set { storage[\.severity] = newValue }
    }
    /// What it is about, as a stable id (`dangling-action`) that rules to silence it name.
    public var rule: DiagnosticRule {
        get { storage.fields.rule }
        set { storage[\.rule] = newValue }
    }
    /// The file, relative to the project folder where possible (`Content/screens/home.json`).
    public var file: String {
        get { storage.fields.file }
        set { storage[\.file] = newValue }
    }
    /// Where in the file; nil for problems of a whole file.
    public var location: SourceLocation? {
        get { storage.fields.location }
        set { storage[\.location] = newValue }
    }
    /// The JSON path of the value (`components[1].items[3].kind`), when there is one.
    public var path: String? {
        get { storage.fields.path }
        set { storage[\.path] = newValue }
    }
    /// What is wrong.
    public var message: String {
        get { storage.fields.text.message }
        set { storage[\.text] = .words(message: newValue, hint: hint) }
    }
    /// The likely fix ("did you mean 'carousel'?").
    public var hint: String? {
        get { storage.fields.text.hint }
        set { storage[\.text] = .words(message: message, hint: newValue) }
    }
    /// The build step that found it (`Read screens`); not part of how it is printed. Kept beside
    /// the box, not in it: a step's name is given to many diagnostics shared with others (those
    /// the records keep), and would otherwise copy each box.
    public var step: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, rule: DiagnosticRule, file: String, location: SourceLocation? = nil, path: String? = nil,
        message: String, hint: String? = nil
    ) {
        storage = CopyOnWrite(
            Fields(severity: severity, rule: rule, file: file, location: location, path: path, text: .words(message: message, hint: hint)))
    }

    /// Creates a diagnostic whose message and hint `wording` words when they are read.
    package init(
        _ severity: Severity, rule: DiagnosticRule, file: String, location: SourceLocation? = nil, path: String? = nil,
        wording: any DiagnosticWording
    ) {
        storage = CopyOnWrite(Fields(severity: severity, rule: rule, file: file, location: location, path: path, text: .deferred(wording)))
    }

    /// The fields, kept in one shared box: a build copies its hundred thousand diagnostics from list
    /// to list (gathered, sorted, grouped), and a copy then takes one reference count instead of one
    /// for each of its strings.
    private var storage: CopyOnWrite<Fields>

    private struct Fields: Hashable {
        var severity: Severity
        var rule: DiagnosticRule
        var file: String
        var location: SourceLocation?
        var path: String?
        var text: Text
    }

    /// The message and hint, or what words them when they are read.
    private enum Text: Hashable {
        case words(message: String, hint: String?)
        case deferred(any DiagnosticWording)

        var message: String {
            switch self {
            case .words(let message, _): message
            case .deferred(let wording): wording.message
            }
        }

        var hint: String? {
            switch self {
            case .words(_, let hint): hint
            case .deferred(let wording): wording.hint
            }
        }

        /// Two texts are one when they say the same, however they are kept.
        static func == (lhs: Text, rhs: Text) -> Bool { lhs.message == rhs.message && lhs.hint == rhs.hint }

        func hash(into hasher: inout Hasher) {
            hasher.combine(message)
            hasher.combine(hint)
        }
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.step == rhs.step && (lhs.storage.box === rhs.storage.box || lhs.storage.fields == rhs.storage.fields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
        hasher.combine(step)
    }

    /// `file:line:col: severity: message (path); hint [rule]`, the shape compilers and editors understand:
    /// one line, whatever the content quoted in it holds (a newline is `\n`, an escape `\u{1B}`),
    /// so no content can forge a diagnostic line or drive the terminal (`TerminalText`).
    public var description: String {
        TerminalText.oneLine("\(place): \(severity.rawValue): \(message)\(trailer)")
    }

    /// `file:line:column`, the start of its line (`TerminalColour` paints the parts).
    package var place: String {
        location.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    /// What follows the message: ` (path); hint [rule]`.
    package var trailer: String {
        var text = ""
        if let path, !path.isEmpty { text += " (\(path))" }
        if let hint { text += "; \(hint)" }
        return text + " [\(rule.rawValue)]"
    }

    /// Sorts by file, then position, then severity, then message: the order reports use.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        let left = lhs.location ?? SourceLocation(line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(line: 0, column: 0)
        if left != right { return left < right }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
    }
}

/// Words a diagnostic's message and hint when they are read, from the parts it keeps: a build of
/// 10,000 generated screens finds 145,000 problems of a few kinds (a dangling action, an item kind
/// without a template), counts and groups them all, and prints 20 of each kind; their words would
/// be a tenth of its memory.
package protocol DiagnosticWording: Sendable {
    var message: String { get }
    var hint: String? { get }
}

extension Array where Element == Diagnostic {
    /// The number of diagnostics of one severity.
    public func count(of severity: Diagnostic.Severity) -> Int {
        reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether any is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
