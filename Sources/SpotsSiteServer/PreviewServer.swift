import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SpotsBuild
import SpotsFormat
import SpotsLiveSite
import SpotsRender

/// `spots-site serve`: the site built in memory, served with Hummingbird, rebuilt as its sources
/// change, with live reload in every open page.
package struct PreviewServer: Sendable {
    /// Where and how to serve.
    package struct Options: Sendable {
        package var host = Loopback.address
        /// 0 picks a free port.
        package var port = 8000
        /// How often the sources are looked at as a whole where the system does not report changes
        /// in them (`FileEvents`: no inotify or FSEvents, or reports found missing).
        package var pollInterval: Duration = .milliseconds(50)
        /// How often they are looked at as a whole where it does: the check that it still does.
        package var checkInterval: Duration = .seconds(10)
        /// How many live-reload event streams may be open at once; one more is answered 503.
        package var maxEventStreams = 64
        /// How often an open event stream sends a comment line (`: ping`), so that a page that went
        /// away without closing its connection is noticed by the write that fails.
        package var keepAliveInterval: Duration = .seconds(15)
        /// How many views' sites (`?client=ios@3.0`, `?text=pseudo`) are kept built at once; one
        /// more lets go of the one asked for least recently that no page listens to.
        package var maxViewSites = 4
        /// How many views' sites are kept at most, when pages listen to more than
        /// `maxViewSites` (or they are being built); one more is answered 503.
        package var maxViewSitesInUse = 8

        package init(host: String = Loopback.address, port: Int = 8000) {
            self.host = host
            self.port = port
        }

        /// Whether the host is this machine only.
        package var isLoopback: Bool {
            Loopback.contains(host)
        }
    }

    package let live: LiveSite
    /// The site in each view asked for (`?client=`, `?text=`).
    let views: ViewSites
    package let options: Options
    let logger: Logger

    package init(build: BuildOptions, options: Options, logger: Logger = Logger(label: "spots-site")) {
        live = LiveSite(options: build)
        views = ViewSites(options: build, limit: options.maxViewSites, cap: options.maxViewSitesInUse, logger: logger)
        self.options = options
        self.logger = logger
    }

    /// The Hummingbird application; `onRunning` receives the address it listens on.
    package func application(onRunning: @escaping @Sendable (String, Int) async -> Void = { _, _ in }) -> some ApplicationProtocol {
        var app = Application(
            responder: SiteResponder(live: live, views: views, options: options),
            server: .http1(configuration: .init(additionalChannelHandlers: [EventStreamHangUp()])),
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port), serverName: "spots-site", reuseAddress: false),
            onServerRunning: { channel in
                await onRunning(options.host, channel.localAddress?.port ?? options.port)
            },
            logger: logger
        )
        app.addServices(
            Watcher(live: live, views: views, interval: options.pollInterval, checkInterval: options.checkInterval, logger: logger))
        return app
    }

    /// Looks for changed sources when the system reports a file in them changed (see `FileEvents`;
    /// as a whole every `checkInterval`, or every `interval` where it does not report), rebuilds (the site, then each view's), and tells the open pages; on
    /// shutdown it ends their event streams, so the server can stop at once.
    ///
    /// The looks run in a task of their own, which the stop does not wait for: a look at a large
    /// site's sources (or at a slow disk) and the rebuild after it take their time, and they write
    /// nothing, so the process may end in the middle of one.
    struct Watcher: Service {
        let live: LiveSite
        let views: ViewSites
        let interval: Duration
        let checkInterval: Duration
        let logger: Logger

        func run() async throws {
            let events = FileEvents(folders: live.builder.watchedFolders, interval: interval, checkInterval: checkInterval)
            let looks = Task.detached { [live, views, logger] in
                for await _ in events.wakeups {
                    if Task.isCancelled { break }
                    let before = live.version
                    let look = events.take()
                    let reported = look.files
                    let update = live.refresh(reported: reported)
                    // The system did not report this change: look every interval from now on.
                    if look.isTimed, update?.sources.isEmpty == false { events.missed() }
                    // Quietly: what they show differently is the point, and the site's own line
                    // says the rest. They look only at what the site's own look found changed.
                    if !Task.isCancelled { views.refresh(changed: reported ?? Set(update?.sources ?? [])) }
                    guard let update else { continue }
                    Self.log(update, before: before, live: live, logger: logger)
                    // The saved screens are shown: now the catalog and the map they left for later.
                    guard !Task.isCancelled else { continue }
                    let caughtUpFrom = live.version
                    if let caughtUp = live.catchUp() { Self.log(caughtUp, before: caughtUpFrom, live: live, logger: logger) }
                }
            }
            // Until the server stops (or this task is cancelled).
            try? await gracefulShutdown()
            looks.cancel()
            events.stop()
            live.finishAll()
            views.finishAll()
        }

        private static func log(_ update: LiveBuilder.Update, before: LiveSite.Version, live: LiveSite, logger: Logger) {
            let log = RebuildLog(update: update, before: before, after: live.version)
            for message in log.messages(source: live.sources) { logger.info("\(message)") }
        }
    }
}
