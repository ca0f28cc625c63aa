import Testing

@testable import SpotsSite

/// How child HTML is put into its parent's output, and how a page is tidied: the byte work behind
/// every page, done in place.
@Suite struct FragmentsTests {
    @Test func tidyingDropsTrailingSpacesAndBlankLinesOutsidePre() {
        #expect("<p>a</p>   \n\n  \t\n<p>b</p>\r\n".tidiedHTML == "<p>a</p>\n<p>b</p>\n")
        #expect("<p>no newline at the end</p>".tidiedHTML == "<p>no newline at the end</p>\n")
        #expect("".tidiedHTML == "")
        #expect("\n\n   \n".tidiedHTML == "")
    }

    @Test func tidyingKeepsPreAsItIs() {
        let html = "<div>  \n<pre>line one  \n\n   indented\n</pre>  \n\n<p>after</p>"
        // A line is kept as it is when it starts inside <pre>.
        #expect(html.tidiedHTML == "<div>\n<pre>line one\n\n   indented\n</pre>  \n<p>after</p>\n")
        // A page that ends inside <pre> keeps its last, empty line.
        #expect("<pre>open\n".tidiedHTML == "<pre>open\n\n")
    }

    @Test func childrenAreIndentedLikeTheirMarker() {
        var fragments = Fragments()
        let item = fragments.marker(for: "<li>\n  <p>one</p>\n\n</li>\n")
        let code = fragments.marker(for: "<pre>a\n\n b</pre>")
        let inline = fragments.marker(for: "x\n")
        let html = fragments.splice("<ul>\n    \(item)\n  \(code)\n  <b>\(inline)</b>\n</ul>")
        #expect(html == "<ul>\n    <li>\n      <p>one</p>\n    </li>\n  <pre>a\n\n b</pre>\n  <b>x</b>\n</ul>")
    }

    @Test func aPageIsSplicedAndTidiedInOneGo() {
        var fragments = Fragments()
        let child = fragments.marker(for: "<p>child</p>   \n\n")
        let page = fragments.splicePage("<main>  \n  \(child)\n\n</main>")
        #expect(page == "<main>\n  <p>child</p>\n</main>\n")
        #expect(Fragments().splicePage("<p>a</p>  \n\n") == "<p>a</p>\n")
    }
}
