import Foundation

/// Wake-ups for the preview server's watcher. The system reports each file written, moved or
/// removed in the watched folders (Linux inotify, macOS FSEvents: `KernelEvents`), and the
/// watcher looks at those files alone, so a server at rest does nothing. A whole look, which
/// stats every file, comes only when the system asks for one (a folder made or removed, a queue
/// that overflowed) and every `checkInterval` (default 10 s) in case it reports nothing at all
/// (some network and virtual machines' shared folders). When such a look finds a change the
/// system did not report (`missed()`), or when there is no system to report (no inotify, or its
/// watches ran out), the folders are looked at as a whole every `interval` instead (50 ms).
/// What changed is always found by `LiveBuilder.refresh()` comparing the folders with its last
/// look; an event only says where and when to look.
final class FileEvents: Sendable {
    /// What the watcher is to look at: the files reported changed, or (nil) the folders as a whole.
    struct Look: Sendable, Equatable {
        let files: Set<String>?
        /// Whether the look is a whole one only because the interval passed: one that finds a
        /// change tells that the system did not report it.
        let isTimed: Bool
    }

    /// The wake-ups: one at a time, a new one replacing one not yet taken.
    let wakeups: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    /// Whether the system reports changes in every watched folder (inotify or FSEvents could watch
    /// them all).
    let isWatching: Bool
    /// What changed since the watcher last took it, and whether reports are trusted.
    private let reports = Reports()

    /// Starts watching `folders` (and every folder below them) on a thread of its own.
    init(folders: [URL], interval: Duration, checkInterval: Duration) {
        (wakeups, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let paths = folders.map { $0.standardizedFileURL.path }
        let kernel = KernelEventsSource.start(paths: paths)
        isWatching = kernel?.watchesAll ?? false
        reports.setTrusted(isWatching)
        let continuation = continuation
        let reports = reports
        let milliseconds = (polling: Self.milliseconds(interval), checking: Self.milliseconds(checkInterval))
        let thread = Thread {
            Self.watch(kernel: kernel, milliseconds: milliseconds, reports: reports, continuation: continuation)
        }
        thread.name = "spots-site file events"
        thread.start()
    }

    /// What to look at since the last call.
    func take() -> Look {
        reports.take()
    }

    /// A timed whole look found a change the system did not report: from now on the folders are
    /// looked at every `interval`, as where there is no system to report.
    func missed() {
        reports.setTrusted(false)
    }

    /// Ends the wake-ups; the thread stops within a second (or its interval, when shorter).
    func stop() {
        continuation.finish()
    }

    /// How long, in milliseconds, no event must come for a save to have settled, and at most how
    /// long a stream of events is waited out.
    static let quietToSettle: Int32 = 25
    static let longestSettle = 250

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let components = duration.components
        return max(1, Int32(clamping: components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000))
    }

    /// The thread's loop: waits for the system's reports or the interval (short while reports are
    /// not trusted), and wakes the watcher, until `stop()`.
    private static func watch(
        kernel: (any KernelEvents)?, milliseconds: (polling: Int32, checking: Int32), reports: Reports,
        continuation: AsyncStream<Void>.Continuation
    ) {
        let stopped = Stopped()
        continuation.onTermination = { _ in stopped.set() }
        defer { kernel?.stop() }
        while !stopped.value {
            // A stop is seen within a second, however long the wait for a whole look.
            let wait = reports.isTrusted ? milliseconds.checking : milliseconds.polling
            let end = DispatchTime.now().uptimeNanoseconds + UInt64(wait) * 1_000_000
            var reported: (files: Set<String>, wholeLook: Bool)?
            while reported == nil, !stopped.value {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < end else { break }
                let left = Int32(clamping: (end - now) / 1_000_000)
                if let kernel {
                    reported = kernel.next(within: min(max(1, left), 1000))
                } else {
                    usleep(UInt32(min(max(1, left), 1000)) * 1000)
                }
                // Trust withdrawn meanwhile: the short interval starts now.
                if !reports.isTrusted, wait != milliseconds.polling { break }
            }
            if stopped.value { break }
            if var reported, let kernel {
                // An editor's save is often several events (a temporary file written, then renamed
                // over the file; a file emptied, then written): they settle into one wake-up, so the
                // site is rebuilt once, from the saved file, not from a step on the way to it.
                let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.longestSettle) * 1_000_000
                while DispatchTime.now().uptimeNanoseconds < deadline, let more = kernel.next(within: Self.quietToSettle) {
                    reported.files.formUnion(more.files)
                    reported.wholeLook = reported.wholeLook || more.wholeLook
                }
                reports.add(reported.files, wholeLook: reported.wholeLook)
                // A new folder the system could not watch (inotify's watches ran out).
                if !kernel.watchesAll { reports.setTrusted(false) }
            } else {
                reports.timedLook()
            }
            continuation.yield()
        }
    }
}

/// The changes reported since the watcher last took them.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var files = Set<String>()
    private var wholeLook = true
    private var timed = false
    private var trusted = false

    var isTrusted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return trusted
    }

    func setTrusted(_ value: Bool) {
        lock.lock()
        trusted = value
        lock.unlock()
    }

    func add(_ reported: Set<String>, wholeLook whole: Bool) {
        lock.lock()
        files.formUnion(reported)
        wholeLook = wholeLook || whole
        if !reported.isEmpty || whole { timed = false }
        lock.unlock()
    }

    /// The interval passed with nothing reported: a whole look, the interval's alone when nothing
    /// else asked for it since the last take.
    func timedLook() {
        lock.lock()
        if files.isEmpty, !wholeLook || timed { timed = true }
        wholeLook = true
        lock.unlock()
    }

    func take() -> FileEvents.Look {
        lock.lock()
        defer {
            files = []
            wholeLook = false
            timed = false
            lock.unlock()
        }
        return FileEvents.Look(files: wholeLook ? nil : files, isTimed: wholeLook && timed)
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
