import Foundation

/// What the system reports of the files in some folders: Linux's inotify
/// (`InotifyEvents`), macOS's FSEvents (`FSEventsSource`). `FileEvents` waits on one.
protocol KernelEvents: AnyObject, Sendable {
    /// Whether every folder below the watched ones is watched (inotify's watches may run out).
    var watchesAll: Bool { get }
    /// Waits at most `milliseconds` for reports, and gives the files named in what came and
    /// whether the folders need a whole look; nil when nothing came. (`FileEvents` lets a save
    /// settle over several calls.)
    func next(within milliseconds: Int32) -> (files: Set<String>, wholeLook: Bool)?
    /// Stops watching; called once, from the thread that calls `next`.
    func stop()
}

/// The system's reports on this platform, when it has them and they can start.
enum KernelEventsSource {
    static func start(paths: [String]) -> (any KernelEvents)? {
        #if os(Linux)
        InotifyEvents(paths: paths)
        #elseif canImport(CoreServices)
        FSEventsSource(paths: paths)
        #else
        nil
        #endif
    }

}
