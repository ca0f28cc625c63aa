import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations of the gate: each resolves its path by the folder's rule first, and then
/// opens what it found without following a link, so a link put there since is refused too.
extension ConfinedRoot {
    /// Why a file could not be read or written.
    public enum FileFailure: Error, Equatable, Sendable {
        /// The gate refused the path.
        case refused(Refusal)
        /// It is not a regular file (a folder, a device, a socket).
        case notAFile(String)
        /// The file is larger than the limit: its size.
        case tooLarge(Int)
        /// The system said no: why.
        case system(String)
    }

    /// What is at a path.
    public enum Kind: Sendable, Equatable {
        case file
        case folder
        /// Something else: a device, a socket, a pipe (or a link, where links are not followed).
        case other

        package init(_ status: stat) {
            switch status.st_mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            default: self = .other
            }
        }
    }

    /// What `relative` is once resolved; nil when the gate refuses it or nothing is there.
    public func kind(of relative: String) -> Kind? {
        guard case .success(let full) = resolve(relative) else { return nil }
        return Self.kind(atResolved: full)
    }

    /// What a folder named on the command line is (`--content`, a compared site): a root, whose
    /// own links are followed as the README says; nil when nothing is there.
    public static func kind(ofNamed url: URL) -> Kind? {
        var status = stat()
        return stat(url.path, &status) == 0 ? Kind(status) : nil
    }

    /// The size of the file a path names (its links followed: the content's own files, which the
    /// gate has let through already); nil when nothing is there.
    public static func size(ofNamed url: URL) -> Int? {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// The stamp of the file at a full path the gate gave (no link followed), which changes
    /// whenever its bytes do: size, times of change, device and inode; nil when there is none.
    package static func stamp(atResolved full: String) -> SourceStamp? {
        var status = stat()
        return lstat(full, &status) == 0 ? SourceStamp(status) : nil
    }

    /// The size of the regular file at a full path the gate gave (no link followed), in one
    /// `lstat`; nil when it is something else, or nothing.
    package static func regularFileSize(atResolved full: String) -> Int? {
        var status = stat()
        return lstat(full, &status) == 0 && Kind(status) == .file ? Int(status.st_size) : nil
    }

    /// The size of the regular file at `relative` (which must stay inside: no `..`, not absolute),
    /// its path taken as it is, without looking for a link at each of its parts as `resolve` does:
    /// only for a tree the caller has just walked and found no link in (an output updated in
    /// place), whose every folder would be looked at again for each file. Nil when there is none.
    package func regularFileSize(inLinklessTree relative: String) -> Int? {
        guard case .success(let parts) = Self.parts(of: relative) else { return nil }
        return Self.regularFileSize(atResolved: path + "/" + parts.joined(separator: "/"))
    }

    /// What is at a full path the gate gave (no link followed).
    public static func kind(atResolved full: String) -> Kind? {
        var status = stat()
        return lstat(full, &status) == 0 ? Kind(status) : nil
    }

    /// The bytes of the regular file at `relative`, at most `sizeLimit` of them.
    public func bytes(of relative: String, sizeLimit: Int = Int.max) -> Result<[UInt8], FileFailure> {
        switch resolve(relative) {
        case .failure(let refusal): .failure(.refused(refusal))
        case .success(let full): Self.bytes(atResolved: full, sizeLimit: sizeLimit)
        }
    }

    /// The bytes of the regular file at a full path the gate gave, opened without following a link.
    /// `FileBytes` opens it with `O_NOFOLLOW` and reads only a regular file, so no `lstat` first.
    public static func bytes(atResolved full: String, sizeLimit: Int = Int.max) -> Result<[UInt8], FileFailure> {
        switch FileBytes.read(full, sizeLimit: sizeLimit, followingLinks: false) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge(let size)): return .failure(.tooLarge(size))
        case .failure(.unreadable(let why)): return .failure(errno == ELOOP ? .refused(.link(full)) : .system(why))
        }
    }

    /// Whether the regular files at two full paths the gates gave hold the same bytes, read a
    /// block at a time (a compared site's file may be of any size); false when either cannot be read.
    public static func sameBytes(atResolved a: String, _ b: String) -> Bool {
        let first = open(a, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard first >= 0 else { return false }
        defer { close(first) }
        let second = open(b, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard second >= 0 else { return false }
        defer { close(second) }
        var one = stat()
        var two = stat()
        guard fstat(first, &one) == 0, fstat(second, &two) == 0, one.st_mode & S_IFMT == S_IFREG, two.st_mode & S_IFMT == S_IFREG,
            one.st_size == two.st_size
        else { return false }
        var left = [UInt8](repeating: 0, count: 1 << 16)
        var right = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = left.withUnsafeMutableBytes { systemRead(first, $0.baseAddress, $0.count) }
            guard count >= 0 else { return false }
            if count == 0 { return right.withUnsafeMutableBytes { systemRead(second, $0.baseAddress, 1) } == 0 }
            var filled = 0
            while filled < count {
                let more = right.withUnsafeMutableBytes { systemRead(second, $0.baseAddress.map { $0 + filled }, count - filled) }
                guard more > 0 else { return false }
                filled += more
            }
            guard memcmp(left, right, count) == 0 else { return false }
        }
    }

    /// The file at `relative` as data; nil when it cannot be read (refused, missing, not a file).
    public func data(of relative: String) -> Data? {
        guard case .success(let bytes) = bytes(of: relative) else { return nil }
        return Data(bytes)
    }

    /// Writes `bytes` to `relative`, making its folders as needed. A link on the way, or in the
    /// file's place, is refused whatever the folder's rule: spots-site writes only into the folder.
    public func write(_ bytes: some Collection<UInt8>, to relative: String, mode: mode_t = 0o644) -> Result<String, FileFailure> {
        switch makeFolders(for: relative) {
        case .failure(let failure): return .failure(failure)
        case .success(let full):
            let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
            guard descriptor >= 0 else {
                return .failure(errno == ELOOP ? .refused(.link(relative)) : .system(String(cString: strerror(errno))))
            }
            defer { close(descriptor) }
            let written = Self.writeAll(bytes, to: descriptor)
            return written ? .success(full) : .failure(.system(String(cString: strerror(errno))))
        }
    }

    /// Makes the folders above `relative` inside the folder, refusing any link on the way; the
    /// full path of `relative` (which is not made).
    public func makeFolders(for relative: String) -> Result<String, FileFailure> {
        let parts: [String]
        switch Self.parts(of: relative) {
        case .failure(let refusal): return .failure(.refused(refusal))
        case .success(let found): parts = found
        }
        var folder = path
        for (index, part) in parts.dropLast().enumerated() {
            folder += "/" + part
            var status = stat()
            if lstat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    let shown = parts[...index].joined(separator: "/")
                    return .failure(status.st_mode & S_IFMT == S_IFLNK ? .refused(.link(shown)) : .notAFile(shown))
                }
                continue
            }
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return .failure(.system(String(cString: strerror(errno)))) }
        }
        return .success(path + "/" + parts.joined(separator: "/"))
    }

    /// Copies the regular file at `source` (a full path another gate gave) to `relative`: its
    /// bytes, never a link.
    public func copy(fromResolved source: String, to relative: String) -> Result<String, FileFailure> {
        makeFolders(for: relative).flatMap { full in Self.copyFile(fromResolved: source, toResolved: full).map { full } }
    }

    /// Copies the regular file at `source` to the new file `target` (both full paths a gate gave;
    /// a link at either is not opened) a block at a time, so a file of any size takes no more
    /// memory than a block.
    package static func copyFile(fromResolved source: String, toResolved target: String) -> Result<Void, FileFailure> {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard input >= 0 else { return .failure(errno == ELOOP ? .refused(.link(source)) : .system(String(cString: strerror(errno)))) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0, Kind(status) == .file else { return .failure(.notAFile(source)) }
        let output = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard output >= 0 else { return .failure(errno == ELOOP ? .refused(.link(target)) : .system(String(cString: strerror(errno)))) }
        defer { close(output) }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
            if count == 0 { return .success(()) }
            guard writeAll(block[..<count], to: output) else { return .failure(.system(String(cString: strerror(errno)))) }
        }
    }

    /// One thing found below the folder: its path there, and where it leads by the gate's rule.
    public struct Entry: Sendable {
        public var relative: String
        /// The full path with no link on it, or why the gate refused it.
        public var resolved: Result<String, Refusal>
        /// Whether it is itself a symbolic link.
        public var isLink: Bool
        /// Why its folder could not be listed, when it could not.
        public var failure: String?
    }

    /// Every file below the folder (or below `relative` in it), links reported with where they
    /// lead; an empty folder as `name/`.
    public func entries(under relative: String? = nil, skipHidden: Bool) -> [Entry] {
        var start = path
        var prefix = ""
        if let relative {
            guard case .success(let full) = resolve(relative), Self.kind(atResolved: full) == .folder else { return [] }
            start = full
            prefix = relative.hasSuffix("/") ? relative : relative + "/"
        }
        return DirectoryWalker.entries(in: start, skipHidden: skipHidden).map { found in
            let name = prefix + found.relative
            let resolved: Result<String, Refusal> = found.isLink ? resolve(name) : .success(found.path)
            return Entry(relative: name, resolved: resolved, isLink: found.isLink, failure: found.failure)
        }
    }
}
