import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Evaluating item templates once per shape of data gives exactly what Mustache renders item by item.
@Suite struct ShapeCacheTests {
    /// Every page of a site, rendered with and without the cache.
    static func compare(content: URL, templates: URL? = nil) throws {
        // Everything pages need, as the pipeline makes it before rendering.
        var context = BuildContext(
            options: BuildOptions(content: content, templates: templates ?? content.appendingPathComponent("no-templates"), output: content)
                .withSiteFeatures())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        let cached = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame)
        let direct = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame, cache: nil)
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

extension ShapeCacheTests {
    /// A worker takes the shared cache's lock once per shape it meets, not once per render.
    @Test func aWorkerLooksEachShapeUpInTheSharedCacheOnce() throws {
        let shared = ShapeCache()
        let shape = Array("items/default\u{0}{s}".utf8)
        let first = ShapeCache.Local(shared)
        first.store(ShapeCache.Compiled(pieces: [.text(.init(Array("<p>".utf8)))]), for: shape)
        for _ in 0..<100 { #expect(first.compiled(for: shape) != nil) }
        #expect(shared.sharedLookups == 0)
        let second = ShapeCache.Local(shared)
        for _ in 0..<100 { #expect(second.compiled(for: shape)?.textLength == 3) }
        #expect(shared.sharedLookups == 1)
        #expect(second.compiled(for: Array("other".utf8)) == nil)
        #expect(shared.sharedLookups == 2)
    }

    /// A worker that renders every page of the example site twice asks the shared cache only about
    /// shapes it has not met, and makes the pages a renderer of its own makes.
    @Test func aWorkerAsksTheSharedCacheOnlyAboutShapesItHasNotMet() throws {
        var context = BuildContext(
            options: BuildOptions(
                content: TestPaths.repository.appendingPathComponent("Content"), templates: TestPaths.repository.appendingPathComponent("Templates"),
                output: TestPaths.repository.appendingPathComponent("Output")
            ).withSiteFeatures())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        let shared = ShapeCache()
        let renderer = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame, cache: shared)
        let screens = context.content.screenFiles.compactMap { context.content.screens[$0.route]?.screen }
        let worker = ShapeCache.Local(shared)
        let pages = (screens + screens).map { renderer.render($0, shapes: worker).html }
        let alone = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame)
        #expect(pages == (screens + screens).map { alone.render($0).html })
        // Each lookup missed (the worker met a new shape), and the shape was stored.
        #expect(shared.sharedLookups > 10)
        #expect(shared.sharedLookups == shared.count)
    }

    @Test func aParallelMapInRunsKeepsTheOrderAndARunsStateIsItsOwn() {
        let numbers = Array(0..<1000)
        @Sendable func count(_ seen: inout Int, _ number: Int) -> (Int, Int) {
            seen += 1
            return (number * 2, seen)
        }
        let mapped = numbers.parallelMap(eachRunWith: { 0 }, count)
        #expect(mapped.map(\.0) == numbers.map { $0 * 2 })
        // Each run starts from a state of its own: its first element has seen one.
        #expect(mapped.count { $0.1 == 1 } > 1)
        #expect(mapped.map(\.1).max()! <= 32)
    }
}
