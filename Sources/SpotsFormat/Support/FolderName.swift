import Foundation

/// How diagnostics name a folder.
package enum FolderName {
    /// `url` relative to the working directory when it is inside it; its whole path otherwise.
    package static func display(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
