import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// The page checker refuses a `file:` address (and every other refused scheme) in any `href` or
/// `src`, and in a refresh, as a browser reads it, whoever wrote it: in every build, so a template
/// cannot frame or link a local file into the audit's or the review's browser.
@Suite struct RefusedSchemeTests {
    static let screen = #"{"components": [{"kind": "list", "items": [{"title": "One"}]}]}"#

    /// The site built with `extra` written by the page template, and the refused-scheme errors.
    static func refusals(_ extra: String) throws -> [Diagnostic] {
        let page = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/page.mustache"), encoding: .utf8)
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": screen,
            "Templates/page.mustache": page.replacingOccurrences(of: "</main>", with: extra + "\n</main>"),
        ])
        defer { project.remove() }
        return project.build().diagnostics.filter { $0.rule == .refusedScheme }
    }

    @Test func aTemplatesFrameOfALocalFileFailsTheBuild() throws {
        let found = try Self.refusals(#"<iframe src="file:///etc/passwd" title="x"></iframe>"#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("links to 'file:///etc/passwd' (page line") == true)
        #expect(found.first?.message.contains("with the refused scheme 'file:'") == true)
    }

    @Test func schemesAreReadAsABrowserReadsThem() throws {
        let found = try Self.refusals(
            #"<a href=" JaVa&#9;script:alert(1)">a</a><img src="&#10;fi&#13;le:///x.png" alt="x"/><a href="data:text/html,x">b</a><a href="blob:x">c</a>"#
        )
        #expect(found.count == 4, "\(found.map(\.message))")
        #expect(
            found.map {
                $0.message.contains("'javascript:'") || $0.message.contains("'file:'") || $0.message.contains("'data:'")
                    || $0.message.contains("'blob:'")
            } == [true, true, true, true])
    }

    @Test func aRefreshIsCheckedAsALink() throws {
        #expect(try Self.refusals(#"<meta http-equiv="Refresh" content="0; URL='file:///etc/passwd'"/>"#).count == 1)
        #expect(try Self.refusals(#"<meta http-equiv="refresh" content="1,file:///etc/passwd"/>"#).count == 1)
        #expect(PageScan.refreshAddress("5") == nil)
        #expect(PageScan.refreshAddress("0;url=next.html") == "next.html")
        #expect(PageScan.refreshAddress(" 2.5 ; URL = \"a b\" ") == "a b")
    }

    @Test func addressesThatAreFineStayFine() throws {
        #expect(try Self.refusals(##"<a href="https://example.com/">a</a><a href="mailto:a@example.com">b</a><a href="#main">c</a>"##).isEmpty)
        #expect(LinkResolver.browserScheme(of: "profile/1/") == nil)
        #expect(LinkResolver.browserScheme(of: "./a:b") == nil)
        #expect(LinkResolver.browserScheme(of: "\u{1}\u{20}FILE:x") == "file")
        #expect(LinkResolver.browserScheme(of: "1file:x") == nil)
    }
}
