import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `spots-site init`: writes the starter project (`StarterFiles`) into a folder that is missing or
/// empty. It never replaces a file: a folder with anything in it but `.git` is refused, each file
/// is made only if it does not exist, and when one cannot be, what was written is taken back.
public enum StarterProject {
    /// Why the project was not written.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The paths of the files it writes, relative to the folder.
    public static var paths: [String] { StarterFiles.all.map(\.path) }

    /// Writes the project into `folder` (made when missing); returns the paths written.
    @discardableResult
    public static func write(into folder: URL) throws -> [String] {
        try write(into: folder, checkingEmptiness: true)
    }

    /// `write(into:)`; without `checkingEmptiness`, as when a file appears after the check.
    static func write(into folder: URL, checkingEmptiness: Bool) throws -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let name = folder.path
        if checkingEmptiness, manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Refusal(description: "\(name) is a file, not a folder") }
            let entries = try manager.contentsOfDirectory(atPath: folder.path).filter { $0 != ".git" }.sorted()
            guard entries.isEmpty else {
                let shown = entries.prefix(5).joined(separator: ", ") + (entries.count > 5 ? ", …" : "")
                throw Refusal(description: "\(name) is not empty (it holds \(shown)); spots-site init writes only into an empty folder")
            }
        }
        var made: [String] = []
        var folders: [URL] = []
        do {
            try makeFolder(folder, made: &folders)
            for (path, text) in StarterFiles.all {
                let url = folder.appendingPathComponent(path)
                try makeFolder(url.deletingLastPathComponent(), made: &folders)
                try create(url, text)
                made.append(path)
            }
        } catch {
            for path in made { unlink(folder.appendingPathComponent(path).path) }
            for url in folders.reversed() { rmdir(url.path) }  // only if still empty
            throw error
        }
        return made
    }

    /// Makes `url` and the folders above it that are missing, noting each it made.
    private static func makeFolder(_ url: URL, made: inout [URL]) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Refusal(description: "\(url.path) is a file, not a folder") }
            return
        }
        try makeFolder(url.deletingLastPathComponent(), made: &made)
        guard mkdir(url.path, 0o755) == 0 || errno == EEXIST else {
            throw Refusal(description: "cannot make the folder \(url.path): \(String(cString: strerror(errno)))")
        }
        made.append(url)
    }

    /// Makes the file at `url` with `text`, failing when it exists.
    private static func create(_ url: URL, _ text: String) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Refusal(description: "cannot make \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Refusal(description: "cannot write \(url.path): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
