import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// A site as an old app sees it (issue 30, part 3): `build --client ios@3.0` shows each kind the
/// app does not know as its fallback (or nothing), leaves out each field it does not know, and
/// marks each place; a build without `--client` is the same, byte for byte, as one without any
/// client versions declared.
@Suite struct ClientPreviewTests {
    static let fixture = InvalidFixtureTests.folder.appendingPathComponent("clients-newer-kind")

    private func build(_ project: TemporaryProject, client: String?) throws -> RenderedSite {
        var options = project.options()
        options.view.client = try client.map { try #require(ClientTarget($0)) }
        return SiteBuilder(options: options).build()
    }

    /// The labels the page puts on what the app shows differently, in page order.
    private func notes(in html: String) -> [String] {
        html.components(separatedBy: "<p class=\"client-note\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func anOldAppSeesFallbacksAndMissingFieldsMarked() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let site = try build(project, client: "ios@3.0")
        let home = try #require(site.text(at: "index.html"))
        assertSnapshot(home, named: "clients/index-ios-3.0.html")
        // The profile card falls back on the person, which iOS 3.0 does not know either: the default item.
        #expect(
            notes(in: home) == [
                "iOS 3.0 shows the default item here; &#39;profile-card&#39; needs 3.4",
                "iOS 3.0 leaves out &#39;subtitle&#39; here; it needs 3.1",
                "iOS 3.0 shows nothing here; &#39;carousel&#39; needs 3.2",
            ])
        #expect(!home.contains("item-profile-card"))
        #expect(!home.contains(">On<"), "the setting's subtitle is left out")
        #expect(!home.contains("One"), "the carousel is hidden")
        // iOS 3.1 knows the person, so the card falls back on it.
        let later = try #require(try build(project, client: "ios@3.1").text(at: "index.html"))
        #expect(
            notes(in: later) == [
                "iOS 3.1 shows a &#39;person&#39; item here; &#39;profile-card&#39; needs 3.4",
                "iOS 3.1 shows nothing here; &#39;carousel&#39; needs 3.2",
            ])
        // Android 2.9 knows every kind, not the highlight's badge nor the setting's subtitle.
        let android = try #require(try build(project, client: "android@2.9").text(at: "index.html"))
        #expect(
            notes(in: android) == [
                "Android 2.9 leaves out &#39;meta.badge&#39; here; it needs 3.1", "Android 2.9 leaves out &#39;subtitle&#39; here; it needs 3.0",
            ])
        #expect(!android.contains(">New<") && android.contains("item-profile-card") && android.contains("News"))
    }

    @Test func aBuildWithoutClientIsTheSameAsOneWithoutVersions() throws {
        let declared = try TemporaryProject(copying: Self.fixture)
        defer { declared.remove() }
        let plain = try TemporaryProject(copying: Self.fixture)
        defer { plain.remove() }
        try plain.write(#"{ "title": "Clients" }"#, to: "Content/site.json")
        try FileManager.default.removeItem(at: plain.url("Content/catalog.json"))
        try plain.write(
            try String(contentsOf: plain.url("Content/screens/beta.json"), encoding: .utf8).replacingOccurrences(
                of: #""clients": { "ios": "3.2" },"#, with: ""), to: "Content/screens/beta.json")
        let (one, other) = (try build(declared, client: nil), try build(plain, client: nil))
        let pages = one.files.keys.filter { $0.hasSuffix(".html") && !$0.hasPrefix("catalog/") }.sorted()
        #expect(pages.count >= 3)
        for page in pages {
            #expect(one.text(at: page) != nil && one.text(at: page) == other.text(at: page), "\(page)")
        }
        #expect(!(one.text(at: "index.html") ?? "").contains("client-"))
        // And a client build differs only where something degrades: the beta screen is served from iOS 3.2.
        let preview = try build(declared, client: "ios@3.2")
        #expect(
            notes(in: preview.text(at: "beta/index.html") ?? "") == ["iOS 3.2 shows a &#39;person&#39; item here; &#39;profile-card&#39; needs 3.4"])
    }

    @Test func aClientIsAPlatformAndAVersion() throws {
        #expect(ClientTarget("ios@3.0")?.description == "ios@3.0")
        #expect(ClientTarget("android@2.9.1")?.displayName == "Android 2.9.1")
        for text in ["ios", "ios@", "@3.0", "iOS@3.0", "ios@3.x", "ios@3.0@1", "ios 3.0"] { #expect(ClientTarget(text) == nil, "\(text)") }
        let run = try CommandLineTests.run(["build", "--client", "ios3.0"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.errors.contains("'ios3.0' is not a client: write a platform and a version joined by @, such as ios@3.0 or android@2.9"))
    }

    @Test func aClientOfAPlatformNoClientNamesIsWarnedOf() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let lines = try build(project, client: "iso@3.0").diagnosticLines(relativeTo: project.root).filter { $0.contains("--client") }
        #expect(
            lines == [
                "Content/site.json: note: --client iso@3.0 previews iso, a platform site.json's \"clients\" does not name: nothing is checked against it (clients); did you mean --client ios@3.0? [client-version]"
            ])
        let older = try build(project, client: "ios@2.0").diagnosticLines(relativeTo: project.root).filter { $0.contains("--client") }
        #expect(older.count == 1 && older[0].contains("older than the oldest site.json still supports (3.0)"))
    }

    @Test func strictMakesEveryUseAnOldAppCannotRenderAnError() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let uses = project.build(strict: true).diagnostics.filter { $0.rule == .clientSupport && $0.file.hasSuffix(".json") }
        #expect(uses.count == 6)
        #expect(uses.allSatisfy { $0.severity == .error && $0.message.hasSuffix("[strict]") })
    }

    @Test func aHeaderWithoutATemplateOfItsOwnKindFallsBackOnTheHeaderTemplate() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{ "clients": { "ios": "3.0" } }"#,
            "Content/catalog.json": #"{ "items": { "promo-header": { "since": { "ios": "3.4" } } } }"#,
            "Content/screens/index.json":
                #"{ "components": [ { "header": { "title": "Offers", "kind": "promo-header" }, "items": [ { "title": "One" } ] } ] }"#,
            "Templates/items/promo-header.mustache": #"<p class="promo">{{title}}</p>"#,
        ])
        defer { project.remove() }
        let page = try #require(try build(project, client: "ios@3.0").text(at: "index.html"))
        // The header template (a component title), not the default item's card.
        #expect(page.contains(#"<h2 class="component-title">Offers</h2>"#), "\(page)")
        #expect(!page.contains("class=\"promo\"") && !page.contains(#"<h2 class="item-title">Offers</h2>"#))
        #expect(notes(in: page) == ["iOS 3.0 shows the default item here; &#39;promo-header&#39; needs 3.4"])
        #expect(page.contains("<p class=\"client-banner\">This page as iOS 3.0 renders it (a --client preview)</p>"))
    }

    @Test func aScreenServedOnlyToNewerAppsIsNotShownToAnOlderOne() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let beta = try #require(try build(project, client: "ios@3.0").text(at: "beta/index.html"))
        #expect(notes(in: beta) == ["iOS 3.0 is not served this screen: its &quot;clients&quot; starts at 3.2"])
        #expect(!beta.contains("Grace"))
    }
}
