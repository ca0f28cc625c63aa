import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsSite

/// Evaluating item templates once per shape of data gives exactly what Mustache renders item by item.
@Suite struct ShapeCacheTests {
    /// Every page of a site, rendered with and without the cache.
    static func compare(content: URL, templates: URL? = nil) throws {
        // Everything pages need, as the pipeline makes it before rendering.
        var context = BuildContext(
            options: BuildOptions(content: content, templates: templates ?? content.appendingPathComponent("no-templates"), output: content))
        Pipeline.run(context: &context, stopBefore: RenderPages.step.name)
        let cached = PageRenderer(templates: context.templates, config: context.content.config, outline: context.outline)
        let direct = PageRenderer(templates: context.templates, config: context.content.config, outline: context.outline, cache: nil)
        for file in context.content.screenFiles {
            guard let screen = context.content.screens[file.route]?.screen else { continue }
            let withCache = cached.render(screen).html
            let withoutCache = direct.render(screen).html
            if withCache != withoutCache {
                let a = withCache.split(separator: "\n", omittingEmptySubsequences: false)
                let b = withoutCache.split(separator: "\n", omittingEmptySubsequences: false)
                let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                Issue.record(
                    "\(file.diagnosticName) line \(line + 1):\n  cached: \(line < a.count ? a[line] : "<end>")\n  direct: \(line < b.count ? b[line] : "<end>")"
                )
            }
        }
    }

    @Test func theExampleSiteIsIdenticalWithAndWithoutTheCache() throws {
        try Self.compare(content: TestPaths.repository.appendingPathComponent("Content"))
    }

    @Test func theShowcaseFixtureIsIdenticalWithAndWithoutTheCache() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("sites/showcase")
        try Self.compare(content: fixture.appendingPathComponent("Content"), templates: fixture.appendingPathComponent("Templates"))
    }

    @Test func theConformanceFilesAreIdenticalWithAndWithoutTheCache() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("Content"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("conformance/spots"), to: project.url("Content/screens"))
        try Self.compare(content: project.url("Content"))
    }

    @Test func templatesThatCanDependOnValuesAreNotCached() {
        #expect(TemplateTags.canCache(source: "<p>{{title}}</p>{{#items}}{{{html}}}{{/items}}"))
        #expect(!TemplateTags.canCache(source: "{{> partial}}"))
        #expect(!TemplateTags.canCache(source: "{{uppercased(title)}}"))
        #expect(!TemplateTags.canCache(source: "{{=<% %>=}}"))
        #expect(!TemplateTags.canCache(source: "{{<parent}}{{/parent}}"))
    }

    @Test func aMarkerInAnUnexpectedFormIsRefused() {
        let (o, c) = (String(decoding: Markers.valueOpen, as: UTF8.self), String(decoding: Markers.valueClose, as: UTF8.self))
        #expect(ShapeCache.compile("a\(o)0&\(c)b\(o)1&amp;\(c)", leafCount: 2) != nil)
        #expect(ShapeCache.compile("a\(o)0&\(c)", leafCount: 0) == nil)
        #expect(ShapeCache.compile("a\(o)0\(c)", leafCount: 1) == nil)
        #expect(ShapeCache.compile("a\(c)", leafCount: 1) == nil)
    }
}

/// Content cannot forge the renderer's internal markers.
@Suite struct MarkerSafetyTests {
    @Test func noncharactersInContentAreReplacedSoTheyCannotActAsMarkers() throws {
        let nonchar = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self) }
        let (a, b, c, d) = (nonchar([0xEF, 0xB7, 0x90]), nonchar([0xEF, 0xB7, 0x91]), nonchar([0xEF, 0xB7, 0x92]), nonchar([0xEF, 0xB7, 0x93]))
        let title = "A\(a)0\(b)B \(c)0&\(d) \u{E000}icon"
        let json = #"{ "components": [ { "header": { "title": "\#(title)" }, "items": [ { "title": "\#(title)" } ] } ] }"#
        let project = try TemporaryProject(files: ["Content/screens/index.json": json])
        defer { project.remove() }
        let site = project.build()
        let html = try #require(site.text(at: "index.html"))
        #expect(site.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(site.diagnostics.allSatisfy { $0.message.hasPrefix("the text holds control characters or noncharacters") })
        // Private-use characters (icon fonts) are kept; noncharacters become U+FFFD.
        #expect(html.contains("A\u{FFFD}0\u{FFFD}B \u{FFFD}0&amp;\u{FFFD} \u{E000}icon"))
        #expect(!html.contains(a))
    }
}
