import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The catalog lists the project's kinds: those its screens use, its own templates and its
/// `catalog.json` entries. The built-in theme's other kinds are left out, the home page says how many
/// and how to list them (`"builtInKinds": "all"`), and the search and story indexes agree.
@Suite struct CatalogKindsTests {
    /// A list of plain items: of the built-in kinds, only `list` and the default item are used.
    static let plain = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "A" } ] } ] }"#

    static func build(_ files: [String: String]) throws -> RenderedSite {
        try buildSaying(files).site
    }

    /// The site, and its diagnostics as the CLI prints them.
    static func buildSaying(_ files: [String: String]) throws -> (site: RenderedSite, lines: [String]) {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        return (site, site.diagnosticLines(relativeTo: project.root))
    }

    /// The kind pages the catalog writes, as `components/list`.
    static func kindPages(of site: RenderedSite) -> [String] {
        site.files.keys.compactMap { path -> String? in
            let parts = path.split(separator: "/")
            guard parts.count == 4, parts[0] == "catalog", parts[3] == "index.html" else { return nil }
            return "\(parts[1])/\(parts[2])"
        }.sorted()
    }

    @Test func unusedBuiltInKindsAreLeftOutAndTheHomePageSaysHowToListThem() throws {
        let site = try Self.build(["Content/screens/index.json": Self.plain])
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        #expect(Self.kindPages(of: site) == ["components/list", "items/default"])
        let home = try #require(site.text(at: "catalog/index.html"))
        // carousel, default, grid and stats; highlight, person, photo, profile-card, setting, stat and team.
        #expect(
            home.contains(
                #"<p class="catalog-hidden">11 built-in kinds that no screen uses are not listed. To list every built-in kind, set <code>&quot;builtInKinds&quot;: &quot;all&quot;</code> in <code>Content/catalog.json</code>.</p>"#
            ))
        #expect(!home.contains("catalog/components/grid/"))
        // The search and story indexes list the same kinds, and lead to pages that are there.
        let kinds = try CatalogSearchTests.entries(in: site).filter { $0["type"]?.hasSuffix(" kind") == true }
        #expect(kinds.map { $0["title"] ?? "" } == ["list", "default"])
        for kind in kinds {
            let file = URL(string: kind["href"] ?? "", relativeTo: URL(string: "file:///catalog/index.html"))?.path.dropFirst()
            #expect(file.map { site.files[String($0)] != nil } == true, "\(kind)")
        }
        let index = try #require(site.text(at: "catalog/index.json"))
        #expect(index.contains("components-list--example-1") && !index.contains("components-grid"))
        Self.expectEveryLinkLeadsToAFile(site)
    }

    @Test func builtInKindsAllListsEveryOne() throws {
        let site = try Self.build([
            "Content/screens/index.json": Self.plain, "Content/catalog.json": #"{ "builtInKinds": "all" }"#,
        ])
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        #expect(
            Self.kindPages(of: site) == [
                "components/carousel", "components/default", "components/grid", "components/list", "components/stats", "items/default",
                "items/highlight", "items/person", "items/photo", "items/profile-card", "items/setting", "items/stat", "items/team",
            ])
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(!home.contains("catalog-hidden"))
        #expect(site.text(at: "catalog/components/grid/index.html")?.contains("No screen uses it.") == true)
        Self.expectEveryLinkLeadsToAFile(site)
    }

    @Test func builtInKindsTakesUsedOrAllAndItsSchemaSaysSo() throws {
        let site = try Self.build([
            "Content/screens/index.json": Self.plain, "Content/catalog.json": "{\n  \"builtInKinds\": \"al\" }",
        ])
        let error = try #require(site.diagnostics.first { $0.file.hasSuffix("Content/catalog.json") })
        #expect(error.severity == .error && error.rule == .unknownValue)
        #expect(error.message == "'al' is not a choice of built-in kinds")
        #expect(error.hint == "did you mean 'all'?")
        #expect(error.location == SourceLocation(line: 2, column: 3))  // at the key, as a wrong status is
        #expect(CatalogSchema.json.contains(#""builtInKinds": {"#) && CatalogSchema.json.contains(#""enum": ["used", "all"]"#))
        // A key one letter off gets the key.
        let typo = try Self.build(["Content/screens/index.json": Self.plain, "Content/catalog.json": #"{ "builtinKinds": "all" }"#])
        #expect(typo.diagnostics.contains { $0.rule == .unknownKey && $0.hint == "did you mean 'builtInKinds'?" }, "\(typo.diagnostics)")
    }

    @Test func projectTemplatesAndEntriesAreListedEvenWhenUnused() throws {
        let site = try Self.build([
            "Content/screens/index.json": Self.plain,
            "Templates/items/badge.mustache": "<p>{{title}}</p>\n",
            // A built-in template the project changed is the project's.
            "Templates/components/stats.mustache": "<section>{{{items}}}</section>\n",
            "Content/catalog.json": #"{ "components": { "carousel": { "status": "beta" } } }"#,
        ])
        #expect(!site.diagnostics.hasErrors, "\(site.diagnostics)")
        #expect(Self.kindPages(of: site) == ["components/carousel", "components/list", "components/stats", "items/badge", "items/default"])
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(home.contains("9 built-in kinds that no screen uses are not listed"))
        #expect(site.text(at: "catalog/items/badge/index.html")?.contains("No screen uses it.") == true)
        Self.expectEveryLinkLeadsToAFile(site)
    }

    /// Every catalog page is well-formed, and each of its links leads to a file of the site.
    static func expectEveryLinkLeadsToAFile(_ site: RenderedSite, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for page in site.files.keys.sorted() where page.hasPrefix("catalog/") && page.hasSuffix(".html") {
            guard let html = site.text(at: page) else { continue }
            let report = HTMLValidator.inspect(html)
            #expect(report.syntaxError == nil, "\(page)", sourceLocation: sourceLocation)
            let route = Route(segments: page.split(separator: "/").dropLast().map(String.init))
            let checker = PageChecker(route: route, file: page, plannedFiles: Set(site.files.keys))
            for reference in report.references where !reference.url.contains(":") {
                #expect(checker.problem(with: reference.url, ids: report.ids) == nil, "\(page): \(reference.url)", sourceLocation: sourceLocation)
            }
        }
    }
}
