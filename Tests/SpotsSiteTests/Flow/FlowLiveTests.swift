import Foundation
import SpotsLiveSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// While serving, a saved action changes the graph: the pages whose footers count other screens
/// now are rendered with the saved one, the checks report at once, and the map is drawn again in
/// the run after (as the catalog is), not before the saved page shows.
@Suite struct FlowLiveTests {
    @Test func aSavedActionRedrawsTheMapAndTheFootersItChanges() throws {
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        #expect(builder.diagnostics.isEmpty)
        #expect(builder.site.text(at: "settings/account/index.html")?.contains(" · Reached from 1 screen · ") == true)
        let lines = { (site: RenderedSite) in (site.text(at: "flow/index.html") ?? "").components(separatedBy: "class=\"flow-line ").count - 1 }
        #expect(lines(builder.site) == 10)
        let people = try String(contentsOf: project.url("Content/screens/people.json"), encoding: .utf8)
        try project.write(people.replacingOccurrences(of: "\"settings:account\"", with: "\"profile:grace\""), to: "Content/screens/people.json")
        let refreshed = builder.refresh()
        let saved = try #require(refreshed)
        // The saved screen's page and the page nothing leads to now; not every page.
        #expect(!saved.everything && saved.renderedPages == 2)
        #expect(builder.site.text(at: "settings/account/index.html")?.contains(" · No screen leads here · ") == true)
        #expect(builder.warnings.map(\.rule) == [.orphanScreen])
        // The map catches up in the next run, as the catalog does.
        if lines(builder.site) == 10 { _ = builder.catchUp() }
        #expect(lines(builder.site) == 9)
    }
}
