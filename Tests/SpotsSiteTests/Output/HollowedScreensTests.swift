import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// A build that writes or checks its pages lets go of what only a screen's page reads as the page
/// is made (`Screen.hollow`), but for the screens the catalog shows whole, and makes the same site,
/// byte for byte, with the same problems, as a build that keeps every screen whole (`serve`'s).
@Suite struct HollowedScreensTests {
    /// A project of the example site, the showcase fixture (data files, Slots feeds, variants) or the
    /// Spots conformance screens.
    static func project(_ name: String) throws -> TemporaryProject {
        if name == "example" { return try PageSinkTests.example() }
        let project = try TemporaryProject()
        switch name {
        case "showcase":
            for folder in ["Content", "Templates"] {
                let fixture = TestPaths.fixtures.appendingPathComponent("sites/showcase/\(folder)")
                try FileManager.default.copyItem(at: fixture, to: project.url(folder))
            }
        default:
            try FileManager.default.createDirectory(at: project.url("Content"), withIntermediateDirectories: true)
            let fixture = TestPaths.fixtures.appendingPathComponent("conformance/spots")
            try FileManager.default.copyItem(at: fixture, to: project.url("Content/screens"))
        }
        return project
    }

    @Test(arguments: ["example", "showcase", "conformance"])
    func aBuildThatLetsGoOfWhatOnlyPagesReadMakesTheSameSite(_ name: String) throws {
        let project = try Self.project(name)
        defer { project.remove() }
        let (held, streamed, writer, staging) = try PageSinkTests.heldAndStreamed(project)
        try writer.write(streamed, staged: staging)

        let heldFiles = PageSinkTests.files(in: project.url("Held"))
        #expect(heldFiles.keys.contains { $0.hasPrefix("catalog/") })
        #expect(PageSinkTests.files(in: project.url("Streamed")) == heldFiles)
        #expect(streamed.diagnostics == held.diagnostics)

        // Each screen is either whole (one the catalog shows) or hollowed, and some are each (the
        // catalog shows a part of every screen of the showcase).
        #expect(streamed.screens.map(\.route) == held.screens.map(\.route))
        var (whole, hollowed) = (0, 0)
        for (kept, screen) in zip(streamed.screens, held.screens) {
            var hollow = screen
            hollow.hollow()
            guard hollow != screen else { continue }
            if kept == screen { whole += 1 }
            if kept == hollow { hollowed += 1 }
            #expect(kept == screen || kept == hollow, "\(screen.route)")
        }
        #expect(whole > 0)
        #expect(hollowed > 0 || name == "showcase")
    }

    @Test func withAFeatureThatMayShowAnyPartNothingIsHollowedAndFootprintsAreStillKept() throws {
        let project = try TemporaryProject(files: GeneratedPageTests.files)
        defer { project.remove() }
        var options = GeneratedPageTests.options(project)
        options.incremental = true
        let held = SiteBuilder(options: options).build()
        let writer = SiteWriter(output: project.url("Output"))
        let staging = try writer.stage()
        let site = SiteBuilder(options: options).build(pages: .staging(staging))
        defer { staging.discard() }
        // The colophon says nothing of what it shows (`shownParts` is nil): every screen stays whole.
        #expect(site.screens == held.screens)
        guard case .bytes(let outline)? = site.files[OutlineFile.name] else {
            Issue.record("no outline summary")
            return
        }
        let summary = try #require(OutlineFile.read(outline))
        #expect(summary.screens.count == 2)
        #expect(summary.screens.values.allSatisfy { $0.footprint != nil && $0.shown == nil })
    }

    @Test func hollowingKeepsWhatTheStepsAfterThePagesReadAndDropsSubtitlesAndMeta() throws {
        var item = Item()
        item.title = "Ada"
        item.subtitle = "**Engineer** of the *analytical engine*"
        item.kind = "profile"
        item.action = "profile:1"
        item.meta = .object([JSONMember(key: "role", keyLocation: .start, node: JSONNode(.string("lead")))])
        item.path = "components[0].items[0]"
        var child = item
        child.path = "components[0].items[0].children[0].items[0]"
        var inner = Component()
        inner.items = [child]
        item.children = [inner]
        var component = Component()
        component.kind = .grid
        component.layout.span = 3
        component.items = [item]
        component.path = "components[0]"
        var screen = Screen(file: "Content/screens/team.json", route: Route(segments: ["team"]), title: "Team", components: [component])
        screen.hollow()

        let kept = try #require(screen.components.first?.items.first)
        #expect(screen.title == "Team")
        #expect(screen.components.first?.kind == .grid)
        #expect(screen.components.first?.path == "components[0]")
        #expect(screen.components.first?.layout.span == nil)
        #expect(kept.title == "Ada")
        #expect(kept.kind == "profile")
        #expect(kept.action == "profile:1")
        #expect(kept.path == "components[0].items[0]")
        #expect(kept.subtitle == nil)
        #expect(kept.meta == nil)
        let keptChild = try #require(kept.children.first?.items.first)
        #expect(keptChild.title == "Ada")
        #expect(keptChild.path == "components[0].items[0].children[0].items[0]")
        #expect(keptChild.subtitle == nil)
    }
}
