import Foundation
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// Where the sandbox's policy goes in a page: first in its head, whatever the page holds, and
/// never where a comment or a script fakes a head.
@Suite struct BrowserSandboxPageTests {
    static let meta = BrowserSandbox.meta()

    @Test func spotsSitesPagesGetItRightAfterTheHeadTag() {
        let page = "<!DOCTYPE html>\n<html lang=\"en\" dir=\"rtl\">\n<head>\n  <meta charset=\"utf-8\"/>\n<title>t</title></head><body></body></html>"
        let sandboxed = BrowserSandbox.sandboxed(page)
        #expect(
            sandboxed == "<!DOCTYPE html>\n<html lang=\"en\" dir=\"rtl\">\n<head>" + BrowserSandbox.policyMeta()
                + "\n  <meta charset=\"utf-8\"/>\n<title>t</title></head><body></body></html>")
        // The page's own UTF-8 charset comes next: no second one (invalid HTML); any other, or
        // none, gets one first.
        #expect(
            BrowserSandbox.sandboxed("<!DOCTYPE html><html><head><meta charset=\"iso-2022-jp\"/>").contains(
                "<head>" + Self.meta + "<meta charset=\"iso"))
        #expect(BrowserSandbox.sandboxed("<!DOCTYPE html><html><head><title>t</title>").contains("<head>" + Self.meta + "<title>"))
        #expect(HTMLValidator.inspect(sandboxed).syntaxError == nil)
        // An attribute holding '>' is read whole.
        let quoted = BrowserSandbox.sandboxed("<!doctype html><HTML data-x=\"a>b\"><HEAD><title>t</title></HEAD></HTML>")
        #expect(quoted.hasPrefix("<!doctype html><HTML data-x=\"a>b\"><HEAD>" + Self.meta))
    }

    @Test func otherPagesGetItAfterTheirDoctypeOrAtTheStart() {
        // A head faked in a comment: the policy goes before it, where a browser puts it in the real head.
        let faked = "<!DOCTYPE html><!-- <head> --><html><head><script>alert(1)</script></head></html>"
        #expect(
            BrowserSandbox.sandboxed(faked) == "<!DOCTYPE html>" + Self.meta + "<!-- <head> --><html><head><script>alert(1)</script></head></html>")
        #expect(BrowserSandbox.sandboxed("<p>no doctype</p>") == Self.meta + "<p>no doctype</p>")
        #expect(BrowserSandbox.sandboxed("\u{FEFF}  <script>x()</script>").hasPrefix("\u{FEFF}  " + Self.meta + "<script>"))
        #expect(BrowserSandbox.sandboxed("") == Self.meta)
    }

    /// Each piece is read as an HTML parser reads it, not as XML: a doctype ends at its first '>',
    /// quotes or not; an unquoted attribute value ends at white space or '>', whatever quotes it holds.
    @Test func thePiecesAreReadAsABrowserReadsThem() {
        let system = #"<!DOCTYPE html SYSTEM "><script src=p.js></script>"><html><head></head></html>"#
        #expect(
            BrowserSandbox.sandboxed(system) == #"<!DOCTYPE html SYSTEM ">"# + Self.meta + #"<script src=p.js></script>"><html><head></head></html>"#)
        let unquoted = #"<!DOCTYPE html><html a=b"><script>x()</script><x y="><head></head></html>"#
        #expect(BrowserSandbox.sandboxed(unquoted) == "<!DOCTYPE html>" + Self.meta + #"<html a=b"><script>x()</script><x y="><head></head></html>"#)
        let glued = #"<!DOCTYPE html><html a="x"b="><script>x()</script>"><head></head></html>"#
        #expect(BrowserSandbox.sandboxed(glued).hasPrefix("<!DOCTYPE html>" + Self.meta + "<html"))
        // Only letters match in any case: 0x1C is no '<' (a browser reads this as text, not a doctype).
        #expect(BrowserSandbox.sandboxed("\u{1C}!doctype x><script>x()</script>") == Self.meta + "\u{1C}!doctype x><script>x()</script>")
        #expect(ASCIIWord.isAt("<!doctype", in: Array("<!DocType".utf8), 0) && !ASCIIWord.isAt("<!doctype", in: Array("\u{1C}!doctype".utf8), 0))
        let fine = "<!DOCTYPE html><html lang=en dir='rtl' hidden><head><title>t</title></head></html>"
        #expect(BrowserSandbox.sandboxed(fine).hasPrefix("<!DOCTYPE html><html lang=en dir='rtl' hidden><head>" + Self.meta))
    }

    @Test func thePolicyBlocksWhatTheIssueNames() {
        for directive in [
            "default-src 'none'", "script-src 'none'", "frame-src 'none'", "object-src 'none'", "connect-src 'none'", "base-uri 'none'",
        ] {
            #expect(BrowserSandbox.policy.contains(directive), "\(directive)")
        }
        let allowing = BrowserSandbox.policy(allowingScripts: ["abc="])
        #expect(allowing.contains("script-src 'sha256-abc='") && !allowing.contains("script-src 'none'"))
        #expect(!BrowserSandbox.arguments(serving: nil).contains("--allow-file-access-from-files"))
    }
}
