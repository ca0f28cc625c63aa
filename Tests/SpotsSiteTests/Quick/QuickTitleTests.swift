import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// `build --incremental` after a screen's title changed, where the navigation and the breadcrumbs
/// do not show it (`QuickUpdate`): its page and the files that show titles (`routes.json`, the
/// catalog's home, search and story index, the map's pages) are made again, the rest of the site
/// is taken as it was, and the output is a full build's byte for byte.
@Suite struct QuickTitleTests {
    /// The six screens of `QuickUpdateTests.project` and a home screen, with a navigation of the
    /// first alone, and the features `off`.
    static func project(off features: [String] = []) throws -> TemporaryProject {
        let project = try QuickUpdateTests.project()
        try project.write(
            #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "To s2", "action": "s2" } ] } ] }"#,
            to: "Content/screens/index.json")
        let off = features.map { ", \"\($0)\": false" }.joined()
        try project.write(#"{ "title": "Quick", "navigation": [ { "title": "One", "action": "s1" } ]"# + off + " }", to: "Content/site.json")
        return project
    }

    @Test(arguments: [["catalog", "flow"], ["flow"], ["catalog"], []])
    func aTitleNoOtherPageShowsMakesItsPageAndTheFilesThatShowTitles(off features: [String]) throws {
        let project = try Self.project(off: features)
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", "\"title\": \"Screen 3\"", "\"title\": \"The third <screen>\"")
        let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "the title of s3, \(features) off")
        #expect(output.contains("Take the rest of the site: yes, 1 page rendered"), "\(output)")
        #expect(taken == 6)
        // Two at once, one of them the catalog's examples' screen; then as it was.
        try QuickUpdateTests.edit(project, "Content/screens/s1.json", "\"title\": \"Screen 1\"", "\"title\": \"Screen 3\"")
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", "\"title\": \"The third <screen>\"", "\"title\": \"Screen 1\"")
        #expect(try QuickUpdateTests.build(project, "the titles of s1 and s3, \(features) off") == (true, 5))
        try QuickUpdateTests.edit(project, "Content/screens/s1.json", "\"title\": \"Screen 3\"", "\"title\": \"Screen 1\"")
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", "\"title\": \"Screen 1\"", "\"title\": \"Screen 3\"")
        #expect(try QuickUpdateTests.build(project, "the titles as they were, \(features) off") == (true, 5))
        // A title and a subtitle of one screen at once.
        try QuickUpdateTests.edit(project, "Content/screens/s5.json", "\"title\": \"Screen 5\"", "\"title\": \"Five\"")
        try QuickUpdateTests.edit(project, "Content/screens/s5.json", "The first, **5**", "The fifth, **5**")
        #expect(try QuickUpdateTests.build(project, "a title and a subtitle of s5, \(features) off") == (true, 6))
        // Without a home screen, the index page lists every screen by its title: every step runs.
        try FileManager.default.removeItem(at: project.url("Content/screens/index.json"))
        _ = try QuickUpdateTests.build(project, "no home screen, \(features) off")
        try QuickUpdateTests.edit(project, "Content/screens/s2.json", "\"title\": \"Screen 2\"", "\"title\": \"Two\"")
        let listed = try IncrementalBuildTests.buildBothWaysSaying(project, "a title the index page lists, \(features) off")
        #expect(listed.output.contains("Take the rest of the site: no, the index page lists every screen's title"), "\(listed.output)")
    }

    @Test func aBuildAfterRandomTitleEditsIsTheFullBuildByteForByte() throws {
        let project = try Self.project()
        defer { project.remove() }
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var random = SplitMix(seed: seed)
        _ = try QuickUpdateTests.build(project, "first build (seed \(seed))")
        // Titles that collide (the story index numbers them), repeat one another, or are written as
        // the route would name the screen.
        let titles = ["Screen 1", "Screen 2", "Same", "Same", "Ünïcödé <b> & \\\"quotes\\\"", "S3", "★"]
        var quick = 0
        for round in 1...12 {
            var edits: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let number = Int.random(in: 1...6, using: &random)
                let file = "Content/screens/s\(number).json"
                let text = try String(contentsOf: project.url(file), encoding: .utf8)
                guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("  \"title\": ") }) else { continue }
                let title = titles.randomElement(using: &random) ?? "Same"
                try project.write(text.replacingOccurrences(of: line, with: "  \"title\": \"\(title)\","), to: file)
                edits.append("s\(number): \(title)")
            }
            if try QuickUpdateTests.build(project, "round \(round) (seed \(seed)): \(edits.joined(separator: "; "))").quick { quick += 1 }
        }
        #expect(quick > 0, "seed \(seed): no round took the rest of the site")
    }

    /// The catalog's home page has a changed title's link changed in place (`CatalogRetitle`), not
    /// rendered again; with a home template of the project's, it is rendered.
    @Test(arguments: [false, true])
    func theCatalogsHomeHasATitleChangedInPlace(ownTemplate: Bool) throws {
        let project = try Self.project()
        defer { project.remove() }
        if ownTemplate {
            let builtIn = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/catalog/home.mustache"), encoding: .utf8)
            // Changed (an unchanged copy counts as the built-in one).
            try project.write(builtIn + "{{! the project's own }}", to: "Templates/catalog/home.mustache")
        }
        _ = try QuickUpdateTests.build(project, "first build")
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", "\"title\": \"Screen 3\"", "\"title\": \"Three & <more>\"")
        let run = try CommandLineTests.run(["build", "--incremental", "--verbose", "--metrics"], in: project.root)
        #expect(run.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(run.output)\(run.errors)")
        let rows = run.output.split(separator: "\n").drop { !$0.hasPrefix("Templates") }.map { $0.trimmingCharacters(in: .whitespaces) }
        // The story index's frame is made again with the stories; the home page only with the project's template.
        #expect(rows.contains { $0.hasPrefix("catalog/iframe ") }, "\(run.output)")
        #expect(rows.contains { $0.hasPrefix("catalog/home ") } == ownTemplate, "\(run.output)")
        let home = try String(contentsOf: project.url("Output/catalog/index.html"), encoding: .utf8)
        #expect(home.contains(">Three &amp; &lt;more&gt;</a>") && !home.contains(">Screen 3</a>"))
        let clean = try CommandLineTests.run(["build", "--incremental", "--output", "Clean"], in: project.root)
        #expect(clean.status == 0)
        #expect(try String(contentsOf: project.url("Clean/catalog/index.html"), encoding: .utf8) == home)
        // A title with nothing visible (an empty link the pages' checks report) or a line break
        // (which the renderer tidies) is not changed in place (`LinkRetitle.takes`): as a full build.
        for title in ["  ", "Three\\n\\nlines "] {
            let text = try String(contentsOf: project.url("Content/screens/s3.json"), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \"title\": ") })
            try project.write(text.replacingOccurrences(of: line, with: "  \"title\": \"\(title)\","), to: "Content/screens/s3.json")
            _ = try QuickUpdateTests.build(project, "the title of s3 made \(title)")
        }
    }

    @Test func aTitleTheNavigationShowsOrThatMovesWhatFollowsBuildsAsBefore() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // A title followed on its line by more than a comma: what follows moves.
        let file = "Content/screens/s4.json"
        let text = try String(contentsOf: project.url(file), encoding: .utf8)
        try project.write(
            text.replacingOccurrences(of: "\"title\": \"Screen 4\",\n", with: "\"title\": \"Screen 4\", \"description\": \"d\",\n"), to: file)
        _ = try QuickUpdateTests.build(project, "a description after s4's title")
        try QuickUpdateTests.edit(project, file, "\"title\": \"Screen 4\"", "\"title\": \"Fourth\"")
        let moved = try IncrementalBuildTests.buildBothWaysSaying(project, "a title followed on its line")
        #expect(moved.output.contains("Take the rest of the site: no, Content/screens/s4.json changed more than its title"), "\(moved.output)")
        // Of the same length, it moves nothing.
        try QuickUpdateTests.edit(project, file, "\"title\": \"Fourth\"", "\"title\": \"Vierte\"")
        #expect(try QuickUpdateTests.build(project, "a title of the same length followed on its line").quick)
        // Without a navigation of its own, the site's is every screen at the top, by its title.
        try project.write(#"{ "title": "Quick" }"#, to: "Content/site.json")
        _ = try QuickUpdateTests.build(project, "the navigation shows the screens' titles")
        try QuickUpdateTests.edit(project, "Content/screens/s1.json", "\"title\": \"Screen 1\"", "\"title\": \"First\"")
        let shown = try IncrementalBuildTests.buildBothWaysSaying(project, "a title the navigation shows")
        #expect(
            shown.output.contains("Take the rest of the site: no, the navigation or the breadcrumbs show a title that changed"), "\(shown.output)")
    }

    @Test func routesJSONIsRetitledOnlyWhenItIsAsWritten() throws {
        let screens = ["a", "b"].map { Screen(file: "\($0).json", route: Route(segments: [$0]), title: "Title \($0)") }
        let routes = [Route.root] + screens.map(\.route)
        let manifest = Array(SiteFiles.routesManifest(routes, screens: screens).utf8)
        var retitled = screens
        retitled[1].title = nil
        #expect(SiteFiles.routesManifest(manifest, retitling: [screens[1].route: nil]) == SiteFiles.routesManifest(routes, screens: retitled))
        retitled[0].title = "Ä <new> one"
        #expect(
            SiteFiles.routesManifest(manifest, retitling: [screens[0].route: "Ä <new> one", screens[1].route: nil])
                == SiteFiles.routesManifest(routes, screens: retitled))
        // A route it does not list, or a file it did not write as it is.
        #expect(SiteFiles.routesManifest(manifest, retitling: [Route(segments: ["c"]): "C"]) == nil)
        let compact = Array(String(decoding: manifest, as: UTF8.self).replacingOccurrences(of: "\n  ", with: "").utf8)
        #expect(SiteFiles.routesManifest(compact, retitling: [screens[0].route: "A"]) == nil)
        #expect(SiteFiles.routesManifest(Array("[".utf8), retitling: [screens[0].route: "A"]) == nil)
    }
}
