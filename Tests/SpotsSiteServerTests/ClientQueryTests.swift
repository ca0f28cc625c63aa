import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SpotsFormat
import Testing

@testable import SpotsSiteServer

/// `?client=` values the server does not serve: a 400 before any build, saying what is wrong and,
/// when it is plain, the value meant; any version on a platform `site.json`'s `clients` names is served.
@Suite struct ClientQueryTests {
    static let versions =
        "The versions site.json and catalog.json name: android@2.9, android@3.1, ios@3.0, ios@3.2, ios@3.4; any other version on android and ios works too.\n"

    @Test(arguments: [
        ("/?client=zz@1", "?client=zz@1: site.json's clients names no platform 'zz', only android and ios."),
        ("/?client=tvos@1.0", "?client=tvos@1.0: site.json's clients names no platform 'tvos', only android and ios."),
        ("/?client=iso@3.0", "?client=iso@3.0: site.json's clients names no platform 'iso', only android and ios. Did you mean ?client=ios@3.0?"),
        ("/?client=IOS@3.0", "?client=IOS@3.0: platforms are lowercase words, such as android. Did you mean ?client=ios@3.0?"),
        (
            "/?client=Android@v3.1",
            "?client=Android@v3.1: platforms are lowercase words, such as android; versions are dotted numbers, such as 3.0 or 3.2.1. Did you mean ?client=android@3.1?"
        ),
        ("/__preview/?client=ios@3.x", "?client=ios@3.x: versions are dotted numbers, such as 3.0 or 3.2.1."),
        ("/?client=ios@v3.2", "?client=ios@v3.2: versions are dotted numbers, such as 3.0 or 3.2.1. Did you mean ?client=ios@3.2?"),
        ("/people/?client=3.0", "?client=3.0: write a platform and a version joined by @, such as android@2.9."),
        ("/?client=ios", "?client=ios: write a platform and a version joined by @, such as android@2.9. Did you mean ?client=ios@3.0?"),
        ("/?client=ios%203.2", "?client=ios 3.2: write a platform and a version joined by @, such as android@2.9. Did you mean ?client=ios@3.2?"),
        (
            "/__spots/events?page=index.html&client=ios@",
            "?client=ios@: versions are dotted numbers, such as 3.0 or 3.2.1. Did you mean ?client=ios@3.0?"
        ),
    ])
    func aValueNotServedIsA400BeforeAnyBuild(uri: String, problem: String) async throws {
        try await ClientPreviewTests.withServer { client, server, _ in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(
                String(buffer: response.body) == problem + "\n" + Self.versions + "Leave ?client=, ?text= and ?inspect= out for the site as built.\n")
            #expect(server.views.count == 0, "a site was made for it")
        }
    }

    /// Any version on a platform the site names, also one no `since` names or newer than all.
    @Test func anyVersionOnANamedPlatformIsServed() async throws {
        try await ClientPreviewTests.withServer { client, server, _ in
            for version in ["ios@7.7.7", "android@1", "ios@3.0", "ios@3"] {
                let response = try await client.execute(uri: "/?client=\(version)", method: .get)
                #expect(response.status == .ok, "\(version)")
            }
            // ios@3 is ios@3.0: the same site.
            #expect(Set(server.views.built.keys.compactMap(\.client?.description)) == ["ios@7.7.7", "android@1", "ios@3.0"])
        }
    }

    @Test func aSiteThatNamesNoClientsServesNone() async throws {
        try await PreviewServerRequestTests.withServer { client, server in
            let response = try await client.execute(uri: "/?client=ios@3.0", method: .get)
            #expect(response.status == .badRequest)
            #expect(
                String(buffer: response.body)
                    == "?client=ios@3.0: site.json names no clients, so there is no app version to show the site as.\nLeave ?client=, ?text= and ?inspect= out for the site as built.\n"
            )
            #expect(server.views.count == 0)
        }
    }

    /// `?text=` names a text mode, or the page says which there are and the one likely meant.
    @Test(arguments: [
        ("/?text=psuedo", "?text=psuedo: the text modes are as-written, pseudo and long. Did you mean ?text=pseudo?"),
        ("/__preview/?text=pseudo-localised", "?text=pseudo-localised: the text modes are as-written, pseudo and long. Did you mean ?text=pseudo?"),
        ("/__spots/events?page=index.html&text=LONG", "?text=LONG: the text modes are as-written, pseudo and long. Did you mean ?text=long?"),
        ("/?text=german", "?text=german: the text modes are as-written, pseudo and long."),
        // The inspect switch is on or off.
        ("/people/?inspect=yes", "?inspect=yes: the inspect switch is on or off. Did you mean ?inspect=on?"),
    ])
    func aTextModeNotServedIsA400BeforeAnyBuild(uri: String, problem: String) async throws {
        try await ClientPreviewTests.withServer { client, server, _ in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(String(buffer: response.body) == problem + "\nLeave ?client=, ?text= and ?inspect= out for the site as built.\n")
            #expect(server.views.count == 0, "a site was made for it")
        }
    }

    /// Both values wrong: both said at once.
    @Test func aWrongVersionAndTextModeAreBothSaid() async throws {
        try await ClientPreviewTests.withServer { client, _, _ in
            let response = try await client.execute(uri: "/?client=iso@3.0&text=psuedo", method: .get)
            #expect(response.status == .badRequest)
            #expect(
                String(buffer: response.body)
                    == "?client=iso@3.0: site.json's clients names no platform 'iso', only android and ios. Did you mean ?client=ios@3.0?\n"
                    + "?text=psuedo: the text modes are as-written, pseudo and long. Did you mean ?text=pseudo?\n" + Self.versions
                    + "Leave ?client=, ?text= and ?inspect= out for the site as built.\n")
        }
    }

    @Test func aLongValueIsShownCut() throws {
        let text = "ios@" + String(repeating: "9x", count: 100)
        let problem = ClientQuery.problem(with: text, floors: ["ios": try #require(ClientVersion("3.0"))])
        #expect(problem.hasPrefix("?client=ios@9x9x") && problem.contains("…: versions are dotted numbers"), "\(problem)")
    }
}
