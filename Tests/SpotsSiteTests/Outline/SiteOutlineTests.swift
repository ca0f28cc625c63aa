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

    @Test func itKnowsWhichKindsEachScreenUses() throws {
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
        #expect(usage.kinds(at: .root).components == ["carousel", "list", "grid"])
        #expect(usage.kinds(at: .root).items == ["photo", "default"])
        #expect(usage.kinds(at: people).components == ["carousel"])
        #expect(usage.kinds(at: people).items == ["person"])
        #expect(usage.componentKinds == ["carousel", "list", "grid"])
        #expect(usage.itemKinds == ["photo", "default", "person"])
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
