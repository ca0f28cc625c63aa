import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// A kind's fields, read from its template's own tags: what it shows, what uses set, and what
/// screens set that the template never shows (a note of the build).
@Suite struct CatalogFieldTableTests {
    @Test func theNamesATemplateLooksUpAreFoundThroughItsSections() {
        let objects = CatalogFieldTable.objectNames
        #expect(
            TemplateTags.topLevelNames(in: "{{#image}}<img src=\"{{src}}\"{{#size}} width=\"{{width}}\"{{/size}}/>{{/image}}", objects: objects) == [
                "image", "size",
            ])
        #expect(
            TemplateTags.topLevelNames(in: "{{#meta}}{{team}}{{/meta}}{{meta.location}}", objects: objects) == ["meta", "meta.location", "meta.team"])
        #expect(
            TemplateTags.topLevelNames(in: "{{#items}}{{{html}}}{{/items}}{{^href}}{{title}}{{/href}}", objects: objects) == [
                "href", "items", "title",
            ])
        #expect(TemplateTags.topLevelNames(in: "{{! a comment }}{{.}}", objects: objects) == nil)
    }

    static let badge = #"<p class="item">{{title}}{{#meta.tone}} ({{meta.tone}}){{/meta.tone}}{{#image}}<img src="{{src}}" alt=""/>{{/image}}</p>"#

    @Test func theTableSaysWhatIsReadWhatIsSetAndWhatNobodySets() throws {
        let use = Catalog.Use(
            route: .root, file: "index.json", path: "components[0].items[0]", location: SourceLocation(line: 1, column: 1),
            writtenIn: "index.json")
        var kind = Catalog.Kind(family: .items, name: "badge", template: "items/badge", hasOwnTemplate: true)
        kind.examples = [
            Catalog.Example(shape: ["meta.role", "meta.tone", "title"], first: use, count: 1),
            Catalog.Example(shape: ["subtitle", "title"], first: use, count: 3),
        ]
        let table = CatalogFieldTable.make(kind, templateSource: Self.badge)
        let rows = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.field, $0) })
        #expect(rows["title"] == .init(field: "title", isRead: true, setBy: 4))
        #expect(rows["meta.tone"] == .init(field: "meta.tone", isRead: true, setBy: 1))
        #expect(rows["image"] == .init(field: "image", isRead: true, setBy: 0))
        #expect(rows["meta.role"] == .init(field: "meta.role", isRead: false, setBy: 1))
        #expect(rows["subtitle"] == .init(field: "subtitle", isRead: false, setBy: 3))
        #expect(table.unread.map(\.field) == ["meta.role", "subtitle"])
    }

    @Test func theBuildNotesFieldsNoTemplateShowsAndThePageTablesThem() throws {
        let project = try TemporaryProject(files: [
            "Templates/items/badge.mustache": Self.badge,
            "Content/screens/index.json": #"""
            { "title": "Home", "components": [ { "kind": "list", "items": [
              { "title": "A", "kind": "badge", "meta": { "tone": "calm", "role": "lead" } },
              { "title": "B", "kind": "badge", "subtitle": "never shown" }
            ] } ] }
            """#,
        ])
        defer { project.remove() }
        let site = project.build()
        // The build notes each unread field once, at the first use that sets it.
        let notes = site.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 2)
        let role = try #require(notes.first { $0.path == "components[0].items[0].meta.role" })
        #expect(role.location?.line == 2)
        #expect(role.message == "the item kind 'badge' shows nothing of 'meta.role': its template items/badge never reads it (set by 1 use)")
        let page = try #require(site.text(at: "catalog/items/badge/index.html"))
        #expect(page.contains(#"<tr class="catalog-unread"><td><code>meta.role</code></td><td>no: set, never shown</td><td>1 of 2 uses</td></tr>"#))
        #expect(page.contains(#"<tr><td><code>image</code></td><td>yes</td><td>no use sets it</td></tr>"#))
        #expect(page.contains("&lt;p class=&quot;item&quot;&gt;{{title}}"))  // the template's source
    }

    /// A kind without a template of its own is shown by the default one, which shows what Spots'
    /// default view shows: the rest is on the inspect panel, and no note asks for it.
    @Test func aKindWithoutATemplateOfItsOwnIsMarkedAndNotNoted() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "components": [ { "kind": "list", "items": [ { "title": "A", "kind": "mystery", "meta": { "x": 1 } } ] } ] }"#
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.filter { $0.message.contains("shows nothing of") }.isEmpty)
        let page = try #require(site.text(at: "catalog/items/mystery/index.html"))
        #expect(page.contains("items/default (no template of its own)"))
        #expect(page.contains(#"<tr class="catalog-unread"><td><code>meta.x</code></td><td>no: set, never shown</td>"#))
    }

    /// A row with no title shows its own fields as its cell's labels (`RowCell`): read, with no
    /// note; the same field on a default row with a title is not shown, and noted.
    @Test func aRowsLabelsAreReadWhereTheRowHasNoTitle() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"[ { "rows": [ { "nib": "NameCell", "caption": "Food Menu" }, { "title": "A", "badge": "New" } ] } ]"#
        ])
        defer { project.remove() }
        let site = project.build()
        let unread = site.diagnostics.filter { $0.message.contains("shows nothing of") }.map(\.message)
        #expect(unread.count == 1 && unread.first?.contains("'badge'") == true, "\(site.diagnostics.map(\.description))")
        let page = try #require(site.text(at: "catalog/items/namecell/index.html"))
        #expect(page.contains(#"<tr><td><code>caption</code></td><td>yes</td><td>1 of 1 use</td></tr>"#), "\(page)")
    }
}
