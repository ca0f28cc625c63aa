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

/// `?text=pseudo|long`: pages in a text mode, alone or with an app version, kept live, and the
/// device preview's menu of text modes.
@Suite struct TextPreviewTests {
    /// The page `build` writes with `client` and `text`.
    static func built(_ project: TemporaryProject, client: String? = nil, text: TextMode, page: String = "index.html") throws -> String {
        var options = project.options()
        options.view.client = client.flatMap(ClientTarget.init)
        options.view.text = text
        guard case .text(let html) = try #require(SiteBuilder(options: options).build().files[page]) else {
            Issue.record("\(page) is not built as text")
            return ""
        }
        return html
    }

    @Test func aPageInPseudoTextIsWhatBuildTextWrites() async throws {
        try await ClientPreviewTests.withServer { client, server, project in
            let response = try await client.execute(uri: "/people/?text=pseudo", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains(#" data-view="text=pseudo"></script>"#))
            #expect(ClientPreviewTests.withoutScript(html) == (try Self.built(project, text: .pseudo, page: "people/index.html")))
            #expect(html.contains(PseudoText.transform("Ada")))
            #expect(Set(server.views.built.keys) == [SiteView(text: .pseudo)])
            // The text as written is the site as built: no site of its own.
            let asWritten = try await client.execute(uri: "/people/?text=as-written", method: .get)
            #expect(
                ClientPreviewTests.withoutScript(String(buffer: asWritten.body))
                    == (try Self.built(project, text: .asWritten, page: "people/index.html")))
            #expect(server.views.count == 1)
        }
    }

    @Test func anAppVersionInLongTextIsWhatBuildWritesWithBoth() async throws {
        try await ClientPreviewTests.withServer { client, server, project in
            let html = String(buffer: try await client.execute(uri: "/?text=long&client=ios@3.0", method: .get).body)
            #expect(html.contains(#" data-view="client=ios@3.0&amp;text=long"></script>"#))
            #expect(ClientPreviewTests.withoutScript(html) == (try Self.built(project, client: "ios@3.0", text: .long)))
            #expect(html.contains(ClientPreviewTests.note), "not as iOS 3.0 renders it")
            #expect(Set(server.views.built.keys) == [SiteView(client: ClientTarget("ios@3.0"), text: .long)])
            // A folder without its slash keeps both.
            let moved = try await client.execute(uri: "/people?client=ios@3.0&text=long", method: .get)
            #expect(moved.headers[.location] == "/people/?client=ios@3.0&text=long")
        }
    }

    /// In long text each string is the longest of its field on any screen: an edit of one screen
    /// reaches the pages of the others.
    @Test func anEditInLongTextReachesEveryPage() async throws {
        try await ClientPreviewTests.withServer { client, server, project in
            _ = try await client.execute(uri: "/?text=long", method: .get)
            let longest = "Ada Lovelace, Countess of Lovelace and first programmer"
            try project.write(
                #"{ "title": "People", "components": [ { "items": [ { "title": "\#(longest)" } ] } ] }"#, to: "Content/screens/people.json")
            let seen = try await LiveServerTests.eventually(within: 10) {
                guard case .text(let page) = server.views.built[SiteView(text: .long)]?.version.files["index.html"] else { return false }
                return page.contains(longest)
            }
            #expect(seen, "the home page in long text did not take the longer title of the people screen")
            #expect(!String(buffer: try await client.execute(uri: "/", method: .get).body).contains(longest))
        }
    }

    /// Without scripts the form sends every menu, an empty version and the text as written among
    /// them: the preview takes them as the site as built, and its frames' addresses leave them out.
    @Test func theFormSentWithoutScriptsShowsWhatWasChosen() async throws {
        try await ClientPreviewTests.withServer { client, server, _ in
            let built = try await client.execute(uri: "/__preview/?client=&text=as-written", method: .get)
            #expect(built.status == .ok)
            let html = String(buffer: built.body)
            #expect(
                html.contains(#"<option value="" selected>As built</option>"#)
                    && html.contains(#"<option value="as-written" selected>As written</option>"#))
            #expect(html.contains(#"<iframe src="/" title="Phone, 375 pixels wide""#))
            let version = String(buffer: try await client.execute(uri: "/__preview/?client=ios@3.0&text=as-written", method: .get).body)
            #expect(version.contains(#"<iframe src="/?client=ios@3.0" title="Phone, 375 pixels wide""#))
            let pseudo = String(buffer: try await client.execute(uri: "/__preview/?client=&text=pseudo", method: .get).body)
            #expect(pseudo.contains(#"<iframe src="/?text=pseudo" title="Phone, 375 pixels wide""#))
            #expect(server.views.count == 0, "the preview page builds no view; its frames do")
        }
    }

    @Test func theDevicePreviewOffersTheTextModes() async throws {
        try await PreviewServerRequestTests.withServer { client, _ in
            let html = String(buffer: try await client.execute(uri: "/__preview/?text=long", method: .get).body)
            // A site that names no app version has the text modes alone.
            #expect(!html.contains(#"<select id="client""#))
            #expect(html.contains(#"<label for="text">Text</label>"#) && html.contains(#"<select id="text" name="text">"#))
            let options = html.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix("<option") && !$0.contains("System") && !$0.contains("data-theme")
            }.prefix(3)
            #expect(
                options
                    == [
                        #"<option value="as-written">As written</option>"#,
                        #"<option value="pseudo">Pseudo-localised</option>"#,
                        #"<option value="long" selected>Longest of each field</option>"#,
                    ][...])
            #expect(html.contains(#"<iframe src="/?text=long" title="Phone, 375 pixels wide""#))
            #expect(html.contains(#"<h1>Device preview of <a href="/?text=long">/</a></h1>"#))
            let plain = String(buffer: try await client.execute(uri: "/__preview/", method: .get).body)
            #expect(plain.contains(#"<option value="as-written" selected>As written</option>"#))
        }
    }
}
