import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Variants (`home~empty.json`, a JSON merge patch over `home.json`), breadcrumbs, and the data
/// fixture site that shows a Slots feed, pages from data, a variant, a JSONViewControllers screen, the
/// navigation and breadcrumbs together (golden files).
@Suite struct VariantTests {
    static func node(_ json: String) throws -> JSONNode {
        try JSONParser.parse(Array(json.utf8)).root
    }

    static func text(_ node: JSONNode) -> String {
        func render(_ value: JSONValue) -> String {
            switch value {
            case .null: "null"
            case .bool(let flag): String(flag)
            case .number(let number): number.rounded() == number ? String(Int(number)) : String(number)
            case .string(let text): "\"\(text)\""
            case .array(let nodes): "[" + nodes.map { render($0.value) }.joined(separator: ",") + "]"
            case .object(let members): "{" + members.map { "\"\($0.key)\":" + render($0.node.value) }.joined(separator: ",") + "}"
            }
        }
        return render(node.value)
    }

    /// The examples of RFC 7396, appendix A.
    @Test(arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ])
    func mergePatchFollowsRFC7396(target: String, patch: String, result: String) throws {
        #expect(Self.text(JSONMergePatch.apply(try Self.node(patch), to: try Self.node(target))) == result)
    }

    @Test func patchedPathsAreWhatThePatchWrites() throws {
        let target = try Self.node(#"{ "title": "x", "data": { "people": [1], "teams": [] }, "components": [] }"#)
        let patch = try Self.node(#"{ "data": { "people": [] }, "components": [ {} ], "description": "new", "title": null }"#)
        #expect(JSONMergePatch.patchedPaths(patch, over: target) == ["data.people", "components", "description"])
        #expect(JSONMergePatch.isUnder("components[0].items[1].kind", ["components"]))
        #expect(!JSONMergePatch.isUnder("componentsX", ["components"]))
        #expect(!JSONMergePatch.isUnder("data.teams", ["data.people"]))
    }

    static let home = #"""
        { "title": "Home", "data": { "people": [ { "name": "Ada" } ] },
          "components": [ { "header": { "title": "People" }, "layout": { "show-empty-component": true },
            "items": [ { "titleKeyPath": "people.0.name", "action": "nowhere" } ] } ] }
        """#

    @Test func aVariantIsItsScreenWithThePatchAtItsOwnRoute() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/home.json": Self.home,
            "Content/screens/home~empty.json":
                #"{ "components": [ { "header": { "title": "People" }, "layout": { "show-empty-component": true }, "items": [] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        let html = try #require(site.text(at: "home~empty/index.html"))
        #expect(html.contains("<h1 class=\"page-title\">Home</h1>"))
        #expect(html.contains("<title>Home (empty) – Screens</title>"))
        #expect(html.contains("<p class=\"component-empty\">Nothing here yet.</p>"))
        #expect(html.contains(#"<li><a href="../home/index.html">Default</a></li>"#))
        #expect(html.contains(#"<li><a href="../home~empty/index.html" aria-current="page">empty</a></li>"#))
        #expect(html.contains(#"<li><a href="../home/index.html">Home</a></li>"#))  // breadcrumbs: Home › Home (its screen) › empty
        #expect(try #require(site.text(at: "home/index.html")).contains(#"<li><a href="../home~empty/index.html">empty</a></li>"#))
        // The screen's dangling action is reported once, on the screen; the variant replaced it.
        #expect(site.diagnostics.filter { $0.message.contains("nowhere") }.count == 1)
    }

    @Test func aVariantOfDataReportsTheScreensProblemsItCausesOnTheScreen() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/home.json": Self.home,
            "Content/screens/home~nobody.json": #"{ "data": { "people": [] }, "description": 42 }"#,
        ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        // The patch's own problem is the variant's; a key path of the screen that now finds nothing
        // is reported on the screen's line, naming the variant.
        #expect(lines.contains { $0.hasPrefix("Content/screens/home~nobody.json:1:29: warning: expected a string, got a number") })
        #expect(
            lines.contains {
                $0.hasPrefix("Content/screens/home.json:3:") && $0.contains("warning: the key path 'people.0.name' finds nothing")
                    && $0.contains("(in its variant /home~nobody/)")
            })
        #expect(lines.filter { $0.contains("nowhere") }.count == 1)
    }

    @Test func aVariantNeedsItsScreenAndMustBeAnObject() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/home.json": Self.home,
            "Content/screens/hme~empty.json": #"{ "components": [] }"#,
            "Content/screens/home~list.json": #"[ 1 ]"#,
        ])
        defer { project.remove() }
        let messages = project.build().diagnostics.map { "\($0.message) [\($0.hint ?? "")]" }
        #expect(
            messages.contains { $0.hasPrefix("this variant varies ") && $0.hasSuffix("hme.json, which is not a screen [did you mean 'home.json'?]") })
        #expect(messages.contains { $0.hasPrefix("a variant must be a JSON object: a merge patch over ") })
    }

    @Test func breadcrumbsFollowTheRouteAndLinkFoldersWithScreens() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "title": "Start", "components": [] }"#,
            "Content/screens/teams/index.json": #"{ "title": "All teams", "components": [] }"#,
            "Content/screens/teams/ios/ada.json": #"{ "title": "Ada", "components": [] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        let html = try #require(site.text(at: "teams/ios/ada/index.html"))
        let crumbs = try #require(
            html.components(separatedBy: "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\">").last?.components(separatedBy: "</nav>").first)
        #expect(
            crumbs.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("<li>") } == [
                #"<li><a href="../../../index.html">Start</a></li>"#,
                #"<li><a href="../../../teams/index.html">All teams</a></li>"#,
                "<li>ios</li>",
                #"<li><span aria-current="page">Ada</span></li>"#,
            ])
        #expect(!(try #require(site.text(at: "index.html"))).contains("breadcrumbs"))
    }

    // MARK: The data fixture site

    static let fixture = TestPaths.fixtures.appendingPathComponent("sites/data")

    @Test func theDataSiteMatchesItsGoldenFiles() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let site = project.build()
        for (path, name) in [
            ("index.html", "data-index.html"), ("feed/index.html", "data-feed.html"), ("feed~empty/index.html", "data-feed-empty.html"),
            ("people/ada/index.html", "data-people-ada.html"), ("account/index.html", "data-account.html"),
            ("routes.json", "data-routes.json"),
        ] {
            assertSnapshot(try #require(site.text(at: path), "no \(path)"), named: name)
        }
        assertSnapshot(site.diagnosticLines(relativeTo: project.root).joined(separator: "\n") + "\n", named: "data-diagnostics.txt")
        for page in site.files.keys where page.hasSuffix(".html") {
            let report = HTMLValidator.inspect(try #require(site.text(at: page)))
            #expect(report.syntaxError == nil && report.findings.isEmpty, "\(page)")
        }
    }
}
