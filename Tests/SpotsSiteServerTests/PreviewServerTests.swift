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

/// The project the server tests preview.
enum Project {
    static let files = [
        "Content/site.json": #"{ "title": "Preview" }"#,
        "Content/screens/index.json":
            #"{ "title": "Home", "components": [ { "items": [ { "title": "Hello", "image": "dot.svg", "action": "people" } ] } ] }"#,
        "Content/screens/people.json": #"{ "title": "People", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
        "Content/assets/dot.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#,
    ]
}

/// Requests answered in process, through Hummingbird's test client.
@Suite struct PreviewServerRequestTests {
    static func withServer(_ body: @Sendable @escaping (any TestClientProtocol, PreviewServer) async throws -> Void) async throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = PreviewServer(build: project.options(), options: .init(port: 0))
        server.live.build()
        try await server.application().test(.router) { client in try await body(client, server) }
    }

    @Test func pagesAreServedWithTheLiveReloadScriptAndATag() async throws {
        try await Self.withServer { client, _ in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-cache")
            let etag = try #require(response.headers[.eTag])
            let html = String(buffer: response.body)
            #expect(html.contains("<h1 class=\"page-title\">Home</h1>"))
            #expect(
                html.contains(
                    "<script src=\"/__spots/live.js\" data-page=\"index.html\" data-etag=\"\(etag.replacingOccurrences(of: "\"", with: "&quot;"))\"></script>\n</body>"
                ))
            let again = try await client.execute(uri: "/index.html", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
        }
    }

    /// The floating device-preview link comes with the live-reload script, so only served pages
    /// have it (scripts/checkers/check-serve-browser.py tries it in Chromium).
    @Test func theDevicePreviewLinkComesWithTheScriptOnly() async throws {
        try await Self.withServer { client, server in
            let script = String(buffer: try await client.execute(uri: "/__spots/live.js", method: .get).body)
            #expect(script.contains(#"link.href = "/__preview" + location.pathname.replace("#))
            // The address the link makes of a page reached by a built page's own link answers.
            #expect(try await client.execute(uri: "/__preview/people/index.html", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/__preview/people/", method: .get).status == .ok)
            #expect(script.contains("if (window.top !== window"), "a frame has no link")
            #expect(
                script.contains(#"window.addEventListener("pagehide", () => { if (source) { source.close();"#), "a page left lets go of its stream")
            let html = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(!html.contains("__preview"))
            let built = try #require(server.live.version.files["index.html"])
            guard case .text(let page) = built else {
                Issue.record("the home page is not held as text: \(built)")
                return
            }
            #expect(page.contains("<h1") && !page.contains("live.js") && !page.contains("__preview"))
        }
    }

    @Test(arguments: ["/", "/__preview/", "/__spots/live.js", "/nothing/", "/nothing.png", "/../etc/passwd", "/people"])
    func everyResponseSaysNoSniff(path: String) async throws {
        let noSniff = try #require(HTTPField.Name("X-Content-Type-Options"))
        try await Self.withServer { client, _ in
            for method in [HTTPRequest.Method.get, .head, .post] {
                let response = try await client.execute(uri: path, method: method)
                #expect(response.headers[noSniff] == "nosniff", "\(method) \(path): \(response.status)")
            }
        }
    }

    @Test func theCatalogsStoryIndexCanBeReadFromAnotherOriginAsItsHeadersSay() async throws {
        try await Self.withServer { client, _ in
            let index = try await client.execute(uri: "/catalog/index.json", method: .get)
            #expect(index.status == .ok)
            #expect(index.headers[.accessControlAllowOrigin] == "*")
            #expect(String(buffer: index.body).hasPrefix("{\n  \"v\": 5,"))
            let page = try await client.execute(uri: "/catalog/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.accessControlAllowOrigin] == nil)
        }
    }

    @Test func headGivesTheHeadersWithoutTheBody() async throws {
        try await Self.withServer { client, _ in
            let get = try await client.execute(uri: "/people/", method: .get)
            let head = try await client.execute(uri: "/people/", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.eTag] == get.headers[.eTag])
        }
    }

    @Test func contentTypesFollowTheFiles() async throws {
        try await Self.withServer { client, _ in
            for (uri, type) in [
                ("/assets/theme.css", "text/css; charset=utf-8"), ("/assets/dot.svg", "image/svg+xml"), ("/sitemap.xml", "application/xml"),
                ("/routes.json", "application/json"), ("/__spots/live.js", "text/javascript; charset=utf-8"),
            ] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.contentType] == type, "\(uri)")
            }
        }
    }

    @Test func nothingOutsideTheSiteIsServed() async throws {
        try await Self.withServer { client, _ in
            for uri in [
                "/../Content/site.json", "/%2e%2e/Content/site.json", "/assets/..%2f..%2fContent%2fsite.json", "/assets/%2e%2e/%2e%2e/etc/passwd",
                "/assets/..%5c..%5cContent", "/a%00b", "/nope.html", "/Content/site.json", "//etc/passwd",
            ] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri) gave \(response.status)")
            }
        }
    }

    @Test func anAssetLinkLeadingOutOfTheSiteIsNotServed() async throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        try project.write("secret\n", to: "outside.txt")
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Content/assets/leak.txt").path,
            withDestinationPath: project.root.appendingPathComponent("outside.txt").path)
        let server = PreviewServer(build: project.options(), options: .init(port: 0))
        server.live.build()
        try await server.application().test(.router) { client in
            let response = try await client.execute(uri: "/assets/leak.txt", method: .get)
            #expect(response.status == .notFound)
            #expect(!String(buffer: response.body).contains("secret"))
            #expect(try await client.execute(uri: "/assets/dot.svg", method: .get).status == .ok)
        }
    }

    @Test func anAddressWithNoPageWaitsForIt() async throws {
        try await Self.withServer { client, server in
            let response = try await client.execute(uri: "/drafts/new/", method: .get)
            #expect(response.status == .notFound)
            let html = String(buffer: response.body)
            #expect(html.contains(#"<script src="/__spots/live.js" data-page="drafts/new/index.html" data-etag="none"></script>"#))
            #expect(html.contains("No page at /drafts/new/"))
            // Once its page exists, the page's state names a tag, so the waiting page reloads.
            #expect(
                SiteResponder.state(server.live.version, page: "drafts/new/index.html", changed: ["drafts/new/index.html"]).contains(#""etag":null"#))
            #expect(try await client.execute(uri: "/assets/missing.png", method: .get).headers[.contentType] == "text/plain; charset=utf-8")
        }
    }

    @Test func onlyGetAndHeadAreAnswered() async throws {
        try await Self.withServer { client, _ in
            for method in [HTTPRequest.Method.post, .put, .delete, .options] {
                let response = try await client.execute(uri: "/", method: method)
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }

    @Test func aFolderWithoutItsSlashIsRedirected() async throws {
        try await Self.withServer { client, _ in
            let response = try await client.execute(uri: "/people", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/people/")
        }
    }

    @Test func theDevicePreviewShowsThreeFramesThatOpenAlone() async throws {
        try await Self.withServer { client, _ in
            let response = try await client.execute(uri: "/__preview/people/", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains("<title>Preview: People – Preview</title>"))
            for (name, width) in [("Phone", 375), ("Tablet", 768), ("Desktop", 1280)] {
                #expect(html.contains("<iframe src=\"/people/\" title=\"\(name), \(width) pixels wide\" width=\"\(width)\""))
                #expect(html.contains("\(name) · \(width) px · <a href=\"/people/\" target=\"_blank\" rel=\"noopener\">open alone</a>"))
            }
            #expect(try await client.execute(uri: "/__preview/", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/__preview/nowhere/", method: .get).status == .notFound)
        }
    }

    @Test func theEventStateTellsAPageItsTagAndTheErrors() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()
        let tag = SiteResponder.liveTag(try #require(live.version.etags["index.html"]))
        let state = SiteResponder.state(live.version, page: "index.html", changed: ["index.html"])
        #expect(state.contains(#""errors":0"#))
        #expect(state.contains(#""etag":"\#(tag.replacingOccurrences(of: "\"", with: "\\\""))""#))
        try project.write(#"{ "title": "Home", "components": [ "#, to: "Content/screens/index.json")
        #expect(live.refresh() != nil)
        let broken = SiteResponder.state(live.version, page: "index.html", changed: [])
        #expect(broken.contains(#""errors":1"#))
        #expect(broken.contains("index.json:1:"))
        #expect(!broken.contains("etag"))
    }

    @Test func sitePathsStayInsideTheSite() {
        #expect(SiteResponder.sitePath("/") == "")
        #expect(SiteResponder.sitePath("/people/") == "people/")
        #expect(SiteResponder.sitePath("/people~empty/") == "people~empty/")
        #expect(SiteResponder.sitePath("/a%20b/c.html") == "a b/c.html")
        for bad in ["/../x", "/a/../x", "/%2E%2E/x", "/a%2Fb", "/a%5Cb", "/./x", "//x", "x", "/a%00"] {
            #expect(SiteResponder.sitePath(bad) == nil, "\(bad)")
        }
    }
}
