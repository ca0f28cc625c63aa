import Foundation

/// The files an editor holds open, as they are in the editor and not as they were saved: what
/// `spots-site lsp` checks. A build given them reads these bytes instead of the file's, for the JSON
/// files of the content folder (screens, data, `site.json`, `catalog.json`); nothing is written.
///
/// Shared, not copied: the language server changes a document between builds while the builder
/// keeps its options, so the texts are kept behind a lock. A file only the editor has (never saved)
/// is not listed by the build: documents stand in for files that exist.
package final class OpenDocuments: @unchecked Sendable {
    private let lock = NSLock()
    /// The bytes of each document, under its path as given and as resolved (a build names a data
    /// file by its resolved path, a screen by the content folder's path joined to its name).
    private var texts: [String: [UInt8]] = [:]
    /// Both names of each document, by the path it was set under.
    private var names: [String: [String]] = [:]

    package init() {}

    /// Sets the text of the document at `path` (a full path).
    package func set(_ path: String, bytes: [UInt8]) {
        let keys = Self.keys(of: path)
        lock.withLock {
            for key in keys { texts[key] = bytes }
            names[path] = keys
        }
    }

    /// Forgets the document at `path`: its file is read again.
    package func remove(_ path: String) {
        lock.withLock {
            for key in names[path] ?? Self.keys(of: path) { texts[key] = nil }
            names[path] = nil
        }
    }

    /// The editor's bytes for the file at `path`, or nil when it is not open.
    package func bytes(at path: String) -> [UInt8]? {
        lock.withLock { texts.isEmpty ? nil : texts[path] }
    }

    private static func keys(of path: String) -> [String] {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return Array(Set([path, standard, RealPath.of(standard) ?? standard]))
    }
}
