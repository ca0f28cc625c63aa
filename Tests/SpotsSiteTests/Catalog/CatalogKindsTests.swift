import Foundation
import SpotsLiveSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The catalog lists the project's kinds: those its screens use, its own templates and its
/// `catalog.json` entries. The built-in theme's other kinds are left out, the home page says how many
/// and how to list them (`"builtInKinds": "all"`), and the search and story indexes agree. A kind
/// written once, with no template, one letter from a known kind is a likely typo: a warning at its
/// value, and a flag on its card.
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

    /// A kind written in capitals (`Photo`) is rendered by `items/photo`: its card says so, and the
    /// built-in `photo` is not counted as hidden.
    @Test func aKindInCapitalsHasTheTemplateThatRendersIt() throws {
        let screen = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "Sky", "kind": "Photo" } ] } ] }"#
        let site = try Self.build(["Content/screens/index.json": screen])
        let page = try #require(site.text(at: "catalog/items/photo/index.html"))
        #expect(page.contains("items/photo.mustache") && !page.contains("no template"), "\(page)")
        let home = try #require(site.text(at: "catalog/index.html"))
        // Eleven, as with plain items: photo is used now, and the default item is not.
        #expect(home.contains("11 built-in kinds that no screen uses are not listed."), "photo is used")
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

    static let typos = [
        "Content/screens/index.json": """
        { "title": "Home", "components": [
          { "kind": "carousell", "items": [ { "title": "A" } ] },
          { "kind": "list", "items": [ { "title": "B", "kind": "profil" } ] }
        ] }
        """,
        "Templates/items/profile.mustache": "<p>{{title}}</p>\n",
    ]

    @Test func aKindWrittenOnceOneLetterFromAKnownKindIsALikelyTypo() throws {
        let (site, lines) = try Self.buildSaying(Self.typos)
        #expect(
            lines == [
                "Content/screens/index.json:2:13: warning: the component kind 'carousell' is likely a typo of 'carousel': it is written only here and has no template; the default component template renders it (components[0].kind); did you mean 'carousel'? [likely-typo-kind]",
                "Content/screens/index.json:3:56: warning: the item kind 'profil' is likely a typo of 'profile': it is written only here and has no template; the default item template renders it (components[1].items[0].kind); did you mean 'profile'? [likely-typo-kind]",
            ], "\(lines)")
        // Said once: not also as an unknown kind.
        #expect(!site.diagnostics.contains { $0.rule == .unknownComponentKind || $0.rule == .noItemTemplate }, "\(site.diagnostics)")
        // The cards say it in words, and so do the kinds' pages.
        let home = try #require(site.text(at: "catalog/index.html"))
        #expect(home.contains(#"<p class="item-meta catalog-typo"><strong>Likely a typo:</strong> did you mean <code>carousel</code>?</p>"#))
        #expect(home.contains(#"<p class="item-meta catalog-typo"><strong>Likely a typo:</strong> did you mean <code>profile</code>?</p>"#))
        #expect(home.components(separatedBy: "catalog-typo").count == 3)
        let page = try #require(site.text(at: "catalog/components/carousell/index.html"))
        #expect(page.contains("<strong>Likely a typo:</strong> did you mean <code>carousel</code>?"))
        #expect(page.contains("is likely a typo of"))  // among what the build found
        for path in ["catalog/index.html", "catalog/components/carousell/index.html"] {
            let report = HTMLValidator.inspect(try #require(site.text(at: path)))
            #expect(report.syntaxError == nil && report.findings.isEmpty, "\(path): \(report.findings)")
        }
    }

    @Test func aKindWrittenTwiceIsMeant() throws {
        let site = try Self.build([
            "Content/screens/index.json": """
            { "components": [ { "kind": "carousell", "items": [ { "title": "A", "kind": "persn" }, { "title": "B", "kind": "persn" } ] } ] }
            """,
            "Content/screens/about.json": #"{ "components": [ { "kind": "carousell", "items": [ { "title": "C" } ] } ] }"#,
        ])
        #expect(!site.diagnostics.contains { $0.rule == .likelyTypoKind }, "\(site.diagnostics)")
        // What an unknown kind always got, with the closest kind.
        let unknown = site.diagnostics.filter { $0.rule == .unknownComponentKind }
        #expect(unknown.count == 2 && unknown.allSatisfy { $0.hint == "did you mean 'carousel'?" })
        let note = try #require(site.diagnostics.first { $0.rule == .noItemTemplate })
        #expect(note.severity == .note && note.hint == "did you mean 'person'?")
        #expect(site.text(at: "catalog/index.html")?.contains("catalog-typo") == false)
    }

    /// Known kinds are those with templates and entries: a kind with an entry is no typo, and one a
    /// letter from it is. A variant's copy of its screen's kind is the same place, and a case
    /// apart from a template is rendered by it.
    @Test func entriesAreKnownKindsAndAVariantsCopyIsNoSecondPlace() throws {
        let site = try Self.build([
            "Content/screens/index.json": """
            { "title": "Home", "components": [ { "kind": "hero", "items": [ { "title": "A", "kind": "Photo" } ] }, { "kind": "heroo", "items": [ { "title": "B" } ] } ] }
            """,
            "Content/screens/index~empty.json": #"{ "title": "Nothing yet" }"#,
            "Content/catalog.json": #"{ "components": { "hero": { "status": "beta" } } }"#,
        ])
        let typos = site.diagnostics.filter { $0.rule == .likelyTypoKind }
        #expect(
            typos.map(\.message) == [
                "the component kind 'heroo' is likely a typo of 'hero': it is written only here and has no template; the default component template renders it"
            ])
        #expect(typos.allSatisfy { $0.file.hasSuffix("Content/screens/index.json") })
    }

    /// A kind that is a number is an error at its value; the catalog lists what the screen is
    /// read as, and no kind of that name.
    @Test func aNumericKindIsNoKindOfTheCatalog() throws {
        let site = try Self.build([
            "Content/screens/index.json": #"{ "components": [ { "kind": 42, "items": [ { "title": "A", "kind": 7 } ] } ] }"#
        ])
        #expect(site.diagnostics.filter { $0.rule == .wrongType }.count == 2)
        #expect(site.text(at: "catalog/index.html") != nil)
        #expect(!Self.kindPages(of: site).contains { $0.hasSuffix("/42") || $0.hasSuffix("/7") })
        #expect(!site.diagnostics.contains { $0.rule == .likelyTypoKind })
    }

    /// Whether a kind is a typo depends on every screen: a second use on another page changes what
    /// the first page warns of, in `serve` and `build --incremental` as in a full build.
    @Test func aSecondUseElsewhereChangesTheFirstPagesWarning() throws {
        let index = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "A", "subtitle": "One" } ] } ] }"#
        let about = #"""
            { "title": "About", "components": [ { "kind": "list", "items": [ { "title": "B", "subtitle": "Two" } ] },
              { "kind": "carousell", "items": [ { "title": "C" } ] } ] }
            """#
        let project = try TemporaryProject(files: ["Content/screens/index.json": index, "Content/screens/about.json": about])
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        #expect(builder.diagnostics.map(\.rule) == [.likelyTypoKind])
        try IncrementalBuildTests.buildBothWays(project, "one use")
        // A subtitle no other page shows: its page alone is rendered, with the typo as the last build found it.
        try QuickUpdateTests.edit(project, "Content/screens/about.json", "Two", "Dos")
        #expect(try QuickUpdateTests.build(project, "a subtitle") == (true, 1))
        // The same kind on the home page: no typo now, on either page.
        try project.write(index.replacingOccurrences(of: "list", with: "carousell"), to: "Content/screens/index.json")
        let refreshed = builder.refresh()
        let update = try #require(refreshed)
        #expect(update.everything || update.renderedPages == 2)
        #expect(builder.diagnostics.map(\.rule) == [.unknownComponentKind, .unknownComponentKind], "\(builder.diagnostics)")
        _ = builder.catchUp()  // the catalog, in a run of its own
        #expect(builder.site.text(at: "catalog/index.html")?.contains("catalog-typo") == false)
        try IncrementalBuildTests.buildBothWays(project, "two uses")
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
