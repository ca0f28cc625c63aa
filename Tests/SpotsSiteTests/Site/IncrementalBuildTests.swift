import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `spots-site build --incremental` takes unchanged pages from the previous output; whatever
/// was edited, the result is the full build's, byte for byte, with the same problems reported.
@Suite struct IncrementalBuildTests {
    /// The example site (variants, records, data and Slots files, a catalog) with its templates.
    static func exampleProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for folder in ["Content", "Templates"] {
            try FileManager.default.copyItem(
                at: TestPaths.repository.appendingPathComponent(folder), to: project.url(folder))
        }
        return project
    }

    /// Every file below `folder` by its path there, with its bytes.
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for entry in DirectoryWalker.entries(in: folder.path, skipHidden: false) where !entry.isFolder {
            files[entry.relative] = FileManager.default.contents(atPath: entry.path)
        }
        return files
    }

    /// The same, but the stamps: they are this machine's (times and inodes, kept only once settled),
    /// and differ from build to build as the clock goes.
    static func filesButStamps(in folder: URL) -> [String: Data] {
        files(in: folder).filter { $0.key != StampsFile.name }
    }

    /// How many pages a build's output says it took from the previous output.
    static func reused(in output: String) -> Int {
        guard let range = output.range(of: #"\((\d+) unchanged, taken"#, options: .regularExpression) else { return 0 }
        return Int(output[range].dropFirst().prefix { $0.isNumber }) ?? 0
    }

    /// Builds `project` incrementally into Output/ and in full into Clean/; both must agree.
    /// Returns how many pages the incremental build took.
    @discardableResult
    static func buildBothWays(_ project: TemporaryProject, _ what: String) throws -> Int {
        try buildBothWaysSaying(project, what).taken
    }

    /// The same, with what the incremental build printed.
    static func buildBothWaysSaying(_ project: TemporaryProject, _ what: String) throws -> (taken: Int, output: String) {
        try? FileManager.default.removeItem(at: project.url("Clean"))
        let incremental = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        // From nothing: every page rendered, and recorded.
        let clean = try CommandLineTests.run(["build", "--incremental", "--verbose", "--output", "Clean"], in: project.root)
        #expect(incremental.status == clean.status, "\(what): \(incremental.errors)\n\(clean.errors)")
        #expect(incremental.errors == clean.errors.replacingOccurrences(of: "Clean/", with: "Output/"), "\(what)")
        guard clean.status == 0 else { return (0, incremental.output) }
        var built = files(in: project.url("Output"))
        var expected = files(in: project.url("Clean"))
        // The stamps are this machine's (times and inodes), and differ from build to build.
        #expect(built.removeValue(forKey: StampsFile.name) != nil && expected.removeValue(forKey: StampsFile.name) != nil, "\(what)")
        let different = Set(built.keys).symmetricDifference(expected.keys).sorted()
        #expect(different.isEmpty, "\(what): \(different) in one output only")
        for (path, data) in expected where built[path] != data {
            Issue.record("\(what): Output/\(path) differs from a full build's")
        }
        return (reused(in: incremental.output), incremental.output)
    }

    @Test func aBuildAfterRandomEditsIsTheFullBuildByteForByte() throws {
        let project = try Self.exampleProject()
        defer { project.remove() }
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var editor = SiteEditor(project: project, seed: seed)
        try Self.buildBothWays(project, "first build (seed \(seed))")
        var reusedSome = false
        // Mostly one edit a round, so that an edit which renders every page hides no other.
        for round in 1...24 {
            let edits = try (0..<(Int.random(in: 0..<4, using: &editor.random) == 0 ? 2 : 1)).map { _ in try editor.edit() }
            let what = "round \(round) (seed \(seed)): " + edits.joined(separator: "; ")
            reusedSome = try Self.buildBothWays(project, what) > 0 || reusedSome
        }
        #expect(reusedSome, "seed \(seed): no round took a page from the previous output")
    }

    @Test func aSavedScreenRendersItsOwnPagesAloneAndAnEditedPageIsRenderedAgain() throws {
        let project = try Self.exampleProject()
        defer { project.remove() }
        try Self.buildBothWays(project, "first build")
        // Nothing changed: every page is taken.
        let pages = try Self.buildBothWays(project, "nothing changed")
        #expect(pages == 16)
        // A subtitle of the people screen: it and its two variants are rendered again.
        var screen = try String(contentsOf: project.url("Content/screens/people.json"), encoding: .utf8)
        screen = screen.replacingOccurrences(of: "6 people in 3 teams", with: "Six people in three teams")
        try project.write(screen, to: "Content/screens/people.json")
        #expect(try Self.buildBothWays(project, "people.json edited") == 13)
        // A page changed in the output by hand (another size) is rendered again; so is a missing one.
        try project.write("<p>edited</p>", to: "Output/news/index.html")
        try FileManager.default.removeItem(at: project.url("Output/gallery"))
        #expect(try Self.buildBothWays(project, "pages edited in Output/") == 14)
        // A record's role in the data file that makes the profiles: the six profiles.
        var people = try String(contentsOf: project.url("Content/data/people.json"), encoding: .utf8)
        people = people.replacingOccurrences(of: "Head of Design", with: "Design lead")
        try project.write(people, to: "Content/data/people.json")
        #expect(try Self.buildBothWays(project, "data/people.json edited") == 10)
        // The title of a screen that neither the navigation nor a breadcrumb shows: its own page.
        var ios = try String(contentsOf: project.url("Content/screens/teams/ios.json"), encoding: .utf8)
        ios = ios.replacingOccurrences(of: #""title": "iOS""#, with: #""title": "iOS team""#)
        try project.write(ios, to: "Content/screens/teams/ios.json")
        #expect(try Self.buildBothWays(project, "a team's title edited") == 15)
        // The home screen's title, in every page's breadcrumbs: every page.
        var home = try String(contentsOf: project.url("Content/screens/index.json"), encoding: .utf8)
        home = home.replacingOccurrences(of: #""title": "Crew""#, with: #""title": "The crew""#)
        try project.write(home, to: "Content/screens/index.json")
        #expect(try Self.buildBothWays(project, "the home title edited") == 0)
        // A template: every page.
        let list = project.url("Templates/components/list.mustache")
        try (String(contentsOf: list, encoding: .utf8) + "\n").write(to: list, atomically: false, encoding: .utf8)
        #expect(try Self.buildBothWays(project, "a template edited") == 0)
        // Without --incremental, every page is rendered, the same, and nothing is recorded.
        let full = try CommandLineTests.run(["build", "--verbose", "--output", "Plain"], in: project.root)
        #expect(full.status == 0)
        #expect(Self.reused(in: full.output) == 0)
        var incremental = Self.files(in: project.url("Output"))
        var plain = Self.files(in: project.url("Plain"))
        // What it keeps for the next: its records, the catalog's (`CatalogKept`) and the map's (`FlowKept`).
        for name in BuildRecords.files.union([QuickFeatureInput.keptFile(of: "catalog"), QuickFeatureInput.keptFile(of: "flow")]) {
            #expect(incremental.removeValue(forKey: name) != nil && plain[name] == nil, "\(name)")
        }
        #expect(incremental.removeValue(forKey: OutputManifest.name) != plain.removeValue(forKey: OutputManifest.name))
        #expect(incremental == plain)
    }
}

extension IncrementalBuildTests {
    @Test func recordsThatCannotBeReadRenderEveryPage() throws {
        let project = try Self.exampleProject()
        defer { project.remove() }
        try Self.buildBothWays(project, "first build")
        let records = project.url("Output/" + RecordsFile.name)
        // Cut short, as a full disk leaves it; then of another layout: nothing is taken, nothing fails.
        let text = try String(contentsOf: records, encoding: .utf8)
        try String(text.prefix(text.count / 2)).write(to: records, atomically: false, encoding: .utf8)
        #expect(try Self.buildBothWays(project, "records cut short") == 0)
        try text.replacingOccurrences(of: "\"version\":\(RecordsFile.version)", with: "\"version\":99").write(
            to: records, atomically: false, encoding: .utf8)
        #expect(try Self.buildBothWays(project, "records of another version") == 0)
        #expect(try Self.buildBothWays(project, "records as written") == 16)
    }
}

extension IncrementalBuildTests {
    @Test func aFileOverTheSizeLimitStillCountsByItsSizeAndTime() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": CommandLineTests.home, "Content/screens/profile/1.json": CommandLineTests.profile,
            "Content/data/export.json": "[" + String(repeating: "1,", count: 2000) + "1]",
        ])
        defer { project.remove() }
        let build = ["build", "--incremental", "--verbose", "--max-screen-size", "1KB"]
        #expect(try CommandLineTests.run(build, in: project.root).status == 0)
        #expect(Self.reused(in: try CommandLineTests.run(build, in: project.root).output) == 2)
        // Another size: it may be anything now, so every page is rendered.
        try project.write("[" + String(repeating: "2,", count: 3000) + "2]", to: "Content/data/export.json")
        let changed = try CommandLineTests.run(build, in: project.root)
        #expect(changed.status == 0)
        #expect(Self.reused(in: changed.output) == 0)
    }
}

extension IncrementalBuildTests {
    @Test func aFileWhoseStampIsUnchangedIsNotReadAndAnEditedOneIs() throws {
        let project = try Self.exampleProject()
        defer { project.remove() }
        try Self.buildBothWays(project, "first build")
        // The sources' stamps are kept once they are older than the clock's granularity.
        Thread.sleep(forTimeInterval: 2.2)
        try Self.buildBothWays(project, "stamps kept")
        let again = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(again.output.contains(" (0 read)"), "\(again.output)")
        // An edit of the same size, its time of change put back: the file is read, its page rendered.
        let path = project.url("Content/screens/index.json").path
        let before = try #require(ConfinedRoot.stamp(atResolved: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let title = try #require(text.range(of: #""title": ""#))
        try text.replacingCharacters(in: title.upperBound..<text.index(after: title.upperBound), with: "Q").write(
            toFile: path, atomically: false, encoding: .utf8)
        let time = timespec(tv_sec: Int(before.modified.seconds), tv_nsec: Int(before.modified.nanoseconds))
        var times = [time, time]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let edited = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(edited.output.contains(" (1 read)"), "\(edited.output)")
        try? FileManager.default.removeItem(at: project.url("Clean"))
        let clean = try CommandLineTests.run(["build", "--output", "Clean"], in: project.root)
        #expect(clean.status == 0)
        var built = Self.files(in: project.url("Output"))
        var expected = Self.files(in: project.url("Clean"))
        for name in BuildRecords.files.union([OutputManifest.name, QuickFeatureInput.keptFile(of: "catalog"), QuickFeatureInput.keptFile(of: "flow")])
        {
            built[name] = nil
            expected[name] = nil
        }
        #expect(built == expected)
    }
}
