import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// What a second red-team pass over the gate found (issue 26), each against the binary or the
/// part that failed: a records file that names files to quote, a FIFO in the content, names the
/// ownership check could not see, a compared project's Templates/ linked out, terminal escapes
/// from a compared site, and compared files of any size.
@Suite struct SecondAttackTests {
    /// A hostile records file in the output names files outside the project as a page's
    /// problems: the page is rendered again, and no line of those files is printed.
    @Test func aRecordsFileCannotMakeABuildQuoteAFile() throws {
        let project = try ConfinementTests.project()
        defer { project.remove() }
        try project.write("{\"SECRET-A\": 1,\n\"SECRET-B\": 2}\n", to: "secret.json")
        #expect(try CommandLineTests.run(["build", "--incremental"], in: project.root).status == 0)
        let records = project.url("Output/.spots-site-records.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: records)) as? [String: Any])
        var pages = try #require(root["pages"] as? [String: Any])
        var page = try #require(pages["profile/1/index.html"] as? [String: Any])
        page["problems"] =
            [1, 2].map { ["warning", project.url("secret.json").path, $0, 1, NSNull(), "x", NSNull(), "dangling-action"] } + [
                ["warning", "/etc/passwd", 1, 1, NSNull(), "x", NSNull(), "dangling-action"],
                ["warning", "Content/../secret.json", 1, 1, NSNull(), "x", NSNull(), "dangling-action"],
            ]
        pages["profile/1/index.html"] = page
        root["pages"] = pages
        try JSONSerialization.data(withJSONObject: root).write(to: records)
        let run = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        for secret in ["SECRET", "root:"] { #expect(!run.errors.contains(secret) && !run.output.contains(secret)) }
        #expect(DiagnosticFormat.sources(in: [project.url("Content")])("/etc/passwd") == nil)
    }

    /// The third pass: a recorded problem that names a file of Content/ which is a link out of it
    /// (to a secret), with the content folder named by an absolute path too, quotes nothing.
    @Test func aRecordedProblemOnALinkOutOfContentQuotesNothing() throws {
        let project = try ConfinementTests.project()
        defer { project.remove() }
        try project.write("{\"API_KEY\": \"ENV-SECRET\"}\n", to: "env.json")
        try project.write("{\"auth\": \"ENV-SECRET\"}\n", to: "dotfolder/config.json")
        #expect(symlink("../env.json", project.url("Content/e.json").path) == 0)
        // The fourth pass: the templates folder itself a link to a folder of secrets.
        #expect(symlink(project.url("dotfolder").path, project.url("Templates").path) == 0)
        let content = project.url("Content").path
        let arguments = ["build", "--content", content, "--output", project.url("Output").path, "--incremental"]
        #expect(try runProcess(CommandLineTests.binary, arguments, in: URL(fileURLWithPath: "/")).status == 0)
        let records = project.url("Output/.spots-site-records.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: records)) as? [String: Any])
        var pages = try #require(root["pages"] as? [String: Any])
        var page = try #require(pages["index.html"] as? [String: Any])
        page["problems"] = [content + "/e.json", "Content/e.json", project.url("Templates").path + "/config.json", "Templates/config.json"].map {
            ["warning", $0, 1, 1, NSNull(), "x", NSNull(), "dangling-action"]
        }
        pages["index.html"] = page
        root["pages"] = pages
        try JSONSerialization.data(withJSONObject: root).write(to: records)
        for folder in [URL(fileURLWithPath: "/"), project.root] {
            let run = try runProcess(CommandLineTests.binary, arguments, in: folder)
            #expect(!run.errors.contains("ENV-SECRET") && !run.output.contains("ENV-SECRET"), "\(run.errors)")
        }
        #expect(DiagnosticFormat.sources(in: [project.url("Content")])(content + "/e.json") == nil)
    }

    #if os(Linux)
    /// A FIFO in the previous output, where a page was, is replaced at once, not waited on.
    @Test func aFIFOInThePreviousOutputIsNotWaitedOn() throws {
        let project = try ConfinementTests.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        try FileManager.default.removeItem(at: project.url("Output/index.html"))
        #expect(mkfifo(project.url("Output/index.html").path, 0o600) == 0)
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "60", CommandLineTests.binary.path, "build"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(ConfinedRoot.kind(atResolved: project.url("Output/index.html").path) == .file)
    }
    #endif

    /// The third pass: a name that is not UTF-8 decodes to U+FFFD, which a listed file may be
    /// named; it is a stranger all the same, and kept.
    @Test func aNameThatIsNotUTF8IsAStrangerWhateverItDecodesTo() throws {
        let project = try ConfinementTests.project(["Content/assets/\u{FFFD}.txt": "listed"])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        let path = Array(project.url("Output/assets").path.utf8) + Array("/".utf8) + [0xFF] + Array(".txt".utf8) + [0]
        let made = path.withUnsafeBufferPointer { creat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o644) }
        #expect(made >= 0)
        close(made)
        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1, "\(run.output)")
        #expect(path.withUnsafeBufferPointer { unlink(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) } == 0)
    }

    #if os(Linux)
    /// A FIFO where a screen is expected is refused at once (a build used to wait on it forever).
    @Test func aFIFOInTheContentIsRefusedNotWaitedOn() throws {
        let project = try ConfinementTests.project()
        defer { project.remove() }
        #expect(mkfifo(project.url("Content/screens/pipe.json").path, 0o600) == 0)
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "60", CommandLineTests.binary.path, "build"], in: project.root)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("not a regular file"), "\(run.errors)")
    }
    #endif

    /// A file in the output whose name is not UTF-8, or is another spelling of a listed name
    /// (`cafe` and a combining accent, beside `café`), is not spots-site's: the build refuses to
    /// replace the output, and the file is kept.
    @Test func namesTheOwnershipCheckCouldNotSeeAreStrangers() throws {
        let project = try ConfinementTests.project(["Content/assets/caf\u{E9}.txt": "listed"])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build"], in: project.root).status == 0)
        let other = project.url("Output/assets").path + "/cafe\u{301}.txt"
        #expect(FileManager.default.createFile(atPath: other, contents: Data("mine".utf8)))
        var run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(FileManager.default.contents(atPath: other) == Data("mine".utf8))
        try FileManager.default.removeItem(atPath: other)
        // A folder named by a byte that is not UTF-8.
        let folder = Array(project.url("Output").path.utf8) + [UInt8(ascii: "/"), 0xFF, 0]
        #expect(folder.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
        run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("files spots-site did not write"), "\(run.errors)")
        #expect(folder.withUnsafeBufferPointer { rmdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) } == 0)
    }

    /// A compared project whose Templates/ is a link out of it is refused, as `--base` refuses one.
    @Test func aComparedProjectsTemplatesLinkedOutIsRefused() throws {
        let project = try TemporaryProject(
            files: [
                "A/Content/screens/index.json": CommandLineTests.home, "B/Content/screens/index.json": CommandLineTests.home,
                "outside/assets/SECRET.txt": "secret",
            ])
        defer { project.remove() }
        #expect(symlink(project.url("outside").path, project.url("B/Templates").path) == 0)
        let run = try CommandLineTests.run(["diff", "A", "B", "--report", "R"], in: project.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("a symbolic link that leads out of B/"), "\(run.errors)")
        // Named by their content folders, whose templates are the ones beside them.
        let named = try CommandLineTests.run(["diff", "A/Content", "B/Content", "--report", "R"], in: project.root)
        #expect(named.status == 2)
        #expect(named.errors.contains("a symbolic link that leads out of B/"), "\(named.errors)")
        #expect(!FileManager.default.fileExists(atPath: project.url("R").path))
    }

    /// Control characters from a compared site (a file's name here) reach the terminal escaped;
    /// spots-site's own colours stay.
    @Test func aComparedSiteSendsNoControlCharacterToTheTerminal() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let hostile = "a\u{1B}]0;OWNED\u{7}\u{1B}[2J.txt"
        try HostileComparedSiteTests.site(project, "old", files: ["index.html": "<p>a</p>"], listed: ["index.html"])
        try HostileComparedSiteTests.site(project, "new", files: ["index.html": "<p>a</p>", hostile: "x"], listed: ["index.html", hostile])
        // Listed whole, so the file's name is printed (it is otherwise counted among the site files).
        let run = try CommandLineTests.run(["diff", "old", "new", "--all-files"], in: project.root)
        #expect(run.status == 1)
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{7}"))
        #expect(run.output.contains("a\\u{1B}]0;OWNED\\u{7}\\u{1B}[2J.txt"))
        let markdown = try CommandLineTests.run(["diff", "old", "new", "--format", "markdown", "--all-files"], in: project.root)
        #expect(!markdown.output.contains("\u{1B}") && !markdown.output.contains("\u{7}"))
        #expect(markdown.output.contains("a\\u{1B}]0;OWNED\\u{7}\\u{1B}[2J.txt"))
        let github = DiagnosticFormat.github.format([Diagnostic(.error, rule: .danglingAction, file: "a\u{1B}[2J.json", message: "m")])
        #expect(!github.contains("\u{1B}"))
        #expect(TerminalText.lines("\u{1B}[31mred\u{1B}[0m\u{1B}]0;t\u{7}", keepingColours: true) == "\u{1B}[31mred\u{1B}[0m\\u{1B}]0;t\\u{7}")
        #expect(TerminalText.lines("\u{1B}[31m") == "\\u{1B}[31m")
    }

    /// Compared files larger than any screen are compared a block at a time, not read whole.
    @Test func largeComparedFilesAreComparedByBlocks() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let size: UInt64 = 64 << 20
        for side in ["old", "new"] {
            try HostileComparedSiteTests.site(project, side, files: ["same.bin": "", "other.bin": ""], listed: ["same.bin", "other.bin"])
            for name in ["same.bin", "other.bin"] {
                let handle = try FileHandle(forWritingTo: project.url("\(side)/\(name)"))
                try handle.truncate(atOffset: size)
                if side == "new", name == "other.bin" {
                    try handle.seek(toOffset: size - 1)
                    handle.write(Data([1]))
                }
                try handle.close()
            }
        }
        let diff = SiteDiff.compare(old: .output(project.url("old")), new: .output(project.url("new")))
        #expect(diff.review.changedFiles == ["other.bin"])
    }
}
