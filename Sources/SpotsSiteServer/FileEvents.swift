import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Wake-ups for the preview server's watcher: at once when a file in the watched folders is
/// written, moved or removed (Linux inotify, on every folder below them), and at the latest every
/// `interval`, so that a change the kernel did not report (a file system without inotify, an
/// overflowing queue) is still found by looking. On macOS, which has no inotify, every wake-up is
/// the interval's (`serve` looks every 50 ms, `PreviewServer.Options.pollInterval`), as on Linux
/// between events. What changed is always found by `LiveBuilder.refresh()` comparing the folders
/// with its last look; an event only says when to look.
final class FileEvents: Sendable {
    /// The wake-ups: one at a time, a new one replacing one not yet taken.
    let wakeups: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    /// Whether the kernel reports changes (inotify could watch the folders; never on macOS).
    let isWatching: Bool
    /// What changed since the watcher last took it.
    private let reports = Reports()

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
        let reports = reports
        let thread = Thread {
            Self.watch(descriptor: descriptor, paths: paths, milliseconds: max(1, milliseconds), reports: reports, continuation: continuation)
        }
        thread.name = "spots-site file events"
        thread.start()
    }

    /// The files reported changed since the last call, or nil when the folders must be looked at
    /// as a whole: the interval passed, a folder changed, or the kernel's queue overflowed.
    func take() -> Set<String>? {
        reports.take()
    }

    /// Ends the wake-ups; the thread stops within one interval.
    func stop() {
        continuation.finish()
    }

    /// The thread's loop: waits for events or the interval, and wakes the watcher, until `stop()`.
    private static func watch(
        descriptor: Int32, paths: [String], milliseconds: Int32, reports: Reports, continuation: AsyncStream<Void>.Continuation
    ) {
        let stopped = Stopped()
        continuation.onTermination = { _ in stopped.set() }
        defer { if descriptor >= 0 { close(descriptor) } }
        var folders: [Int32: String] = [:]
        if descriptor >= 0 { addWatches(descriptor: descriptor, paths: paths, into: &folders) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.value {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready =
                descriptor >= 0
                ? poll(&poller, 1, milliseconds)
                : {
                    usleep(UInt32(milliseconds) * 1000); return 0
                }()
            if ready > 0 {
                var (files, wholeLook) = drain(descriptor: descriptor, buffer: &buffer, folders: folders)
                // An editor's save is often several events (a temporary file written, then renamed
                // over the file; a file emptied, then written): they settle into one wake-up, so the
                // site is rebuilt once, from the saved file, not from a step on the way to it.
                let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.longestSettle) * 1_000_000
                while DispatchTime.now().uptimeNanoseconds < deadline, poll(&poller, 1, Self.quietToSettle) > 0 {
                    let (more, whole) = drain(descriptor: descriptor, buffer: &buffer, folders: folders)
                    files.formUnion(more)
                    wholeLook = wholeLook || whole
                }
                // A new folder: watch it (and what is already inside it) too.
                if wholeLook { addWatches(descriptor: descriptor, paths: paths, into: &folders) }
                reports.add(files, wholeLook: wholeLook)
            } else {
                reports.add([], wholeLook: true)
            }
            continuation.yield()
        }
    }

    /// How long, in milliseconds, no event must come for a save to have settled, and at most how
    /// long a stream of events is waited out.
    static let quietToSettle: Int32 = 25
    static let longestSettle = 250

    /// Reads every pending event: the files they name, and whether the folders need a whole look
    /// (a folder made, moved or removed, an unknown watch, or an overflowing queue).
    private static func drain(descriptor: Int32, buffer: inout [UInt8], folders: [Int32: String]) -> (Set<String>, Bool) {
        var files = Set<String>()
        var wholeLook = false
        #if os(Linux)
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
        #endif
        return (files, wholeLook)
    }

    /// Watches every folder at and below `paths` (watching one twice is harmless), noting each
    /// watch's folder.
    private static func addWatches(descriptor: Int32, paths: [String], into folders: inout [Int32: String]) {
        #if os(Linux)
        let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_ATTRIB)
        func watch(_ folder: String) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { folders[watch] = folder }
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
        #endif
    }
}

/// The changes reported since the watcher last took them.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var files = Set<String>()
    private var wholeLook = true

    func add(_ reported: Set<String>, wholeLook whole: Bool) {
        lock.lock()
        files.formUnion(reported)
        wholeLook = wholeLook || whole
        lock.unlock()
    }

    func take() -> Set<String>? {
        lock.lock()
        defer {
            files = []
            wholeLook = false
            lock.unlock()
        }
        return wholeLook ? nil : files
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
