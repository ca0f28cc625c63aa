import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// What the page validator reads from a page: the first syntax error, ids, links and sources, and
/// the accessibility findings with the element behind each, on the lines libxml2 counts.
@Suite struct HTMLValidatorTests {
    static func page(_ body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>t</title></head>\n<body>\n" + body + "\n</body>\n</html>\n"
    }

    @Test func collectsIDsReferencesAndDuplicatesWithTheirLines() {
        let report = HTMLValidator.inspect(
            Self.page(
                """
                <h1 id="top">Title</h1>
                <a href="a.html?x=1&amp;y=2">A</a>
                <img src="i.png" alt="" id="pic"/>
                <p id="top">again</p>
                """))
        #expect(report.syntaxError == nil)
        #expect(report.ids == ["top", "pic"])
        #expect(report.duplicateIDs.map(\.id) == ["top"])
        #expect(report.duplicateIDs.map(\.line) == [8])
        #expect(report.references.map(\.url) == ["a.html?x=1&y=2", "i.png"])
        #expect(report.references.map(\.line) == [6, 7])
        #expect(report.findings.isEmpty)
    }

    @Test func findsImagesWithoutAltAndNamelessLinks() {
        let report = HTMLValidator.inspect(
            Self.page(
                """
                <h1>Title</h1>
                <img src="a.png"/>
                <img src="b.png" role="presentation"/>
                <img src="c.png" aria-label="C"/>
                <a href="x.html"><span aria-hidden="true">hidden text</span></a>
                <a href="y.html"><span aria-hidden="true">icon</span><img src="d.png" alt="Dee"/></a>
                <a href="z.html" title="Zed"></a>
                <a href="w.html"><span><b> words </b></span></a>
                <a name="anchor"></a>
                """))
        #expect(report.findings.map(\.rule) == [.imageWithoutAlt, .emptyLink])
        #expect(report.findings.map(\.line) == [6, 9])
        #expect(report.findings.map(\.element) == [#"img src="a.png""#, #"a href="x.html" | hidden text"#])
    }

    @Test func followsTheHeadingOutline() {
        let report = HTMLValidator.inspect(
            Self.page(
                """
                <h2>Before</h2>
                <h1 class="x">One</h1>
                <h3>Skipped <em>two</em></h3>
                <h1>Again</h1>
                """))
        #expect(report.findings.map(\.rule) == [.skippedHeading(from: 1, to: 3), .extraH1])
        #expect(report.findings.map(\.element) == ["h3 | Skipped two", "h1 | Again"])
    }

    @Test func aPageWithoutH1IsAFindingButAFragmentIsNot() {
        #expect(HTMLValidator.inspect(Self.page("<p>text</p>")).findings.map(\.rule) == [.noH1])
        #expect(HTMLValidator.inspect("<fragment><p>text</p></fragment>").findings.isEmpty)
    }

    @Test func signaturesDescribeEveryImageLinkAndHeadingInDocumentOrder() {
        let report = HTMLValidator.inspect(
            "<fragment>\n<a href=\"p.html\" class=\"c\"><h2>Inner   <i>text</i>\n</h2></a>\n<img src=\"q.png\" alt=\"Q &amp; A\"/>\n</fragment>",
            signatures: true)
        #expect(
            report.elements == [
                #"a href="p.html" class="c" | Inner text"#, "h2 | Inner text", #"img src="q.png" alt="Q & A""#,
            ])
    }

    @Test func describesAtMostEightyCharactersOfText() {
        let words = Array(repeating: "word", count: 40).joined(separator: "\n ")
        let report = HTMLValidator.inspect("<fragment><h2>\(words)</h2></fragment>", signatures: true)
        #expect(report.elements == ["h2 | " + String(Array(repeating: "word", count: 40).joined(separator: " ").prefix(80))])
    }

    @Test func reportsTheFirstSyntaxErrorWithLineAndColumn() throws {
        let report = HTMLValidator.inspect(Self.page("<p>one</p>\n<p>two</div>\n<p>three</span>"))
        let error = try #require(report.syntaxError)
        #expect(error.location.line == 6)
        #expect(error.message.contains("mismatch"))
        #expect(report.ids.isEmpty && report.findings.isEmpty)
    }

    @Test func anUndeclaredEntityIsASyntaxError() throws {
        let error = try #require(HTMLValidator.inspect(Self.page("<p>a&nbsp;b</p>")).syntaxError)
        #expect(error.location.line == 5)
        #expect(error.message.contains("nbsp"))
    }

    @Test func countsLinesPastSixtyFiveThousand() {
        let filler = String(repeating: "<p>x</p>\n", count: 70_000)
        let report = HTMLValidator.inspect(Self.page("<h1>T</h1>\n" + filler + "<a href=\"far.html\" id=\"far\">Far</a>"))
        #expect(report.references.map(\.line) == [70_006])
        #expect(report.syntaxError == nil)
    }

    @Test func checksDeeplyNestedPages() {
        let depth = 1_000
        let html = String(repeating: "<div>", count: depth) + "<h1>Deep</h1>" + String(repeating: "</div>", count: depth)
        let report = HTMLValidator.inspect("<fragment>" + html + "</fragment>")
        #expect(report.syntaxError == nil)
    }

    @Test func aTemplatesOwnEntityDeclarationsStillParse() {
        let html = "<!DOCTYPE html [<!ENTITY brand \"Spots\">]>\n<html lang=\"en\"><head><title>t</title></head><body><h1>&brand;</h1></body></html>"
        let report = HTMLValidator.inspect(html)
        #expect(report.syntaxError == nil)
        #expect(report.findings.isEmpty)
    }

    @Test func readsPagesLargerThanOneChunkToTheEnd() throws {
        // 2.5 MB: three chunks of 1 MiB, with a link whose name is still to find across the first boundary.
        let filler = String(repeating: "<p class=\"filler\">Some text to fill the page</p>\n", count: 20_000)
        let link = "<a href=\"end.html\">\n" + String(repeating: " ", count: 1_500_000) + "<span aria-hidden=\"true\">x</span></a>\n"
        let report = HTMLValidator.inspect(Self.page("<h1>T</h1>\n" + filler + link + "<p>broken</b>"))
        let error = try #require(report.syntaxError)
        #expect(error.location.line == 20_008)
        let clean = HTMLValidator.inspect(Self.page("<h1>T</h1>\n" + filler + link))
        #expect(clean.findings.map(\.rule) == [.emptyLink])
        #expect(clean.findings.map(\.line) == [20_006])
    }

    @Test func entitiesAPageDeclaresAreExpandedInAttributes() {
        let html = """
            <!DOCTYPE html [<!ENTITY base "https://example.com/"><!ENTITY sp " "><!ENTITY both "&base;b&amp;c">]>
            <html lang="en"><head><title>t</title></head><body><h1>T</h1>
            <a href="&base;x.html" aria-label="&sp;"></a><img src="&both;" alt=""/>
            </body></html>
            """
        let report = HTMLValidator.inspect(html)
        #expect(report.syntaxError == nil)
        #expect(report.references.map(\.url) == ["https://example.com/x.html", "https://example.com/b&c"])
        #expect(report.findings.map(\.rule) == [.emptyLink])
    }

    @Test func aPageCutShortSaysWhatIsMissingAtItsEnd() throws {
        let open = try #require(HTMLValidator.inspect("<html><body><h1>T</h1>\n<p>x</p>\n</body>\n").syntaxError)
        #expect(open.message == "Premature end of data in tag html")
        #expect(open.location == SourceLocation(line: 4, column: 1))
        #expect(HTMLValidator.inspect("").syntaxError?.message == "Document is empty")
        #expect(HTMLValidator.inspect("  \n ").syntaxError?.message == "Document is empty")
        let extra = try #require(HTMLValidator.inspect("<html><body><h1>T</h1></body></html>\n<p>more</p>").syntaxError)
        #expect(extra.message.contains("Extra content"))
    }

    @Test func aPageIsReadAsUTF8WhateverItsDeclarationSays() {
        let html = "<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<fragment><h2>café</h2></fragment>"
        #expect(HTMLValidator.inspect(html, signatures: true).elements == ["h2 | café"])
    }

    @Test func aPrefixWithoutANamespaceIsPartOfTheName() {
        let report = HTMLValidator.inspect(
            ##"<fragment><svg><a xlink:href="#x"><rect/></a><use xlink:href="s.svg#i"/></svg><x:img src="a.png"/><x:h3>t</x:h3></fragment>"##)
        #expect(report.references.map(\.url) == ["a.png"])
        #expect(report.findings.isEmpty)
    }

    @Test func longRunsOfSpaceDoNotCrowdOutADescription() {
        let spaces = String(repeating: " ", count: 5_000)
        let report = HTMLValidator.inspect(
            "<fragment><a href=\"x.html\">\(spaces)<b>word</b></a><h2>\(String(repeating: "é", count: 3_000))</h2></fragment>", signatures: true)
        #expect(report.elements.first == #"a href="x.html" | word"#)
        #expect(report.elements.last == "h2 | " + String(repeating: "é", count: 80))
    }
}
