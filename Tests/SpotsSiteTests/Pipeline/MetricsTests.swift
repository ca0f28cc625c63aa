import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `--metrics`: where a build's time went, step by step, template by template, and the slowest screens.
@Suite struct MetricsTests {
    static let screens = [
        "Content/screens/index.json": #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "A", "action": "/b" } ] } ] }"#,
        "Content/screens/b.json":
            #"{ "title": "B", "components": [ { "kind": "grid", "items": [ { "title": "X", "kind": "person" }, { "title": "Y" } ] } ] }"#,
        "Content/screens/c.json": #"{ "title": "C", "components": [ { "kind": "carousel", "items": [ { "title": "Z" } ] } ] }"#,
    ]

    @Test func everyTemplateCallAndScreenIsCounted() throws {
        let project = try TemporaryProject(files: Self.screens)
        defer { project.remove() }
        var options = project.options()
        options.metrics = true
        options.catalog = false
        let metrics = SiteBuilder(options: options).build().metrics
        options.catalog = true
        let withCatalog = SiteBuilder(options: options).build().metrics
        // Every step of a build that is not incremental.
        // Hashing the sources and taking the rest of the site are for `build --incremental` only.
        let incremental = [HashSources.step.name]
        #expect(metrics.steps.map(\.name) == Pipeline.steps(for: options).map(\.name).filter { !incremental.contains($0) })
        #expect(metrics.templates["page"]?.calls == 3)
        #expect(metrics.templates["components/list"]?.calls == 1)
        #expect(metrics.templates["components/grid"]?.calls == 1)
        #expect(metrics.templates["items/person"]?.calls ?? 0 >= 1)
        #expect(metrics.templates["404"]?.calls == 1)
        #expect(metrics.templates["catalog/home"] == nil)
        #expect(withCatalog.templates["catalog/home"]?.calls == 1)
        // The catalog shows the list as an example on its kind page and on a page of its own.
        #expect(withCatalog.templates["components/list"]?.calls == 3)
        #expect(metrics.templates.values.allSatisfy { $0.nanoseconds > 0 })
        #expect(Set(metrics.slowestScreens.map(\.route)) == ["/", "/b/", "/c/"])
        #expect(metrics.slowestScreens.map(\.nanoseconds) == metrics.slowestScreens.map(\.nanoseconds).sorted(by: >))
        #expect(metrics.slowestScreens.first { $0.route == "/b/" }?.items == 2)
        #expect(metrics.slowestScreens.first { $0.route == "/b/" }?.file == "Content/screens/b.json")
    }

    @Test func withoutTheFlagNoTemplateOrScreenIsTimed() throws {
        let project = try TemporaryProject(files: Self.screens)
        defer { project.remove() }
        let options = project.options()
        let metrics = SiteBuilder(options: options).build().metrics
        #expect(metrics.templates.isEmpty)
        #expect(metrics.slowestScreens.isEmpty)
        #expect(metrics.steps.count == Pipeline.steps(for: options).count - 1)
        // Each step's CPU time is counted beside its wall time, whether or not the flag is given.
        #expect(metrics.steps.reduce(0) { $0 + $1.cpuMilliseconds } > 0)
        #expect(metrics.steps.allSatisfy { $0.peakMebibytes > 1 })
    }

    @Test func onlyTheTenSlowestScreensAreKept() {
        var metrics = BuildMetrics()
        for index in 0..<100 {
            metrics.add(screen: .init(file: "s\(index).json", route: "/\(index)/", nanoseconds: UInt64((index * 37) % 100), items: 1))
        }
        metrics.trim()
        #expect(metrics.slowestScreens.map(\.nanoseconds) == (90..<100).reversed().map(UInt64.init))
    }

    /// A template's, a page's and a file's name are the project's: a line feed in one (a file name
    /// may hold one) is shown as `\n`, and starts no row of the tables.
    @Test func aNameWithALineFeedStartsNoRow() {
        var metrics = BuildMetrics()
        metrics.add(templates: ["t\nFORGED": .init(calls: 1, nanoseconds: 5)])
        metrics.add(screen: .init(file: "s\nFORGED.json", route: "/s\nFORGED/", nanoseconds: 5, items: 1))
        let text = metrics.text
        #expect(!text.components(separatedBy: "\n").contains { $0.hasPrefix("FORGED") }, "\(text)")
        #expect(text.contains("t\\nFORGED") && text.contains("/s\\nFORGED/") && text.contains("s\\nFORGED.json"), "\(text)")
    }

    @Test func theCommandLinePrintsTheThreeTables() throws {
        let project = try TemporaryProject(files: Self.screens)
        defer { project.remove() }
        let build = try CommandLineTests.run(["build", "--metrics"], in: project.root)
        #expect(build.status == 0)
        let text = build.output
        for heading in [
            "Steps (wall time; CPU time on all cores, how many cores that kept busy; peak memory so far):",
            "Templates (time on all cores, children not included):",
            "Slowest screens (rendered and checked):",
        ] {
            #expect(text.contains(heading), "\(heading)")
        }
        #expect(text.contains("Write the output"))
        let page = try #require(text.split(separator: "\n").first { $0.hasPrefix("  page ") })
        #expect(page.split(separator: " ")[1] == "3", "\(page)")
        #expect(text.contains("Content/screens/b.json"))
        let plain = try CommandLineTests.run(["build"], in: project.root)
        #expect(!plain.output.contains("Templates ("))
        let check = try CommandLineTests.run(["check", "--metrics", "--format", "json"], in: project.root)
        #expect(check.status == 0)
        #expect(check.output.hasPrefix("["))
        #expect(!check.output.contains("Slowest screens"))
        #expect(check.errors.contains("Slowest screens"))
    }
}
