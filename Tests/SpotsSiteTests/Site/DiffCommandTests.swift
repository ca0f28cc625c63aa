import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsSite

/// `spots-site diff` as a user runs it: its inputs, its exit status (as diff(1): 0 same, 1
/// different, 2 trouble) and `--base` through git.
@Suite struct DiffCommandTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("diff")

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> ProcessRun {
        try runProcess(CommandLineTests.binary, ["diff"] + arguments, in: folder, environment: environment)
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder)
        #expect(run.status == 0, "git \(arguments): \(run.errors)")
    }

    @Test func exitsLikeDiffZeroWhenTheSameOneWhenNot() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let different = try Self.run(["old", "new"], in: project.root)
        #expect(different.status == 1, "\(different.errors)")
        #expect(different.output.hasPrefix("Screens: 3 changed, 1 added, 1 removed, 1 renamed;"))
        #expect(different.output.contains("--- a/team/index.html"))
        #expect(!different.output.contains("\u{1B}["), "no colour into a pipe")
        let zero = try Self.run(["old", "new", "--exit-zero", "--format", "markdown"], in: project.root)
        #expect(zero.status == 0)
        #expect(zero.output.hasPrefix("## spots-site diff"))
        let same = try Self.run(["new", "new"], in: project.root)
        #expect(same.status == 0)
        #expect(same.output == "No differences.\n")
        let json = try Self.run(["old", "new", "--format", "json"], in: project.root)
        #expect(json.status == 1)
        #expect(json.output == SiteDiffTests.diff.render(.json))
    }

    @Test func twoContentFoldersOfDifferentNamesAreComparedByWhatTheyHold() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        try FileManager.default.copyItem(at: project.url("new/Content"), to: project.url("before"))
        try FileManager.default.copyItem(at: project.url("new/Content"), to: project.url("after"))
        let run = try Self.run(["before", "after", "--no-catalog"], in: project.root)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aSideThatDoesNotBuildIsTroubleWithItsDiagnostics() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        try project.write("{ \"title\": ", to: "new/Content/screens/broken.json")
        let run = try Self.run(["old", "new"], in: project.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("The new side does not build:"))
        #expect(run.errors.contains("broken.json:1:"))
        #expect(run.output.isEmpty)
        let nowhere = try Self.run(["old", "missing"], in: project.root)
        #expect(nowhere.status == 2)
        #expect(nowhere.errors.contains("missing: error: there is no folder here"))
        let usage = try Self.run(["old"], in: project.root)
        #expect(usage.status == 2)
        #expect(usage.errors.contains("--base"))
    }

    @Test func comparesTheWorkingTreeWithAGitRevisionAndRemovesItsCopy() throws {
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("old"))
        defer { project.remove() }
        let temporary = project.url("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        try project.write("tmp/\n", to: ".gitignore")
        try Self.git(["init", "-q", "-b", "main"], in: project.root)
        try Self.git(["add", "."], in: project.root)
        try Self.git(["commit", "-q", "-m", "first"], in: project.root)
        let environment = ["TMPDIR": temporary.path]
        let same = try Self.run(["--base", "HEAD"], in: project.root, environment: environment)
        #expect(same.status == 0, "\(same.output) \(same.errors)")
        // A change in the working tree, not committed.
        let team = try String(contentsOf: project.url("Content/screens/team.json"), encoding: .utf8)
        try project.write(team.replacingOccurrences(of: "Ada Lovelace", with: "Ada King"), to: "Content/screens/team.json")
        let changed = try Self.run(["--base", "main", "--summary"], in: project.root, environment: environment)
        #expect(changed.status == 1, "\(changed.errors)")
        #expect(changed.output.contains("changed person “Ada King” in grid #people (components[0].items[0]) title: \"Ada Lovelace\" → \"Ada King\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the revision's copy is removed")
        // From a subfolder of the repository too, with the project named.
        try FileManager.default.createDirectory(at: project.url("docs"), withIntermediateDirectories: true)
        let fromBelow = try Self.run(
            ["--base", "main", "--content", "../Content", "--templates", "../Templates"], in: project.url("docs"), environment: environment)
        #expect(fromBelow.status == 1, "\(fromBelow.errors)")
        let wrong = try Self.run(["--base", "mian"], in: project.root, environment: environment)
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("there is no revision 'mian' in this repository; did you mean 'main'?"), "\(wrong.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test func baseOutsideAGitRepositoryIsTrouble() throws {
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("old"))
        defer { project.remove() }
        let run = try Self.run(
            ["--base", "main"], in: project.root, environment: ["GIT_CEILING_DIRECTORIES": project.root.deletingLastPathComponent().path])
        #expect(run.status == 2)
        #expect(run.errors.contains("--base needs a git repository"))
    }
}
