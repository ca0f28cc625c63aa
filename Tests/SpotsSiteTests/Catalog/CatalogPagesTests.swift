import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The design catalog at `catalog/`: a home page of every kind and screen, a page per kind with an
/// example of each distinct use, its JSON, its HTML and where it is used; planned, validated and
/// linked like every page, and left out on request.
@Suite struct CatalogPagesTests {
    static let files = [
        "Content/screens/index.json": #"""
        { "title": "Home", "components": [
          { "kind": "grid", "layout": { "span": 2 }, "items": [ { "title": "A", "kind": "photo", "action": "people" } ] },
          { "kind": "list", "items": [ { "title": "B" } ] }
        ] }
        """#,
        "Content/screens/people.json": #"""
        { "title": "People", "components": [ { "kind": "list", "identifier": "crew", "items": [ { "title": "C", "kind": "photo" } ] } ] }
        """#,
        "Content/catalog.json": #"{ "components": { "grid": { "status": "beta", "owner": "Design", "description": "Cards in **columns**." } } }"#,
    ]

    @Test func theHomePageListsEveryKindAndScreen() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let site = project.build()
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(home.contains(#"<a href="../catalog/components/grid/index.html">grid</a>"#))
        #expect(home.contains("beta"))
        #expect(home.contains("1 use on 1 screen"))
        #expect(home.contains(#"<a href="../catalog/items/photo/index.html">photo</a>"#))
        #expect(home.contains(#"<a href="../people/index.html">People</a>"#))
        // Built-in kinds nobody uses are left out, and the page says so (`CatalogKindsTests`).
        #expect(!home.contains("carousel"))
        #expect(site.text(at: "catalog/components/carousel/index.html") == nil)
        #expect(home.contains("built-in kinds that no screen uses are not listed"))
    }

    @Test func aKindPageShowsEachShapeWithItsJSONItsHTMLAndWhereItIsUsed() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let site = project.build()
        let list = try #require(site.text(at: "catalog/components/list/index.html"))
        #expect(list.contains("Example 1: 1 use"))
        #expect(list.contains("Example 2: 1 use"))  // with an identifier: another shape
        #expect(list.contains(#"<a href="../../../index.html#component-2"><code>/</code></a>: 1 use"#))
        #expect(list.contains(#"<a href="../../../people/index.html#crew"><code>/people/</code></a>: 1 use"#))
        #expect(list.contains("&quot;identifier&quot;: &quot;crew&quot;"))  // its JSON
        #expect(list.contains("&lt;ul class=&quot;items&quot;&gt;"))  // its HTML, as text
        let grid = try #require(site.text(at: "catalog/components/grid/index.html"))
        #expect(grid.contains("<p>Cards in <strong>columns</strong>.</p>"))
        #expect(grid.contains("<dd>Design</dd>"))
        #expect(grid.contains("<dd>2</dd>"))  // the span seen
        // The example links from the catalog page, not from its screen.
        #expect(grid.contains(#"href="../../../people/index.html""#))
        let photo = try #require(site.text(at: "catalog/items/photo/index.html"))
        #expect(photo.contains("2 uses on 2 screens"))
    }

    @Test func everyCatalogPageIsPlannedSitemappedAndLinkedFromTheFooter() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let site = project.build()
        #expect(site.text(at: "index.html")?.contains(#"<a href="catalog/index.html">Design catalog</a>"#) == true)
        #expect(site.text(at: "people/index.html")?.contains(#"<a href="../catalog/index.html">Design catalog</a>"#) == true)
        let sitemap = try #require(site.text(at: "sitemap.xml"))
        #expect(sitemap.contains("<loc>/catalog/</loc>") && sitemap.contains("<loc>/catalog/components/grid/</loc>"))
        let routes = try #require(site.text(at: "routes.json"))
        #expect(routes.contains(#""title" : "Design catalog""#))
        let again = try TemporaryProject(files: Self.files)
        defer { again.remove() }
        #expect(again.build().files == site.files)  // deterministic
    }

    @Test func theCatalogCanBeLeftOut() throws {
        var files = Self.files
        files["Content/site.json"] = #"{ "catalog": false }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let off = project.build()
        #expect(!off.files.keys.contains { $0.hasPrefix("catalog/") })
        #expect(off.text(at: "index.html")?.contains("Design catalog") == false)
        let flagged = try TemporaryProject(files: Self.files)
        defer { flagged.remove() }
        var options = flagged.options()
        options.catalog = false
        let site = SiteBuilder(options: options).build()
        #expect(!site.files.keys.contains { $0.hasPrefix("catalog/") })
    }

    @Test func aScreenWhereTheCatalogGoesIsAClearError() throws {
        var files = Self.files
        files["Content/screens/catalog.json"] = #"{ "components": [ { "items": [ { "title": "Mine" } ] } ] }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        let error = try #require(site.diagnostics.first { $0.severity == .error })
        #expect(error.file.hasSuffix("Content/screens/catalog.json"))
        #expect(error.message == "this screen's page /catalog/ would be written to catalog/index.html, which the design catalog also writes")
        #expect(error.hint?.contains("\"catalog\": false") == true)
    }

    /// A kind's page stays small however much the screens use it: twelve shapes rendered, the
    /// most used first, the others listed; six items of a long component, and of its JSON.
    @Test func examplesAreBoundedInNumberAndSize() throws {
        // Fourteen shapes of item: each a different meta key, the first used most.
        var items = (0..<14).map { #"{ "title": "T\#($0)", "kind": "tag", "meta": { "k\#($0)": 1 } }"# }
        items += (0..<3).map { _ in #"{ "title": "Again", "kind": "tag", "meta": { "k0": 2 } }"# }
        let long = (0..<40).map { #"{ "title": "Row \#($0)" }"# }.joined(separator: ", ")
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ \#(items.joined(separator: ", ")) ] }, "#
                + #"{ "kind": "grid", "items": [ \#(long) ] } ] }"#,
            "Templates/items/tag.mustache": "<p>{{title}}</p>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let tag = try #require(site.text(at: "catalog/items/tag/index.html"))
        #expect(tag.contains("Example 12:") && !tag.contains("Example 13:"))
        #expect(tag.contains("Example 1: 4 uses"))
        #expect(tag.contains("2 other shapes, less used"))
        let grid = try #require(site.text(at: "catalog/components/grid/index.html"))
        #expect(grid.contains("showing 6 of 40 items"))
        #expect(grid.contains(">Row 5<") && !grid.contains(">Row 6<"))
        #expect(grid.contains("// … 34 more"))
    }

    /// Items of two Slots data files have the same paths (`[0]`) in their own files: each kind's
    /// example is its own item.
    @Test func examplesFromSlotsDataFilesAreTheirOwnItems() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"""
            { "components": [ { "kind": "list", "slots": { "pattern": ["post", "ad"],
              "contents": { "post": "data/posts.json", "ad": "data/ads.json" } }, "items": [] } ] }
            """#,
            "Content/data/posts.json": #"[ { "title": "A post" } ]"#,
            "Content/data/ads.json": #"[ { "title": "An ad" } ]"#,
            "Templates/items/post.mustache": "<p class=\"post\">{{title}}</p>\n",
            "Templates/items/ad.mustache": "<p class=\"ad\">{{title}}</p>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.text(at: "catalog/items/post/index.html")?.contains(#"<p class="post">A post</p>"#) == true)
        #expect(site.text(at: "catalog/items/ad/index.html")?.contains(#"<p class="ad">An ad</p>"#) == true)
    }

    /// An example's in-page link leads to the page it is on; an identifier the catalog's page uses
    /// itself gets a suffix, so the page stays valid.
    @Test func examplesKeepTheirLinksAndIDsWorking() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"""
            { "components": [
              { "kind": "list", "identifier": "catalog-examples", "items": [ { "title": "A", "subtitle": "See [the FAQ](#faq)." } ] },
              { "kind": "grid", "identifier": "faq", "items": [ { "title": "Q" } ] }
            ] }
            """#
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        let list = try #require(site.text(at: "catalog/components/list/index.html"))
        #expect(list.contains(#"href="../../../index.html#faq""#))
        #expect(list.contains(#"id="catalog-examples-2""#))
    }
}
