#if os(Linux)
import Glibc
import Foundation

/// Linux: inotify watches every folder at and below the watched ones, and names each file written
/// (closed after writing), moved, made, removed or changed in its attributes. A folder made,
/// moved or removed, an unknown watch or an overflowing queue asks for a whole look, and the
/// folders are watched again (a new folder too). Used from one thread (`FileEvents`' loop).
final class InotifyEvents: KernelEvents, @unchecked Sendable {
    private let descriptor: Int32
    private let paths: [String]
    private var folders: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private(set) var watchesAll = true

    init?(paths: [String]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.paths = paths
        addWatches()
    }

    func next(within milliseconds: Int32) -> (files: Set<String>, wholeLook: Bool)? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        let (files, wholeLook) = drain()
        // A new folder: watch it (and what is already inside it) too.
        if wholeLook { addWatches() }
        return (files, wholeLook)
    }

    func stop() {
        close(descriptor)
    }

    /// Reads every pending event: the files they name, and whether the folders need a whole look.
    private func drain() -> (Set<String>, Bool) {
        var files = Set<String>()
        var wholeLook = false
        while true {
            var pending: Int32 = 0
            guard ioctl(descriptor, UInt(FIONREAD), &pending) == 0, pending > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (event, name) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + header
                    let bytes = raw[start..<min(count, start + Int(event.len))].prefix { $0 != 0 }
                    return (event, String(decoding: bytes, as: UTF8.self))
                }
                offset += header + Int(event.len)
                if event.mask & (UInt32(IN_ISDIR) | UInt32(IN_Q_OVERFLOW) | UInt32(IN_DELETE_SELF) | UInt32(IN_IGNORED)) != 0 {
                    wholeLook = true
                } else if let folder = folders[event.wd], !name.isEmpty {
                    files.insert(folder + "/" + name)
                } else {
                    wholeLook = true
                }
            }
        }
        return (files, wholeLook)
    }

    /// Watches every folder at and below `paths` (watching one twice is harmless), noting each
    /// watch's folder; a folder that cannot be watched (the user's watches ran out) leaves the
    /// reports untrusted (`watchesAll`).
    private func addWatches() {
        let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_ATTRIB)
        func watch(_ folder: String) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { folders[watch] = folder } else if errno != ENOENT { watchesAll = false }
        }
        for path in paths {
            watch(path)
            for entry in FileManager.default.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
                let folder = path + "/" + entry
                var status = stat()
                guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
                watch(folder)
            }
        }
    }
}
#endif
