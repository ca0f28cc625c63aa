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

/// `?inspect=on`: the inspect panels beside each item and component, as `build --inspect` writes
/// them, switched on and off by a link every served page has (no script needed), and kept with
/// the other views' parameters.
@Suite struct InspectPreviewTests {
    static func built(_ project: TemporaryProject, client: String? = nil, inspects: Bool, page: String) throws -> String {
        var options = project.options()
        options.view.client = client.flatMap(ClientTarget.init)
        options.view.inspects = inspects
        return try #require(SiteBuilder(options: options).build().text(at: page))
    }

    @Test func anInspectedPageIsWhatBuildInspectWrites() async throws {
        try await ClientPreviewTests.withServer { client, server, project in
            let plain = String(buffer: try await client.execute(uri: "/people/", method: .get).body)
            #expect(!plain.contains("spots-inspect"))
            // Every page has the switch, a plain link: here, to turn the panels on.
            #expect(plain.contains(#"<a id="spots-site-inspect-switch" href="?inspect=on""#))
            #expect(plain.contains(">Inspect: off</a>"))
            let response = try await client.execute(uri: "/people/?inspect=on", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains(#" data-view="inspect=on"></script>"#))
            #expect(ClientPreviewTests.withoutScript(html) == (try Self.built(project, inspects: true, page: "people/index.html")))
            #expect(html.contains(#"<details class="spots-inspect spots-inspect-item">"#))
            // Off says so, or the live-reload script would keep the view's inspect=on on the link.
            #expect(html.contains(#"<a id="spots-site-inspect-switch" href="?inspect=off""#) && html.contains(">Inspect: on</a>"))
            #expect(Set(server.views.built.keys) == [SiteView(inspects: true)])
        }
    }

    @Test func itGoesWithAnAppVersionAndTheSwitchKeepsIt() async throws {
        try await ClientPreviewTests.withServer { client, _, project in
            let html = String(buffer: try await client.execute(uri: "/?client=ios@3.0&inspect=on", method: .get).body)
            #expect(html.contains(#" data-view="client=ios@3.0&amp;inspect=on"></script>"#))
            #expect(ClientPreviewTests.withoutScript(html) == (try Self.built(project, client: "ios@3.0", inspects: true, page: "index.html")))
            #expect(html.contains(#"href="?client=ios@3.0&amp;inspect=off""#))
        }
    }
}
