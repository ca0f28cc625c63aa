import Foundation
import Testing

@testable import SpotsSite

/// The example site in the repository's Content/ builds cleanly: the README's first command.
@Suite struct ExampleSiteTests {
    static func build() -> RenderedSite {
        let root = TestPaths.repository
        return SiteBuilder(
            options: BuildOptions(
                content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
                output: root.appendingPathComponent("Output"))
        ).build()
    }

    @Test func buildsWithNoWarningsOrNotes() {
        let site = Self.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(site.screens.count >= 10)
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
        #expect(pages.count == site.screens.count)
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
