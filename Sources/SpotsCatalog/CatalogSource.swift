import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The JSON behind a catalog example, as its file has it: found again by its JSON path, and
/// printed with two-space indentation and the keys in the file's order.
enum CatalogSource {
    /// The node at `path` under `root`: keys joined by dots, array indices in brackets
    /// (`components[0].items[2]`, `[0].rows[1]`, `components[1].header`); nil when there is none.
    package static func node(at path: String, in root: JSONNode) -> JSONNode? {
        root.node(atPath: path)
    }

    /// `node` as JSON text (see `JSONText`), an array of more than `elements` cut short.
    package static func text(of node: JSONNode, elements: Int = .max) -> String {
        JSONText.text(of: node.value, elements: elements)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    package static func quoted(_ text: String) -> String { JSONText.quoted(text) }

    /// Screen files read again for their examples' JSON, each once however many examples it
    /// holds (the catalog's kinds are made side by side, so it locks).
    final class Files: @unchecked Sendable {
        private let lock = NSLock()
        private var roots: [String: JSONNode?] = [:]

        /// The JSON of `file`, read and parsed the first time it is asked for.
        func root(of file: String, read: () -> JSONNode?) -> JSONNode? {
            lock.lock()
            if let root = roots[file] {
                lock.unlock()
                return root
            }
            lock.unlock()
            let root = read()
            lock.lock()
            roots[file] = root
            lock.unlock()
            return root
        }
    }
}
