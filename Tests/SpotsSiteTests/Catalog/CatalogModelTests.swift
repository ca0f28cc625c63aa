import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The catalog's model: every kind (used, built in, or a project template nobody uses), the template
/// behind it, its uses grouped by shape, and the layout values seen.
@Suite struct CatalogModelTests {
    static func catalog(_ files: [String: String]) throws -> Catalog {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        let screens = context.content.screenFiles.compactMap { context.content.screens[$0.route]?.screen }
        return Catalog.make(screens: screens, templates: context.templates, config: context.content.catalog)
    }

    static let files = [
        "Content/screens/index.json": #"""
        { "components": [
          { "kind": "grid", "layout": { "span": 3 }, "items": [ { "title": "A", "kind": "photo", "image": "a.png" }, { "title": "B", "kind": "photo", "image": "b.png" } ] },
          { "kind": "grid", "layout": { "span": 2 }, "items": [ { "title": "C", "kind": "photo" } ] },
          { "kind": "banner", "meta": { "tone": "loud" }, "items": [] }
        ] }
        """#,
        "Content/screens/people.json": #"""
        { "components": [ { "kind": "grid", "layout": { "span": 10 }, "items": [ { "title": "D", "kind": "photo", "image": "d.png" } ] } ] }
        """#,
        "Templates/items/badge.mustache": "<span>{{title}}</span>\n",
        "Content/catalog.json": #"{ "components": { "grid": { "status": "stable", "owner": "Design" } } }"#,
    ]

    @Test func listsUsedBuiltInAndUnusedProjectKinds() throws {
        let catalog = try Self.catalog(Self.files)
        let components = catalog.kinds(of: .components)
        #expect(components.map(\.name) == ["banner", "carousel", "default", "grid", "list", "stats"])
        let banner = try #require(components.first { $0.name == "banner" })
        #expect(!banner.hasOwnTemplate)
        #expect(banner.template == "components/default")
        #expect(try #require(components.first { $0.name == "carousel" }).useCount == 0)
        let items = catalog.kinds(of: .items)
        #expect(items.contains { $0.name == "badge" && $0.useCount == 0 && $0.hasOwnTemplate })
        #expect(!items.contains { $0.name == "header" || $0.name == "footer" })
        #expect(components.first { $0.name == "grid" }?.entry?.owner == "Design")
    }

    @Test func groupsUsesByShapeAndKnowsWhereEachIs() throws {
        let catalog = try Self.catalog(Self.files)
        let grid = try #require(catalog.kinds.first { $0.family == .components && $0.name == "grid" })
        // Each screen's first use, and how many: two on the home page, one on /people/.
        #expect(grid.screens.map(\.first.path) == ["components[0]", "components[0]"])
        #expect(grid.screens.map(\.count) == [2, 1])
        #expect(grid.usage == "3 uses on 2 screens")
        #expect(grid.examples.map(\.shape) == [["items", "layout.span"]])
        #expect(grid.examples.first?.count == 3)
        #expect(grid.layoutValues == ["span": ["2", "3", "10"]])
        let photo = try #require(catalog.kinds.first { $0.family == .items && $0.name == "photo" })
        #expect(photo.examples.map(\.shape) == [["image", "title"], ["title"]])
        #expect(photo.examples.map(\.count) == [3, 1])
        #expect(photo.examples.first?.first.location == SourceLocation(line: 2, column: 57))
        let banner = try #require(catalog.kinds.first { $0.name == "banner" })
        #expect(banner.examples.map(\.shape) == [["meta.tone"]])
    }
}

/// A kind's page keeps its address when other kinds come: a name that is its own folder name
/// keeps it; only the others are numbered.
@Suite struct CatalogAddressTests {
    @Test func aKindThatIsItsOwnFolderNameKeepsItsAddress() throws {
        let catalog = try CatalogModelTests.catalog([
            "Content/screens/index.json": #"""
            { "components": [ { "kind": "list", "items": [ { "title": "A", "kind": "Card" }, { "title": "B", "kind": "card" }, { "title": "C", "kind": "card!" } ] } ] }
            """#
        ])
        let routes = Dictionary(uniqueKeysWithValues: catalog.kinds(of: .items).map { ($0.name, $0.route.path) })
        #expect(routes["card"] == "/catalog/items/card/")
        #expect(routes["Card"] == "/catalog/items/card-2/")
        #expect(routes["card!"] == "/catalog/items/card-/")
    }
}

/// The id each component gets on its page, by JSON path: where "where used" links lead.
@Suite struct ComponentAnchorTests {
    @Test func everyComponentsIDIsKnownByItsPath() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"""
            { "components": [
              { "kind": "list", "identifier": "team", "items": [ { "title": "A", "children": [ { "kind": "grid", "items": [ { "title": "B" } ] } ] } ] },
              { "kind": "grid", "items": [ { "title": "C" } ] }
            ] }
            """#
        ])
        defer { project.remove() }
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context, stopBefore: .generating(IndexPage()))
        let anchors = try #require(context.rendered.pages[.root]?.anchors)
        #expect(anchors == ["components[0]": "team", "components[0].items[0].children[0]": "team-item-component-1", "components[1]": "component-2"])
        let html = try #require(context.rendered.files["index.html"])
        guard case .text(let page) = html else {
            Issue.record("the page is not text")
            return
        }
        for id in anchors.values { #expect(page.contains("id=\"\(id)\"")) }
    }
}
