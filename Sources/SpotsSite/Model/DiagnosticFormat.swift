import Foundation

/// The ways diagnostics are printed: for people, for tools, and for CI logs.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `file:line:col: severity: message`, then the source line and a caret under the column.
    case text
    /// A JSON array of objects with `severity`, `file`, `line`, `column`, `path`, `message`, `hint`.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
    case github

    /// Formats `diagnostics` (already in report order). `source` gives a file's text, for `text`.
    public func format(_ diagnostics: [Diagnostic], source: (String) -> String? = { _ in nil }) -> String {
        switch self {
        case .text: return Self.text(diagnostics, source: source)
        case .json: return Self.json(diagnostics)
        case .github: return diagnostics.map(Self.github).joined()
        }
    }

    private static func text(_ diagnostics: [Diagnostic], source: (String) -> String?) -> String {
        var output = ""
        var lines: [String: [Substring]] = [:]
        for diagnostic in diagnostics {
            output += diagnostic.description + "\n"
            guard let location = diagnostic.location else { continue }
            if lines[diagnostic.file] == nil {
                lines[diagnostic.file] = source(diagnostic.file).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            }
            guard let fileLines = lines[diagnostic.file], location.line >= 1, location.line <= fileLines.count else { continue }
            output += excerpt(of: fileLines[location.line - 1], column: location.column)
        }
        return output
    }

    /// The source line and a caret under the column (a UTF-8 byte column), shortened around it when long.
    static func excerpt(of line: Substring, column: Int) -> String {
        var bytes = Array(line.utf8)
        if bytes.last == 0x0D { bytes.removeLast() }
        let offset = min(max(0, column - 1), bytes.count)
        var before = String(decoding: bytes[..<offset], as: UTF8.self)
        var after = String(decoding: bytes[offset...], as: UTF8.self)
        if before.count > 60 { before = "…" + before.suffix(59) }
        if after.count > 80 { after = after.prefix(79) + "…" }
        let caretPad = String(before.map { $0 == "\t" ? "\t" : " " })
        return "    \(before)\(after)\n    \(caretPad)^\n"
    }

    private struct Entry: Encodable {
        var severity: String
        var file: String
        var line: Int?
        var column: Int?
        var path: String?
        var message: String
        var hint: String?
    }

    private static func json(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map {
            Entry(
                severity: $0.severity.rawValue, file: $0.file, line: $0.location?.line, column: $0.location?.column,
                path: ($0.path?.isEmpty ?? true) ? nil : $0.path, message: $0.message, hint: $0.hint)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties = ["file=\(escapeProperty(diagnostic.file))"]
        if let location = diagnostic.location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        var message = diagnostic.message
        if let path = diagnostic.path, !path.isEmpty { message += " (\(path))" }
        if let hint = diagnostic.hint { message += "; \(hint)" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
