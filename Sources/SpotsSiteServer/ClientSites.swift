import Foundation
import Logging
import SpotsBuild
import SpotsFormat

/// The site as each app version renders it, for `?client=ios@3.0`: what `spots-site build --client`
/// writes, kept in memory as the site itself is (a `LiveSite` of its own).
///
/// A version's site is built on the first request for it (requests that come meanwhile wait for
/// the same build), then kept in step with the sources by the watcher (`refresh`). About `limit`
/// are kept: a new version lets go of the one asked for least recently among those no page
/// listens to (a page that listens would ask for its site again at once). A site still being built
/// is never let go of. When none can go, more are kept, up to `cap`; past it a new version is
/// refused (`site(for:)` is nil) until a page is closed.
final class ClientSites: @unchecked Sendable {
    private struct Entry {
        let id: Int
        let made: Task<LiveSite, Never>
        /// Set once its first build is done: only then does `refresh` touch it.
        var built: LiveSite?
        /// When it was last asked for (a count of requests).
        var used: Int
    }

    private let options: BuildOptions
    /// How many sites are kept when no page listens to them.
    let limit: Int
    /// How many sites are kept at most, listened to or being built.
    let cap: Int
    private let logger: Logger
    private let lock = NSLock()
    private var entries: [ClientTarget: Entry] = [:]
    private var requests = 0

    init(options: BuildOptions, limit: Int, cap: Int, logger: Logger) {
        self.options = options
        self.limit = max(1, limit)
        self.cap = max(self.limit, cap)
        self.logger = logger
    }

    /// The site as `target` renders it, built first if it is not kept; nil when `cap` sites are
    /// kept and none of them can go.
    func site(for target: ClientTarget) async -> LiveSite? {
        await task(for: target)?.value
    }

    private func task(for target: ClientTarget) -> Task<LiveSite, Never>? {
        lock.lock()
        defer { lock.unlock() }
        requests += 1
        if var entry = entries[target] {
            entry.used = requests
            entries[target] = entry
            return entry.made
        }
        // Room for one more: the least recently asked for of those built that no page listens to
        // go (their pages have nothing to reconnect, and a new request builds them again).
        while entries.count >= limit, let idle = entries.filter({ $0.value.built?.subscriberCount == 0 }).min(by: { $0.value.used < $1.value.used }) {
            entries[idle.key] = nil
        }
        guard entries.count < cap else { return nil }
        var options = options
        options.client = target
        let (id, logger) = (requests, logger)
        let made = Task { [weak self] in
            let site = LiveSite(options: options)
            site.build()
            logger.info("Built \(site.builder.site.pageCount.counted("page")) as \(target.displayName) renders them, for ?client=\(target)")
            let notes = site.builder.clientNotes(for: target)
            for note in notes { logger.info("\(DiagnosticFormat.text.format([note], source: site.sources).trimmingCharacters(in: .newlines))") }
            self?.finished(target, id: id, site: site)
            return site
        }
        entries[target] = Entry(id: id, made: made, used: requests)
        return made
    }

    private func finished(_ target: ClientTarget, id: Int, site: LiveSite) {
        lock.lock()
        if entries[target]?.id == id { entries[target]?.built = site }
        lock.unlock()
    }

    /// `body`'s result, run while `site` is the one kept for `target` (so it is not let go of
    /// meanwhile); nil when it was let go of.
    func whileKept<Value>(_ site: LiveSite, as target: ClientTarget, _ body: () -> Value) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept = entries[target]?.built, kept === site else { return nil }
        return body()
    }

    /// The sites built, by app version.
    var built: [ClientTarget: LiveSite] {
        lock.lock()
        defer { lock.unlock() }
        return entries.compactMapValues(\.built)
    }

    /// How many sites are kept, built or being built.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Brings every built site up to date with the sources, as `LiveSite.refresh` does; one task
    /// at a time (the watcher's), after the site itself.
    func refresh(reported: Set<String>?) {
        for site in built.values { site.refresh(reported: reported) }
    }

    /// How many pages listen to the sites' changes.
    var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.reduce(0) { $0 + ($1.built?.subscriberCount ?? 0) }
    }

    /// Ends every subscription (the server is stopping).
    func finishAll() {
        for site in built.values { site.finishAll() }
    }
}
