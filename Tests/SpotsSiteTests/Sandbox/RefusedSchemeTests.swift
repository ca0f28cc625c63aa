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
        try errors(extra).filter { $0.rule == .refusedScheme }
    }

    @Test func aTemplatesFrameOfALocalFileFailsTheBuild() throws {
        let found = try Self.refusals(#"<iframe src="file:///etc/passwd" title="x"></iframe>"#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.severity == .error)
        // Said at the template that wrote it, not at the screen, whose JSON holds no such address.
        #expect(found.first?.file.hasSuffix("Templates/page.mustache") == true, "\(found)")
        #expect(
            found.first?.message.hasPrefix(
                "the template 'page' writes the address 'file:///etc/passwd', with the refused scheme 'file:' (page /, page line") == true)
    }

    /// An item template's refused address is said at the item template.
    @Test func anItemTemplatesRefusedAddressIsSaidAtIt() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/default.mustache": #"<li><a href="javascript:alert(1)">{{title}}</a></li>"#,
        ])
        defer { project.remove() }
        let found = project.build().diagnostics.filter { $0.rule == .refusedScheme }
        #expect(found.count == 1 && found.first?.file.hasSuffix("Templates/items/default.mustache") == true, "\(found)")
        #expect(found.first?.message.hasPrefix("the template 'items/default' writes the address 'javascript:alert(1)'") == true, "\(found)")
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

    /// The page built with `extra` in its template: every error it gets.
    static func errors(_ extra: String) throws -> [Diagnostic] {
        let page = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/page.mustache"), encoding: .utf8)
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": screen,
            "Templates/page.mustache": page.replacingOccurrences(of: "</main>", with: extra + "\n</main>"),
        ])
        defer { project.remove() }
        return project.build().diagnostics.filter { $0.severity == .error }
    }

    /// A refresh, in any case, takes the browser away from the page checked: refused outright.
    @Test func aRefreshIsRefused() throws {
        for meta in [
            #"<meta http-equiv="refresh" content="0; URL='next.html'"/>"#, #"<META HTTP-EQUIV="Refresh" CONTENT="0;url=file:///work/"/>"#,
        ] {
            let found = try Self.errors(meta)
            #expect(found.map(\.rule) == [.pageMarkup], "\(meta): \(found)")
            #expect(found.first?.message.contains("moves the browser on by itself") == true)
        }
    }

    /// What libxml2 reads one way and a browser another: a `<meta>` hidden in a processing
    /// instruction, a CDATA section or a doctype's declarations fails the page (red team, round 6).
    @Test func markupABrowserReadsOtherwiseIsRefused() throws {
        let meta = #"<meta http-equiv="refresh" content="0;url=file:///work/"/>"#
        for hidden in ["<?x >\(meta)?>", "<![CDATA[>\(meta)]]>"] {
            let found = try Self.errors(hidden)
            #expect(found.contains { $0.rule == .pageMarkup && $0.message.contains("which a browser reads as a comment") }, "\(hidden): \(found)")
        }
        #expect(try Self.errors("<script>//<![CDATA[\nvar a = 1;\n//]]></script>").isEmpty)
        let page = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/page.mustache"), encoding: .utf8)
        let declared = page.replacingOccurrences(
            of: "<!DOCTYPE html>", with: "<!DOCTYPE html [<!ENTITY c \"x><meta http-equiv='refresh' content='0;url=file:///'/>\">]>")
        // Quoted identifiers: XML reads past the '>' in them, a browser ends the doctype there (and
        // a comment may come first in both).
        let system = page.replacingOccurrences(of: "<!DOCTYPE html>", with: #"<!DOCTYPE html SYSTEM "><script src=x.js></script>">"#)
        let commented = page.replacingOccurrences(of: "<!DOCTYPE html>", with: #"<!-- a --> <!DOCTYPE html PUBLIC "-//x" "><b>">"#)
        for template in [declared, system, commented] {
            let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen, "Templates/page.mustache": template])
            defer { project.remove() }
            let found = project.build().diagnostics
            #expect(found.contains { $0.rule == .pageMarkup && $0.message.contains("doctype other than <!DOCTYPE html>") }, "\(found)")
        }
        let plain = page.replacingOccurrences(of: "<!DOCTYPE html>", with: "<!-- a -->\n<!DOCTYPE  html >")
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen, "Templates/page.mustache": plain])
        defer { project.remove() }
        #expect(!project.build().diagnostics.hasErrors)
    }

    /// Addresses in other attributes, in any case and with any prefix: no refused scheme, none out of the site.
    @Test func everyAttributeABrowserFollowsIsChecked() throws {
        let found = try Self.errors(
            #"<img SRC="file:///usr/share/pixmaps/x.png" alt="u"/><img src="{{stylesheet}}" srcset="a.png 1x, file:///x.png 2x" alt="s"/>"#
                + ##"<video poster="file:///x.png"></video><svg><image xlink:href="file:///x.png"/></svg><a href="#main" ping="../../../x">p</a>"##)
        #expect(found.filter { $0.rule == .refusedScheme }.count == 4, "\(found.map(\.message))")
        #expect(found.contains { $0.rule == .pageLink && $0.message.contains("'../../../x'") && $0.message.contains("leaves the site") })
    }

    @Test func addressesThatAreFineStayFine() throws {
        #expect(try Self.refusals(##"<a href="https://example.com/">a</a><a href="mailto:a@example.com">b</a><a href="#main">c</a>"##).isEmpty)
        #expect(LinkResolver.browserScheme(of: "profile/1/") == nil)
        #expect(LinkResolver.browserScheme(of: "./a:b") == nil)
        #expect(LinkResolver.browserScheme(of: "\u{1}\u{20}FILE:x") == "file")
        #expect(LinkResolver.browserScheme(of: "1file:x") == nil)
    }
}
