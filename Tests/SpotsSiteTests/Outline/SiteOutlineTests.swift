import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// What the outline computes once for every page.
@Suite struct SiteOutlineTests {
    static func outline(_ files: [String: String]) throws -> (SiteOutline, TemporaryProject) {
        let project = try TemporaryProject(files: files)
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        return (context.outline, project)
    }

    @Test func itKnowsWhichScreensUseWhichKindsAndWhere() throws {
        let (outline, project) = try Self.outline([
            "Content/screens/index.json": #"""
            { "components": [
              { "kind": "carousel", "items": [ { "title": "A", "kind": "photo" }, { "title": "B" } ] },
              { "kind": "list", "items": [ { "title": "C", "kind": "photo", "children": [ { "kind": "grid", "items": [ { "title": "D" } ] } ] } ] }
            ] }
            """#,
            "Content/screens/people.json": #"{ "components": [ { "kind": "carousel", "items": [ { "title": "E", "kind": "person" } ] } ] }"#,
        ])
        defer { project.remove() }
        let usage = outline.kindUsage
        let people = Route(segments: ["people"])
        #expect(usage.components["carousel"] == [.init(route: .root, path: "components[0]"), .init(route: people, path: "components[0]")])
        #expect(usage.components["grid"] == [.init(route: .root, path: "components[1].items[0].children[0]")])
        #expect(usage.items["photo"]?.map(\.path) == ["components[0].items[0]", "components[1].items[0]"])
        #expect(usage.items["default"]?.count == 2)
        #expect(usage.componentKinds == Set(usage.components.keys) && usage.itemKinds == Set(usage.items.keys))
        #expect(usage.items["person"] == [.init(route: people, path: "components[0].items[0]")])
    }

    @Test func titlesComeFromTheScreensAsReadOnce() throws {
        let (outline, project) = try Self.outline([
            "Content/site.json": #"{ "title": "Site", "data": { "team": "Crew" } }"#,
            "Content/screens/index.json": #"{ "title": "Start", "components": [ { "items": [ { "title": "A" } ] } ] }"#,
            "Content/screens/team.json": #"{ "titleKeyPath": "team", "components": [ { "items": [ { "title": "B" } ] } ] }"#,
            "Content/screens/about-us.json": #"{ "components": [ { "items": [ { "title": "C" } ] } ] }"#,
        ])
        defer { project.remove() }
        #expect(outline.titles[Route(segments: ["team"])] == .some("Crew"))
        #expect(outline.navigation.links.map(\.title) == ["Start", "About us", "Crew"])
        #expect(outline.plannedFiles.isSuperset(of: ["index.html", "team/index.html", "about-us/index.html", "404.html", "assets/theme.css"]))
    }
}
