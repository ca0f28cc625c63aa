import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `404.html`: the page static hosts serve for an unknown address, added as one step of the pipeline.
@Suite struct NotFoundPageTests {
    static let files = [
        "Content/site.json": #"{ "title": "Crew", "navigation": [ { "title": "People", "action": "people" } ] }"#,
        "Content/screens/index.json": #"{ "title": "Home", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
        "Content/screens/people.json": #"{ "title": "People", "components": [ { "items": [ { "title": "Grace", "action": "/" } ] } ] }"#,
    ]

    @Test func everyBuildWritesA404PageInTheSitesLookWithALinkHome() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = try #require(site.text(at: "404.html"))
        #expect(HTMLValidator.inspect(html).syntaxError == nil)
        #expect(html.contains("<h1 class=\"page-title\">Page not found</h1>"))
        #expect(html.contains("<title>Page not found – Crew</title>"))
        // Served at any address, so its links start at the site's root.
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/theme.css\"/>"))
        #expect(html.contains("<a href=\"/index.html\">Go to the home page of Crew</a>"))
        #expect(html.contains("<li><a href=\"/people/index.html\">People</a></li>"))
        // It is no page of the site: not in the sitemap or the routes manifest, not counted.
        #expect(site.text(at: "sitemap.xml")?.contains("404") == false)
        #expect(site.text(at: "routes.json")?.contains("404") == false)
        #expect(site.pageCount == 2)
    }

    @Test func itsLinksStartAtThePathOfTheBaseURL() throws {
        var files = Self.files
        files["Content/site.json"] = #"{ "title": "Crew", "baseURL": "https://example.com/crew/" }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = try #require(site.text(at: "404.html"))
        #expect(html.contains("href=\"/crew/assets/theme.css\""))
        #expect(html.contains("<a href=\"/crew/index.html\">Go to the home page of Crew</a>"))
        #expect(NotFoundPage.sitePath(of: "https://example.com/") == "/")
        #expect(NotFoundPage.sitePath(of: nil) == "/")
    }

    @Test func theShowcase404PageMatchesItsGoldenFile() throws {
        let project = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("sites/showcase"))
        defer { project.remove() }
        assertSnapshot(try #require(project.build().text(at: "404.html")), named: "showcase-404.html")
    }

    @Test func aProjectTemplateReplacesItAndItsBrokenLinksAreReportedAtTheTemplate() throws {
        var files = Self.files
        files["Templates/404.mustache"] = """
            <!DOCTYPE html>
            <html lang="en"><head><title>Lost</title></head><body><main><h1>Lost</h1><a href="{{root}}nowhere/index.html">Away</a></main></body></html>

            """
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        #expect(site.text(at: "404.html")?.contains("<h1>Lost</h1>") == true)
        let lines = site.diagnosticLines(relativeTo: project.root)
        #expect(
            lines == [
                "Templates/404.mustache: error: the page /404.html links to '/nowhere/index.html' (page line 2), which this build does not write [page-link]"
            ])
    }
}
