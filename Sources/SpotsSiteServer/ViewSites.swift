import Foundation
import Logging
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The site in each view asked for (`SiteView`: `?client=ios@3.0`, `?text=pseudo`): what
/// `spots-site build --client` and `--text` write, kept in memory as the site itself is (a
/// `LiveSite` of its own).
///
/// A view's site is built on the first request for it (requests that come meanwhile wait for
/// the same build), then kept in step with the sources by the watcher (`refresh`). About `limit`
/// are kept: a new view lets go of the one asked for least recently among those no page
/// listens to and no request is using (a page that listens would ask for its site again at once).
/// A site being built is never let go of, nor one a request waits for or reads. When none can go,
/// more are kept, up to `cap`; past it a new view is refused (`withSite` is nil) until a page
/// is closed.
final class ViewSites: @unchecked Sendable {
    private struct Entry {
        let id: Int
        let made: Task<LiveSite, Never>
        /// Set once its first build is done: only then does `refresh` touch it.
        var built: LiveSite?
        /// When it was last asked for (a count of requests).
        var used: Int
        /// How many requests are waiting for it or reading it.
        var holds = 1
        /// Whether its next look is at every file: it may have been built while a file changed.
        var looksAtAll = true

        /// Whether it may be let go of: built, and neither listened to nor used.
        var isIdle: Bool { holds == 0 && built?.subscriberCount == 0 }
    }

    private let options: BuildOptions
    /// How many sites are kept when no page listens to them.
    let limit: Int
    /// How many sites are kept at most, listened to or being built.
    let cap: Int
    private let logger: Logger
    private let lock = NSLock()
    private var entries: [SiteView: Entry] = [:]
    private var requests = 0

    init(options: BuildOptions, limit: Int, cap: Int, logger: Logger) {
        self.options = options
        self.limit = max(1, limit)
        self.cap = max(self.limit, cap)
        self.logger = logger
    }

    /// `body`'s result on the site in `target`'s view, built first if it is not kept, which is
    /// not let go of meanwhile; nil when `cap` sites are kept and none of them can go.
    func withSite<Value>(for target: SiteView, _ body: (LiveSite) -> Value) async -> Value? {
        guard let (made, id) = hold(target) else { return nil }
        let site = await made.value
        defer { release(target, id: id) }
        return body(site)
    }

    /// The task that makes the site of `target` (made now if it is not kept), and its entry's id;
    /// held until `release`.
    private func hold(_ target: SiteView) -> (Task<LiveSite, Never>, Int)? {
        lock.lock()
        defer { lock.unlock() }
        requests += 1
        if var entry = entries[target] {
            entry.used = requests
            entry.holds += 1
            entries[target] = entry
            return (entry.made, entry.id)
        }
        // Room for one more: the least recently asked for of the idle ones go (their pages have
        // nothing to reconnect, and a new request builds them again).
        while entries.count >= limit, let idle = entries.filter({ $0.value.isIdle }).min(by: { $0.value.used < $1.value.used }) {
            entries[idle.key] = nil
        }
        guard entries.count < cap else { return nil }
        var options = options
        options.view = target
        let (id, logger) = (requests, logger)
        let made = Task { [weak self] in
            let site = LiveSite(options: options)
            site.build()
            logger.info("Built \(site.builder.site.pageCount.counted("page")) \(target), for \(target.query)")
            let notes = target.client.map { site.builder.clientNotes(for: $0) } ?? []
            for note in notes { logger.info("\(DiagnosticFormat.text.format([note], source: site.sources).trimmingCharacters(in: .newlines))") }
            self?.finished(target, id: id, site: site)
            return site
        }
        entries[target] = Entry(id: id, made: made, used: requests)
        return (made, id)
    }

    private func release(_ target: SiteView, id: Int) {
        lock.lock()
        if entries[target]?.id == id { entries[target]?.holds -= 1 }
        lock.unlock()
    }

    private func finished(_ target: SiteView, id: Int, site: LiveSite) {
        lock.lock()
        if entries[target]?.id == id { entries[target]?.built = site }
        lock.unlock()
    }

    /// The sites built, by view.
    var built: [SiteView: LiveSite] {
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

    /// Brings every built view's site up to date with the files the site's own look found
    /// `changed` (full paths), so that the views do not each walk the folders again; a site
    /// just built looks at every file once.
    func refresh(changed: Set<String>) {
        lock.lock()
        var sites: [(LiveSite, Bool)] = []
        for (target, entry) in entries {
            guard let site = entry.built else { continue }
            sites.append((site, entry.looksAtAll))
            entries[target]?.looksAtAll = false
        }
        lock.unlock()
        for (site, all) in sites {
            site.refresh(reported: all ? nil : changed)
            site.catchUp()
        }
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
