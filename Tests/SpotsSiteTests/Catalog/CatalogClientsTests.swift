import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender

/// Client versions in the catalog: each kind page's Compatibility section (a table of platforms,
/// then the uses that degrade on an app still served) and the Clients page (each version that
/// matters, the screens it renders otherwise), made only when `site.json` names clients.
@Suite struct CatalogClientsTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("sites/clients")

    static func build() throws -> (RenderedSite, TemporaryProject) {
        let project = try TemporaryProject(copying: fixture)
        return (project.build(), project)
    }

    @Test func theClientsPageAndAKindPageMatchTheirGoldenFiles() throws {
        let (site, project) = try Self.build()
        defer { project.remove() }
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        for (path, name) in [
            ("catalog/clients/index.html", "clients-catalog-clients.html"),
            ("catalog/items/badge-card/index.html", "clients-catalog-badge-card.html"),
        ] {
            let text = try #require(site.text(at: path), "no \(path)")
            assertSnapshot(text, named: name)
        }
    }

    /// Each version that matters on iOS, oldest first: the floor, then every `since` above it; a
    /// screen served only from 3.4 is counted at none of the older ones.
    @Test func theClientsPageCountsTheScreensEachVersionRendersOtherwise() throws {
        let (site, project) = try Self.build()
        defer { project.remove() }
        let page = try #require(site.text(at: "catalog/clients/index.html"))
        let rows = Self.rows(of: page)
        let ios = rows.filter { $0.hasPrefix("iOS ") }
        #expect(ios.count == 4, "\(rows)")
        #expect(
            ios.map { $0.components(separatedBy: " | ")[0] } == [
                "iOS 3.0 the oldest supported", "iOS 3.1 brings the item kind 'person'",
                "iOS 3.2 brings the component kind 'carousel' and the item kind 'badge-card'",
                "iOS 3.4 brings the field 'meta.badge' of the item kind 'badge-card'",
            ])
        #expect(ios[0].contains("2 of 3 screens; 1 screen is served only to newer apps (its own clients)"))
        #expect(ios[0].contains("Home: needs 3.4 for the field 'meta.badge' of the item kind 'badge-card'"))
        #expect(ios[0].contains("Crew: needs 3.2 for the component kind 'carousel'"))
        #expect(!ios[0].contains("News"))
        #expect(ios[2].contains("1 of 3 screens") && ios[2].contains("Home") && !ios[2].contains("Crew"))
        #expect(ios[3].contains("0 of 4 screens") && ios[3].contains("none"))
        let android = rows.filter { $0.hasPrefix("Android ") }
        #expect(android.count == 2)
        #expect(android[0].contains("2 of 4 screens") && android[0].contains("News: needs 3.0 for the item kind 'badge-card'"))
        #expect(page.contains(#"<a href="../../news/index.html">News</a>"#))
        #expect(page.contains(#"<h2 class="component-title" id="clients-android">Android</h2>"#))
    }

    /// The kind page's table: a row per platform with its floor, since, fallback (followed on
    /// while the fallback is too new itself) and newer fields; then each use that degrades.
    @Test func aKindPageShowsItsCompatibilityAndTheUsesThatDegrade() throws {
        let (site, project) = try Self.build()
        defer { project.remove() }
        let page = try #require(site.text(at: "catalog/items/badge-card/index.html"))
        let rows = Self.rows(of: page)
        #expect(rows.contains("Android | 2.9 | 3.0 | a 'person' item | none"), "\(rows)")
        #expect(
            rows.contains(
                "iOS | 3.0 | 3.2 | the default item; from 3.1, a 'person' item | meta.badge since 3.4"),
            "\(rows)")
        #expect(rows.contains("Home | components[1].items[0].kind | iOS 3.0–3.1 | the default item; from 3.1, a 'person' item"), "\(rows)")
        #expect(rows.contains("Home | components[1].items[0].meta.badge | iOS 3.2–3.3 | 'badge-card' without 'meta.badge'"), "\(rows)")
        #expect(rows.contains("News | components[0].items[0].kind | Android before 3.0 | a 'person' item"), "\(rows)")
        // News is served to iOS from 3.4 only: its badge degrades on no iOS it is served to.
        #expect(!rows.contains { $0.hasPrefix("News") && $0.contains("iOS") })
        #expect(page.contains(#"<a href="../../../index.html#badges">Home</a>"#))
        #expect(page.contains(#"<a href="../../../catalog/clients/index.html">Clients</a>"#))
        let carousel = try #require(site.text(at: "catalog/components/carousel/index.html"))
        #expect(Self.rows(of: carousel).contains("iOS | 3.0 | 3.2 | a 'list' component | none"))
        #expect(Self.rows(of: carousel).contains("Android | 2.9 | always | not needed | none"))
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(home.contains(#"<a href="../catalog/clients/index.html">Clients</a>"#))
    }

    /// Every catalog page stays well-formed XML with headings in order, every table header has
    /// its scope, every link leads to a file, and the output is the same every build.
    @Test func thePagesAreWellFormedAccessibleAndDeterministic() throws {
        let (site, project) = try Self.build()
        defer { project.remove() }
        #expect(!site.diagnostics.contains { $0.file.contains("catalog") && $0.rule != .clientSupport }, "\(site.diagnostics)")
        for path in ["catalog/clients/index.html", "catalog/items/badge-card/index.html", "catalog/components/carousel/index.html"] {
            let html = try #require(site.text(at: path))
            let report = HTMLValidator.inspect(html)
            #expect(report.syntaxError == nil, "\(path)")
            #expect(report.findings.isEmpty, "\(path): \(report.findings)")
            let headers = html.ranges(of: /<th[ >]/).count
            #expect(headers > 0 && headers == html.ranges(of: /<th scope="(col|row)">/).count, "\(path)")
            #expect(html.contains("<caption>"), "\(path)")
        }
        CatalogKindsTests.expectEveryLinkLeadsToAFile(site)
        #expect(site.text(at: "routes.json")?.contains(#""title" : "Clients""#) == true)
        #expect(site.text(at: "sitemap.xml")?.contains("/catalog/clients/") == true)
        let (again, other) = try Self.build()
        defer { other.remove() }
        #expect(again.files == site.files)
    }

    /// Without `clients`, no Clients page and no link to it; a kind without versions has no
    /// Compatibility section, and one with a `since` says that nothing is checked.
    @Test func withoutClientsThereIsNoClientsPage() throws {
        var files = CatalogPagesTests.files
        let plain = try TemporaryProject(files: files)
        defer { plain.remove() }
        let site = plain.build()
        #expect(site.text(at: "catalog/clients/index.html") == nil)
        #expect(site.text(at: "catalog/index.html")?.contains("Clients") == false)
        #expect(site.text(at: "catalog/components/grid/index.html")?.contains("Compatibility") == false)
        files["Content/catalog.json"] = #"{ "components": { "grid": { "since": { "ios": "3.2" } } } }"#
        let versioned = try TemporaryProject(files: files)
        defer { versioned.remove() }
        let grid = try #require(versioned.build().text(at: "catalog/components/grid/index.html"))
        #expect(grid.contains("names no <code>clients</code>, so no screen is checked"))
        #expect(Self.rows(of: grid).contains("iOS | not in site.json | 3.2 | nothing | none"))
        #expect(grid.contains("No use degrades on an app still served."))
        #expect(!grid.contains("clients/index.html"))
    }

    /// The text of each table row of `html`, its cells joined by ` | `, tags left out.
    static func rows(of html: String) -> [String] {
        html.components(separatedBy: "<tr").dropFirst().map { row in
            let body = row.components(separatedBy: "</tr>")[0]
            return body.components(separatedBy: "</t").dropLast().map { cell in
                let text = cell.replacingOccurrences(of: "</?(a|code|span)( [^>]*)?>", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
                    .replacingOccurrences(of: "^[^>]*>", with: "", options: .regularExpression)
                return text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&amp;", with: "&").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }.filter { !$0.isEmpty }.joined(separator: " | ")
        }
    }
}
