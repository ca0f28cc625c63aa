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
        get { storage.fields.message }
        set { storage[\.message] = newValue }
    }
    /// The likely fix ("did you mean 'carousel'?").
    public var hint: String? {
        get { storage.fields.hint }
        set { storage[\.hint] = newValue }
    }
    /// The build step that found it (`Read screens`); not part of how it is printed. Kept beside
    /// the box, not in it: a step's name is given to many diagnostics shared with others (those
    /// the records keep), and would otherwise copy each box.
    public var step: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, file: String, location: SourceLocation? = nil, path: String? = nil,
        message: String, hint: String? = nil
    ) {
        storage = CopyOnWrite(Fields(severity: severity, file: file, location: location, path: path, message: message, hint: hint))
    }

    /// The fields, kept in one shared box: a build copies its hundred thousand diagnostics from list
    /// to list (gathered, sorted, grouped), and a copy then takes one reference count instead of one
    /// for each of its strings.
    private var storage: CopyOnWrite<Fields>

    private struct Fields: Hashable {
        var severity: Severity
        var file: String
        var location: SourceLocation?
        var path: String?
        var message: String
        var hint: String?
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.step == rhs.step && (lhs.storage.box === rhs.storage.box || lhs.storage.fields == rhs.storage.fields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
        hasher.combine(step)
    }

    /// `file:line:col: severity: message (path); hint`, the shape compilers and editors understand:
    /// one line, whatever the content quoted in it holds (a newline is `\n`, an escape `\u{1B}`),
    /// so no content can forge a diagnostic line or drive the terminal.
    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): \(message)"
        if let path, !path.isEmpty { text += " (\(path))" }
        if let hint { text += "; \(hint)" }
        return Self.escapingControlCharacters(text)
    }

    /// `text` with every control character written as an escape (`\n`, `\t`, `\u{1B}`).
    package static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where isControl(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// C0 and C1 controls, DEL, and the bidirectional overrides that reorder what a terminal shows.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
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

extension Array where Element == Diagnostic {
    /// The number of diagnostics of one severity.
    public func count(of severity: Diagnostic.Severity) -> Int {
        reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether any is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
