import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Each rendered example has a page of its own, which the kind page frames at a chosen width,
/// theme and direction; the kind page lists what the build found at the kind's uses.
@Suite struct CatalogExamplePagesTests {
    @Test func eachExampleHasItsOwnPageWithHeadingsFromH2() throws {
        let site = try #require(Optional(ExampleSiteTests.build()))
        let kind = try #require(site.text(at: "catalog/components/grid/index.html"))
        #expect(kind.contains(#"<div class="catalog-preview" data-frame="../../../catalog/components/grid/1/index.html" data-number="1">"#))
        #expect(kind.contains(#"<input type="radio" name="examples-width" value="375"/> phone 375"#))
        // One set of switches for the page, not one an example.
        #expect(kind.components(separatedBy: #"name="examples-width" value="375""#).count == 2)
        #expect(kind.contains(#"<input type="radio" name="examples-theme" value="dark"/> dark"#))
        #expect(kind.contains(#"<input type="radio" name="examples-dir" value="rtl"/> right to left"#))
        let page = try #require(site.text(at: "catalog/components/grid/1/index.html"))
        #expect(page.contains(#"<body class="catalog-frame">"#))
        #expect(page.contains(#"<h1 class="visually-hidden">grid: example 1</h1>"#))
        #expect(page.contains(#"<h2 class="component-title">Design</h2>"#))
        #expect(page.contains(#"<script src="../../../../assets/catalog-frame.js"></script>"#))
        // Its links lead from its own folder.
        #expect(page.contains(#"<a href="../../../../profile/1/index.html">Zoë Martin</a>"#))
        // The home page's card shows the most used shape's page as a thumbnail.
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(home.contains(#"<iframe src="../catalog/components/grid/1/index.html" name="catalog-thumbnail""#))
        // Example pages are frames, not pages to find: not in the sitemap.
        #expect(site.text(at: "sitemap.xml")?.contains("/catalog/components/grid/1/") == false)
    }

    @Test func aKindPageListsWhatTheBuildFoundAtItsUses() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"""
            { "title": "Home", "components": [ { "kind": "list", "items": [
              { "title": "Loud", "kind": "banner", "meta": { "background-color": "#F06723", "foreground-color": "#FFFFFF" } },
              { "title": "Fine" }
            ] } ] }
            """#
        ])
        defer { project.remove() }
        let site = project.build()
        let banner = try #require(site.text(at: "catalog/items/banner/index.html"))
        #expect(banner.contains("What the build found: 2 findings"))
        #expect(banner.contains("no template for item kind &#39;banner&#39;"))
        #expect(banner.contains("has a contrast of 3.1:1, below the 4.5:1 that WCAG AA asks for"))
        let list = try #require(site.text(at: "catalog/components/list/index.html"))
        #expect(list.contains("What the build found: none"))
    }

    @Test func findingsAreListedInRouteOrderEveryBuild() throws {
        var files: [String: String] = [:]
        for name in ["a", "b", "c", "d", "e", "f"] {
            files["Content/screens/\(name).json"] =
                ##"{ "components": [ { "kind": "list", "items": [ { "title": "X", "kind": "banner", "meta": { "background-color": "#F06723", "foreground-color": "#FFFFFF" } } ] } ] }"##
        }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let first = try #require(project.build().text(at: "catalog/items/banner/index.html"))
        let findings = try #require(first.components(separatedBy: "What the build found").last)
        let places = findings.components(separatedBy: "<code>").dropFirst().compactMap { $0.components(separatedBy: ":").first }
        // Each screen's two findings (the colours, the kind without a template), named as pages name
        // files (wherever the build ran).
        let screens = places.filter { $0.hasPrefix("Content/screens/") && $0.hasSuffix(".json") }
        #expect(screens.count == 12)
        #expect(screens == screens.sorted())
        for _ in 0..<3 { #expect(project.build().text(at: "catalog/items/banner/index.html") == first) }
    }
}
