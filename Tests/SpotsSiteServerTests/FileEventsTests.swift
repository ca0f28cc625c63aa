import Foundation
import Logging
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsSiteServer

/// The preview server looks at the sources when the system says one changed, not only at its next
/// look: here the looks are a minute apart, so only the file events can wake it in time.
@Suite struct FileEventsTests {
    /// The next value of `iterator`, or nil when none comes within `limit`.
    static func next<T: Sendable>(_ stream: AsyncStream<T>, within limit: Duration) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask {
                var iterator = stream.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// Counts the wake-ups of `events` (taking them one by one: cancelling a wait would end the stream).
    actor WakeUps {
        private(set) var count = 0

        init(_ events: FileEvents) {
            Task { [weak self] in
                for await _ in events.wakeups { await self?.add() }
            }
        }

        private func add() { count += 1 }

        /// Whether a wake-up comes after the `seen`th within `limit`.
        func more(than seen: Int, within limit: Duration) async -> Bool {
            let end = ContinuousClock.now + limit
            while ContinuousClock.now < end {
                if count > seen { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return count > seen
        }
    }

    @Test func aFileWrittenInAWatchedFolderOrOneMadeSinceWakesTheWatcher() async throws {
        #if os(Linux)
        let project = try TemporaryProject(files: ["Content/screens/index.json": "{}"])
        defer { project.remove() }
        let events = FileEvents(folders: [project.url("Content")], interval: .seconds(60))
        defer { events.stop() }
        #expect(events.isWatching)
        let wakeUps = WakeUps(events)
        try await Task.sleep(for: .milliseconds(300))  // the thread has set its watches
        // Nothing changes: no wake-up before the next look.
        #expect(await !wakeUps.more(than: 0, within: .milliseconds(300)))
        #expect(events.take() == nil)  // the first look is a whole one
        try project.write("{ }", to: "Content/screens/index.json")
        #expect(await wakeUps.more(than: 0, within: .seconds(10)))
        // The file is named: the watcher looks at it alone.
        #expect(events.take() == [project.url("Content/screens/index.json").standardizedFileURL.path])
        // A folder made after the start is watched too; a new folder asks for a whole look.
        try project.write("{}", to: "Content/screens/new/a.json")
        try await Task.sleep(for: .milliseconds(300))
        #expect(events.take() == nil)
        let seen = await wakeUps.count
        try project.write("{ }", to: "Content/screens/new/a.json")
        #expect(await wakeUps.more(than: seen, within: .seconds(10)))
        #expect(events.take() == [project.url("Content/screens/new/a.json").standardizedFileURL.path])
        #endif
    }

    @Test func aSavedScreenReachesTheOpenPagesWithoutWaitingForTheNextLook() async throws {
        #if os(Linux)
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = PreviewServer(build: project.options(), options: .init(port: 0))
        server.live.build()
        let updates = server.live.subscribe()
        let watcher = PreviewServer.Watcher(live: server.live, interval: .seconds(60), logger: Logger(label: "test"))
        let watching = Task { try await watcher.run() }
        defer { watching.cancel() }
        try await Task.sleep(for: .milliseconds(300))
        try project.write(
            #"{ "title": "People", "components": [ { "items": [ { "title": "Bea" } ] } ] }"#, to: "Content/screens/people.json")
        let event = await Self.next(updates, within: .seconds(10))
        #expect(event?.changed.contains("people/index.html") == true)
        guard case .text(let html)? = server.live.version.files["people/index.html"] else {
            Issue.record("no page")
            return
        }
        #expect(html.contains("Bea"))
        #endif
    }
}
