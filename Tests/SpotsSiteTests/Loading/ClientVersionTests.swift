import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// Client versions, declared (issue 30, part 1): `site.json`'s and a screen's `clients`, and a
/// catalog entry's `since`, `fields` and `fallback`, read with every mistake at its line and column.
@Suite struct ClientVersionTests {
    private func version(_ text: String) throws -> ClientVersion { try #require(ClientVersion(text)) }

    private func siteConfig(_ json: String) throws -> (SiteConfig, [Diagnostic]) {
        var decoder = SiteConfigDecoder(file: "site.json")
        let config = decoder.decode(try JSONParser.parse(Array(json.utf8)).root)
        return (config, decoder.reader.diagnostics)
    }

    private func catalog(_ json: String) throws -> (CatalogConfig, [Diagnostic]) {
        var decoder = CatalogConfigDecoder(file: "catalog.json")
        let catalog = decoder.decode(try JSONParser.parse(Array(json.utf8)).root)
        return (catalog, decoder.reader.diagnostics)
    }

    // MARK: Versions

    @Test func versionsCompareAsDottedNumbers() throws {
        #expect(try version("3.10") > version("3.9"))
        #expect(try version("3") == version("3.0"))
        #expect(try version("3.0.0") == version("3"))
        #expect(try Set([version("3"), version("3.0")]).count == 1)
        #expect(try version("3.2.1") > version("3.2"))
        #expect(try version("2.9") < version("3"))
        #expect(try version("10") > version("9.99"))
        #expect(try version("3.2.1").parts == [3, 2, 1])
        #expect(try version("3.0").description == "3.0")
        #expect(try [version("3.10"), version("3.2"), version("3.9")].sorted().map(\.description) == ["3.2", "3.9", "3.10"])
    }

    /// The device preview's menu (`serve`): on each platform `clients` names, the floor and every
    /// `since` above it, once each, sorted.
    @Test func theVersionsASiteNamesAreItsFloorsAndSincesOnceEach() throws {
        let (catalog, _) = try self.catalog(
            #"{ "components": { "carousel": { "since": { "ios": "3.2", "android": "3" } } }, "items": { "card": { "since": { "ios": "3.10" }, "fields": { "badge": { "since": { "ios": "3.0.0" } } } } } }"#
        )
        let named = ClientTarget.named(clients: ["ios": try version("3.0"), "web": try version("1")], catalog: catalog)
        #expect(named.map(\.description) == ["ios@3.0", "ios@3.2", "ios@3.10", "web@1"])
    }

    @Test func onlyDottedNumbersAreVersions() {
        for text in ["3.x", "v3", "", "3.", ".3", "3..2", " 3", "3 ", "-3", "+3", "3.2-beta", "1e3", "３"] {
            #expect(ClientVersion(text) == nil, "\(text)")
        }
    }

    @Test func badVersionsAreErrorsAtTheirValueWithAnExample() throws {
        let json = """
            { "clients": {
                "ios": "3.x",
                "android": 3.2,
                "web": "",
                "tv": "v3",
                "car": true } }
            """
        let (config, diagnostics) = try siteConfig(json)
        #expect(config.clients.isEmpty)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.rule == .clientVersion && $0.file == "site.json" })
        let found = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path ?? "") \($0.message) | \($0.hint ?? "")" }
        #expect(
            found == [
                "2:12 clients.ios '3.x' is not a version: versions are dotted numbers | write dotted numbers, such as \"3.2\" or \"3.2.1\"",
                "3:16 clients.android a version must be a string, got a number | write it as a string, \"3.2\"",
                "4:12 clients.web a version cannot be empty | write dotted numbers, such as \"3.2\" or \"3.2.1\"",
                "5:11 clients.tv 'v3' is not a version: versions are dotted numbers | write \"3\"",
                "6:12 clients.car a version must be a string, got a boolean | write dotted numbers, such as \"3.2\"",
            ])
    }

    // MARK: site.json

    @Test func siteClientsAreReadAndListedByPlatform() throws {
        let (config, diagnostics) = try siteConfig(#"{ "title": "Crew", "clients": { "ios": "3.0", "android": "2.9", "web": "1" } }"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try config.clients == ["ios": version("3.0"), "android": version("2.9"), "web": version("1")])
        #expect(config.clients.sortedByPlatform.map { "\($0.platform) \($0.version)" } == ["android 2.9", "ios 3.0", "web 1"])
        #expect(config.clients.sortedByPlatform.map { ClientPlatform.displayName(of: $0.platform) } == ["Android", "iOS", "Web"])
        #expect(ClientPlatform.displayName(of: "kiosk") == "kiosk")
        #expect(try siteConfig("{}").0.clients.isEmpty)
    }

    @Test func aPlatformWithCapitalsOrSpacesIsAnErrorAtItsKeyWithTheFix() throws {
        let (config, diagnostics) = try siteConfig(
            """
            { "clients": { "iOS": "3.0",
                           "Apple TV": "2",
                           "android": "2.9", "-": "1" } }
            """)
        #expect(try config.clients == ["android": version("2.9")])
        let found = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path ?? "") | \($0.hint ?? "")" }
        #expect(
            found == [
                "1:16 clients.iOS | write it \"ios\"", "2:16 clients.Apple TV | write it \"apple-tv\"",
                "3:34 clients.- | write a lowercase word such as \"ios\"",
            ])
        #expect(diagnostics.first?.message == "'iOS' is not a platform name: platforms are lowercase words (ios, android, web)")
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.rule == .clientVersion })
        #expect(ClientPlatform.isValidName("apple-tv") && ClientPlatform.isValidName("harmonyos2"))
        #expect(!ClientPlatform.isValidName("2ios") && !ClientPlatform.isValidName("ios-") && !ClientPlatform.isValidName("i_os"))
    }

    @Test func clientsMustBeAnObject() throws {
        let (config, diagnostics) = try siteConfig(#"{ "clients": ["ios"] }"#)
        #expect(config.clients.isEmpty)
        #expect(diagnostics.map(\.message) == ["'clients' must be an object, got an array"])
    }

    // MARK: catalog.json

    @Test func catalogEntriesReadSinceFieldsAndFallback() throws {
        let (catalog, diagnostics) = try catalog(
            """
            { "items": {
                "badge-card": { "since": { "ios": "3.4", "android": "3.0" }, "fallback": "card",
                                "fields": { "badge": { "since": { "ios": "3.5" } }, "meta.ribbon": { "since": { "android": "3.1" } } } },
                "card": { "fallback": "hidden" },
                "person": {} },
              "components": { "stories": { "since": { "web": "2" } } } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let badgeCard = try #require(catalog.entry(.items, "badge-card"))
        #expect(try badgeCard.since == ["ios": version("3.4"), "android": version("3.0")])
        #expect(badgeCard.sinceLocations["ios"] == SourceLocation(line: 2, column: 32))
        #expect(badgeCard.fallback == .kind("card") && badgeCard.fallbackLocation == SourceLocation(line: 2, column: 78))
        #expect(badgeCard.fields.keys.sorted() == ["badge", "meta.ribbon"])
        #expect(try badgeCard.fields["badge"]?.since == ["ios": version("3.5")])
        #expect(badgeCard.fields["meta.ribbon"]?.path == "items.badge-card.fields.meta.ribbon")
        #expect(badgeCard.fields["meta.ribbon"]?.location == SourceLocation(line: 3, column: 73))
        #expect(catalog.entry(.items, "card")?.resolvedFallback(in: .items) == .hidden)
        // The defaults: the default item for an item kind, nothing for a component kind.
        #expect(catalog.entry(.items, "person")?.fallback == nil)
        #expect(catalog.entry(.items, "person")?.resolvedFallback(in: .items) == .kind("default"))
        #expect(catalog.entry(.components, "stories")?.resolvedFallback(in: .components) == .hidden)
        #expect(try catalog.entry(.components, "stories")?.since == ["web": version("2.0")])
    }

    @Test func badSinceAndFieldsAreErrorsAtTheirPlace() throws {
        let (catalog, diagnostics) = try catalog(
            """
            { "items": { "card": {
                "since": { "ios": 3.4, "Android": "3.0" },
                "fields": { "meta.": { "since": { "ios": "3.5" } }, "a.b": {}, "badge": { "sinse": { "ios": "4" } } },
                "fallback": 2 } } }
            """)
        let card = try #require(catalog.entry(.items, "card"))
        #expect(card.since.isEmpty && card.fields.keys.sorted() == ["badge"] && card.fallback == .kind("2"))
        let found = diagnostics.map {
            "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.rule.rawValue) \($0.path ?? "") | \($0.hint ?? "")"
        }
        #expect(
            found == [
                "2:23 client-version items.card.since.ios | write it as a string, \"3.4\"",
                "2:28 client-version items.card.since.Android | write it \"android\"",
                "3:17 catalog-entry items.card.fields.meta. | name a top-level key (\"badge\") or a meta key (\"meta.badge\")",
                "3:57 catalog-entry items.card.fields.a.b | name a top-level key (\"badge\") or a meta key (\"meta.badge\")",
                "3:79 unknown-key items.card.fields.badge.sinse | did you mean 'since'?",
                "4:5 wrong-type items.card.fallback | write it in quotes: \"2\"",
            ])
    }

    @Test func anUnknownKeyNearTheNewKeysStillGetsDidYouMean() throws {
        let (_, siteDiagnostics) = try siteConfig(#"{ "client": { "ios": "3.0" } }"#)
        #expect(siteDiagnostics.map { "\($0.rule.rawValue) \($0.hint ?? "")" } == ["unknown-key did you mean 'clients'?"])
        let (_, catalogDiagnostics) = try catalog(#"{ "items": { "card": { "sinse": {}, "falback": "hidden", "field": {} } } }"#)
        #expect(
            catalogDiagnostics.map { "\($0.path ?? "") \($0.hint ?? "")" } == [
                "items.card.sinse did you mean 'since'?", "items.card.falback did you mean 'fallback'?", "items.card.field did you mean 'fields'?",
            ])
        var decoder = ScreenDecoder(file: "x.json")
        _ = decoder.decode(try JSONParser.parse(Array(#"{ "clents": {}, "components": [] }"#.utf8)).root, route: .root)
        #expect(decoder.reader.diagnostics.contains { $0.rule == .unknownKey && $0.hint == "did you mean 'clients'?" })
    }

    /// Whether a fallback is a kind of its family is known once the templates are: a build says.
    @Test func aFallbackThatIsNoKindOfItsFamilyIsAnError() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "A", "kind": "person" } ] } ] }"#,
            "Content/catalog.json": """
            { "items": { "team": { "fallback": "persn" }, "photo": { "fallback": "photo" }, "person": { "fallback": "default" } },
              "components": { "grid": { "fallback": "list" }, "carousel": { "fallback": "person" }, "list": { "fallback": "hidden" } } }
            """,
        ])
        defer { project.remove() }
        let site = project.build()
        let found = site.diagnostics.filter { $0.file.hasSuffix("catalog.json") }.map {
            "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path ?? "") \($0.message) | \($0.hint ?? "")"
        }
        #expect(
            found == [
                "error 1:36 items.team.fallback the fallback 'persn' is no item kind: no template renders it and no screen uses it | did you mean 'person'?",
                "error 1:70 items.photo.fallback 'photo' cannot fall back on itself | name another item kind, or \"hidden\" to show nothing",
                "error 2:77 components.carousel.fallback the fallback 'person' is no component kind: no template renders it and no screen uses it | name another component kind, or \"hidden\" to show nothing",
            ], "\(found)")
    }

    // MARK: Screens

    @Test func aScreenRaisesTheFloorForItselfAndItsVariants() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{ "clients": { "ios": "3.0", "android": "2.9" } }"#,
            "Content/catalog.json":
                #"{ "items": { "person": { "since": { "ios": "3.2" }, "fields": { "meta.badge": { "since": { "ios": "3.4" } } } } } }"#,
            "Content/screens/index.json": #"{ "clients": { "ios": "3.4" }, "components": [ { "kind": "list", "items": [ { "title": "A" } ] } ] }"#,
            "Content/screens/index~empty.json": #"{ "components": [ { "kind": "list", "items": [] } ] }"#,
            "Content/screens/other.json": #"{ "clients": { "ios": "3.x" }, "components": [ { "kind": "list", "items": [ { "title": "B" } ] } ] }"#,
        ])
        defer { project.remove() }
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        // Where part 2's checks will read them: the loaded content.
        let content = context.content
        #expect(try content.config.clients == ["ios": version("3"), "android": version("2.9")])
        #expect(try content.catalog.entry(.items, "person")?.since == ["ios": version("3.2")])
        #expect(try content.catalog.entry(.items, "person")?.fields["meta.badge"]?.since == ["ios": version("3.4")])
        let screens = Dictionary(uniqueKeysWithValues: content.readScreens.map { ($0.route.path, $0) })
        #expect(try screens["/"]?.clients == ["ios": version("3.4")])
        #expect(try screens["/index~empty/"]?.clients == ["ios": version("3.4")], "\(screens.mapValues(\.clients))")
        #expect(screens["/other/"]?.clients == [:])
        let problems = content.screenProblems.filter { $0.rule == .clientVersion }
        #expect(problems.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path ?? "")" } == ["1:23 clients.ios"])
    }

    // MARK: Schemas

    @Test func theSchemasDescribeTheNewKeys() throws {
        func object(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let site = try object(SiteSchema.json)
        #expect(Set(try #require((site["properties"] as? [String: Any])?.keys)) == SiteConfigDecoder.keys)
        let siteClients = try #require((site["properties"] as? [String: Any])?["clients"] as? [String: Any])
        #expect((siteClients["description"] as? String)?.contains("oldest app version") == true)
        let screen = try object(ScreenSchema.json)
        let screenKeys = try #require((((screen["$defs"] as? [String: Any])?["screen"] as? [String: Any])?["properties"] as? [String: Any]))
        #expect((screenKeys["clients"] as? [String: Any])?["description"] != nil)
        let catalogDefinitions = try #require(try object(CatalogSchema.json)["$defs"] as? [String: Any])
        let entry = try #require((catalogDefinitions["entry"] as? [String: Any])?["properties"] as? [String: Any])
        for key in ["since", "fields", "fallback"] {
            #expect((entry[key] as? [String: Any])?["description"] != nil, "\(key)")
        }
        #expect(Set(try #require((catalogDefinitions["field"] as? [String: Any])?["properties"] as? [String: Any]).keys) == ["since"])
        // A real validator agrees with the decoder on what a version and a platform are.
        let refusedSites = try ScreenSchemaTests.refused(
            [
                "good": #"{ "clients": { "ios": "3.0", "apple-tv": "2.9.1" } }"#, "number": #"{ "clients": { "ios": 3.0 } }"#,
                "pattern": #"{ "clients": { "ios": "3.x" } }"#, "platform": #"{ "clients": { "iOS": "3" } }"#,
                "example": try String(contentsOf: TestPaths.repository.appendingPathComponent("Content/site.json"), encoding: .utf8),
            ], schema: SiteSchema.json)
        #expect(refusedSites == ["number", "pattern", "platform"])
        let refusedCatalogs = try ScreenSchemaTests.refused(
            [
                "good":
                    #"{ "items": { "card": { "since": { "ios": "3.2" }, "fallback": "hidden", "fields": { "meta.badge": { "since": { "ios": "3.4" } } } } } }"#,
                "field": #"{ "items": { "card": { "fields": { "badge": { "since": {}, "until": {} } } } } }"#,
                "since": #"{ "components": { "grid": { "since": { "ios": "v3" } } } }"#,
            ], schema: CatalogSchema.json)
        #expect(refusedCatalogs == ["field", "since"])
        let refusedScreens = try ScreenSchemaTests.refused(
            ["good": #"{ "clients": { "ios": "3.4" }, "components": [] }"#, "bad": #"{ "clients": { "ios": "" }, "components": [] }"#])
        #expect(refusedScreens == ["bad"])
    }
}
