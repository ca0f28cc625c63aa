import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

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

/// The GitHub Actions workflow in `docs/` that teams copy: its spots-site commands, run as the
/// workflow runs them, in a repository with a base branch on `origin`.
@Suite struct ReviewWorkflowTests {
    static let workflow = TestPaths.repository.appendingPathComponent("docs/spots-site-review.yml")

    /// The `run:` text of the step named `name` (a folded `>` block joined into one line).
    static func command(of name: String, in text: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("- name: \(name)") }, "a step named \(name)")
        let run = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:") })
        let first = lines[run].components(separatedBy: "run:")[1].trimmingCharacters(in: .whitespaces)
        guard first == ">" else { return first }
        let indent = lines[run].prefix { $0 == " " }.count
        return lines[(run + 1)...].prefix { $0.prefix { $0 == " " }.count > indent && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func theCommandsOfTheWorkflowWorkAsWritten() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let project = try TemporaryProject(copying: DiffCommandTests.fixture.appendingPathComponent("old"))
        defer { project.remove() }
        try DiffCommandTests.git(["init", "-q", "-b", "main"], in: project.root)
        try DiffCommandTests.git(["add", "."], in: project.root)
        try DiffCommandTests.git(["commit", "-q", "-m", "base"], in: project.root)
        try DiffCommandTests.git(["remote", "add", "origin", project.root.path], in: project.root)
        try DiffCommandTests.git(["fetch", "-q", "origin"], in: project.root)
        try DiffCommandTests.git(["checkout", "-q", "-b", "change"], in: project.root)
        let team = try String(contentsOf: project.url("Content/screens/team.json"), encoding: .utf8)
        try project.write(team.replacingOccurrences(of: "Grace Hopper", with: "Grace B. Hopper"), to: "Content/screens/team.json")
        let environment = [
            "PATH": CommandLineTests.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
            "GITHUB_BASE_REF": "main", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "crew/app", "GITHUB_RUN_ID": "42",
        ]
        for (step, status) in [("Check the screens", 0), ("Build the site", 0), ("Compare with the base branch", 0)] {
            // Screenshots are tried by the page checks; here the commands and their options.
            let command = try Self.command(of: step, in: text).replacingOccurrences(of: " --screenshots", with: "")
            #expect(command.contains("spots-site "), "\(step): \(command)")
            let run = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: project.root, environment: environment)
            #expect(run.status == Int32(status), "\(step): \(command)\n\(run.errors)")
        }
        let comment = try String(contentsOf: project.url("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("## spots-site diff\n\nScreens: 1 changed;"))
        #expect(comment.contains("[the report](<https://github.com/crew/app/actions/runs/42>)"))
        #expect(comment.contains("title`: `\"Grace Hopper\"` → `\"Grace B. Hopper\"`"))
        #expect(FileManager.default.fileExists(atPath: project.url("diff-report/index.html").path))
    }
}
