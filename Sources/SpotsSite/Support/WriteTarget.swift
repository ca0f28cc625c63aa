import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What stands at a path, a symbolic link there not followed: what a command that writes files
/// checks before it writes any, so that it never writes through a link or over a folder, and
/// stops before its first file when a later one could not be written.
enum WriteTarget: Equatable {
    case none, file, folder, link, other

    /// The entry at `path`.
    init(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .none
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        default: self = .other
        }
    }

    /// What a link at `path` points to, as the link says it.
    static func destination(ofLink path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    /// Why a plain file cannot be written at `path` (made, or put in place of the file or link
    /// there), as the entry in the way and what is wrong with it; nil when it can be. The
    /// folders it goes in may be missing: the nearest one there must be writable.
    static func problem(writing path: String) -> (path: String, reason: String)? {
        switch WriteTarget(at: path) {
        case .folder: return (path, "is a folder")
        case .other: return (path, "is not a regular file")
        case .file where access(path, W_OK) != 0: return (path, "is read-only")
        case .none, .file, .link: break
        }
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        while true {
            var status = stat()
            if stat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return (folder, "is not a folder") }
                return access(folder, W_OK | X_OK) == 0 ? nil : (folder, "is a folder that may not be written in")
            }
            if lstat(folder, &status) == 0 { return (folder, "is a symbolic link to nothing") }
            let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            if parent == folder { return nil }
            folder = parent
        }
    }

    /// `path` from `root` when it is inside it, for messages.
    static func shown(_ path: String, from root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
