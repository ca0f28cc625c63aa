import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Wake-ups for the preview server's watcher: at once when a file in the watched folders is
/// written, moved or removed (Linux inotify, on every folder below them), and at the latest every
/// `interval`, so that a change the kernel did not report (a file system without inotify, an
/// overflowing queue, another system) is still found by looking. What changed is always found by
/// `LiveBuilder.refresh()` comparing the folders with its last look; an event only says when to look.
final class FileEvents: Sendable {
    /// The wake-ups: one at a time, a new one replacing one not yet taken.
    let wakeups: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    /// Whether the kernel reports changes (inotify could watch the folders).
    let isWatching: Bool

    /// Starts watching `folders` (and every folder below them) on a thread of its own.
    init(folders: [URL], interval: Duration) {
        (wakeups, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let milliseconds = Int32(clamping: interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        isWatching = descriptor >= 0
        #else
        let descriptor: Int32 = -1
        isWatching = false
        #endif
        let paths = folders.map { $0.standardizedFileURL.path }
        let continuation = continuation
        let thread = Thread {
            Self.watch(descriptor: descriptor, paths: paths, milliseconds: max(1, milliseconds), continuation: continuation)
        }
        thread.name = "spots-site file events"
        thread.start()
    }

    /// Ends the wake-ups; the thread stops within one interval.
    func stop() {
        continuation.finish()
    }

    /// The thread's loop: waits for events or the interval, and wakes the watcher, until `stop()`.
    private static func watch(descriptor: Int32, paths: [String], milliseconds: Int32, continuation: AsyncStream<Void>.Continuation) {
        let stopped = Stopped()
        continuation.onTermination = { _ in stopped.set() }
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 { addWatches(descriptor: descriptor, paths: paths) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.value {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready =
                descriptor >= 0
                ? poll(&poller, 1, milliseconds)
                : {
                    usleep(UInt32(milliseconds) * 1000); return 0
                }()
            if ready > 0, drain(descriptor: descriptor, buffer: &buffer) {
                // A new folder: watch it (and what is already inside it) too.
                addWatches(descriptor: descriptor, paths: paths)
            }
            continuation.yield()
        }
    }

    /// Reads every pending event; true when one was about a folder made or moved in.
    private static func drain(descriptor: Int32, buffer: inout [UInt8]) -> Bool {
        var newFolder = false
        #if os(Linux)
        while true {
            var pending: Int32 = 0
            guard ioctl(descriptor, UInt(FIONREAD), &pending) == 0, pending > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (mask, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.mask, Int(event.len))
                }
                if mask & UInt32(IN_ISDIR) != 0 && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 { newFolder = true }
                offset += header + length
            }
        }
        #endif
        return newFolder
    }

    /// Watches every folder at and below `paths` (watching one twice is harmless).
    private static func addWatches(descriptor: Int32, paths: [String]) {
        #if os(Linux)
        let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_ATTRIB)
        for path in paths {
            _ = inotify_add_watch(descriptor, path, mask)
            for entry in FileManager.default.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
                let folder = path + "/" + entry
                var status = stat()
                guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
                _ = inotify_add_watch(descriptor, folder, mask)
            }
        }
        #endif
    }
}

/// A flag set once from another thread.
private final class Stopped: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }

    func set() {
        lock.lock()
        flag = true
        lock.unlock()
    }
}
