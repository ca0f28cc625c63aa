import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The example site in the repository's Content/ builds cleanly: the README's first command.
@Suite struct ExampleSiteTests {
    static func build() -> RenderedSite {
        let root = TestPaths.repository
        return SiteBuilder(
            options: BuildOptions(
                content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
                output: root.appendingPathComponent("Output")
            ).withSiteFeatures()
        ).build()
    }

    /// A first build is clean: no warning, no note. The home's `stats` component is newer
    /// (catalog.json's `since`) than the apps site.json still supports, which see a list: the home
    /// says it knows (`"//spots-site": { "ignore": ["client-support"] }`), and `build --client
    /// ios@3.0` shows what those apps see (issue 30). The warnings themselves are tested on the
    /// clients fixture (CatalogClientsTests).
    @Test func buildsWithNoWarningsOrNotes() {
        let site = Self.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(site.screens.count >= 10)
    }

    /// Issue 5's ways of driving screens from data, each shown in Content/.
    @Test func showsEveryWayToDriveScreensFromData() throws {
        let site = Self.build()
        // JSONViewControllers sections whose rows read the site's data by key paths.
        let settings = try #require(site.text(at: "settings/index.html"))
        #expect(settings.contains(#"<p class="setting-value">zoe.martin@crew.example.com</p>"#))
        #expect(settings.contains(#"<h2 class="component-title">About Crew</h2>"#))
        // A Slots feed: header, then post post announcement rounds, posts repeating, the notice at 1.
        let news = try #require(site.text(at: "news/index.html"))
        let order = [
            "Welcome to the Crew feed", "Office closed on Friday", "Amara joins Design", "Crew 3.2 ships offline search",
            "Lunch &amp; learn: accessible colour", "99.98 % uptime in Q1", "Hiroshi&#39;s talk on key paths", "New bike room opens",
            "The gallery has new photos",
        ]
        let positions = order.map { news.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(zip(order, positions).filter { $0.1 == nil })")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // Pages from data, and variants listed with their screen.
        #expect(site.screens.filter { $0.source == "Content/screens/profile/[id].json" }.count == 6)
        let people = try #require(site.text(at: "people/index.html"))
        #expect(people.contains(#"<li><a href="../people~empty/index.html">empty</a></li>"#))
        #expect(try #require(site.text(at: "people~empty/index.html")).contains("component-empty"))
    }

    @Test func showsEveryFeature() throws {
        let site = Self.build()
        let home = try #require(site.text(at: "index.html"))
        #expect(home.contains("component-carousel"))
        #expect(home.contains("component-grid"))
        #expect(home.contains("component-list"))
        #expect(home.contains("component-stats"))  // a custom kind with its own template
        #expect(home.contains("<strong>"))  // markdown
        #expect(home.contains("<p class=\"stat-value\">6</p>"))  // bound from data/crew.json by titleKeyPath
        #expect(home.contains("component-footer"))
        #expect(home.contains("href=\"profile/"))  // actions between screens
        let pages = site.files.keys.filter { $0.hasSuffix(".html") }
        #expect(pages.filter { !$0.hasPrefix("catalog/") && !$0.hasPrefix("flow/") }.count == site.screens.count + 1)  // and 404.html
        #expect(pages.contains("flow/index.html"))  // the app's map
        for page in pages {
            let html = try #require(site.text(at: page))
            let report = HTMLValidator.inspect(html)
            #expect(report.syntaxError == nil, "\(page)")
            #expect(html.components(separatedBy: "<h1").count == 2, "\(page) has one h1")
        }
        #expect(site.files["assets/theme.css"] != nil)
        #expect(site.text(at: "sitemap.xml")?.contains("<loc>https://crew.example.com/people/</loc>") == true)
    }
}
