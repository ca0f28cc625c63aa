import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The red team's findings against the real binary (issue 26): templates and theme assets that
/// lead out of `Templates/`, a previous output whose folders or files are links, placeholders
/// deep in the output, and a git revision whose `Content` is a link out of the repository.
@Suite struct ConfinementTests {
    static func project(_ extra: [String: String] = [:]) throws -> TemporaryProject {
        try TemporaryProject(
            files: ["Content/screens/index.json": CommandLineTests.home, "Content/screens/profile/1.json": CommandLineTests.profile].merging(
                extra, uniquingKeysWith: { _, new in new }))
    }

    /// Item 2: a template linked to a file out of `Templates/` is not rendered (nor quoted), and a
    /// theme asset linked to an outside folder is not copied.
    @Test func templatesAndThemeAssetsThatLeadOutOfTemplatesAreRefused() throws {
        let project = try Self.project(["outside/secret.mustache": "<li>SECRET {{title}}</li>", "outside/dir/key.txt": "KEY"])
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("Templates/items"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.url("Templates/assets"), withIntermediateDirectories: true)
        #expect(symlink("../../outside/secret.mustache", project.url("Templates/items/default.mustache").path) == 0)
        #expect(symlink(project.url("outside/dir").path, project.url("Templates/assets/dir").path) == 0)
        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("Templates/items/default.mustache: error: this symbolic link leads out of Templates/"))
        #expect(run.errors.contains("Templates/assets/dir: error: this symbolic link leads out of Templates/"))
        #expect(!run.errors.contains("SECRET") && !run.output.contains("SECRET"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/index.html").path))
    }

    /// Item 2: a template linked to the process's environment leaks nothing of it, not even in
    /// an error's excerpt; and no excerpt is ever taken from a file with NUL bytes.
    @Test func aTemplateLinkedToTheEnvironmentQuotesNothingOfIt() throws {
        let project = try Self.project()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("Templates/items"), withIntermediateDirectories: true)
        #expect(symlink("/proc/self/environ", project.url("Templates/items/default.mustache").path) == 0)
        let run = try runProcess(CommandLineTests.binary, ["build"], in: project.root, environment: ["SPOTS_TEST_TOKEN": "ghp_secret123"])
        #expect(run.status == 1)
        #expect(!run.errors.contains("ghp_secret123") && !run.output.contains("ghp_secret123"))
        let sources = DiagnosticFormat.sources(in: [project.url("Content"), project.url("Templates")])
        #expect(sources("/proc/self/environ") == nil)
        try project.write("line one\n", to: "Content/text.json")
        #expect(sources(FolderName.display(of: project.url("Content")) + "/text.json") == "line one\n")
        #expect(sources(FolderName.display(of: project.url("Content")) + "/../Content/text.json") == nil)
    }

    /// Item 3: an incremental build takes a page only as a regular file reached through no link in
    /// the previous output; a folder replaced by a link to outside is not taken (nor linked).
    @Test func anIncrementalBuildTakesNothingThroughALinkInThePreviousOutput() throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--incremental"], in: project.root).status == 0)
        let page = try String(contentsOf: project.url("Output/profile/1/index.html"), encoding: .utf8)
        // The same size, other bytes, in an outside folder the output's `profile` now leads to.
        try project.write(page.replacingOccurrences(of: "Ada", with: "Eve"), to: "outside/1/index.html")
        try FileManager.default.removeItem(at: project.url("Output/profile"))
        #expect(symlink(project.url("outside").path, project.url("Output/profile").path) == 0)
        try Self.list(["profile"], in: project.url("Output"))
        let run = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOf: project.url("Output/profile/1/index.html"), encoding: .utf8) == page)
        #expect(HostileComparedSiteTests.links(in: project.url("Output")).isEmpty)
        #expect(try String(contentsOf: project.url("outside/1/index.html"), encoding: .utf8).contains("Eve"))
    }

    /// Item 3: in every build, a previous output's file that is a link to the same bytes outside
    /// is replaced by a regular file, not kept as the link.
    @Test func aLinkInThePreviousOutputWithTheSameBytesDoesNotSurvive() throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        let theme = project.url("Output/assets/theme.css")
        try FileManager.default.copyItem(at: theme, to: project.url("outside.css"))
        try FileManager.default.removeItem(at: theme)
        #expect(symlink(project.url("outside.css").path, theme.path) == 0)
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        #expect(HostileComparedSiteTests.links(in: project.url("Output")).isEmpty)
        #expect(ConfinedRoot.kind(atResolved: theme.path) == .file)
    }

    /// Item 11: a placeholder below the output's top level is carried over, as the top level's are.
    @Test func placeholdersAtAnyDepthAreKept() throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        try project.write("keep me", to: "Output/notes/.gitkeep")
        try project.write("top", to: "Output/.gitkeep")
        try project.write("deep", to: "Output/profile/1/.keep")
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        #expect(try String(contentsOf: project.url("Output/notes/.gitkeep"), encoding: .utf8) == "keep me")
        #expect(try String(contentsOf: project.url("Output/.gitkeep"), encoding: .utf8) == "top")
        #expect(try String(contentsOf: project.url("Output/profile/1/.keep"), encoding: .utf8) == "deep")
    }

    /// Item 5: `diff --base REV` refuses a `Content` committed in REV as a link out of the repository.
    @Test func aContentLinkCommittedInTheBaseRevisionIsRefused() throws {
        let project = try Self.project(["elsewhere/screens/index.json": CommandLineTests.home])
        defer { project.remove() }
        let repository = project.url("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        #expect(symlink(project.url("elsewhere").path, repository.appendingPathComponent("Content").path) == 0)
        let git = URL(fileURLWithPath: "/usr/bin/env")
        let identity = ["-c", "user.email=t@example.com", "-c", "user.name=t"]
        for arguments in [["init", "-q"], ["add", "-A"], identity + ["commit", "-qm", "base"]] {
            #expect(try runProcess(git, ["git"] + arguments, in: repository).status == 0)
        }
        try FileManager.default.removeItem(at: repository.appendingPathComponent("Content"))
        try FileManager.default.copyItem(at: project.url("Content"), to: repository.appendingPathComponent("Content"))
        let run = try CommandLineTests.run(["diff", "--base", "HEAD"], in: repository)
        #expect(run.status == 2)
        #expect(run.errors.contains("a symbolic link that leads out of the repository"), "\(run.errors)")
    }

    /// Item 12: `diff --report` into a compared site (or the output) is refused, and the site is left as it was.
    @Test func aReportIntoAComparedSiteIsRefusedAndTheSiteKept() throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        try FileManager.default.copyItem(at: project.url("Output"), to: project.url("old"))
        let before = IncrementalBuildTests.files(in: project.url("old"))
        for report in ["old", "Output", "old/review", "."] {
            let run = try CommandLineTests.run(["diff", "old", "Output", "--report", report], in: project.root)
            #expect(run.status == 2, "\(report): \(run.errors)")
            #expect(run.errors.contains("writing the report would replace what is compared"), "\(report): \(run.errors)")
        }
        #expect(IncrementalBuildTests.files(in: project.url("old")) == before)
        let fine = try CommandLineTests.run(["diff", "old", "Output", "--report", "review"], in: project.root)
        #expect(fine.status == 0, "\(fine.errors)")
    }

    /// Adds `paths` to the manifest of the output folder, as a hostile one would.
    static func list(_ paths: [String], in folder: URL) throws {
        let listed = OutputManifest.listedFiles(in: folder) ?? []
        try OutputManifest(files: listed.union(paths).sorted()).encoded().write(to: folder.appendingPathComponent(OutputManifest.name))
    }
}
