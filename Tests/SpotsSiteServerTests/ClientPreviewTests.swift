import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSiteTestSupport
import Testing

@testable import SpotsSiteServer

/// `?client=ios@3.0`: pages as an app version renders them, kept live, and the device preview's
/// menu of versions.
@Suite struct ClientPreviewTests {
    /// A site that supports iOS 3.0 and Android 2.9, whose home page has a `highlight` item (iOS 3.4).
    static let files = [
        "Content/site.json": #"{ "title": "Preview", "clients": { "ios": "3.0", "android": "2.9" } }"#,
        "Content/catalog.json": #"""
        {
          "components": { "carousel": { "since": { "ios": "3.2" } } },
          "items": {
            "highlight": { "since": { "ios": "3.4" } },
            "person": { "fields": { "subtitle": { "since": { "android": "3.1", "ios": "3.0" } } } }
          }
        }
        """#,
        "Content/screens/index.json": #"""
        { "title": "Home", "components": [ { "items": [
          { "title": "News", "kind": "highlight", "action": "people" },
          { "title": "Ada", "action": "people" }
        ] } ] }
        """#,
        "Content/screens/people.json": #"{ "title": "People", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
    ]

    static let note = "iOS 3.0 shows the default item here; &#39;highlight&#39; needs 3.4"

    static func withServer(
        files: [String: String] = files, maxViewSites: Int = 4,
        _ body: @Sendable @escaping (any TestClientProtocol, PreviewServer, TemporaryProject) async throws -> Void
    ) async throws {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var options = PreviewServer.Options(port: 0)
        options.maxViewSites = maxViewSites
        let server = PreviewServer(build: project.options(), options: options)
        server.live.build()
        try await server.application().test(.router) { client in try await body(client, server, project) }
    }

    /// The page as served, without the inspect switch and the live-reload script the server adds.
    static func withoutScript(_ html: String) -> String {
        // The room under the page, the inspect switch and the live-reload script.
        guard let start = html.range(of: "<div aria-hidden=\"true\" style=\"height:56px\"></div><aside aria-label=\"spots-site serve: inspect\""),
            let end = html.range(of: "</script>\n", range: start.upperBound..<html.endIndex)
        else { return html }
        return String(html[..<start.lowerBound] + html[end.upperBound...])
    }

    @Test func aPageAsAnAppVersionIsWhatBuildClientWrites() async throws {
        try await Self.withServer { client, _, project in
            let response = try await client.execute(uri: "/?client=ios@3.0", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains("<div class=\"client-fallback\"><p class=\"client-note\">\(Self.note)</p>"))
            #expect(html.contains(#"data-page="index.html" data-etag="#) && html.contains(#" data-view="client=ios@3.0"></script>"#))
            var options = project.options()
            options.view.client = ClientTarget("ios@3.0")
            guard case .text(let built) = try #require(SiteBuilder(options: options).build().files["index.html"]) else {
                Issue.record("the home page is not built as text")
                return
            }
            #expect(Self.withoutScript(html) == built)
            // `@` as a form or URLSearchParams writes it.
            #expect(String(buffer: try await client.execute(uri: "/?client=ios%403.0", method: .get).body) == html)
        }
    }

    @Test func withoutAClientThePageIsAsBuilt() async throws {
        try await Self.withServer { client, server, project in
            _ = try await client.execute(uri: "/?client=ios@3.0", method: .get)
            let html = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(!html.contains("client-note") && !html.contains("data-view"))
            guard case .text(let built) = try #require(SiteBuilder(options: project.options()).build().files["index.html"]) else {
                Issue.record("the home page is not built as text")
                return
            }
            #expect(Self.withoutScript(html) == built)
            #expect(String(buffer: try await client.execute(uri: "/?client=", method: .get).body) == html, "an empty client is the site as built")
            #expect(server.live.version.files["index.html"] == .text(built))
        }
    }

    @Test func aFolderWithoutItsSlashKeepsTheClient() async throws {
        try await Self.withServer { client, _, _ in
            let response = try await client.execute(uri: "/people?client=ios@3.0", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/people/?client=ios@3.0")
        }
    }

    /// The watcher keeps a version's site in step: an edit reaches its page.
    @Test func anEditReachesThePageAsAnAppVersion() async throws {
        try await Self.withServer { client, server, project in
            let first = try await client.execute(uri: "/?client=ios@3.0", method: .get)
            let tag = try #require(first.headers[.eTag])
            try project.write(
                #"{ "title": "Home", "components": [ { "items": [ { "title": "Fresh news", "kind": "highlight" } ] } ] }"#,
                to: "Content/screens/index.json")
            let target = try #require(ClientTarget("ios@3.0"))
            let seen = try await LiveServerTests.eventually {
                guard case .text(let page) = server.views.built[SiteView(client: target)]?.version.files["index.html"] else { return false }
                return page.contains("Fresh news")
            }
            #expect(seen, "the site as iOS 3.0 renders it did not follow the edit")
            // Its catalog follows too, with no other save and no whole look (ten seconds apart).
            let caughtUp = try await LiveServerTests.eventually {
                guard case .text(let page) = server.views.built[SiteView(client: target)]?.version.files["catalog/items/highlight/index.html"]
                else { return false }
                return page.contains("Fresh news")
            }
            #expect(caughtUp, "the catalog as iOS 3.0 renders it did not follow the edit")
            let again = try await client.execute(uri: "/?client=ios@3.0", method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .ok)
            let html = String(buffer: again.body)
            #expect(html.contains("Fresh news") && html.contains(Self.note))
            let state = SiteResponder.state(
                try #require(server.views.built[SiteView(client: target)]).version, page: "index.html", changed: ["index.html"])
            #expect(state.contains(#""etag":"#) && !state.contains(tag.replacingOccurrences(of: "\"", with: "\\\"")))
        }
    }

    @Test func atMostTheLimitOfVersionsIsKept() async throws {
        try await Self.withServer(maxViewSites: 2) { client, server, _ in
            for version in ["ios@3.0", "ios@3.2", "android@2.9", "ios@3.2"] {
                let response = try await client.execute(uri: "/?client=\(version)", method: .get)
                #expect(response.status == .ok)
            }
            #expect(Set(server.views.built.keys.compactMap(\.client?.description)) == ["android@2.9", "ios@3.2"])
        }
    }

    @Test func theDevicePreviewOffersTheSupportedAndCatalogVersions() async throws {
        try await Self.withServer { client, _, _ in
            let html = String(buffer: try await client.execute(uri: "/__preview/?client=ios@3.0", method: .get).body)
            #expect(html.contains(#"<label for="client">Show as</label>"#))
            #expect(html.contains(#"<form class="view" method="get" data-route="/">"#) && html.contains(#"<select id="client" name="client">"#))
            // The versions' options (the text modes' and the theme's come after, in menus of their own).
            let options = html.split(separator: "\n").filter { $0.contains("<option") }.map { $0.trimmingCharacters(in: .whitespaces) }
                .prefix { !$0.contains("as-written") }
            #expect(
                options
                    == [
                        #"<option value="">As built</option>"#,
                        #"<option value="android@2.9">Android 2.9 (oldest supported)</option>"#,
                        #"<option value="android@3.1">Android 3.1</option>"#,
                        #"<option value="ios@3.0" selected>iOS 3.0 (oldest supported)</option>"#,
                        #"<option value="ios@3.2">iOS 3.2</option>"#,
                        #"<option value="ios@3.4">iOS 3.4</option>"#,
                    ][...])
            #expect(html.contains(#"<iframe src="/?client=ios@3.0" title="Phone, 375 pixels wide""#))
            #expect(html.contains(#"<a href="/?client=ios@3.0" target="_blank" rel="noopener">open alone</a>"#))
            #expect(html.contains(#"frame.src = form.dataset.route + query;"#))
            let built = String(buffer: try await client.execute(uri: "/__preview/people/", method: .get).body)
            #expect(built.contains(#"<option value="" selected>As built</option>"#))
            #expect(built.contains(#"<iframe src="/people/" title="Phone, 375 pixels wide""#))
            // A version the site does not name is offered too, once shown, in its place.
            for (version, after) in [("ios@2.0", "android@3.1"), ("ios@3.3", "ios@3.2"), ("ios@9", "ios@3.4")] {
                let other = String(buffer: try await client.execute(uri: "/__preview/?client=\(version)", method: .get).body)
                let values = other.split(separator: "\n").compactMap { line in
                    line.firstRange(of: #"<option value=""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
                }
                #expect(values.firstIndex(of: version) == values.firstIndex(of: after).map { $0 + 1 }, "\(values)")
                #expect(other.contains(#"<option value="\#(version)" selected>iOS \#(version.dropFirst(4))</option>"#))
            }
        }
    }

    @Test func aSiteThatNamesNoVersionHasNoMenu() async throws {
        try await PreviewServerRequestTests.withServer { client, _ in
            let html = String(buffer: try await client.execute(uri: "/__preview/", method: .get).body)
            #expect(!html.contains(#"<select id="client""#) && html.contains(#"<h1>Device preview of <a href="/">/</a></h1>"#))
            // The colour scheme, high contrast among them, is the theme's data-theme on each frame's page.
            #expect(html.contains(#"<option value="contrast">High contrast</option>"#))
            #expect(html.contains(#"root.setAttribute("data-theme", menu.value)"#) && html.contains(#"document.addEventListener("load", (event) =>"#))
        }
    }

    /// Links keep the version in the browser (scripts/checkers/check-serve-browser.py follows one).
    @Test func thePageScriptKeepsTheClientInLinksAndItsStream() async throws {
        try await Self.withServer { client, _, _ in
            let script = String(buffer: try await client.execute(uri: "/__spots/live.js", method: .get).body)
            #expect(script.contains(#"const missing = kept.filter(([name]) => !url.searchParams.has(name));"#))
            #expect(script.contains(#"encodeURIComponent(page) + (view ? "&" + view : "")"#))
            #expect(script.contains(#"location.pathname.replace(/\/index\.html$/, "/") + viewQuery"#))
        }
    }
}
