import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Two sources of one output file, or a file where a page needs a folder, are one clear error at
/// the screen, record or asset, found by `check` and before `build` writes anything.
@Suite struct OutputPlanTests {
    static let screen = #"{ "components": [ { "items": [ { "title": "Home" } ] } ] }"#

    static func errors(_ files: [String: String]) throws -> [String] {
        let project = try TemporaryProject(files: files.merging(["Content/screens/index.json": screen]) { mine, _ in mine })
        defer { project.remove() }
        let site = project.build()
        return site.diagnosticLines(relativeTo: project.root).filter { $0.contains(": error: ") }
    }

    @Test(arguments: [
        ("routes.json", "Site files"), ("sitemap.xml", "Site files"), ("404.html", "404 page"),
    ])
    func aScreenNamedLikeAGeneratedFileIsAnErrorAtTheScreen(file: String, step: String) throws {
        #expect(
            try Self.errors(["Content/screens/\(file).json": Self.screen]) == [
                "Content/screens/\(file).json: error: this screen's page /\(file)/ needs a folder \(file)/, where the step “\(step)” writes a file; rename one of them [route-conflict]"
            ])
    }

    @Test func aRecordWhoseIdMakesAGeneratedFileIsAnErrorAtTheRecord() throws {
        let errors = try Self.errors([
            "Content/screens/[id].json": #"{ "each": "data/list.json", "components": [] }"#,
            "Content/data/list.json": "[\n  { \"id\": \"ada\" },\n  { \"id\": \"routes.json\" }\n]\n",
        ])
        #expect(
            errors == [
                "Content/data/list.json:3:3: error: this record's page /routes.json/ needs a folder routes.json/, where the step “Site files” writes a file; rename one of them [route-conflict]"
            ])
    }

    @Test func aPageAndAnAssetOfOnePathAreAnErrorNamingBoth() throws {
        #expect(
            try Self.errors(["Content/screens/assets.json": Self.screen, "Content/assets/index.html": "<p>mine</p>"]) == [
                "Content/screens/assets.json: error: this screen's page /assets/ would be written to assets/index.html, which Content/assets/index.html also writes; rename one of them [route-conflict]"
            ])
    }

    @Test func anAssetWhereAPageNeedsAFolderIsAnErrorAtThePage() throws {
        #expect(
            try Self.errors(["Content/screens/assets/logo.png.json": Self.screen, "Content/assets/logo.png": "png"]) == [
                "Content/screens/assets/logo.png.json: error: this screen's page /assets/logo.png/ needs a folder assets/logo.png/, where Content/assets/logo.png writes a file; rename one of them [route-conflict]"
            ])
    }

    @Test func anAssetOfTheThemesNameIsAnError() throws {
        #expect(
            try Self.errors(["Content/assets/theme.css": "body {}"]) == [
                "Content/assets/theme.css: error: this asset would be written to assets/theme.css, which the theme's assets/theme.css also writes; rename one of them [route-conflict]"
            ])
    }

    @Test func aPageInsideAnotherPagesFileIsAnError() throws {
        #expect(
            try Self.errors(["Content/screens/a.json": Self.screen, "Content/screens/a/index.html.json": Self.screen]) == [
                "Content/screens/a/index.html.json: error: this screen's page /a/index.html/ needs a folder a/index.html/, where Content/screens/a.json writes a file; rename one of them [route-conflict]"
            ])
    }

    @Test func checkReportsTheClashAndBuildWritesNothing() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen, "Content/screens/routes.json.json": Self.screen])
        defer { project.remove() }
        let check = try CommandLineTests.run(["check"], in: project.root)
        #expect(check.status == 1)
        #expect(check.output.contains("Check failed: 2 screens, 0 warnings, 1 error;"))
        let build = try CommandLineTests.run(["build"], in: project.root)
        #expect(build.status == 1)
        #expect(build.errors.contains("Content/screens/routes.json.json: error: this screen's page /routes.json/ needs a folder routes.json/"))
        // There was no Output/: the summary says nothing was written, not that it was left as it was.
        #expect(build.output.contains("Build failed: 2 screens, 0 warnings, 1 error; nothing was written ("))
        #expect(!FileManager.default.fileExists(atPath: project.url("Output").path))
    }
}
