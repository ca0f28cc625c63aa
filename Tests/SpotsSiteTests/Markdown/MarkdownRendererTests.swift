import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// CommonMark through cmark in safe mode: formatting renders, raw HTML and unsafe URLs do not.
@Suite("MarkdownRenderer")
struct MarkdownRendererTests {
    private func html(_ markdown: String) -> String {
        MarkdownRenderer.html(from: markdown)
    }

    @Test func emptyInputGivesEmptyOutput() {
        #expect(html("") == "")
    }

    @Test func paragraphAndEmphasis() {
        #expect(html("plain") == "<p>plain</p>\n")
        #expect(html("*em* and **strong** and `code`") == "<p><em>em</em> and <strong>strong</strong> and <code>code</code></p>\n")
    }

    @Test func links() {
        #expect(html("[Spots](https://example.com/spots)") == "<p><a href=\"https://example.com/spots\">Spots</a></p>\n")
        #expect(html("<https://example.com>") == "<p><a href=\"https://example.com\">https://example.com</a></p>\n")
        #expect(html("[mail](mailto:crew@example.com)") == "<p><a href=\"mailto:crew@example.com\">mail</a></p>\n")
    }

    @Test func lists() {
        #expect(html("- one\n- two") == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
        #expect(html("1. first\n2. second") == "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n")
    }

    @Test func textIsEscaped() {
        #expect(html("a < b & c > d \"q\"") == "<p>a &lt; b &amp; c &gt; d &quot;q&quot;</p>\n")
    }

    @Test func rawHTMLBlocksAreNotPassedThrough() {
        let output = html("<script>alert(1)</script>")
        #expect(!output.contains("<script"))
        #expect(!output.contains("alert(1)</script>"))
        #expect(output == "<!-- raw HTML omitted -->\n")
    }

    @Test func inlineRawHTMLIsNotPassedThrough() {
        let output = html("hi <img src=x onerror=alert(1)> <b>bold</b>")
        #expect(!output.contains("<img"))
        #expect(!output.contains("onerror"))
        #expect(!output.contains("<b>"))
        #expect(output.hasPrefix("<p>hi "))
    }

    @Test(arguments: [
        "[x](javascript:alert(1))", "[x](JavaScript:alert(1))", "[x](vbscript:msgbox)", "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)", "<javascript:alert(1)>", "![x](javascript:alert(1))",
        "[x]\n\n[x]: javascript:alert(1)",
    ])
    func unsafeURLsNeverBecomeAttributes(_ markdown: String) {
        let lowered = html(markdown).lowercased()
        for scheme in ["javascript:", "vbscript:", "file:", "data:text"] {
            #expect(!lowered.contains("href=\"\(scheme)"))
            #expect(!lowered.contains("src=\"\(scheme)"))
        }
    }

    @Test func unsafeLinkKeepsItsTextButNotItsURL() {
        let output = html("[click me](javascript:alert(1))")
        #expect(output.contains("click me"))
        #expect(!output.lowercased().contains("javascript"))
    }

    @Test func unsafeImageKeepsNoURL() {
        let output = html("![pic](javascript:alert(1))")
        #expect(output.contains("pic"))
        #expect(!output.lowercased().contains("javascript"))
    }

    @Test func safeDataImagesAreKept() {
        // cmark's safe mode keeps data:image/png|gif|jpeg|webp.
        #expect(html("![p](data:image/png;base64,AAAA)") == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"p\" /></p>\n")
    }

    @Test func nulCharactersAreReplaced() {
        let output = html("a\u{0}b")
        #expect(!output.contains("\u{0}"))
        #expect(output == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func nonASCIITextSurvives() {
        #expect(html("日本語 *é* 😀") == "<p>日本語 <em>é</em> 😀</p>\n")
    }
}
