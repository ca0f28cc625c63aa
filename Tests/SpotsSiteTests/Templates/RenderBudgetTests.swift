import Foundation
import SpotsBuild
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// Every page renders within a budget: sections nested over the same list multiply the work by the
/// list's length at every level (20 levels over two links ran for two minutes; 13 over a long
/// text took 8 GB), and such a page is an error at its screen, naming the template, not a hang.
@Suite struct RenderBudgetTests {
    static let list = TemplateFields(fields: ["l": .list([.number(1), .number(2)]), "big": .text(String(repeating: "x", count: 100_000))])

    static func nested(_ depth: Int, around body: String) -> String {
        String(repeating: "{{#l}}", count: depth) + body + String(repeating: "{{/l}}", count: depth)
    }

    @Test func stepsAreCountedAndStopTheRender() throws {
        let template = try #require(TemplateCompiler.compile(Self.nested(10, around: "x")))
        var ample = RenderBudget(steps: 100_000, bytes: 1 << 20)
        let rendered = template.render(Self.list, fragments: Fragments(), budget: &ample)
        #expect(rendered?.bytes.count == 1024)
        // 2 + 4 + … + 1,024 elements and as many sections and texts (about 4,000 steps), and each
        // section's look for `l` through the sections around it (8,194 more).
        #expect((10_000...15_000).contains(100_000 - ample.steps) && !ample.isSpent, "\(100_000 - ample.steps)")
        var scant = RenderBudget(steps: 1_000, bytes: 1 << 20)
        #expect(template.render(Self.list, fragments: Fragments(), budget: &scant) == nil)
        #expect(scant.isSpent)
        // Thirty levels would be a billion steps.
        let deep = try #require(TemplateCompiler.compile(Self.nested(30, around: "x")))
        var page = RenderBudget(steps: 1_000_000, bytes: 256 << 20)
        #expect(deep.render(Self.list, fragments: Fragments(), budget: &page) == nil)
    }

    @Test func bytesAreCountedAndStopTheRender() throws {
        // 2^13 copies of 100 KB: 800 MB, past 16 MB after 160 copies.
        let template = try #require(TemplateCompiler.compile(Self.nested(13, around: "{{{big}}}")))
        var page = RenderBudget(steps: 1_000_000, bytes: 16 << 20)
        #expect(template.render(Self.list, fragments: Fragments(), budget: &page) == nil)
        // The page's budget is shared by its templates: what one took is gone for the next.
        let once = try #require(TemplateCompiler.compile("{{{big}}}"))
        var budget = RenderBudget(steps: 1_000, bytes: 250_000)
        #expect(once.render(Self.list, fragments: Fragments(), budget: &budget) != nil)
        #expect(once.render(Self.list, fragments: Fragments(), budget: &budget) != nil)
        #expect(once.render(Self.list, fragments: Fragments(), budget: &budget) == nil)
    }

    /// A build whose page template nests sections over the navigation fails at the page, in well
    /// under a second, and writes nothing.
    @Test func aPageOverItsBudgetIsAnErrorAtItsScreen() throws {
        let page = try TemplatePartialsTests.pageIncluding("loop")
        var files = [
            "Templates/page.mustache": page,
            "Templates/loop.mustache": String(repeating: "{{#navigation}}", count: 25) + "<i>x</i>" + String(repeating: "{{/navigation}}", count: 25),
            "Content/site.json": #"{"title": "T", "navigation": [{"title": "A", "action": "s1"}, {"title": "B", "action": "s2"}]}"#,
        ]
        let names = ["index"] + (1...11).map { "s\($0)" }
        for name in names { files["Content/screens/\(name).json"] = TemplatePartialsTests.screen }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var options = project.options()
        options.pageBudget = RenderBudget(steps: 200_000, bytes: 1 << 20)
        let site = SiteBuilder(options: options).build()
        // Each page says: the first over its budget (and any rendered at once) with the error, and
        // those after it, which are not rendered, with a note.
        let over = site.diagnostics.filter { $0.rule == .templateBudget }
        let errors = over.filter { $0.severity == .error }
        #expect(over.count == names.count && !errors.isEmpty, "\(site.diagnostics)")
        // Only the pages being rendered when the first went over go on to their own end.
        #expect(errors.count <= max(2, ProcessInfo.processInfo.activeProcessorCount) && errors.count < names.count, "\(errors.count) errors")
        #expect(errors.allSatisfy { $0.message.contains("Templates/page.mustache was running") && $0.message.contains("(200000 steps or 1 MB)") })
        #expect(
            over.filter { $0.severity == .note }.allSatisfy {
                $0.message == "this page was not rendered: another page went over its render budget first (see its error)"
            })
        // The page is not checked (its markup would be cut off) nor written.
        #expect(!site.diagnostics.contains { $0.rule == .pageMarkup })
        #expect(site.diagnostics.contains { $0.severity == .error })
    }

    /// The page budget leaves room: every page of the example site takes under a hundredth of
    /// it, and a screen of 5,000 items with subtitles and images under a quarter.
    @Test func realPagesTakeLittleOfTheBudget() throws {
        let example = try TemporaryProject(copying: TestPaths.repository.appendingPathComponent("Content"))
        defer { example.remove() }
        var options = example.options()
        (options.content, options.templates) = (example.root, TestPaths.repository.appendingPathComponent("Templates"))
        options.pageBudget = RenderBudget(steps: RenderBudget.page.steps / 100, bytes: RenderBudget.page.bytes / 100)
        let site = SiteBuilder(options: options).build()
        #expect(site.pageCount > 10)
        #expect(!site.diagnostics.contains { $0.rule == .templateBudget })

        let items = (0..<5_000).map {
            #"{"title": "Item \#($0)", "subtitle": "Some **bold** text, [a link](https://example.com/\#($0))", "image": "https://example.com/\#($0).png", "action": "index"}"#
        }
        let large = try TemporaryProject(files: [
            "Content/screens/index.json": #"{"components": [{"kind": "list", "items": ["# + items.joined(separator: ",") + "]}]}"
        ])
        defer { large.remove() }
        var largeOptions = large.options()
        largeOptions.pageBudget = RenderBudget(steps: RenderBudget.page.steps / 4, bytes: RenderBudget.page.bytes / 4)
        let built = SiteBuilder(options: largeOptions).build()
        #expect(built.text(at: "index.html")?.contains("Item 4999") == true)
        #expect(!built.diagnostics.contains { $0.rule == .templateBudget })
    }

    /// What swift-mustache cannot print as HTML (a Swift description) prints nothing, with a
    /// warning at the template.
    @Test func anObjectPrintedPrintsNothingWithAWarning() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": TemplatePartialsTests.screen,
            "Templates/items/default.mustache": "<li>{{title}}{{meta}}{{meta}}</li>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let printed = site.diagnostics.filter { $0.rule == .templateValue }
        #expect(printed.map(\.message) == ["{{meta}} names an object or a list here (on /), which prints nothing"], "\(site.diagnostics)")
        #expect(printed.first?.file.hasSuffix("Templates/items/default.mustache") == true)
        #expect(site.text(at: "index.html")?.contains("<li>One</li>") == true)
    }

    /// Transforms and pragmas are refused at the tag: swift-mustache's string transforms printed
    /// nothing on spots-site's values, and a pragma can turn off escaping.
    @Test func transformsAndPragmasAreRefusedAtTheirTag() throws {
        let found = try TemplatePartialsTests.problems([
            "items/default": "<li>\n  {{uppercased(title)}}</li>\n", "items/card": "{{% CONTENT_TYPE: TEXT }}<li>{{title}}</li>",
        ])
        #expect(found.count == 2, "\(found)")
        let transform = try #require(found.first { $0.file.hasSuffix("items/default.mustache") })
        #expect(transform.message == "this tag uses a transform (`name(value)`), which spots-site does not run")
        #expect(transform.location == SourceLocation(line: 2, column: 5))
        let pragma = try #require(found.first { $0.file.hasSuffix("items/card.mustache") })
        #expect(pragma.message.hasPrefix("this tag is a pragma"))
        #expect(pragma.location == SourceLocation(line: 1, column: 1))
    }
}
