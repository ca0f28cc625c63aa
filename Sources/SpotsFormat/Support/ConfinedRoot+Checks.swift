import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the commands that write into a project (`init`, `schema --write`, `templates copy`) ask
/// of the gate: what stands at a place, whether a file could be written there (checked for every
/// file before any is written), and writes that make a file only where none is (`create`) or
/// put one in place of what is there without writing through it (`replace`), and take one back
/// (`remove`). None of them follows a link on the way or at the end.
extension ConfinedRoot {
    /// What stands at a place itself, a symbolic link there not followed.
    public enum Occupant: Sendable, Equatable {
        case nothing, file, folder, link, other
    }

    /// Why a file could not be written at a place: the entry in the way (a full path) and what
    /// is wrong with it ("is a folder").
    public struct WriteProblem: Sendable, Equatable {
        public let path: String
        public let reason: String
    }

    /// What stands at `relative`, the folders on its way resolved by the folder's rule and a link
    /// at its end not followed; nil when the gate refuses the way to it.
    public func occupant(of relative: String) -> Occupant? {
        guard let full = place(of: relative) else { return nil }
        var status = stat()
        guard lstat(full, &status) == 0 else { return .nothing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// What the symbolic link at `relative` points to, as the link says it; nil when no link is there.
    public func destination(ofLink relative: String) -> String? {
        place(of: relative).flatMap(Self.readLink)
    }

    /// The full path of the entry at `relative` itself: its folders resolved by the folder's
    /// rule, its last part as named.
    private func place(of relative: String) -> String? {
        guard case .success(let parts) = Self.parts(of: relative), let last = parts.last else { return nil }
        guard parts.count > 1 else { return path + "/" + last }
        guard case .success(let folder) = resolve(parts.dropLast().joined(separator: "/"), mustExist: false) else { return nil }
        return folder + "/" + last
    }

    /// `full` as a path under the folder for messages, or as it is when it is the folder or above it.
    public func shown(_ full: String) -> String {
        guard let relative = relative(of: full), !relative.isEmpty else { return full }
        return relative
    }

    /// Why a regular file cannot be written at `relative` (made there, or put in place of the
    /// file or symbolic link there); nil when it can. Every folder on the way must be a folder,
    /// not a link to one; the missing ones would be made, in the nearest folder there, which
    /// must be writable. The folder itself may be missing too.
    public func problem(writing relative: String) -> WriteProblem? {
        guard case .success(let parts) = Self.parts(of: relative) else {
            return WriteProblem(path: relative, reason: "is not a path inside \(path)")
        }
        var folder = path
        var status = stat()
        guard lstat(path, &status) == 0 else { return problem(makingFolderAbove: path) }
        for (index, part) in parts.enumerated() {
            let full = folder + "/" + part
            let isLast = index == parts.count - 1
            guard lstat(full, &status) == 0 else { break }
            switch (status.st_mode & S_IFMT, isLast) {
            case (S_IFDIR, false): folder = full
            case (S_IFDIR, true): return WriteProblem(path: full, reason: "is a folder")
            case (S_IFLNK, false): return WriteProblem(path: full, reason: "is a symbolic link, which spots-site does not write through")
            case (S_IFLNK, true): break  // replaced by the file, never followed
            case (S_IFREG, true): if access(full, W_OK) != 0 { return WriteProblem(path: full, reason: "is read-only") }
            case (_, true): return WriteProblem(path: full, reason: "is not a regular file")
            case (_, false): return WriteProblem(path: full, reason: "is not a folder")
            }
        }
        return access(folder, W_OK | X_OK) == 0 ? nil : WriteProblem(path: folder, reason: "is a folder that may not be written in")
    }

    /// For a folder that is missing: why it could not be made in the nearest folder above it.
    private func problem(makingFolderAbove missing: String) -> WriteProblem? {
        var folder = missing
        var status = stat()
        while let parent = Self.parent(of: folder) {
            folder = parent
            guard lstat(folder, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return access(folder, W_OK | X_OK) == 0 ? nil : WriteProblem(path: folder, reason: "is a folder that may not be written in")
            case S_IFLNK: return WriteProblem(path: folder, reason: "is a symbolic link to nothing")
            default: return WriteProblem(path: folder, reason: "is not a folder")
            }
        }
        return nil
    }

    /// The folder above a full path; nil above `/`.
    private static func parent(of full: String) -> String? {
        guard full != "/", let slash = full.lastIndex(of: "/") else { return nil }
        return slash == full.startIndex ? "/" : String(full[..<slash])
    }

    /// The names in the folder itself (not below it), hidden ones too; nil when it cannot be listed.
    public func names() -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Makes the folder itself and the missing folders above it: the full paths of those it made,
    /// outermost first (for `removeEmptyFolders` to take back).
    public func makeFolder() -> Result<[String], FileFailure> {
        var missing: [String] = []
        var folder = path
        var status = stat()
        var exists = lstat(folder, &status) == 0
        while !exists {
            guard errno == ENOENT else { return .failure(.system(String(cString: strerror(errno)))) }
            missing.insert(folder, at: 0)
            guard let parent = Self.parent(of: folder) else { break }
            folder = parent
            exists = lstat(folder, &status) == 0
        }
        if exists {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: return .failure(.refused(.link(folder)))
            default: return .failure(.notAFile(folder))
            }
        }
        var made: [String] = []
        for full in missing {
            if mkdir(full, 0o755) == 0 {
                made.append(full)
            } else if errno != EEXIST {
                let why = String(cString: strerror(errno))
                Self.removeEmptyFolders(made)
                return .failure(.system("cannot make the folder \(full): \(why)"))
            }
        }
        return .success(made)
    }

    /// Takes back folders `makeFolder` made, innermost first, each only if it is still empty.
    public static func removeEmptyFolders(_ made: [String]) {
        for full in made.reversed() { rmdir(full) }
    }

    /// Makes the file `relative` with `bytes` (and its folders, as `write` does), failing when
    /// anything is there already, even a link to nothing: it never replaces a file.
    public func create(_ bytes: some Collection<UInt8>, at relative: String, mode: mode_t = 0o644) -> Result<String, FileFailure> {
        switch makeFolders(for: relative) {
        case .failure(let failure): return .failure(failure)
        case .success(let full):
            let descriptor = open(full, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            guard descriptor >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
            let written = Self.writeAll(bytes, to: descriptor)
            close(descriptor)
            guard written else {
                let why = String(cString: strerror(errno))
                unlink(full)  // the file this made, half written
                return .failure(.system(why))
            }
            return .success(full)
        }
    }

    /// Puts a file with `bytes` at `relative` in place of what is there: written to a new file
    /// beside it, then renamed over it, so a symbolic link there is replaced, never written
    /// through, and a folder there is never replaced. Its folders are made as `write` makes them.
    /// The new file keeps the permissions of the file it replaces (a `site.json` that is 0600 stays
    /// so); `mode` is for a file that was not there.
    public func replace(_ bytes: some Collection<UInt8>, at relative: String, mode: mode_t = 0o644) -> Result<String, FileFailure> {
        let parts: [String]
        switch Self.parts(of: relative) {
        case .failure(let refusal): return .failure(.refused(refusal))
        case .success(let found): parts = found
        }
        guard let name = parts.last else { return .failure(.refused(.notRelative(relative))) }
        let temporary = (parts.dropLast() + [".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).spots-new"]).joined(separator: "/")
        switch create(bytes, at: temporary, mode: mode) {
        case .failure(let failure): return .failure(failure)
        case .success(let written):
            let full = path + "/" + parts.joined(separator: "/")
            var status = stat()
            if lstat(full, &status) == 0, status.st_mode & S_IFMT == S_IFREG { chmod(written, status.st_mode & 0o7777) }
            guard rename(written, full) == 0 else {
                let why = String(cString: strerror(errno))
                unlink(written)
                return .failure(.system(why))
            }
            return .success(full)
        }
    }

    /// Renames the regular file at `relative` over `target` (both in the folder, no link on the way
    /// to either): what was at `target` is replaced in one step, a link there replaced itself.
    public func move(_ relative: String, over target: String) -> Result<Void, FileFailure> {
        guard occupant(of: relative) == .file, let from = place(of: relative) else { return .failure(.refused(.missing(relative))) }
        guard let to = place(of: target), occupant(of: target) != .folder else { return .failure(.notAFile(target)) }
        return rename(from, to) == 0 ? .success(()) : .failure(.system(String(cString: strerror(errno))))
    }

    /// Removes the file, link or empty folder at `relative`: a link on the way is refused, and a
    /// link at the end is removed itself, never what it points to. A folder with anything in it
    /// is left as it is.
    public func remove(_ relative: String) -> Result<Void, FileFailure> {
        let parts: [String]
        switch Self.parts(of: relative) {
        case .failure(let refusal): return .failure(.refused(refusal))
        case .success(let found): parts = found
        }
        var full = path
        var status = stat()
        for (index, part) in parts.enumerated() {
            full += "/" + part
            guard lstat(full, &status) == 0 else { return .failure(.refused(.missing(parts[...index].joined(separator: "/")))) }
            guard index < parts.count - 1 else { break }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: return .failure(.refused(.link(parts[...index].joined(separator: "/"))))
            default: return .failure(.refused(.missing(parts[...index].joined(separator: "/"))))
            }
        }
        let removed = status.st_mode & S_IFMT == S_IFDIR ? rmdir(full) : unlink(full)
        return removed == 0 ? .success(()) : .failure(.system(String(cString: strerror(errno))))
    }

    /// Writes all of `bytes` to an open file; false (with `errno`) when it cannot. Bytes that are
    /// in one piece already (an array, a buffer: every file a build writes) are not copied first.
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
        if let written = bytes.withContiguousStorageIfAvailable({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            return written
        }
        return Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }
}

extension ConfinedRoot.FileFailure {
    /// The failure as a phrase for a message about writing into `folder` ("Templates/").
    public func explanation(in folder: String) -> String {
        switch self {
        case .refused(let refusal): refusal.phrase("it", folder: folder)
        case .notAFile(let path): "'\(path)' is in the way, and is no folder"
        case .tooLarge(let size): "it is too large (\(size) bytes)"
        case .system(let why): why
        }
    }
}
