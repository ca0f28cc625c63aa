import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// `--text pseudo|long`: the transforms as recorded, and proof that they change the words a
/// reader sees and nothing else: every page's markup, URLs and identifiers stay as written.
@Suite struct TextModeTests {
    @Test func pseudoTextIsAccentedLongerBracketedAndTheSameEveryTime() {
        #expect(PseudoText.transform("Settings") == "[Šééţţîîñĝš~~]")
        #expect(PseudoText.transform("Kitchen & coffee bar, 6th floor") == "[Ķîîţçĥééñ & çööƒƒéééé ƀååŕ, 6ţĥ ƒļööööŕ~~~~~]")
        for text in ["Settings", "Head of Design", "iOS", "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"] {
            let pseudo = PseudoText.transform(text)
            #expect(pseudo == PseudoText.transform(text))
            #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
            #expect(Double(pseudo.count - 2) >= Double(text.count) * 1.4, "\(text) → \(pseudo)")
        }
        // Digits, punctuation, other scripts and text without letters are kept.
        #expect(PseudoText.transform("42 · 7%") == "[42 · 7%]")
        // Nothing stays nothing: an empty title must not become "[]" and show a heading.
        #expect(PseudoText.transform("") == "" && PseudoText.transform("  ") == "  ")
        #expect(PseudoText.transform("東京") == "[東京~]")
    }

    @Test func markdownKeepsItsMarkupLinksAndCodeInEitherMode() {
        let markdown = "See [Ada](profile:1) and `spots-site build`, **now**.\n\n- one\n- ![Fjord](photos/fjord.jpg)"
        let pseudo = MarkdownRenderer.transformingText(markdown) { PseudoText.transform($0, opens: $1, closes: $2) }
        #expect(pseudo.contains("](profile:1)") && pseudo.contains("`spots-site build`") && pseudo.contains("](photos/fjord.jpg)"))
        #expect(pseudo.hasPrefix("\\[Šéééé [ÅÅðåå](profile:1)"), "the first text opens the bracket, escaped: \(pseudo)")
        #expect(tags(of: MarkdownRenderer.html(from: pseudo)) == tags(of: MarkdownRenderer.html(from: markdown)))
        let longest = LongestText([screen(subtitles: [markdown, "A subtitle far longer than the first one is, as real content can be at times"])])
        let long = longest.lengthened("*on call* this **week**", field: "default.subtitle", form: .markdown)
        #expect(long == "*on call* this **week A subtitle far longer than the first one is, as real conte**")
        #expect(tags(of: MarkdownRenderer.html(from: long)) == tags(of: MarkdownRenderer.html(from: "*on call* this **week**")))
    }

    @Test func onlyValuesThatReadAsWordsAreScreenText() {
        for words in ["Head of Design", "iOS", "Oslo", "Zoë Martin, Design team, Oslo."] { #expect(ScreenText.isWords(words), "\(words)") }
        for identifier in [
            "card-1", "avatars/1.svg", "https://crew.example.com", "/people", "#ff0000", "rgb(0 0 0)", "zoe@crew.example.com", "42", "profile:1",
            "v2",
        ] {
            #expect(!ScreenText.isWords(identifier), "\(identifier)")
        }
        #expect(!ScreenText.isWords("ffffff") && ScreenText.isWords("Cafe"))
        // A colour is never words, whatever its value, under a key that names one.
        var item = Item()
        item.meta = .object([
            JSONMember(key: "background-color", keyLocation: .start, node: JSONNode(.string("Tomato"))),
            JSONMember(key: "role", keyLocation: .start, node: JSONNode(.string("Designer"))),
        ])
        var component = Component()
        component.items = [item]
        let pseudo = TextView(mode: .pseudo, screens: []).apply(to: Screen(file: "a.json", route: Route(segments: []), components: [component]))
        #expect(pseudo.components[0].items[0].meta?["background-color"]?.value.string == "Tomato")
        #expect(pseudo.components[0].items[0].meta?["role"]?.value.string == PseudoText.transform("Designer"))
    }

    @Test func longTextIsEachFieldsLongestValueOnAnyScreen() {
        let longest = LongestText([screen(titles: ["Ada", "Grace Hopper"]), screen(titles: ["Alan", "Barbara Liskov"])])
        #expect(longest.lengthened("Ada", field: "default.title", form: .plain) == "Barbara Liskov")
        #expect(longest.lengthened("Anything", field: "default.meta.role", form: .plain) == "Anything")
        // The same table whatever order the screens are read in.
        #expect(LongestText([screen(titles: ["Alan", "Barbara Liskov"]), screen(titles: ["Ada", "Grace Hopper"])]) == longest)
    }

    @Test(arguments: [TextMode.pseudo, .long])
    func eachPageOfTheExampleChangesOnlyItsWords(mode: TextMode) throws {
        let asWritten = SiteBuilder(options: exampleOptions(.asWritten)).build()
        let changed = SiteBuilder(options: exampleOptions(mode)).build()
        #expect(changed.diagnostics.map(\.message) == asWritten.diagnostics.map(\.message))
        let pages = asWritten.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 15)
        var changedPages = 0
        for page in pages {
            let before = try #require(asWritten.text(at: page))
            let after = try #require(changed.text(at: page), "\(page)")
            #expect(markup(of: after) == markup(of: before), "\(page) in \(mode)")
            if after != before { changedPages += 1 }
        }
        #expect(changedPages >= 12)
        let people = try #require(changed.text(at: "people/index.html"))
        assertSnapshot(people, named: "text/people-\(mode.rawValue).html")
    }

    @Test func theCatalogsExamplesAreWrittenInEachTextModeForItsSwitches() throws {
        let site = SiteBuilder(options: exampleOptions(.asWritten)).build()
        let kind = try #require(site.text(at: "catalog/items/person/index.html"))
        #expect(kind.contains(#"<input type="radio" name="examples-text" value="pseudo"/> pseudo-localised</label>"#))
        #expect(!kind.contains(#"value="long""#) && site.text(at: "catalog/items/person/1/long/index.html") == nil)
        let asWritten = try #require(site.text(at: "catalog/items/person/1/index.html"))
        #expect(asWritten.contains(#"<a href="../../../../profile/3/index.html">José García</a></h2>"#))
        let pseudo = try #require(site.text(at: "catalog/items/person/1/pseudo/index.html"))
        #expect(pseudo.contains(">person: example 1 in pseudo text</h1>"))
        #expect(pseudo.contains(#"<a href="../../../../../profile/3/index.html">[Ĵööšé Ĝååŕçíåå~~]</a></h2>"#))
        // The same markup in every mode, a folder down.
        let up = { (page: String) in page.replacingOccurrences(of: "../../../../", with: "../../../../../") }
        let heading = { (page: String) in page.replacingOccurrences(of: "example 1<", with: "") }
        #expect(heading(markup(of: up(asWritten))) == heading(markup(of: pseudo)))
    }

    // MARK: - Helpers

    /// A page's markup: its text between tags, and the attributes that carry a reader's words
    /// (labels, titles, alt text), left out; every element, class, id, href and src kept.
    private func markup(of page: String) -> String {
        var page = page.replacingOccurrences(of: #">[^<]*<"#, with: "><", options: .regularExpression)
        page = page.replacingOccurrences(of: #" (aria-label|title|alt)="[^"]*""#, with: "", options: .regularExpression)
        return page
    }

    private func tags(of html: String) -> String { markup(of: html) }

    private func exampleOptions(_ mode: TextMode) -> BuildOptions {
        let root = TestPaths.repository
        var options = BuildOptions(
            content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
            output: FileManager.default.temporaryDirectory.appendingPathComponent("text-mode-unused")
        ).withSiteFeatures()
        options.view.text = mode
        return options
    }

    private func screen(titles: [String] = [], subtitles: [String] = []) -> Screen {
        var component = Component()
        component.items = titles.map { title in
            var item = Item()
            item.title = title
            return item
        }
        component.items += subtitles.map { subtitle in
            var item = Item()
            item.subtitle = subtitle
            return item
        }
        return Screen(file: "screen.json", route: Route(segments: []), components: [component])
    }
}
