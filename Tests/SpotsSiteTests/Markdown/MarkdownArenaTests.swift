import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// cmark parses and renders in a per-thread arena that is emptied after each string: strings
/// larger than its block, renders nested in a rewriter and renders on every core give what they
/// would with the system's allocator.
@Suite struct MarkdownArenaTests {
    /// A paragraph with emphasis, code, a link and an image: many nodes and buffers.
    static func paragraph(_ number: Int) -> String {
        "Paragraph \(number) has *emphasis*, `code \(number)`, a [link](https://example.com/\(number)) and ![a picture](p\(number).png).\n\n"
    }

    static func expected(_ number: Int) -> String {
        "<p>Paragraph \(number) has <em>emphasis</em>, <code>code \(number)</code>, a <a href=\"https://example.com/\(number)\">link</a>"
            + " and <img src=\"p\(number).png\" alt=\"a picture\" />.</p>\n"
    }

    @Test func aStringLargerThanTheArenasBlockRendersWholeAndTheNextIsUnharmed() {
        // About 300 KB: several blocks of 64 KiB, and buffers that grow past one.
        let large = (0..<2_000).map(Self.paragraph).joined()
        let html = MarkdownRenderer.html(from: large)
        #expect(html == (0..<2_000).map(Self.expected).joined())
        #expect(MarkdownRenderer.html(from: Self.paragraph(7)) == Self.expected(7))
        // Again, after the blocks were let go.
        #expect(MarkdownRenderer.html(from: large) == html)
    }

    @Test func aRewriterThatRendersMarkdownDoesNotEmptyTheArenaUnderTheOuterRender() {
        let html = MarkdownRenderer.html(from: "[one](a) and [two](b)\n\n" + Self.paragraph(1)) { _, url in
            // Renders (and so enters and leaves the arena) while the outer document is in it.
            let inner = MarkdownRenderer.html(from: "*\(url)* " + String(repeating: "x", count: 70_000))
            return inner.hasPrefix("<p><em>\(url)</em>") ? "\(url).html" : nil
        }
        let paragraph = Self.expected(1).replacing("https://example.com/1", with: "https://example.com/1.html").replacing(
            "p1.png", with: "p1.png.html")
        #expect(html == "<p><a href=\"a.html\">one</a> and <a href=\"b.html\">two</a></p>\n" + paragraph)
    }

    @Test func rendersOnEveryCoreGiveWhatOneCoreGives() {
        let strings = (0..<400).map { number in (0..<(number % 40 + 1)).map { Self.paragraph(number * 100 + $0) }.joined() }
        let serial = strings.map { MarkdownRenderer.html(from: $0) }
        let parallel = strings.parallelMap { MarkdownRenderer.html(from: $0) }
        #expect(parallel == serial)
        #expect(serial[3] == (0..<4).map { Self.expected(300 + $0) }.joined())
    }
}
