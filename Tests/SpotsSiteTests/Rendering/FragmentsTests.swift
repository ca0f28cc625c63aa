import Foundation
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

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
        let html = fragments.spliced("<ul>\n    \(item)\n  \(code)\n  <b>\(inline)</b>\n</ul>")
        #expect(html == "<ul>\n    <li>\n      <p>one</p>\n    </li>\n  <pre>a\n\n b</pre>\n  <b>x</b>\n</ul>")
    }

    @Test func aTemplateMayShowAChildTwice() {
        var fragments = Fragments()
        let item = fragments.marker(for: "<li>one</li>")
        #expect(fragments.spliced("<ul>\n  \(item)\n</ul>\n<ol>\n  \(item)\n</ol>") == "<ul>\n  <li>one</li>\n</ul>\n<ol>\n  <li>one</li>\n</ol>")
    }

    @Test func aPageIsSplicedAndTidiedInOneGo() {
        var fragments = Fragments()
        let child = fragments.marker(for: "<p>child</p>   \n\n")
        let page = fragments.splicedPage("<main>  \n  \(child)\n\n</main>")
        #expect(page == "<main>\n  <p>child</p>\n</main>\n")
        #expect(Fragments().splicedPage("<p>a</p>  \n\n") == "<p>a</p>\n")
    }

    /// Random parents and children of spaces, tabs, newlines, `<pre>` and markers, alone on their
    /// line or inline: the room sized beforehand always suffices (a wrong size stops the process),
    /// and a page spliced and tidied in one go is the same as spliced, then tidied.
    @Test func randomFragmentsFitTheirRoomAndTidyAlike() {
        var random = SplitMix(seed: 11)
        let pieces = ["  ", "\t", "\n", "\n\n", "<pre>", "</pre>", "x", "<p>text</p>", " \r"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<500 {
            var fragments = Fragments()
            var markers: [String] = []
            for _ in 0..<Int(random.next() % 4) { markers.append(fragments.marker(for: text(Int(random.next() % 12)))) }
            var shell = text(Int(random.next() % 8))
            for marker in markers {
                let alone = random.next() % 2 == 0
                shell += alone ? "\n" + String(repeating: " ", count: Int(random.next() % 9)) + marker + "\n" : "<b>" + marker + "</b>"
                shell += text(Int(random.next() % 6))
            }
            #expect(fragments.splicedPage(shell) == fragments.spliced(shell).tidiedHTML)
        }
    }

    /// A compiled template writes its children in one pass (`FragmentWriter`): random templates of
    /// text and values, children among the values alone on their line or not, come out exactly as
    /// the text with markers, spliced afterwards.
    @Test func childrenWrittenInOnePassAreSplicedAlike() {
        var random = SplitMix(seed: 29)
        let pieces = ["  ", "\t", "\n", "\n  ", "<pre>", "</pre>", "x", "<p>", " \r", "a & b"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<2000 {
            var fragments = Fragments()
            for _ in 0..<Int(random.next() % 4) { _ = fragments.marker(for: text(Int(random.next() % 10))) }
            var template: [CompiledTemplate.Node] = []
            var leaves = TemplateFields()
            var expected = ""
            for _ in 0..<Int(random.next() % 8) {
                if random.next() % 2 == 0 {
                    let literal = text(Int(random.next() % 4))
                    template.append(.text(Array(literal.utf8)))
                    expected += literal
                } else {
                    let escaped = random.next() % 2 == 0
                    let leaf: TemplateValue
                    switch random.next() % 4 {
                    case 0 where !fragments.parts.isEmpty: leaf = .text(Markers.fragment(Int(random.next() % UInt64(fragments.parts.count))))
                    case 1: leaf = .number(Int(random.next() % 100))
                    default: leaf = .text(text(Int(random.next() % 3)))
                    }
                    let name = "v\(leaves.fields.count)"
                    template.append(.variable(.init(name), escaped: escaped))
                    let value: String
                    switch leaf {
                    case .number(let number): value = String(number)
                    case .text(let text): value = text
                    default: value = ""
                    }
                    expected += escaped ? value.htmlEscaped : value
                    leaves.fields[name] = leaf
                }
            }
            let written = CompiledTemplate(nodes: template).render(leaves, fragments: fragments)
            #expect(written.map { String(decoding: $0.bytes, as: UTF8.self) } == fragments.spliced(expected))
        }
    }
}

extension Fragments {
    mutating func marker(for html: String) -> String { marker(for: Array(html.utf8)) }
    func spliced(_ rendered: String) -> String { String(decoding: splice(rendered), as: UTF8.self) }
    func splicedPage(_ rendered: String) -> String { String(decoding: splicePage(rendered), as: UTF8.self) }
}

/// A small deterministic random number generator, so a failing case can be run again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A seed for a test's random rounds: `SPOTS_TEST_SEED=<seed>` replays a round that failed.
    static var testSeed: UInt64 {
        ProcessInfo.processInfo.environment["SPOTS_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
