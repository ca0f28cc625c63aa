import Foundation

/// Reads and parses one JSON file of the content folder, turning every failure into a diagnostic.
enum JSONFile {
    /// The parsed file, or nil with diagnostics saying why not; the parser's warnings are reported too.
    static func parse(_ url: URL, file: String, diagnostics: inout [Diagnostic]) -> JSONNode? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            diagnostics.append(Diagnostic(.error, file: file, message: "cannot read the file: \(error.localizedDescription)"))
            return nil
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            diagnostics.append(Diagnostic(.error, file: file, message: "the file is not valid UTF-8 text", hint: "save it as UTF-8"))
            return nil
        }
        do {
            let result = try JSONParser.parse(bytes)
            for warning in result.warnings {
                diagnostics.append(Diagnostic(.warning, file: file, location: warning.location, message: warning.message, hint: warning.hint))
            }
            return result.root
        } catch {
            diagnostics.append(Diagnostic(.error, file: file, location: error.location, message: error.message, hint: error.hint))
            return nil
        }
    }
}
