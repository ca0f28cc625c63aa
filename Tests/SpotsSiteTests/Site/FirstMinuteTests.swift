import Foundation
import SpotsSiteTestSupport
import Testing

/// What a new user's first commands get: a mistyped command is named with the closest one, and a
/// folder with no project says how to start one before any step runs.
@Suite struct FirstMinuteTests {
    @Test(arguments: [("serv", "serve"), ("biuld", "build"), ("chek", "check"), ("templtes", "templates"), ("dif", "diff")])
    func aMistypedCommandGetsTheClosestOne(typed: String, meant: String) throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run([typed], in: folder.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("Error: '\(typed)' is not a spots-site command; did you mean '\(meant)'?"), "\(run.errors)")
        #expect(!run.errors.contains("Usage: spots-site build"))
    }

    @Test func aMistypedCommandAfterOptionsGetsTheClosestOne() throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run(["-q", "--content", "site", "serv"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("did you mean 'serve'?"), "\(run.errors)")
    }

    /// The release archive's completions come from `--generate-completion-script bash`: its value
    /// is no mistyped command.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptsAreWritten(shell: String) throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run(["--generate-completion-script", shell], in: folder.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("spots-site"))
        #expect(run.output.contains("serve"))
        let equals = try CommandLineTests.run(["--generate-completion-script=\(shell)"], in: folder.root)
        #expect(equals.status == 0, "\(equals.errors)")
        let mistyped = try CommandLineTests.run(["biuld", "--experimental-dump-help"], in: folder.root)
        #expect(mistyped.errors.contains("did you mean 'build'?"), "\(mistyped.errors)")
    }

    @Test func noContentFolderIsADiagnosticInTheMachineFormats() throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let json = try CommandLineTests.run(["check", "--format", "json"], in: folder.root)
        #expect(json.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(array.first?["rule"] as? String == "content-folder")
        let github = try CommandLineTests.run(["check", "--format", "github"], in: folder.root)
        #expect(github.output.hasPrefix("::error file=Content,title=spots-site content-folder::there is no Content/ folder here"), "\(github.output)")
    }

    @Test func aWordFarFromEveryCommandListsThem() throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run(["publish"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("'publish' is not a spots-site command; the commands are build, check, serve"), "\(run.errors)")
    }

    @Test(arguments: [[], ["build"], ["check"], ["build", "--strict"]])
    func noContentFolderSuggestsInitBeforeAnyStep(arguments: [String]) throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run(arguments, in: folder.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("there is no Content/ folder here"), "\(run.errors)")
        #expect(run.errors.contains("spots-site init"))
        #expect(!run.output.contains("[1/"), "no step runs: \(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.url("Output").path))
    }

    @Test func aContentPathThatIsNotThereIsNamed() throws {
        let folder = try TemporaryProject(files: [:])
        defer { folder.remove() }
        let run = try CommandLineTests.run(["check", "--content", "site"], in: folder.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("the content folder site/ does not exist; check --content"), "\(run.errors)")
    }

    @Test func aFlagFirstIsStillBuildsFlag() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [] }"#])
        defer { project.remove() }
        let run = try CommandLineTests.run(["--quiet"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("this screen has no components"))
    }
}
