import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The one list of steps that build, check and serve run.
@Suite struct PipelineTests {
    /// The options of a build of the command line: every feature of a site.
    static let options = BuildOptions(
        content: URL(fileURLWithPath: "Content"), templates: URL(fileURLWithPath: "Templates"), output: URL(fileURLWithPath: "Output")
    ).withSiteFeatures()

    @Test func theStepsRunInTheOrderTheDataFlows() {
        #expect(
            Pipeline.steps(for: Self.options).map(\.name) == [
                "Hash sources", "Find content", "Load templates", "Read screens", "Outline",
                "Render and validate pages", "Index page", "404 page", "Catalog", "App map", "Site files",
            ])
        #expect(Pipeline.loadSteps.map(\.name) == ["Hash sources", "Find content", "Load templates"])
    }

    /// `build --incremental` decides whether it takes the rest of the site once loading is done,
    /// on the previous output handed in (`PreviousOutput`), and then runs no other step.
    @Test func anIncrementalBuildDecidesBetweenLoadingAndTheRest() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "Home", "subtitle": "One" } ] } ] }"#
        ])
        defer { project.remove() }
        // The steps a build ran, in order, as `--verbose` numbers them (`[4/12] Read screens: …`).
        func steps() throws -> [String] {
            let run = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
            return (run.output + run.errors).split(separator: "\n").compactMap { line in
                guard line.hasPrefix("["), let close = line.firstIndex(of: "]"), let colon = line.firstIndex(of: ":") else { return nil }
                return String(line[line.index(close, offsetBy: 2)..<colon])
            }
        }
        let first = try steps()
        #expect(Array(first.prefix(5)) == ["Hash sources", "Find content", "Load templates", "Take the rest of the site", "Read screens"])
        #expect(try steps() == ["Hash sources", "Find content", "Load templates", "Take the rest of the site"])
        // Reading what the last output holds is timed too: its stamps before the steps, the rest
        // (read beside the load steps) as the time waited for it once they are done.
        let metrics = try CommandLineTests.run(["build", "--incremental", "--metrics"], in: project.root)
        let rows = (metrics.output + metrics.errors).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let names = rows.drop { !$0.hasPrefix("step ") }.dropFirst().prefix { !$0.hasPrefix("total ") }.map { row in
            String(row.prefix { !$0.isNumber }).trimmingCharacters(in: .whitespaces)
        }
        #expect(
            Array(names.prefix(6)) == [
                "Read the last stamps", "Hash sources", "Find content", "Load templates", "Read the last output", "Take the rest of the site",
            ], "\(rows)")
    }

    @Test func filesAGeneratedStepWritesArePlannedSoLinksToThemAreChecked() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "Lost?" } ] } ] }"#
        ])
        defer { project.remove() }
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context)
        #expect(context.outline.plannedFiles.isSuperset(of: ["404.html", "index.html", "sitemap.xml", "routes.json"]))
        let checker = PageChecker(route: .root, file: "page", plannedFiles: context.outline.plannedFiles)
        #expect(checker.problem(with: "404.html", ids: []) == nil)
        #expect(checker.problem(with: "405.html", ids: []) == "which this build does not write")
        #expect(Pipeline.site(of: context).diagnostics.isEmpty)
    }

    @Test func everyProblemIsTaggedWithTheStepThatFoundIt() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{ "titel": "Typo" }"#,
            "Content/screens/index.json": #"{ "components": [ { "kind": "carousell", "items": [ { "title": "A", "action": "nowhere" } ] } ] }"#,
            "Content/screens/broken.json": #"{ "components": [ "#,
        ])
        defer { project.remove() }
        let site = project.build()
        let steps = Dictionary(grouping: site.diagnostics, by: { $0.step ?? "none" }).mapValues { $0.map(\.message) }
        #expect(steps["Find content"]?.contains { $0.contains("unknown key 'titel'") } == true)
        let read = site.diagnostics.filter { $0.step == "Read screens" }
        #expect(!read.isEmpty && read.allSatisfy { $0.file.hasSuffix("broken.json") }, "\(read)")
        #expect(steps["Render and validate pages"]?.contains { $0.contains("'carousell' is likely a typo of 'carousel'") } == true)
        #expect(steps["none"] == nil)
    }

    @Test func strictModeIsAppliedOnceByTheRunnerToEveryStepsWarnings() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{ "titel": "Typo" }"#,
            "Content/screens/index.json": #"{ "components": [ { "kind": "carousell", "items": [ { "title": "A" } ] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build(strict: true)
        #expect(site.diagnostics.count == 2)
        #expect(site.diagnostics.allSatisfy { $0.severity == .error && $0.message.hasSuffix(" [strict]") })
    }

    @Test func aStepThatOnlyServeSkipsRunsInEveryFullBuild() {
        for step in Pipeline.steps(for: Self.options) { #expect(step.runsFor(.everything, incremental: true), "\(step.name)") }
        #expect(!HashSources.step.runsFor(.everything))
        let nothingChanged = BuildScope(everything: false)
        #expect(!FindContent.step.runsFor(nothingChanged))
        #expect(!LoadTemplates.step.runsFor(nothingChanged))
        #expect(!ReadScreens.step.runsFor(nothingChanged))
        #expect(!BuildStep.generating(SiteFiles()).runsFor(nothingChanged))
    }
}
