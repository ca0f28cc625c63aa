import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// The whole history of the Spots example apps' screen JSON: every version of a `components.json`
/// ever committed (Fixtures/conformance/spots and spots-history, their provenance in SOURCES.md and
/// checked by scripts/check-provenance.sh), as one folder of screens, as a team that kept them
/// would build it. One was committed with a missing comma: with `--keep-going`, every other page
/// is the screen the app shows, and that one's page shows its error.
@Suite struct SpotsHistoryTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("conformance")
    static let broken = "2015-10-13-pages-missing-comma.json"

    static var historyFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("spots-history").path))?
            .filter { $0.hasSuffix(".json") }.sorted() ?? []
    }

    static func build(keepsGoing: Bool) throws -> (TemporaryProject, RenderedSite) {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(at: project.url("Content/screens"), withIntermediateDirectories: true)
        for (subfolder, names) in [("spots", ConformanceTests.spotsFiles), ("spots-history", historyFiles)] {
            for name in names {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("\(subfolder)/\(name)"), to: project.url("Content/screens/\(name)"))
            }
        }
        try project.write(#"{ "title": "Spots, 2015 to 2018" }"#, to: "Content/site.json")
        var options = project.options()
        options.keepsGoing = keepsGoing
        return (project, SiteBuilder(options: options).build())
    }

    @Test func theHistoryIsWhole() {
        // 18 versions in spots/ (with 4 README and documentation extracts) and 10 here: all 28.
        #expect(Self.historyFiles.count == 10)
        #expect(ConformanceTests.spotsFiles.count + Self.historyFiles.count == 32)
    }

    @Test func withKeepGoingEveryOtherScreenIsItsPageAndTheBrokenOneShowsItsError() throws {
        let (project, site) = try Self.build(keepsGoing: true)
        defer { project.remove() }
        let errors = site.diagnosticLines(relativeTo: project.root).filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "Content/screens/\(Self.broken):30:7: error: expected ',' after the element; the next one starts on line 31; "
                    + "add ',' at the end of this line [json-syntax]"
            ])
        let route = try ScreenFileName.route(forScreenAt: Self.broken).get()
        let page = try #require(site.text(at: route.outputFile))
        #expect(page.contains("This screen could not be built"))
        #expect(page.contains("Content/screens/\(Self.broken):30:7: error: expected &#39;,&#39; after the element"))
        #expect(HTMLValidator.inspect(page).syntaxError == nil)
        for name in ConformanceTests.spotsFiles + Self.historyFiles where name != Self.broken {
            let route = try ScreenFileName.route(forScreenAt: name).get()
            let html = try #require(site.text(at: route.outputFile), "no page for \(name)")
            #expect(HTMLValidator.inspect(html).syntaxError == nil, "\(name)")
            #expect(!html.contains("could not be built"), "\(name)")
            for shown in ["spots-inspect", "class=\"details\"", "No template for"] {
                #expect(!html.contains(shown), "\(name) shows \(shown)")
            }
        }
    }

    /// Each item's title is on its page, read with Foundation's own parser, independently of
    /// spots-site's.
    @Test(arguments: historyFiles.filter { $0 != broken })
    func everyItemTitleIsOnItsPage(file: String) throws {
        let (project, site) = try Self.build(keepsGoing: true)
        defer { project.remove() }
        let html = try #require(site.text(at: try ScreenFileName.route(forScreenAt: file).get().outputFile))
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("spots-history/\(file)"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let titles = (root["components"] as? [[String: Any]] ?? [])
            .flatMap { $0["items"] as? [[String: Any]] ?? [] }
            .compactMap { $0["title"] as? String }.filter { !$0.isEmpty }
        #expect(!titles.isEmpty)
        for title in titles {
            #expect(html.contains(ConformanceTests.escaped(title)), "\(file): '\(title)' is not on its page")
        }
    }

    /// Without `--keep-going` the build writes nothing, and says every problem of every file at once.
    @Test func withoutItNothingIsWrittenAndEveryProblemIsSaid() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let (built, site) = try Self.build(keepsGoing: false)
        defer { built.remove() }
        let lines = site.diagnosticLines(relativeTo: built.root)
        #expect(lines.filter { $0.contains(": error: ") }.count == 1)
        // The trailing commas of three other files are said in the same run.
        for name in ["2015-10-26-cards-three-carousels.json", "2015-11-10-cards-custom-kind.json", "2015-11-10-cards-all-custom-kind.json"] {
            #expect(lines.contains { $0.hasPrefix("Content/screens/\(name):52:73: warning: trailing comma") }, "\(name)")
        }
        let arguments = ["build", "-q", "--content", built.url("Content").path, "--output", project.url("Output").path]
        let run = try CommandLineTests.run(arguments, in: project.root)
        #expect(run.status == 1)
        #expect(run.output.contains("; nothing was written ("), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: project.url("Output").path))
    }
}
