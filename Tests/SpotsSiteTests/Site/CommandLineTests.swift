import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFlow
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The real `spots-site` binary, run as a user runs it: exit codes, what it prints, what it writes.
@Suite struct CommandLineTests {
    /// The binary built beside the test bundle.
    static var binary: URL {
        TestPaths.products.appendingPathComponent("spots-site")
    }

    static func run(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        try runProcess(binary, arguments, in: folder)
    }

    static let home = """
        {
          "title": "Home",
          "components": [
            { "kind": "list", "items": [ { "title": "Ada", "action": "profile:1" } ] }
          ]
        }
        """
    static let profile = #"{ "title": "Ada", "components": [ { "kind": "list", "items": [ { "title": "Back", "action": "/" } ] } ] }"#

    /// The version, and those of the C libraries the binary runs with (a portable binary takes
    /// them from the system it runs on).
    @Test func theVersionNamesCmarkLibxml2AndGraphviz() throws {
        let run = try Self.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        let libraries = "cmark \(MarkdownRenderer.libraryVersion), libxml2 \(HTMLValidator.libraryVersion), graphviz \(Graphviz.version)"
        #expect(run.output == "\(SpotsSiteVersion.current) (\(libraries))\n")
        let shape = #"^\d+\.\d+\.\d+ \(cmark \d+\.\d+\.\d+, libxml2 \d+\.\d+\.\d+, graphviz \d+\.\d+\.\d+\)\n$"#
        #expect(run.output.range(of: shape, options: .regularExpression) != nil)
    }

    @Test func binaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
    }

    @Test func printsTheSchemaOfAScreenOrOfTheCatalog() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(try Self.run(["schema"], in: folder).output == ScreenSchema.json + "\n")
        #expect(try Self.run(["schema", "screen"], in: folder).output == ScreenSchema.json + "\n")
        #expect(try Self.run(["schema", "catalog"], in: folder).output == CatalogSchema.json + "\n")
        #expect(try Self.run(["schema", "diff"], in: folder).output == ReviewSchema.json + "\n")
        let wrong = try Self.run(["schema", "catalogue"], in: folder)
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("catalog"))
    }

    @Test func buildsAProjectWithTheBuiltInThemeInAnyFolder() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home, "Content/screens/profile/1.json": Self.profile])
        defer { project.remove() }
        let run = try Self.run(["build", "--verbose"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("] Find content: 2 screens, 0 assets"))
        #expect(run.output.contains("Built 2 pages: 2 screens, 0 warnings, 0 errors;"))
        let home = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        #expect(home.contains("<a href=\"profile/1/index.html\">Ada</a>"))
        #expect(FileManager.default.fileExists(atPath: project.url("Output/assets/theme.css").path))
        #expect(FileManager.default.fileExists(atPath: project.url("Output/sitemap.xml").path))
        #expect(FileManager.default.fileExists(atPath: project.url("Output/routes.json").path))
        // The default command is build.
        let again = try Self.run([], in: project.root)
        #expect(again.status == 0, "\(again.errors)")
    }

    @Test func contentErrorsExitOneAndLeaveThePreviousOutput() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home, "Content/screens/profile/1.json": Self.profile])
        defer { project.remove() }
        #expect(try Self.run(["build", "--quiet"], in: project.root).status == 0)
        let before = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        try project.write("{\n  \"components\": [\n    { \"kind\": \"list\" \"items\": [] }\n  ]\n}\n", to: "Content/screens/index.json")
        try project.write(
            #"{ "components": [ { "kind": "list", "items": [ { "title": "x", "action": "javascript:alert(1)" } ] } ] }"#,
            to: "Content/screens/profile/1.json")
        let run = try Self.run(["build"], in: project.root)
        #expect(run.status == 1)
        // Every problem of the site at once, in file order, as file:line:col.
        #expect(run.errors.contains("Content/screens/index.json:3:22: error: expected ',' or '}' after a member, found '\"'"))
        #expect(
            run.errors.contains("Content/screens/profile/1.json:1:74: error: the action 'javascript:alert(1)' uses the refused scheme 'javascript:'"))
        #expect(run.output.contains("Build failed: 1 screen, 0 warnings, 2 errors; Output/ was left as it was"))
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == before)
    }

    @Test func usageErrorsExitTwo() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let run = try Self.run(["build", "--no-such-option"], in: project.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("Unknown option '--no-such-option'"))
    }

    @Test func refusesAnOutputFolderItDidNotWrite() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home, "public/mine.txt": "keep"])
        defer { project.remove() }
        let run = try Self.run(["build", "--output", "public"], in: project.root)
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "public: error: the output folder is not empty and was not written by spots-site (it holds mine.txt); it is left untouched"))
        #expect(try String(contentsOf: project.url("public/mine.txt"), encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: project.url("public/index.html").path))
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home])
        defer { project.remove() }
        let lenient = try Self.run(["build", "--quiet"], in: project.root)
        #expect(lenient.status == 0)
        #expect(lenient.errors.contains("warning: the action 'profile:1' leads to /profile/1/, which has no screen"))
        #expect(lenient.output.isEmpty)
        let strict = try Self.run(["build", "--strict"], in: project.root)
        #expect(strict.status == 1)
        #expect(
            strict.errors.contains(
                "error: the action 'profile:1' leads to /profile/1/, which has no screen; the item is shown without a link [strict]"))
        try project.write(#"{ "strict": true }"#, to: "Content/site.json")
        #expect(try Self.run(["build"], in: project.root).status == 1)
    }

    @Test func customFoldersAndCheckWritesNothing() throws {
        let project = try TemporaryProject(files: [
            "src/screens/index.json": Self.home, "src/screens/profile/1.json": Self.profile,
            "theme/items/default.mustache": "<p class=\"mine\">{{title}}</p>\n",
        ])
        defer { project.remove() }
        let check = try Self.run(["check", "--content", "src", "--templates", "theme"], in: project.root)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("Checked 2 pages"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Output").path))
        let build = try Self.run(["build", "-v", "--content", "src", "--templates", "theme", "--output", "site"], in: project.root)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.output.contains("1 from theme/"))
        #expect(try String(contentsOf: project.url("site/index.html"), encoding: .utf8).contains("<p class=\"mine\">Ada</p>"))
        let missing = try Self.run(["build", "--templates", "nowhere"], in: project.root)
        #expect(missing.status == 1)
    }
}

extension CommandLineTests {
    @Test func checkPrintsDiagnosticsInEachFormat() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": "{\n  \"components\": [ { \"kind\": \"tiles\", \"items\": [ { \"title\": \"x\" } ] } ]\n}\n"
        ])
        defer { project.remove() }
        let text = try Self.run(["check"], in: project.root)
        #expect(text.status == 0)
        #expect(text.errors.contains("Content/screens/index.json:2:29: warning: unknown component kind 'tiles'"))
        #expect(
            text.errors.contains(
                "\n      \"components\": [ { \"kind\": \"tiles\", \"items\": [ { \"title\": \"x\" } ] } ]\n                                ^\n"))
        let json = try Self.run(["check", "--format", "json"], in: project.root)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(array.first?["column"] as? Int == 29)
        let github = try Self.run(["check", "--format", "github"], in: project.root)
        #expect(
            github.output.hasPrefix(
                "::warning file=Content/screens/index.json,line=2,col=29,title=spots-site unknown-component-kind::unknown component kind 'tiles'"))
        let strict = try Self.run(["check", "--strict", "--format", "github"], in: project.root)
        #expect(strict.status == 1)
        #expect(strict.output.hasPrefix("::error file=Content/screens/index.json,line=2,col=29,title=spots-site unknown-component-kind::"))
        #expect(try Self.run(["check", "--format", "yaml"], in: project.root).status == 2)
    }
}
