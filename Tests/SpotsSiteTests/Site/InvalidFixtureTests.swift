import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// One small site per kind of bad input (`Fixtures/invalid/<case>/`), each with its exact
/// diagnostics, as the CLI prints them, in `Snapshots/invalid/<case>.txt`.
@Suite struct InvalidFixtureTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("invalid")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The diagnostics of a project, in text format with source lines, paths relative to the project.
    static func report(for project: TemporaryProject) -> String {
        let site = project.build()
        let root = project.root.standardizedFileURL.path + "/"
        let text = DiagnosticFormat.text.format(site.diagnostics) { file in
            FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
        }
        return text.replacingOccurrences(of: root, with: "")
    }

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func diagnosticsMatchTheirGoldenFile(name: String) throws {
        let project = try TemporaryProject(copying: Self.folder.appendingPathComponent(name))
        defer { project.remove() }
        let report = Self.report(for: project)
        #expect(!report.isEmpty, "\(name) reports nothing")
        assertSnapshot(report, named: "invalid/\(name).txt")
    }

    /// Made here rather than committed: a checkout on a case-insensitive file system could not hold it.
    @Test func twoFilesThatDifferOnlyInCaseAreOnePage() throws {
        let screen = #"{ "components": [ { "items": [ { "title": "One" } ] } ] }"#
        let project = try TemporaryProject(files: ["Content/screens/About.json": screen, "Content/screens/about.json": screen])
        defer { project.remove() }
        #expect(
            Self.report(for: project)
                == "Content/screens/about.json: error: this screen and Content/screens/About.json both make the page /about/; rename or remove one of them [route-conflict]\n"
        )
    }
}
