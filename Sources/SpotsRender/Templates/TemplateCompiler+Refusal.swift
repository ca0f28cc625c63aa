import SpotsFormat

extension TemplateCompiler.Unsupported {
    /// The error a refused template gets, at its place in `source`; nil when another check of the
    /// set reports it (`reportedElsewhere`: a diagnostic already names the file).
    func diagnostic(source: String, file: String, reportedElsewhere: Bool) -> Diagnostic? {
        let location = Self.location(of: position, in: source)
        switch reason {
        case .transform:
            return Diagnostic(
                .error, rule: .templateSyntax, file: file, location: location,
                message: "this tag uses a transform (`name(value)`), which spots-site does not run",
                hint:
                    "templates get their values ready to print: write the value itself ({{title}}), use CSS for case (text-transform), and hasItems or {{^items}} to test a list"
            )
        case .pragma:
            return Diagnostic(
                .error, rule: .templateSyntax, file: file, location: location,
                message: "this tag is a pragma ({{% … }}), which could change how values are escaped; spots-site escapes every value for HTML",
                hint: "remove it: {{{value}}} writes a value that is HTML already")
        case .reportedElsewhere:
            guard !reportedElsewhere else { return nil }
            return Diagnostic(
                .error, rule: .templateSyntax, file: file, location: location, message: "spots-site cannot run this tag",
                hint: "write tags as {{name}}, {{{name}}}, {{#name}}…{{/name}}, {{^name}}…{{/name}}, {{! comment }} or {{> partial}}")
        }
    }

    /// The line and column of character `position` in `source`, counted as the compiler reads
    /// it: by characters, a `\r\n` one newline.
    static func location(of position: Int, in source: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in source.prefix(position) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
