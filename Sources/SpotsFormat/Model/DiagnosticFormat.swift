import Foundation

/// The ways diagnostics are printed: for people, for tools, and for CI logs.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `file:line:col: severity: message`, then the source line and a caret under the column.
    case text
    /// A JSON array of objects with `severity`, `rule`, `file`, `line`, `column`, `path`, `message`, `hint`.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
    case github

    /// The reader of a build's sources for the excerpts of the text format: a file is quoted
    /// only when it is a `.json` or `.mustache` source named under one of `folders` (the content
    /// and templates folders, as diagnostics name them), read through that folder's gate (a link
    /// out of it is not followed), no larger than a screen may be, with no NUL byte. A diagnostic
    /// that names any other file (a hostile records file may) gets no excerpt.
    public static func sources(in folders: [URL]) -> @Sendable (String) -> String? {
        let roots = folders.map { (FolderName.display(of: $0), ConfinedRoot($0, links: .followInside)) }
        return { path in
            guard path.hasSuffix(".json") || path.hasSuffix(".mustache") else { return nil }
            for (name, root) in roots where path.hasPrefix(name + "/") {
                guard case .success(let bytes) = root.bytes(of: String(path.dropFirst(name.count + 1)), sizeLimit: FileSize.defaultLimit),
                    !bytes.contains(0)
                else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            return nil
        }
    }

    /// How many diagnostics of one shape the text format prints before it counts the rest.
    public static let shownPerShape = 20

    /// Formats `diagnostics` (already in report order). `source` gives a file's text, for `text`.
    /// With `limited`, the text format prints `shownPerShape` diagnostics of one shape (the same
    /// severity and message but for quoted values, paths and numbers) and then counts the rest;
    /// the machine formats always list everything. With `colour`, the text format is painted for a
    /// terminal (`TerminalColour`).
    public func format(
        _ diagnostics: [Diagnostic], limited: Bool = false, colour: Bool = false, source: (String) -> String? = { _ in nil }
    ) -> String {
        switch self {
        case .text:
            guard limited else { return Self.text(diagnostics, colour: colour, source: source) }
            return Self.text(of: DiagnosticDigest(diagnostics), colour: colour, source: source)
        case .json: return Self.json(diagnostics)
        case .github: return diagnostics.map(Self.github).joined()
        }
    }

    /// The limited text format of the diagnostics `digest` was made of: those it shows, then a
    /// line for each shape it counts.
    package static func text(of digest: DiagnosticDigest, colour: Bool, source: (String) -> String?) -> String {
        var text = Self.text(digest.shown, colour: colour, source: source)
        for shape in digest.more {
            let line = TerminalText.oneLine(
                "… and \(Self.grouped(shape.count)) more like these: \(shape.text); --format json lists them all, as does --all-diagnostics")
            text += TerminalColour.faint.paint(line, on: colour) + "\n"
        }
        return text
    }

    private static func text(_ diagnostics: [Diagnostic], colour: Bool, source: (String) -> String?) -> String {
        var output = ""
        // A file's lines, or nil when there is no source to quote (then no excerpt, not an empty one).
        var files: [String: SourceLines?] = [:]
        for diagnostic in diagnostics {
            output += colour ? TerminalColour.line(of: diagnostic) : diagnostic.description
            output += "\n"
            guard let location = diagnostic.location else { continue }
            let lines: SourceLines?
            if let known = files[diagnostic.file] {
                lines = known
            } else {
                lines = source(diagnostic.file).map(SourceLines.init)
                files[diagnostic.file] = .some(lines)
            }
            if let line = lines?.line(location.line) { output += excerpt(of: line, column: location.column, colour: colour) }
        }
        return output
    }

    /// A file's text with the byte offset of each line, found once.
    private struct SourceLines {
        package let bytes: [UInt8]
        package let starts: [Int]

        package init(_ text: String) {
            bytes = Array(text.utf8)
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            self.starts = starts
        }

        package func line(_ number: Int) -> Substring? {
            guard number >= 1, number <= starts.count else { return nil }
            let start = starts[number - 1]
            let end = number < starts.count ? starts[number] - 1 : bytes.count
            guard start <= end else { return nil }
            return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }

    /// The source line and a caret under the column (a UTF-8 byte column), shortened around it when long.
    package static func excerpt(of line: Substring, column: Int, colour: Bool = false) -> String {
        var bytes = Array(line.utf8)
        if bytes.last == 0x0D { bytes.removeLast() }
        let offset = min(max(0, column - 1), bytes.count)
        var before = String(decoding: bytes[..<offset], as: UTF8.self)
        var after = String(decoding: bytes[offset...], as: UTF8.self)
        if offset > 60, before.count > 60 { before = "…" + before.suffix(59) }
        if bytes.count - offset > 80, after.count > 80 { after = after.prefix(79) + "…" }
        // Controls in the source (an escape sequence, a carriage return) are shown as U+FFFD, one
        // column each, so the caret stays under its column and nothing reaches the terminal.
        before = Self.replacingControls(before)
        after = Self.replacingControls(after)
        var caretPad = ""
        for character in before { caretPad += character == "\t" ? "\t" : " " }
        return "    \(before)\(after)\n    \(caretPad)\(TerminalColour.caret.paint("^", on: colour))\n"
    }

    private static func replacingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\t" && TerminalText.isControl($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 != "\t" && TerminalText.isControl($0) ? "\u{FFFD}" : $0 }))
    }

    /// `10699` as "10,699".
    package static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    private struct Entry: Encodable {
        package var severity: String
        package var rule: String
        package var file: String
        package var line: Int?
        package var column: Int?
        package var path: String?
        package var message: String
        package var hint: String?
    }

    private static func json(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map {
            Entry(
                severity: $0.severity.rawValue, rule: $0.rule.rawValue, file: $0.file, line: $0.location?.line, column: $0.location?.column,
                path: ($0.path?.isEmpty ?? true) ? nil : $0.path, message: $0.message, hint: $0.hint)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties = ["file=\(WorkflowCommandText.property(diagnostic.file))"]
        if let location = diagnostic.location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(WorkflowCommandText.property("spots-site " + diagnostic.rule.rawValue))")
        var message = diagnostic.message
        if let path = diagnostic.path, !path.isEmpty { message += " (\(path))" }
        if let hint = diagnostic.hint { message += "; \(hint)" }
        return "::\(command) \(properties.joined(separator: ","))::\(WorkflowCommandText.data(message))\n"
    }
}
