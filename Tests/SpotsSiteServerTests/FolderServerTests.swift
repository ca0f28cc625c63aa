import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsSiteServer

/// The server that shows the audit's and the review's pages to the sandboxed browser
/// (`FolderServer`), asked over real connections: it serves the folder's files and nothing else.
@Suite struct FolderServerTests {
    @Test func itServesTheFoldersFilesAndNothingElse() async throws {
        let folder = try TemporaryProject(files: [
            "site/index.html": "<p>page</p>", "site/people/a b.html": "<p>a b</p>", "site/assets/theme.css": "p {}", "secret.txt": "TOPSECRET",
        ])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.url("site/link.txt").path, withDestinationPath: folder.url("secret.txt").path)
        let served = try FolderServer().serve(folder.url("site"))
        defer { served.stop() }
        #expect(served.address.absoluteString == "http://127.0.0.1:\(served.port)/")
        #expect(served.address(of: "people/a b.html").absoluteString == "http://127.0.0.1:\(served.port)/people/a%20b.html")
        // The client on the pages' thread too: sync tests blocking the shared pool's two threads
        // kept it from sending its request (a read timeout in a parallel run).
        try await onServerThread { try await Self.ask(served) }
    }

    /// The test above's requests, and what they must get.
    static func ask(_ served: ServedFolder) async throws {
        try await TestClient.withClient(host: "127.0.0.1", port: served.port, configuration: .init(timeout: .seconds(5))) { client in
            let authority = "127.0.0.1:\(served.port)"
            for (path, body, type) in [
                ("/", "<p>page</p>", "text/html; charset=utf-8"), ("/people/a%20b.html", "<p>a b</p>", "text/html; charset=utf-8"),
                ("/assets/theme.css", "p {}", "text/css; charset=utf-8"),
            ] {
                let response = try await client.execute(.init(path, method: .get, authority: authority))
                #expect(response.status == .ok, "\(path)")
                #expect(String(buffer: response.body ?? ByteBuffer()) == body)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[try #require(HTTPField.Name("Content-Security-Policy"))] == BrowserSandbox.policy)
            }
            for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt", "/link.txt", "/missing.html", "//etc/passwd"] {
                let response = try await client.execute(.init(path, method: .get, authority: authority))
                #expect(response.status == .notFound, "\(path)")
                #expect(!String(buffer: response.body ?? ByteBuffer()).contains("TOPSECRET"))
            }
            for other in ["evil.example:\(served.port)", "127.0.0.1:\(served.port == 65535 ? 1 : served.port + 1)"] {
                let response = try await client.execute(.init("/", method: .get, authority: other))
                #expect(response.status == .misdirectedRequest, "\(other)")
            }
            let post = try await client.execute(.init("/", method: .post, authority: authority))
            #expect(post.status == .methodNotAllowed)
        }
    }

    @Test func theBrowsersArgumentsLetOnlyTheServedPortPastTheProxy() {
        let served = BrowserSandbox.arguments(serving: 4321)
        #expect(served.contains("--proxy-bypass-list=<-loopback>;127.0.0.1:4321"))
        #expect(served.contains("--proxy-server=http://127.0.0.1:9"))
        #expect(BrowserSandbox.arguments(serving: nil).contains("--proxy-bypass-list=<-loopback>"))
        #expect(BrowserSandbox.arguments(serving: nil).contains("--host-resolver-rules=MAP * ~NOTFOUND"))
    }
}
