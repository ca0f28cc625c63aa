import Foundation
import SpotsBrowser
import SpotsSiteTestSupport
import Testing

@testable import SpotsAudit
@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsSiteServer

/// The browser the audit and the review drive is a sandbox (`BrowserSandbox`), tried in Chromium:
/// a page's script reads no local file, sends no UDP and reaches no address, not even loopback
/// but for its own server's port; a page shows no local file, not even through CSS; a template's
/// script does not run in the audit's pages. Each would fail with the browser as it was started
/// before (`--allow-file-access-from-files`, host names mapped away only, pages opened as files).
@Suite(.serialized) struct BrowserSandboxTests {
    /// A browser started as the audit starts it, with a tab on `page`, served as the audit serves
    /// its pages (`site/index.html` of a folder, by `FolderServer`), and the folder.
    static func withTab<T>(on page: String, files: [String: String] = [:], _ body: (DevToolsTab, URL) throws -> T) throws -> T {
        let chromium = try AuditTests.chromium()
        let folder = SiteAudit.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files.merging(["site/index.html": page], uniquingKeysWith: { $1 }) {
            let data = path.hasSuffix(".png") ? Data(base64Encoded: text) ?? Data() : Data(text.utf8)
            try data.write(to: folder.appendingPathComponent(path))
        }
        let served = try FolderServer().serve(folder.appendingPathComponent("site"))
        defer { served.stop() }
        let browser = try #require(
            DevToolsBrowser(chromium: chromium, profile: folder.appendingPathComponent("profile"), servedPort: served.port))
        defer { browser.close() }
        let tab = try browser.newTab()
        defer { tab.close() }
        try tab.open(served.address(of: "index.html"))
        return try body(tab, folder)
    }

    /// A compared site's page screenshotted in an isolated tab (`newTab(isolated:)`) leaves
    /// nothing for the next: what one stores, another in a context of its own does not see; two
    /// tabs of the one context share it, as a browser's tabs do.
    @Test func anIsolatedTabSeesNoOtherPagesStorage() throws {
        let chromium = try AuditTests.chromium()
        let folder = SiteAudit.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<!DOCTYPE html><title>t</title>".utf8).write(to: folder.appendingPathComponent("site/index.html"))
        let served = try FolderServer().serve(folder.appendingPathComponent("site"))
        defer { served.stop() }
        let browser = try #require(
            DevToolsBrowser(chromium: chromium, profile: folder.appendingPathComponent("profile"), servedPort: served.port))
        defer { browser.close() }
        func stored(isolated: Bool, writing: Bool) throws -> String {
            let tab = try browser.newTab(isolated: isolated)
            defer { tab.close() }
            try tab.open(served.address(of: "index.html"))
            if writing { _ = try tab.evaluate("localStorage.setItem('left', 'by another page'), ''") }
            return try tab.evaluate("String(localStorage.getItem('left'))")
        }
        #expect(try stored(isolated: false, writing: true) == "by another page")
        #expect(try stored(isolated: false, writing: false) == "by another page")
        #expect(try stored(isolated: true, writing: false) == "null")
        #expect(try stored(isolated: true, writing: true) == "by another page")
        #expect(try stored(isolated: true, writing: false) == "null")
    }

    /// A PNG of one pixel.
    static let pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

    /// A page shows no local file outside its folder, by any way of naming it: CSS `url()` with
    /// a path (a `file:` page's origin is every file), an image's absolute path, a `file:`
    /// address. An image of its own folder still shows, so the test sees what loads.
    @Test func aPageShowsNoLocalFileNotEvenThroughCSS() throws {
        let widths = try Self.withTab(on: "", files: [:]) { tab, folder in
            let secret = folder.appendingPathComponent("secret.png").path
            try Data(base64Encoded: Self.pixel)?.write(to: URL(fileURLWithPath: secret))
            let page = """
                <!DOCTYPE html><html><head><title>t</title><style>
                #css::before { content: url(\(secret)); } #file::before { content: url(file://\(secret)); }
                #own::before { content: url(own.png); }
                </style></head><body><span id="css"></span><span id="file"></span><span id="own"></span>
                <img id="path" src="\(secret)" alt=""/><img id="address" src="file://\(secret)" alt=""/></body></html>
                """
            try Data(BrowserSandbox.sandboxed(page).utf8).write(to: folder.appendingPathComponent("site/index.html"))
            try Data(base64Encoded: Self.pixel)?.write(to: folder.appendingPathComponent("site/own.png"))
            try tab.open(URL(string: try tab.evaluate("location.href")) ?? folder)
            return try tab.evaluate(
                """
                ["css", "file", "own"].map(function (id) { return id + " " + document.getElementById(id).getBoundingClientRect().width; })
                  .concat(["path", "address"].map(function (id) { return id + " " + document.getElementById(id).naturalWidth; })).join(", ")
                """)
        }
        #expect(widths == "css 0, file 0, own 1, path 0, address 0")
    }

    static let blank = "<!DOCTYPE html><html><head><title>t</title></head><body><p>page</p></body></html>"

    @Test func aPageScriptReadsNoLocalFile() throws {
        let read = try Self.withTab(on: Self.blank, files: ["secret.txt": "TOPSECRET"]) { tab, folder in
            try tab.evaluate(
                """
                (function () {
                  try {
                    var request = new XMLHttpRequest();
                    request.open("GET", \(folder.appendingPathComponent("secret.txt").absoluteString.jsonQuoted(forScript: true)), false);
                    request.send();
                    return "read: " + request.responseText;
                  } catch (error) { return "refused"; }
                })()
                """)
        }
        #expect(!read.contains("TOPSECRET"), "\(read)")
    }

    @Test func webRTCSendsNoUDP() throws {
        let listener = try #require(LoopbackListener(tcp: false))
        let received = try Self.withTab(on: Self.blank) { tab, _ in
            _ = try tab.evaluate(
                """
                (function () {
                  var connection = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:\(listener.port)" }] });
                  connection.createDataChannel("x");
                  connection.createOffer().then(function (offer) { return connection.setLocalDescription(offer); });
                  window.keep = connection;
                  return "started";
                })()
                """)
            return listener.count(within: 3)
        }
        #expect(received == 0)
    }

    @Test func noRequestReachesAnAddressNotEvenLoopback() throws {
        let listener = try #require(LoopbackListener(tcp: true))
        let page =
            "<!DOCTYPE html><html><head><title>t</title></head><body><img src=\"http://127.0.0.1:\(listener.port)/a.png\" alt=\"\"/></body></html>"
        let connections = try Self.withTab(on: page) { tab, _ in
            _ = try tab.evaluate("(function () { new Image().src = 'http://127.0.0.1:\(listener.port)/b.png'; return 'sent'; })()")
            return listener.count(within: 2)
        }
        #expect(connections == 0)
    }

    /// A page whose markup pushes the policy's meta behind its own script (a doctype a browser
    /// ends early), or carries none (an SVG, a compared site's file): the server's header still
    /// holds, and no script runs.
    @Test func theServersPolicyHoldsWhateverThePageHolds() throws {
        let page = #"<!DOCTYPE html SYSTEM "><script>document.title = 'ran'</script>"><html><head><title>t</title></head><body></body></html>"#
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><script>document.documentElement.setAttribute('data-ran', 'yes')</script></svg>"#
        let titles = try Self.withTab(on: page, files: ["site/x.svg": svg]) { tab, _ in
            let title = try tab.evaluate("document.title")
            try tab.open(URL(string: try tab.evaluate("new URL('x.svg', location.href).href")) ?? URL(fileURLWithPath: "/"))
            return [title, try tab.evaluate("String(document.documentElement.getAttribute('data-ran'))")]
        }
        #expect(titles == ["t", "null"])
    }

    /// A compared site's page that declares ISO-2022-JP and opens a run of two-byte characters in
    /// its doctype, sandboxed as the report copies it and opened from disk as a reviewer does (no
    /// server, no header): the policy's tag is read as UTF-8, first, and the script does not run.
    @Test func aPageInAnotherCharsetKeepsThePolicyOpenedFromDisk() throws {
        let folder = SiteAudit.temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page =
            "<!DOCTYPE html \u{1B}$B>\u{1B}(B><meta charset=\"iso-2022-jp\"><title>t</title>"
            + "<script>document.title = 'ran'</script></head><body><p>hello</p></body></html>"
        try Data(BrowserSandbox.sandboxed(page).utf8).write(to: folder.appendingPathComponent("page.html"))
        let browser = try #require(DevToolsBrowser(chromium: try AuditTests.chromium(), profile: folder.appendingPathComponent("profile")))
        defer { browser.close() }
        let tab = try browser.newTab()
        defer { tab.close() }
        try tab.open(folder.appendingPathComponent("page.html"))
        #expect(try tab.evaluate("document.title") == "t")
        #expect(try tab.evaluate("document.characterSet") == "UTF-8")
    }

    /// A template's script and frame, in the audit's build of the site: the policy is first in the
    /// head, the script does not run, the frame stays empty, and the measuring script still runs
    /// with timers that fire.
    @Test func aTemplatesScriptDoesNotRunInTheAuditsPages() throws {
        let template = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/page.mustache"), encoding: .utf8)
        let hostile = "<script>document.documentElement.setAttribute('data-ran', 'yes')</script>\n</main>"
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": RefusedSchemeTests.screen,
            "Templates/page.mustache": template.replacingOccurrences(of: "</main>", with: hostile),
        ])
        defer { project.remove() }
        let work = SiteAudit.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let served = try FolderServer().serve(work)
        defer { served.stop() }
        let site = try AuditSite.build(
            project.options(), text: .asWritten, into: work.appendingPathComponent("site"), screens: nil,
            addressedBy: { served.address(of: "site/" + $0) })
        let page = try #require(site.pages.first)
        #expect(page.url.absoluteString == served.address.absoluteString + "site/index.html")
        let html = try String(contentsOf: work.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>" + BrowserSandbox.policyMeta()), "\(html.prefix(300))")
        let browser = try #require(
            DevToolsBrowser(chromium: try AuditTests.chromium(), profile: work.appendingPathComponent("profile"), servedPort: served.port))
        defer { browser.close() }
        let tab = try browser.newTab()
        defer { tab.close() }
        try tab.open(page.url)
        #expect(try tab.evaluate("String(document.documentElement.getAttribute('data-ran'))") == "null")
        let timer = try tab.evaluate("new Promise(function (done) { setTimeout(function () { done('fired'); }, 10); })")
        #expect(timer == "fired")
    }

    /// An asset a browser would show as a page is sandboxed too in the audit's build (a refresh
    /// or a link could lead the browser to it).
    @Test func anAssetPageIsSandboxedInTheAuditsBuild() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": RefusedSchemeTests.screen,
            "Templates/assets/evil.html": "<iframe src=\"file:///etc/passwd\"></iframe><script>document.title = 'ran'</script>",
        ])
        defer { project.remove() }
        let work = SiteAudit.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try AuditSite.build(
            project.options(), text: .asWritten, into: work.appendingPathComponent("site"), screens: nil,
            addressedBy: { work.appendingPathComponent($0) })
        let asset = try String(contentsOf: work.appendingPathComponent("site/assets/evil.html"), encoding: .utf8)
        #expect(asset.hasPrefix(BrowserSandbox.meta() + "<iframe"))
    }
}
