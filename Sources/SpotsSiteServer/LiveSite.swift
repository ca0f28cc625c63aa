import Foundation
import SpotsBuild
import SpotsFormat
import SpotsLiveSite
import SpotsRender

/// The site as the preview server serves it, and the pages' subscribers to its changes.
///
/// One task looks for changes and rebuilds (`refresh()`); requests read the latest published
/// version without waiting for a rebuild in progress.
package final class LiveSite: @unchecked Sendable {
    /// One version of the served site: immutable, so requests can use it while the next is built.
    package struct Version: Sendable {
        /// Counts up with every change.
        package var number = 0
        package var files: [String: RenderedSite.File] = [:]
        /// Each file's entity tag: a hash of its content (an asset's by its bytes).
        package var etags: [String: String] = [:]
        /// The errors of the current sources, formatted as the CLI prints them; empty when none.
        package var errors: [Diagnostic] = []
        package var errorText = ""
        package var warningCount = 0
        /// The warnings of the current sources, in no particular order.
        package var warnings: [Diagnostic] = []
        /// The oldest app version supported on each platform (`site.json`'s `clients`).
        package var clientFloors: [String: ClientVersion] = [:]
        /// The app versions the device preview offers (`LiveBuilder.clientVersions`).
        package var clientVersions: [ClientTarget] = []
    }

    /// What the pages' scripts are told.
    package struct Event: Sendable {
        package var version: Version
        /// Files whose content changed in this version.
        package var changed: Set<String>
    }

    /// The site's builder; only `build()` and `refresh()` (one task at a time) change it.
    package private(set) var builder: LiveBuilder
    private let lock = NSLock()
    private var current = Version()
    private var subscribers: [UUID: AsyncStream<Event>.Continuation] = [:]

    /// The sources quoted under diagnostics: the content's and the templates', through their gates.
    package let sources: @Sendable (String) -> String?

    package init(options: BuildOptions) {
        builder = LiveBuilder(options: options)
        sources = DiagnosticFormat.sources(in: [options.content, options.templates])
    }

    /// The version being served.
    package var version: Version {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Builds everything; returns what the build did.
    @discardableResult
    package func build() -> LiveBuilder.Update {
        let update = builder.build()
        publish(update)
        return update
    }

    /// Looks for changes (in the `reported` files alone, when a notification named them) and
    /// publishes what they changed; nil when nothing changed.
    @discardableResult
    package func refresh(reported: Set<String>? = nil) -> LiveBuilder.Update? {
        guard let update = builder.refresh(reported: reported) else { return nil }
        publish(update)
        return update
    }

    /// Runs and publishes what the last refresh left for later (the catalog, the map), now that
    /// the saved screens are shown; nil when nothing waits.
    @discardableResult
    package func catchUp() -> LiveBuilder.Update? {
        guard let update = builder.catchUp() else { return nil }
        publish(update)
        return update
    }

    private func publish(_ update: LiveBuilder.Update) {
        let site = builder.site
        lock.lock()
        var next = current
        next.number += 1
        next.files = site.files
        for path in update.changedFiles.union(site.files.keys.filter { current.etags[$0] == nil }) {
            next.etags[path] = site.files[path].map(Self.etag)
        }
        for path in update.removedFiles { next.etags[path] = nil }
        next.errors = builder.errors
        next.warningCount = builder.warningCount
        next.warnings = builder.warnings
        next.clientFloors = builder.clientFloors
        next.clientVersions = builder.clientVersions
        next.errorText = DiagnosticFormat.text.format(next.errors, source: sources)
        let changedErrors = next.errorText != current.errorText
        current = next
        let listeners = Array(subscribers.values)
        lock.unlock()
        guard !update.changedFiles.isEmpty || !update.removedFiles.isEmpty || changedErrors else { return }
        let event = Event(version: next, changed: update.changedFiles.union(update.removedFiles))
        for listener in listeners { listener.yield(event) }
    }

    /// One page's subscription: the changes from now on, until `end()`, `finishAll()` or the
    /// stream is dropped; any of them frees its place at once.
    package struct Subscription: Sendable {
        package let events: AsyncStream<Event>
        let continuation: AsyncStream<Event>.Continuation

        /// Ends the stream (its connection closed): it stops listening and is forgotten.
        package func end() {
            continuation.finish()
        }
    }

    /// A stream of every change from now on, until `finishAll()` or the subscriber goes away.
    package func subscribe() -> AsyncStream<Event> {
        subscription().events
    }

    /// A subscription to every change from now on. The server's limit of streams is its
    /// responder's (`SiteResponder.events`), over every site.
    package func subscription() -> Subscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        lock.lock()
        subscribers[id] = continuation
        lock.unlock()
        return Subscription(events: stream, continuation: continuation)
    }

    private func unsubscribe(_ id: UUID) {
        lock.lock()
        subscribers[id] = nil
        lock.unlock()
    }

    /// How many pages listen for changes.
    package var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    /// Ends every subscription (the server is stopping).
    package func finishAll() {
        lock.lock()
        let listeners = Array(subscribers.values)
        subscribers.removeAll()
        lock.unlock()
        for listener in listeners { listener.finish() }
    }

    /// A strong entity tag of a file's content.
    static func etag(_ file: RenderedSite.File) -> String {
        let hash: UInt64
        switch file {
        case .text(let text): hash = ContentHash.fnv1a(text.utf8)
        case .bytes(let bytes): hash = ContentHash.fnv1a(bytes)
        case .copy(let url): hash = ContentHash.fnv1a((try? ConfinedRoot.bytes(atResolved: url.path).get()) ?? [])
        case .staged, .stagedText: hash = 0  // the server keeps its files in memory
        }
        return "\"" + String(hash, radix: 16) + "\""
    }
}
