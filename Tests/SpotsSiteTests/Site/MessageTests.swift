import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Messages that say what is wrong, where, and nothing that misleads.
@Suite struct MessageTests {
    static func lines(_ files: [String: String]) throws -> [String] {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        return project.build().diagnosticLines(relativeTo: project.root)
    }

    /// The deepest nesting the JSON parser accepts (62 components, each in an item of the one
    /// before) makes a page deeper than libxml2's default limit of 256 elements; it builds.
    @Test func theDeepestScreenTheParserAcceptsBuilds() throws {
        var component = #"{ "kind": "list", "items": [ { "title": "leaf" } ] }"#
        for level in 0..<62 { component = #"{ "kind": "list", "items": [ { "title": "level \#(level)", "children": [ \#(component) ] } ] }"# }
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [ \#(component) ] }"#])
        defer { project.remove() }
        let site = project.build()
        #expect(!site.diagnostics.hasErrors, "\(site.diagnosticLines(relativeTo: project.root))")
        #expect(site.text(at: "index.html")?.contains("level 61") == true)
    }

    @Test func anIdentifierThePageTemplateUsesIsReservedAtTheScreenLine() throws {
        let lines = try Self.lines([
            "Content/screens/index.json":
                "{ \"components\": [ { \"kind\": \"list\",\n  \"items\": [ { \"title\": \"A\", \"identifier\": \"main\" } ] } ] }"
        ])
        #expect(
            lines == [
                "Content/screens/index.json:2:14: warning: the identifier 'main' is reserved: the page template gives the id 'main' to its own element; this one becomes 'main-2' (components[0].items[0].identifier); choose another identifier [duplicate-identifier]"
            ])
    }

    @Test func contentCannotForgeADiagnosticLineOrDriveTheTerminal() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "components": [ { "kind": "gird\nContent/screens/x.json:1:1: error: forged\u001b[2J", "items": [ { "title": "x" } ] } ] }"#
        ])
        defer { project.remove() }
        let run = try CommandLineTests.run(["check"], in: project.root)
        let lines = run.errors.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("Content/screens/x.json") }, "\(run.errors)")
        // The escape character was already made U+FFFD by the loader; the line break is written as \n.
        #expect(run.errors.contains(#"unknown component kind 'gird\nContent/screens/x.json:1:1: error: forged�[2J'"#))
        #expect(!run.errors.contains("\u{1B}"))
    }

    @Test func aLoneSurrogateEscapeIsAWarningAtItsPlace() throws {
        let lines = try Self.lines(["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A \ud800 B" } ] } ] }"#])
        #expect(
            lines == [
                #"Content/screens/index.json:1:46: warning: '\ud800' is a high surrogate without the low one after it; it becomes the replacement character �; write the character itself, or both halves of its UTF-16 pair (\ud83d\ude00 for 😀) [json-syntax]"#
            ])
    }

    @Test func countsAreSingularForOne() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/only.json": #"{ "title": "Only", "components": [ { "items": [ { "title": "A" } ] } ] }"#,
            "Content/assets/a.txt": "a",
        ])
        defer { project.remove() }
        let run = try CommandLineTests.run(["build", "--verbose"], in: project.root)
        #expect(run.output.contains("] Find content: 1 screen, 1 asset ("))
        #expect(run.output.contains("] Render and validate pages: 1 page, 0 dangling actions ("))
        #expect(run.output.contains("] Outline: 1 route, "))
        #expect(run.output.contains("Built 2 pages: 1 screen, 0 warnings, 0 errors;"))  // the generated index and the screen
        let index = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        #expect(index.contains("<p class=\"page-lead\">1 screen</p>"))
        #expect(index.contains("· 1 component ·"))
        #expect(1.counted("screen") == "1 screen" && 0.counted("screen") == "0 screens" && 2.counted("entry", plural: "entries") == "2 entries")
    }

    /// After 20 diagnostics of one shape the text format counts the rest; JSON lists them all.
    @Test func aFloodOfOneWarningIsCounted() throws {
        var items: [String] = []
        for index in 0..<30 { items.append(#"{ "title": "\#(index)", "action": "missing-\#(index)" }"#) }
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "tiles", "items": [ \#(items.joined(separator: ", ")) ] } ] }"#
        ])
        defer { project.remove() }
        let text = try CommandLineTests.run(["check"], in: project.root)
        let dangling = { (text: String) in text.split(separator: "\n").count { $0.hasPrefix("Content/") && $0.contains("which has no screen") } }
        #expect(dangling(text.errors) == 20)
        #expect(
            text.errors.contains(
                "… and 10 more like these: warning: the action '…' leads to /…, which has no screen; the item is shown without a link; --format json lists them all, as does --all-diagnostics\n"
            ))
        #expect(text.errors.contains("warning: unknown component kind 'tiles'"))
        #expect(text.output.contains("31 warnings"))
        let all = try CommandLineTests.run(["check", "--all-diagnostics"], in: project.root)
        #expect(dangling(all.errors) == 30)
        #expect(!all.errors.contains("more like these"))
        let json = try CommandLineTests.run(["check", "--format", "json"], in: project.root)
        #expect(json.output.components(separatedBy: "which has no screen").count - 1 == 30)
    }
}

/// What a component or item carries is on its inspect panel (`build --inspect`), a kind with no
/// template of its own marked there; the page as built shows none of it.
@Suite struct DetailsTests {
    @Test func anInspectedComponentAndItemShowTheirFieldsAndTheirFallback() throws {
        let long = String(repeating: "word ", count: 40)
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": """
            { "components": [ { "kind": "map", "header": { "title": "Map" }, "meta": { "lat": 59.9, "zoom": 12 }, "items": [
              { "title": "Oslo", "kind": "pin", "meta": { "note": "\(long)", "tags": ["a", "b"], "photo": "dot.svg" }, "image": "missing.png" },
              { "title": "Plain" } ] } ] }
            """,
            "Content/assets/dot.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#,
        ])
        defer { project.remove() }
        let built = try #require(project.build().text(at: "index.html"))
        #expect(!built.contains("spots-inspect") && !built.contains("meta.lat") && !built.contains("dot.svg"))
        var options = project.options()
        options.view.inspects = true
        let html = try #require(SiteBuilder(options: options).build().text(at: "index.html"))
        // Each says its kind, the template that stands in for it, and its line.
        #expect(
            html.contains(
                "<summary><span class=\"inspect-kind\">component <code>map</code></span> <span class=\"inspect-fallback\">no template of its own: components/default</span> <span class=\"inspect-source\">\(project.url("Content/screens/index.json").path):1</span></summary>"
            ))
        #expect(html.contains("item <code>pin</code></span> <span class=\"inspect-fallback\">no template of its own: items/default</span>"))
        #expect(html.contains("\">item <code>default</code></span> <span class=\"inspect-source\">"))
        // A header is an item too, and says so.
        #expect(html.contains("<span class=\"inspect-kind\">header item <code>default</code></span>"))
        // A value that names an image of the site is shown as the image.
        #expect(html.contains("<dt>meta.photo</dt><dd><img class=\"detail-image\" src=\"assets/dot.svg\" alt=\"\"/> dot.svg</dd>"))
        #expect(html.contains("<div class=\"detail\"><dt>meta.lat</dt><dd>59.9</dd></div>"))
        #expect(html.contains("<div class=\"detail\"><dt>meta.zoom</dt><dd>12</dd></div>"))
        #expect(html.contains("<div class=\"detail\"><dt>title</dt><dd>Plain</dd></div>"))
        #expect(html.contains("<div class=\"detail\"><dt>meta.tags</dt><dd>a, b</dd></div>"))
        #expect(html.contains("<div class=\"detail\"><dt>image</dt><dd>missing.png</dd></div>"))
        // Long values are cut, with the whole value on hover.
        let whole = long.trimmingCharacters(in: .whitespaces)
        #expect(html.contains("<dt>meta.note</dt><dd title=\"\(whole)\">\(whole.prefix(119))…</dd>"))
        // Four panels with data (the component, its header, each item), and the item's own image never leaks
        // into an entry.
        #expect(html.components(separatedBy: "<dl class=\"details\">").count == 5)
        #expect(html.components(separatedBy: "detail-image").count == 2)
    }
}

/// A screen or data file over `--max-screen-size` is an error, not a machine out of memory.
@Suite struct FileSizeLimitTests {
    @Test func aFileOverTheLimitIsAnErrorWithTheLimitToRaise() throws {
        let item = #"{ "title": "An item with a title long enough to make the file large" }"#
        let big = #"{ "components": [ { "items": [ \#(Array(repeating: item, count: 20_000).joined(separator: ", ")) ] } ] }"#
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "data": "data/big.json", "components": [ { "items": [ { "title": "Home" } ] } ] }"#,
            "Content/screens/big.json": big, "Content/data/big.json": big,
        ])
        defer { project.remove() }
        let refused = try CommandLineTests.run(["check", "--max-screen-size", "1MB"], in: project.root)
        #expect(refused.status == 1)
        #expect(
            refused.errors.contains(
                "Content/screens/big.json: error: the file is 1.4 MB, over the 1 MB limit for one screen or data file; it is not read; split it into several files, or raise the limit with --max-screen-size 2MB"
            ))
        #expect(refused.errors.contains("Content/data/big.json: error: the file is 1.4 MB, over the 1 MB limit"))
        let allowed = try CommandLineTests.run(["check", "--max-screen-size", "2MB"], in: project.root)
        #expect(allowed.status == 0, "\(allowed.errors)")
        let wrong = try CommandLineTests.run(["check", "--max-screen-size", "lots"], in: project.root)
        #expect(wrong.status != 0)
        #expect(wrong.errors.contains("--max-screen-size must be a size such as 20MB, 512KB or 1000000, got 'lots'"))
    }

    @Test func sizesAreReadAndWrittenAsPeopleWriteThem() {
        #expect(FileSize.parse("20MB") == 20 * 1_048_576)
        #expect(FileSize.parse("512 kb") == 512 * 1024)
        #expect(FileSize.parse("1.5GB") == 1_610_612_736)
        #expect(FileSize.parse("1000000") == 1_000_000)
        #expect(FileSize.parse("lots") == nil && FileSize.parse("-1MB") == nil && FileSize.parse("0") == nil)
        #expect(FileSize.text(98_700_000) == "94.1 MB")
        #expect(FileSize.text(20 * 1_048_576) == "20 MB")
        #expect(FileSize.text(900) == "900 bytes")
        #expect(FileSize.roundedUp(1_500_000) == 2 * 1_048_576)
        #expect(FileSize.defaultLimit == 20 * 1_048_576)
    }
}
