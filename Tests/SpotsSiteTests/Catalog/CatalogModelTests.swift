import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The catalog's model: the project's kinds (used, with an entry, or a project template nobody uses),
/// the template behind each, its uses grouped by shape, and the layout values seen.
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

    @Test func listsUsedAndUnusedProjectKinds() throws {
        let catalog = try Self.catalog(Self.files)
        let components = catalog.kinds(of: .components)
        // The built-in kinds nobody uses are left out (`CatalogKindsTests`).
        #expect(components.map(\.name) == ["banner", "grid"])
        let banner = try #require(components.first { $0.name == "banner" })
        #expect(!banner.hasOwnTemplate)
        #expect(banner.template == "components/default")
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

extension CatalogModelTests {
    /// Over several chunks of screens (found side by side, recorded while the next are found), each
    /// kind's screens, counts and examples are those of one walk through the screens in order.
    @Test func manyScreensAreRecordedInRouteOrderAcrossChunks() throws {
        let count = 2 * Catalog.chunkSize + 37
        var files: [String: String] = [:]
        for index in 0..<count {
            // Kinds and shapes that vary from screen to screen, so each chunk brings new ones.
            let items = (0..<(index % 4 + 1)).map { number in
                let kind = ["photo", "card", "row"][(index + number) % 3]
                let image = (index + number) % 5 == 0 ? #", "image": "i.png""# : ""
                let action = (index * number) % 7 == 1 ? #", "action": "/s/\#(number)/""# : ""
                return #"{ "title": "T\#(index)-\#(number)", "kind": "\#(kind)"\#(image)\#(action) }"#
            }
            files[String(format: "Content/screens/s/%04d.json", index)] =
                #"{ "components": [ { "kind": "\#(index % 2 == 0 ? "list" : "grid")", "items": [ \#(items.joined(separator: ", ")) ] } ] }"#
        }
        let catalog = try Self.catalog(files)
        // The same walk, one screen after another.
        var screens: [String: [(route: String, count: Int)]] = [:]
        var shapes: [String: [(shape: [String], count: Int)]] = [:]
        for index in 0..<count {
            let route = String(format: "/s/%04d/", index)
            for number in 0..<(index % 4 + 1) {
                let kind = ["photo", "card", "row"][(index + number) % 3]
                if screens[kind]?.last?.route == route {
                    screens[kind]![screens[kind]!.count - 1].count += 1
                } else {
                    screens[kind, default: []].append((route, 1))
                }
                var shape = ["title"]
                if (index + number) % 5 == 0 { shape.insert("image", at: 0) }
                if (index * number) % 7 == 1 { shape.insert("action", at: 0) }
                if let known = shapes[kind]?.firstIndex(where: { $0.shape == shape }) {
                    shapes[kind]![known].count += 1
                } else {
                    shapes[kind, default: []].append((shape, 1))
                }
            }
        }
        for kind in ["photo", "card", "row"] {
            let made = try #require(catalog.kinds.first { $0.family == .items && $0.name == kind })
            #expect(made.screens.map(\.first.route.path) == screens[kind]?.map(\.route), "\(kind)")
            #expect(made.screens.map(\.count) == screens[kind]?.map(\.count), "\(kind)")
            #expect(made.examples.map(\.shape) == shapes[kind]?.map(\.shape), "\(kind)")
            #expect(made.examples.map(\.count) == shapes[kind]?.map(\.count), "\(kind)")
        }
    }
}
