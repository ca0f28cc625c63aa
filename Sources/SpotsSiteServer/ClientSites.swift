import Foundation
import Logging
import SpotsBuild
import SpotsFormat

/// The site as each app version renders it, for `?client=ios@3.0`: what `spots-site build --client`
/// writes, kept in memory as the site itself is (a `LiveSite` of its own).
///
/// A version's site is built on the first request for it (requests that come meanwhile wait for
/// the same build), then kept in step with the sources by the watcher (`refresh`). At most `limit`
/// are kept: one more lets go of the one asked for least recently, and ends its pages' streams
/// (they reconnect, and build it again).
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
    private let limit: Int
    private let logger: Logger
    private let lock = NSLock()
    private var entries: [ClientTarget: Entry] = [:]
    private var requests = 0

    init(options: BuildOptions, limit: Int, logger: Logger) {
        self.options = options
        self.limit = max(1, limit)
        self.logger = logger
    }

    /// The site as `target` renders it, built first if it is not kept.
    func site(for target: ClientTarget) async -> LiveSite {
        await task(for: target).value
    }

    private func task(for target: ClientTarget) -> Task<LiveSite, Never> {
        lock.lock()
        requests += 1
        if var entry = entries[target] {
            entry.used = requests
            entries[target] = entry
            lock.unlock()
            return entry.made
        }
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
        var dropped: [LiveSite] = []
        while entries.count > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            entries[oldest.key] = nil
            if let site = oldest.value.built { dropped.append(site) }
        }
        lock.unlock()
        for site in dropped { site.finishAll() }
        return made
    }

    private func finished(_ target: ClientTarget, id: Int, site: LiveSite) {
        lock.lock()
        if entries[target]?.id == id { entries[target]?.built = site }
        lock.unlock()
    }

    /// The sites built, by app version.
    var built: [ClientTarget: LiveSite] {
        lock.lock()
        defer { lock.unlock() }
        return entries.compactMapValues(\.built)
    }

    /// Brings every built site up to date with the sources, as `LiveSite.refresh` does; one task
    /// at a time (the watcher's), after the site itself.
    func refresh(reported: Set<String>?) {
        for site in built.values { site.refresh(reported: reported) }
    }

    /// How many pages listen to the sites' changes.
    var subscriberCount: Int {
        built.values.reduce(0) { $0 + $1.subscriberCount }
    }

    /// Ends every subscription (the server is stopping).
    func finishAll() {
        for site in built.values { site.finishAll() }
    }
}
