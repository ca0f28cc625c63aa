#if !os(Linux) && canImport(CoreServices)
import CoreServices
import Foundation
import SpotsFormat

/// macOS: FSEvents names each file created, written, renamed or removed below the watched
/// folders (file-level events). A folder's event, events the system dropped, or a watched folder
/// moved ask for a whole look. FSEvents gives real paths (`/private/tmp/…` for `/tmp/…`): each is
/// named again under the watched folder as the build knows it.
final class FSEventsSource: KernelEvents, @unchecked Sendable {
    private let lock = NSLock()
    private var files = Set<String>()
    private var wholeLook = false
    private let arrived = DispatchSemaphore(value: 0)
    private let queue = DispatchQueue(label: "spots-site FSEvents")
    private var stream: FSEventStreamRef?
    /// Each watched folder's real path and the path the build knows it by.
    private let roots: [(real: String, known: String)]
    let watchesAll = true

    init?(paths: [String]) {
        // Through `RealPath` (realpath(3)): Foundation's resolvingSymlinksInPath strips `/private`.
        roots = paths.map { (real: RealPath.of($0) ?? $0, known: $0) }
        var context = FSEventStreamContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        context.info = Unmanaged.passUnretained(self).toOpaque()
        let flags = FSEventStreamCreateFlags(
            kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer)
        let watched = roots.map(\.real) as CFArray
        guard
            let stream = FSEventStreamCreate(
                kCFAllocatorDefault,
                { _, info, count, paths, flags, _ in
                    guard let info else { return }
                    let source = Unmanaged<FSEventsSource>.fromOpaque(info).takeUnretainedValue()
                    let names = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray
                    source.received(names.compactMap { $0 as? String }, flags: UnsafeBufferPointer(start: flags, count: count))
                },
                &context, watched, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01, flags)
        else { return nil }
        FSEventStreamSetDispatchQueue(stream, queue)
        guard FSEventStreamStart(stream) else {
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            return nil
        }
        self.stream = stream
    }

    func next(within milliseconds: Int32) -> (files: Set<String>, wholeLook: Bool)? {
        guard arrived.wait(timeout: .now() + .milliseconds(Int(milliseconds))) == .success else { return nil }
        lock.lock()
        defer {
            files = []
            wholeLook = false
            lock.unlock()
        }
        return (files, wholeLook)
    }

    func stop() {
        guard let stream else { return }
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        self.stream = nil
    }

    /// On FSEvents' queue: notes the files named (under the known folders) and whether a whole
    /// look is needed, and wakes `next`.
    private func received(_ paths: [String], flags: UnsafeBufferPointer<FSEventStreamEventFlags>) {
        let whole =
            UInt32(kFSEventStreamEventFlagMustScanSubDirs) | UInt32(kFSEventStreamEventFlagUserDropped)
            | UInt32(kFSEventStreamEventFlagKernelDropped) | UInt32(kFSEventStreamEventFlagRootChanged)
            | UInt32(kFSEventStreamEventFlagItemIsDir)
        lock.lock()
        for (path, flag) in zip(paths, flags) {
            if flag & whole != 0 {
                wholeLook = true
            } else if let root = roots.first(where: { path.hasPrefix($0.real + "/") }) {
                files.insert(root.known + path.dropFirst(root.real.count))
            } else {
                wholeLook = true
            }
        }
        lock.unlock()
        arrived.signal()
    }
}
#endif
