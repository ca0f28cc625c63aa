import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFlow
@testable import SpotsFormat

/// A title change in a site whose map has folder pages (`FlowRetitle`): a folder's page too large
/// to draw has the screen's links changed in place, without the kept graph read whole; a page that
/// draws the screen is drawn again from it. Either way the output is a full build's.
@Suite struct QuickMapTitleTests {
    /// 160 screens in `a/` (more than the map draws: its page is a table alone), each leading to
    /// the next; three in `b/` (drawn), each leading to the next and to `a/1`; and a home screen.
    static func project() throws -> TemporaryProject {
        var files = [
            "Content/site.json": #"{ "title": "Map", "navigation": [ { "title": "Home", "action": "/" } ] }"#,
            "Content/screens/index.json":
                #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "A", "action": "a/1" } ] } ] }"#,
        ]
        for number in 1...160 {
            files["Content/screens/a/\(number).json"] = """
                {
                  "title": "Screen a\(number)",
                  "components": [ { "kind": "list", "items": [ { "title": "Next", "action": "a/\(number % 160 + 1)" } ] } ]
                }
                """
        }
        for number in 1...3 {
            files["Content/screens/b/\(number).json"] = """
                {
                  "title": "Screen b\(number)",
                  "components": [ { "kind": "list", "items": [ { "title": "Next", "action": "b/\(number % 3 + 1)" }, { "title": "A", "action": "a/1" } ] } ]
                }
                """
        }
        return try TemporaryProject(files: files)
    }

    @Test func aTitleOnAPageTooLargeToDrawIsChangedInPlace() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // Taken in place: an edge's line of the kept graph is damaged, which the graph's own reading refuses.
        let kept = project.url("Output/.spots-site-kept-flow")
        let text = try String(contentsOf: kept, encoding: .utf8)
        let edge = try #require(text.split(separator: "\n").first { $0.hasPrefix("[\"edge\"") })
        try text.replacingOccurrences(of: edge, with: "[\"edge\",oops]").write(to: kept, atomically: true, encoding: .utf8)
        try QuickUpdateTests.edit(project, "Content/screens/a/7.json", "\"title\": \"Screen a7\"", "\"title\": \"Seven <&> ★\"")
        let built = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(built.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(built.output)\(built.errors)")
        let clean = try CommandLineTests.run(["build", "--incremental", "--output", "Clean"], in: project.root)
        #expect(clean.status == 0)
        let hidden = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix(".") } }
        let (made, expected) = (
            hidden(IncrementalBuildTests.files(in: project.url("Output"))), hidden(IncrementalBuildTests.files(in: project.url("Clean")))
        )
        #expect(made.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected where made[path] != data { Issue.record("Output/\(path) differs from a full build's") }
        let page = try String(contentsOf: project.url("Output/flow/a/index.html"), encoding: .utf8)
        #expect(page.contains(">Seven &lt;&amp;&gt; ★</a>") && !page.contains(">Screen a7</a>"))
        // The kept graph has the title now, and its other lines as they were.
        let keptNow = try String(contentsOf: kept, encoding: .utf8)
        #expect(keptNow.contains("\"Seven <&> ★\"") && keptNow.contains("[\"edge\",oops]"))
    }

    @Test func aTitleADrawnPageShowsIsDrawnAgainAndRandomTitlesBuildAsAFullBuild() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // b/1 is drawn on b's page, and a/1 too (b's screens lead to it): the pages are made from the kept graph.
        try QuickUpdateTests.edit(project, "Content/screens/b/1.json", "\"title\": \"Screen b1\"", "\"title\": \"B one\"")
        #expect(try QuickUpdateTests.build(project, "the title of b/1").quick)
        try QuickUpdateTests.edit(project, "Content/screens/a/1.json", "\"title\": \"Screen a1\"", "\"title\": \"A one\"")
        #expect(try QuickUpdateTests.build(project, "the title of a/1").quick)
        // Titles in a/ again and again, one of them the title another had: each a full build's.
        for (number, title) in [(3, "Screen a4"), (4, "Screen a3"), (3, "Screen a3"), (160, "x"), (4, "Screen a4")] {
            let file = "Content/screens/a/\(number).json"
            let text = try String(contentsOf: project.url(file), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \"title\": ") })
            try project.write(text.replacingOccurrences(of: line, with: "  \"title\": \"\(title)\","), to: file)
            #expect(try QuickUpdateTests.build(project, "a/\(number) titled \(title)").quick)
        }
    }

    /// The table of a page is changed only where every link to the screen shows the title kept.
    @Test func aPageIsChangedOnlyWhereItIsAsWritten() throws {
        let link = try #require(LinkRetitle.Link(href: "x/", old: "Old", new: "New"))
        // A title with nothing visible or a line break: the page is made again.
        for title in ["", "  ", "A\nB", "A\r\nB", "\t"] { #expect(LinkRetitle.Link(href: "x/", old: "Old", new: title) == nil) }
        #expect(LinkRetitle.Link(href: "x/", old: "", new: "★ <&>") != nil)
        let bytes = { (text: String) in Array(text.utf8) }
        #expect(link == LinkRetitle.Link(href: bytes("<a href=\"x/\">"), old: bytes("<a href=\"x/\">Old</a>"), new: bytes("<a href=\"x/\">New</a>")))
        let page = { (table: String) in Array("<!DOCTYPE html>\n<html><body><table><tbody>\(table)</tbody></table></body></html>".utf8) }
        #expect(
            FlowRetitle.retitled(page("<a href=\"x/\">Old</a><br/><a href=\"y/\">Old</a>"), links: [link])
                == .changed(page("<a href=\"x/\">New</a><br/><a href=\"y/\">Old</a>")))
        #expect(FlowRetitle.retitled(page("<a href=\"y/\">Old</a>"), links: [link]) == .unchanged)
        // A link to it with another title, no table, a picture, markup that is not well-formed after.
        #expect(FlowRetitle.retitled(page("<a href=\"x/\">Old</a><a href=\"x/\">Other</a>"), links: [link]) == .refused)
        #expect(FlowRetitle.retitled(Array("<html><a href=\"x/\">Old</a></html>".utf8), links: [link]) == .refused)
        #expect(
            FlowRetitle.retitled(Array("<figure class=\"flow-figure\"></figure>".utf8) + page("<a href=\"x/\">Old</a>"), links: [link]) == .refused)
        let broken = LinkRetitle.Link(href: link.href, old: link.old, new: Array("<a href=\"x/\">New</b>".utf8))
        #expect(FlowRetitle.retitled(page("<a href=\"x/\">Old</a>"), links: [broken]) == .refused)
    }
}
