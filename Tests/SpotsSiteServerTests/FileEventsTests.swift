import Foundation
import Logging
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSiteTestSupport
import Testing

@testable import SpotsSiteServer

/// The preview server looks at the sources when the system says one changed, not only at its next
/// look: here the looks are a minute apart, so only the file events can wake it in time.
@Suite struct FileEventsTests {
    /// Gathers what a stream gives (taking values one by one: cancelling a wait would end the stream).
    actor Received<Value: Sendable> {
        private(set) var values: [Value] = []

        init(_ stream: AsyncStream<Value>) {
            Task { [weak self] in
                for await value in stream { await self?.add(value) }
            }
        }

        private func add(_ value: Value) { values.append(value) }

        var count: Int { values.count }

        /// Whether a value comes after the `seen`th within `limit`.
        func more(than seen: Int, within limit: Duration) async -> Bool {
            let end = ContinuousClock.now + limit
            while ContinuousClock.now < end {
                if values.count > seen { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return values.count > seen
        }
    }

    typealias WakeUps = Received<Void>

    /// What `events` report after `file` is written (again, each second, until they report it: the
    /// thread may not have set its watches yet on a busy machine), gathered until it is named.
    static func reported(
        _ file: String, of project: TemporaryProject, by events: FileEvents, wakeUps: WakeUps
    ) async throws -> Set<String>? {
        var gathered = Set<String>()
        for attempt in 0..<30 {
            let seen = await wakeUps.count
            try project.write(String(repeating: " ", count: attempt) + "{}", to: file)
            guard await wakeUps.more(than: seen, within: .seconds(1)) else { continue }
            guard let taken = events.take().files else { return nil }
            gathered.formUnion(taken)
            if gathered.contains(project.url(file).standardizedFileURL.path) { return gathered }
        }
        return gathered
    }

    /// Makes a new folder holding a screen (another each two seconds, as `reported` writes again:
    /// on a busy machine an event may come late) until a wake-up's report asks for a whole look
    /// (nil); gives the screen whose folder was seen, or nil after 15 folders.
    static func wholeLook(of project: TemporaryProject, by events: FileEvents, wakeUps: WakeUps) async throws -> String? {
        for attempt in 0..<15 {
            let file = "Content/screens/new\(attempt)/a.json"
            var seen = await wakeUps.count
            try project.write("{}", to: file)
            let end = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < end {
                guard await wakeUps.more(than: seen, within: .milliseconds(200)) else { continue }
                seen = await wakeUps.count
                if events.take().files == nil { return file }
            }
        }
        return nil
    }

    @Test func aFileWrittenInAWatchedFolderOrOneMadeSinceWakesTheWatcher() async throws {
        #if os(Linux)
        let project = try TemporaryProject(files: ["Content/screens/index.json": "{}"])
        defer { project.remove() }
        // The looks are an hour apart: every wake-up in this test comes from a file event.
        let events = FileEvents(folders: [project.url("Content")], interval: .seconds(3600), checkInterval: .seconds(3600))
        defer { events.stop() }
        #expect(events.isWatching)
        #expect(events.take() == FileEvents.Look(files: nil, isTimed: false))  // the first look is a whole one
        let wakeUps = WakeUps(events.wakeups)
        // The file is named: the watcher looks at it alone.
        let index = "Content/screens/index.json"
        #expect(try await Self.reported(index, of: project, by: events, wakeUps: wakeUps) == [project.url(index).standardizedFileURL.path])
        // A folder made after the start asks for a whole look, and is watched too.
        let new = try #require(try await Self.wholeLook(of: project, by: events, wakeUps: wakeUps))
        #expect(try await Self.reported(new, of: project, by: events, wakeUps: wakeUps) == [project.url(new).standardizedFileURL.path])
        #endif
    }

    /// At rest, where the system reports changes, nothing wakes the watcher: no look every 50 ms
    /// (a whole look stats every file: 40% of a core on 5,000 screens). Once a timed look finds a
    /// change the system did not report, the folders are looked at every interval.
    @Test func atRestNothingWakesTheWatcherUntilTheSystemMissesAChange() async throws {
        #if os(Linux)
        let project = try TemporaryProject(files: ["Content/screens/index.json": "{}"])
        defer { project.remove() }
        let events = FileEvents(folders: [project.url("Content")], interval: .milliseconds(20), checkInterval: .seconds(3600))
        defer { events.stop() }
        #expect(events.isWatching)
        // What the watcher would look at is asked of the watching thread itself, not of a task
        // gathering wake-ups: on a busy machine the tests' tasks may not run for seconds.
        #expect(events.take().files == nil)
        try await Task.sleep(for: .seconds(1))
        // No look in a second at rest (with looks every 20 ms, there would have been fifty).
        #expect(events.take() == FileEvents.Look(files: [], isTimed: false))
        events.missed()
        // Within a second the short interval is in force (given ten on a busy machine): a timed
        // whole look, then another.
        #expect(try await Self.timedLook(of: events, within: .seconds(10)))
        #expect(try await Self.timedLook(of: events, within: .seconds(10)))
        #endif
    }

    /// Whether the watching thread asks for a timed whole look within `limit`, looked at once more
    /// after it (this task may have waited past it while the thread went on).
    static func timedLook(of events: FileEvents, within limit: Duration) async throws -> Bool {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            if events.take().isTimed { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return events.take().isTimed
    }

    @Test func aSavedScreenReachesTheOpenPagesWithoutWaitingForTheNextLook() async throws {
        #if os(Linux)
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = PreviewServer(build: project.options(), options: .init(port: 0))
        server.live.build()
        let updates = Received(server.live.subscribe())
        let watcher = PreviewServer.Watcher(
            live: server.live, views: server.views, interval: .seconds(60), checkInterval: .seconds(3600), logger: Logger(label: "test"))
        let watching = Task { try await watcher.run() }
        defer { watching.cancel() }
        // Saved again each second until a page is told: on a busy machine the watches may not be set yet.
        var told = false
        for _ in 0..<30 where !told {
            try project.write(
                #"{ "title": "People", "components": [ { "items": [ { "title": "Bea" } ] } ] }"#, to: "Content/screens/people.json")
            told = await updates.more(than: 0, within: .seconds(1))
        }
        let event = await updates.values.first
        #expect(event?.changed.contains("people/index.html") == true)
        guard case .text(let html)? = server.live.version.files["people/index.html"] else {
            Issue.record("no page")
            return
        }
        #expect(html.contains("Bea"))
        // The catalog, which the saved screen's page went before, follows at once, not at a look.
        let saved = try #require(event?.version.number)
        let end = ContinuousClock.now + .seconds(10)
        while server.live.version.number == saved, ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(20)) }
        #expect(server.live.version.number > saved, "the catalog waited for the next look")
        #endif
    }
}
