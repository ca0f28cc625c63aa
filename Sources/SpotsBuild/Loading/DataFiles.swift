import Foundation
import SpotsFormat
import SpotsRender

/// The data files of a build (`data` of a screen or of `site.json`, `each`, Slots contents), read
/// once however many screens use them; a file's own problems go to the first screen that reads it.
package final class DataFiles: @unchecked Sendable {
    package let content: ContentFolder
    private var values: [String: JSONValue?] = [:]
    private var reported: Set<String> = []
    private let lock = NSLock()

    package init(content: ContentFolder) {
        self.content = content
    }

    /// The value of a `data` source: inline, or a JSON file under the content folder; nil with a
    /// diagnostic when the file is outside the folder, missing or broken.
    package func read(_ source: DataSource?, from file: String, diagnostics: inout [Diagnostic]) -> JSONValue? {
        switch source {
        case nil: return nil
        case .inline(let value): return value
        case .file(let path, let location):
            let name = content.displayName
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .dataFile, file: file, location: location, path: "data", message: "the data path '\(path)' leaves \(name)/",
                        hint: "name a file inside \(name)/, such as \"data/people.json\""))
                return nil
            }
            let url: URL
            switch content.destination(of: content.file(path)) {
            case .inside(let target):
                url = target
            case .nowhere:
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .dataFile, file: file, location: location, path: "data",
                        message: "the data file '\(path)' does not exist in \(name)/",
                        hint: "paths are relative to \(name)/, e.g. \"data/people.json\""))
                return nil
            case let destination:
                if var problem = content.problem(with: destination, file: file, subject: "the data file '\(path)' (through a symbolic link)") {
                    (problem.location, problem.path) = (location, "data")
                    diagnostics.append(problem)
                }
                return nil
            }
            return value(at: path, diagnostics: &diagnostics) {
                var problems: [Diagnostic] = []
                let value = content.parse(url, file: content.display(path), diagnostics: &problems).map {
                    SafeText.sanitized($0.value)
                }
                return (value, problems)
            }
        }
    }

    private func value(at path: String, diagnostics: inout [Diagnostic], load: () -> (JSONValue?, [Diagnostic])) -> JSONValue? {
        lock.lock()
        defer { lock.unlock() }
        if let known = values[path] { return known }
        let (value, problems) = load()
        values[path] = value
        diagnostics += problems
        return value
    }

    /// Drops what is known of the files at `paths` (under the content folder), which changed.
    package func forget(_ paths: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            values[path] = nil
            reported.remove("slots items: " + path)
        }
    }

    /// True the first time `key` is asked for in this build: problems found in a shared data file
    /// each time a screen uses it are reported once.
    func isFirstUse(of key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.insert(key).inserted
    }
}
