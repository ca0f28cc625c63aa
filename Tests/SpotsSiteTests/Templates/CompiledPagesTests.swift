import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Pages rendered with compiled templates are exactly what Mustache renders.
@Suite struct CompiledPagesTests {
    /// Every page of a site, rendered with compiled templates and with Mustache.
    static func compare(content: URL, templates: URL? = nil) throws {
        // Everything pages need, as the pipeline makes it before rendering.
        var context = BuildContext(
            options: BuildOptions(content: content, templates: templates ?? content.appendingPathComponent("no-templates"), output: content)
                .withSiteFeatures())
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        let compiled = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame)
        let direct = PageRenderer(templates: context.templates, config: context.content.config, frame: context.outline.frame, compiles: false)
        // Every template compiles, and none is refused.
        for name in context.templates.origins.keys.sorted() {
            #expect(context.templates.compiled[name] != nil, "\(name) does not compile")
        }
        #expect(!context.templates.problems.contains { $0.rule == .templateSyntax })
        for file in context.content.screenFiles {
            guard let screen = context.content.screens[file.route]?.screen else { continue }
            let result = compiled.render(screen)
            #expect(!result.isOverBudget && !result.diagnostics.contains { $0.rule == .templateValue }, "\(file.diagnosticName)")
            Self.expectSame(result.html, direct.render(screen).html, file.diagnosticName)
        }
        // The generated pages (index, 404, the catalog's), whose templates use partials.
        Pipeline.run(context: &context)
        let documents = DocumentRenderer(templates: context.templates, plannedFiles: context.outline.plannedFiles, timer: nil)
        let throughMustache = DocumentRenderer(
            templates: context.templates, plannedFiles: context.outline.plannedFiles, timer: nil, compiles: false)
        var count = 0
        var generators: [(any PageGenerator, FeaturePlan?)] = Pipeline.coreGenerators.map { ($0, nil) }
        for plan in context.outline.features {
            let feature = try #require(context.options.features.first { $0.name == plan.feature })
            generators += feature.generators.map { ($0, plan) }
        }
        for (generator, plan) in generators {
            for batch in try generator.files(of: GeneratorInput(context, plan: plan)).batches {
                for case .document(let document) in batch().map(\.body) {
                    let (html, problems) = documents.render(document)
                    let (expected, expectedProblems) = throughMustache.render(document)
                    Self.expectSame(html, expected, document.route.outputFile)
                    #expect(problems == expectedProblems)
                    count += 1
                }
            }
        }
        #expect(count >= 3)
    }

    static func expectSame(_ withCompiled: String, _ withMustache: String, _ name: String) {
        guard withCompiled != withMustache else { return }
        let a = withCompiled.split(separator: "\n", omittingEmptySubsequences: false)
        let b = withMustache.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let (compiled, mustache) = (line < a.count ? a[line] : "<end>", line < b.count ? b[line] : "<end>")
        Issue.record("\(name) line \(line + 1):\n  compiled: \(compiled)\n  Mustache: \(mustache)")
    }

    @Test func theExampleSiteIsIdenticalCompiledAndThroughMustache() throws {
        try Self.compare(content: TestPaths.repository.appendingPathComponent("Content"))
    }

    @Test func theShowcaseFixtureIsIdenticalCompiledAndThroughMustache() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("sites/showcase")
        try Self.compare(content: fixture.appendingPathComponent("Content"), templates: fixture.appendingPathComponent("Templates"))
    }

    @Test func theConformanceFilesAreIdenticalCompiledAndThroughMustache() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("Content"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("conformance/spots"), to: project.url("Content/screens"))
        try Self.compare(content: project.url("Content"))
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
