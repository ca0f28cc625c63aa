import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// What the catalog's search box finds, shipped as a script so it works from file:// too; the
/// box itself is tried in Chromium (scripts/checkers/check-catalog-browser.py).
@Suite struct CatalogSearchTests {
    /// The entries as the catalog's script reads them: `[title, type, href, detail]`, or for an
    /// item `[title, index of its screen's entry, id]`.
    static func entries(in site: RenderedSite) throws -> [[String: String]] {
        let script = try #require(site.text(at: "catalog/search.js"))
        let start = try #require(script.range(of: "window.spotsCatalogSearch = "))
        let json = script[start.upperBound...].dropLast(2)  // ";\n"
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
        return try rows.map { row in
            if let screen = row[1] as? Int {
                let owner = try #require(rows[screen] as? [String])
                let anchor = try #require(row[2] as? String)
                return [
                    "title": try #require(row[0] as? String), "type": "item", "href": owner[2] + (anchor.isEmpty ? "" : "#" + anchor),
                    "detail": "on " + owner[0],
                ]
            }
            let fields = try #require(row as? [String])
            return ["title": fields[0], "type": fields[1], "href": fields[2], "detail": fields[3]]
        }
    }

    @Test func itFindsKindsScreensVariantsAndItemTitlesEachOnItsPage() throws {
        let site = ExampleSiteTests.build()
        let entries = try Self.entries(in: site)
        func first(_ type: String, _ title: String) -> [String: String]? { entries.first { $0["type"] == type && $0["title"] == title } }
        #expect(first("component kind", "carousel")?["href"] == "../catalog/components/carousel/index.html")
        #expect(first("item kind", "person")?["detail"]?.hasSuffix("uses on 12 screens") == true)
        #expect(first("screen", "People")?["href"] == "../people/index.html")
        #expect(first("variant", "People (empty)")?["detail"] == "/people~empty/")
        // An item leads to the component that holds it, on its screen's page.
        let item = try #require(first("item", "Zoë Martin"))
        #expect(item["href"]?.hasPrefix("../") == true && item["href"]?.contains("#") == true, "\(item)")
        // Every address is a page of the site (from catalog/), at an id the page has.
        for entry in entries {
            let href = try #require(entry["href"])
            let parts = href.components(separatedBy: "#")
            let file = String(parts[0].dropFirst(3))
            let html = try #require(site.text(at: file), "\(href)")
            if parts.count == 2 { #expect(html.contains("id=\"\(parts[1])\""), "\(href)") }
        }
        // A title repeated on one screen is one entry.
        let titles = entries.filter { $0["type"] == "item" }.map { "\($0["title"]!)|\($0["detail"]!)" }
        #expect(Set(titles).count == titles.count)
    }

    @Test func everyCatalogPageHasTheSearchBoxAndItsScript() throws {
        let site = ExampleSiteTests.build()
        for file in ["catalog/index.html", "catalog/components/grid/index.html"] {
            let html = try #require(site.text(at: file))
            #expect(html.contains(#"<input type="search" id="catalog-search-input""#), "\(file)")
            #expect(html.contains("assets/catalog.js\" defer=\"defer\"></script>"), "\(file)")
        }
        #expect(site.text(at: "catalog/components/grid/index.html")?.contains(#"data-index="../../../catalog/search.js""#) == true)
        #expect(site.files["assets/catalog.js"] != nil)
    }
}
