import Foundation

/// Reads and parses one JSON file of the content folder, turning every failure into a diagnostic.
package enum JSONFile {
    /// The parsed file, or nil with diagnostics saying why not; the parser's warnings are reported too.
    /// A file larger than `sizeLimit` bytes is not read: an error says so. A file open in an editor
    /// (`documents`) is read as the editor has it.
    package static func parse(_ url: URL, file: String, sizeLimit: Int, documents: OpenDocuments? = nil, diagnostics: inout [Diagnostic]) -> JSONNode?
    {
        var bytes: [UInt8]?
        return parse(url, file: file, sizeLimit: sizeLimit, documents: documents, diagnostics: &diagnostics, bytes: &bytes)
    }

    /// The same, handing back the bytes it parsed (nil when it read none or they are not UTF-8).
    package static func parse(
        _ url: URL, file: String, sizeLimit: Int, documents: OpenDocuments? = nil, diagnostics: inout [Diagnostic], bytes kept: inout [UInt8]?
    ) -> JSONNode? {
        let bytes: [UInt8]
        let open = documents?.bytes(at: url.path).map {
            $0.count > sizeLimit ? Result<[UInt8], FileBytes.Failure>.failure(.tooLarge($0.count)) : .success($0)
        }
        switch open ?? FileBytes.read(url.path, sizeLimit: sizeLimit) {
        case .success(let read):
            bytes = read
        case .failure(.tooLarge(let size)):
            diagnostics.append(
                Diagnostic(
                    .error, rule: .fileTooLarge, file: file,
                    message:
                        "the file is \(FileSize.text(size)), over the \(FileSize.text(sizeLimit)) limit for one screen or data file; it is not read",
                    hint:
                        "split it into several files, or raise the limit with --max-screen-size \(FileSize.text(FileSize.roundedUp(size)).replacingOccurrences(of: " ", with: ""))"
                ))
            return nil
        case .failure(.unreadable(let reason)):
            diagnostics.append(Diagnostic(.error, rule: .fileUnreadable, file: file, message: "cannot read the file: \(reason)"))
            return nil
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            diagnostics.append(
                Diagnostic(.error, rule: .fileUnreadable, file: file, message: "the file is not valid UTF-8 text", hint: "save it as UTF-8"))
            return nil
        }
        kept = bytes
        do {
            let result = try JSONParser.parse(bytes)
            for warning in result.warnings {
                diagnostics.append(
                    Diagnostic(.warning, rule: .jsonSyntax, file: file, location: warning.location, message: warning.message, hint: warning.hint))
            }
            return result.root
        } catch {
            diagnostics.append(Diagnostic(.error, rule: .jsonSyntax, file: file, location: error.location, message: error.message, hint: error.hint))
            return nil
        }
    }
}
