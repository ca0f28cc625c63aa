import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The showcase fixture: every feature of a build on two pages, checked against golden files.
@Suite struct ShowcaseBuildTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("sites/showcase")

    @Test func pagesMatchTheirGoldenFiles() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let site = project.build()
        for (path, name) in [
            ("index.html", "showcase-index.html"), ("profile/ada/index.html", "showcase-profile-ada.html"),
            ("routes.json", "showcase-routes.json"), ("sitemap.xml", "showcase-sitemap.xml"),
        ] {
            let text = try #require(site.text(at: path), "no \(path)")
            assertSnapshot(text, named: name)
        }
    }

    @Test func diagnosticsAreReportedAllAtOnceInFileOrder() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        assertSnapshot(lines.joined(separator: "\n") + "\n", named: "showcase-diagnostics.txt")
        #expect(!site.diagnostics.hasErrors)
        #expect(lines.contains { $0.contains("'carousell' is likely a typo of 'carousel'") && $0.contains("did you mean 'carousel'?") })
        #expect(lines.contains { $0.contains("leads to /profile/ghost/, which has no screen") })
        #expect(lines.contains { $0.contains("'missing.png' is not in Content/assets/") })
    }

    @Test func everyPageIsWellFormedAndItsLocalLinksResolve() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let site = project.build()
        let pages = site.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.filter { !$0.hasPrefix("catalog/") } == ["404.html", "flow/index.html", "index.html", "profile/ada/index.html"])
        #expect(pages.contains("catalog/index.html") && pages.contains("catalog/components/grid/index.html"))
        for page in pages {
            let html = try #require(site.text(at: page))
            let report = HTMLValidator.inspect(html)
            #expect(report.syntaxError == nil, "\(page): \(String(describing: report.syntaxError))")
            #expect(report.duplicateIDs.isEmpty, "\(page)")
            for reference in report.references where !reference.url.contains(":") {
                let checker = PageChecker(route: .root, file: page, plannedFiles: Set(site.files.keys))
                let route = Route(segments: page.split(separator: "/").dropLast().map(String.init))
                var pageChecker = PageChecker(route: route, file: checker.file, plannedFiles: checker.plannedFiles)
                // The 404 page is served at any address: its links start at the site's path (baseURL's).
                if page == "404.html" { pageChecker.sitePath = "/docs/" }
                #expect(pageChecker.problem(with: reference.url, ids: report.ids) == nil, "\(page): \(reference.url)")
            }
        }
    }

    @Test func everyStringIsEscapedAndMarkdownIsSafe() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let html = try #require(project.build().text(at: "index.html"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<b>HTML</b>"))
        #expect(html.contains("People &amp; &lt;friends&gt;"))
        #expect(html.contains("href=\"https://example.com/?a=1&amp;b=2\""))
        #expect(html.contains("Tom &quot;The Bomb&quot; O&#39;Neil"))
    }

    @Test func kindsBecomeTheirTemplatesAndLayoutKeysTakeEffect() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let html = try #require(project.build().text(at: "index.html"))
        // list → ul/li, grid → CSS grid by span, carousel → a focusable scroll strip with snapping.
        #expect(html.contains("<section class=\"component component-list\" id=\"people\""))
        #expect(
            html.contains(
                "component-grid\" id=\"component-2\" style=\"--span: 3; --item-spacing: 8px; --line-spacing: 12px; --inset: 4px 8px 4px 8px; --inset-top: 4px; --inset-right: 8px; --inset-bottom: 4px; --inset-left: 8px\""
            ))
        #expect(
            html.contains(
                "<div class=\"carousel-track snap-page\" role=\"region\" tabindex=\"0\" aria-roledescription=\"carousel\" aria-label=\"Carousel: scroll sideways for more\">"
            ))
        #expect(html.contains("<a href=\"#highlights-page-3\" aria-label=\"Page 3 of 3\">3</a>"))
        // A custom kind with a project template, and one without that falls back (marked only when inspected).
        #expect(html.contains("<ol class=\"timeline-items\">"))
        #expect(html.contains("component-fallback") && !html.contains("fallback-marker"))
        // An item kind with a project template; headers as items; an empty component shown on request.
        #expect(html.contains("<div class=\"badge-item\">"))
        #expect(html.contains("<h2 class=\"component-title\">People &amp; &lt;friends&gt;</h2>"))
        #expect(html.contains("Nothing here yet."))
        // An empty component without show-empty-component is left out.
        #expect(!html.contains("id=\"component-7\""))
        // A dangling action is rendered without a link.
        #expect(html.contains("data-dangling=\"/profile/ghost/\""))
        #expect(!html.contains("profile/ghost/index.html"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let first = project.build()
        let second = project.build()
        #expect(first.files == second.files)
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(first)
        let firstBytes = try OutputManifest.files(in: project.url("Output")).sorted().map {
            try Data(contentsOf: project.url("Output/" + $0))
        }
        try writer.write(second)
        let secondBytes = try OutputManifest.files(in: project.url("Output")).sorted().map {
            try Data(contentsOf: project.url("Output/" + $0))
        }
        #expect(firstBytes == secondBytes)
    }
}
