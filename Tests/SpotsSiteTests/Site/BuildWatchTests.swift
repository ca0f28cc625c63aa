import Foundation
import SpotsSiteTestSupport
import Testing

/// `build --watch` builds, then builds again as files change, a failed build leaving the output
/// as it was, until it is stopped.
@Suite struct BuildWatchTests {
    static func page(_ title: String) -> String {
        #"{ "components": [ { "kind": "list", "items": [ { "title": "\#(title)" } ] } ] }"#
    }

    /// Waits up to 60 s for the home page to hold `text`.
    static func wait(for text: String, in project: TemporaryProject) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let page = try? String(contentsOf: project.url("Output/index.html"), encoding: .utf8), page.contains(text) { return true }
            usleep(50_000)
        }
        return false
    }

    @Test func aSavedScreenIsBuiltAgainAndABrokenOneLeavesTheLastSite() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.page("First")])
        defer { project.remove() }
        let watch = try Watch(["-q"], in: project)
        defer { _ = try? watch.stop() }
        #expect(Self.wait(for: "First", in: project))
        try project.write(#"{ "components": [ "#, to: "Content/screens/index.json")
        usleep(1_000_000)
        #expect(Self.wait(for: "First", in: project), "the last good site stays")
        try project.write(Self.page("Second"), to: "Content/screens/index.json")
        #expect(Self.wait(for: "Second", in: project))
        #expect(watch.process.isRunning)
        let said = try watch.stop()
        #expect(said.contains("Watching Content/ and Templates/ for changes"), "\(said)")
        #expect(said.contains("Build failed"), "\(said)")
    }

    /// Each rebuild prints one line naming the change, as `serve` does, then only the problems
    /// worth printing again (`NewProblems`): a warning left alone is printed once. The same site
    /// counts the same files in the first (full) build and the incremental ones after it.
    @Test func eachRebuildPrintsOneLineAndOnlyNewProblems() throws {
        func screen(_ title: String) -> String {
            "{ \"components\": [ { \"kind\": \"list\", \"items\": [\n  { \"title\": \"\(title)\",\n    \"action\": \"nowhere\" } ] } ] }\n"
        }
        let project = try TemporaryProject(files: ["Content/screens/index.json": screen("First")])
        defer { project.remove() }
        let watch = try Watch(["--color", "never"], in: project)
        defer { _ = try? watch.stop() }
        #expect(Self.wait(for: "First", in: project))
        // Written whole at once: a watch that reads the file half written builds twice, and says so.
        try Data(screen("Second").utf8).write(to: project.url("Content/screens/index.json"), options: .atomic)
        #expect(Self.wait(for: "Second", in: project))
        usleep(300_000)
        let said = try watch.stop()
        #expect(said.components(separatedBy: "[dangling-action]").count == 2, "\(said)")
        #expect(said.contains("\nBuilt 1 page after a change to Content/screens/index.json: 1 screen, 1 warning, 0 errors; "), "\(said)")
        #expect(!said.contains("Changed:") && !said.contains("] Find content"))
        let counts = said.split(separator: "\n").filter { $0.hasPrefix("Built ") }.map { $0.components(separatedBy: "; ").last ?? "" }
        #expect(counts.count == 2 && counts.allSatisfy { $0.hasPrefix("23 files in Output/") }, "\(counts)")
    }

    /// An output the build may not write ends the watch at once, instead of being refused at every save.
    @Test func anOutputItMayNotWriteEndsTheWatch() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.page("First")])
        defer { project.remove() }
        let run = try CommandLineTests.run(["build", "--watch", "--output", "Content/site"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("the output folder is inside the content folder"), "\(run.errors)")
        #expect(!run.output.contains("Watching"))
    }

    /// `spots-site build --watch` with `arguments`, running in `project`; what it says goes to a
    /// file, not a pipe, so it is read after it ends, whatever it wrote.
    final class Watch {
        let process = Process()
        private let output: FileHandle
        private let log: URL

        init(_ arguments: [String], in project: TemporaryProject) throws {
            process.executableURL = CommandLineTests.binary
            process.arguments = ["build", "--watch"] + arguments
            process.currentDirectoryURL = project.root
            log = project.url("watch.log")
            try project.write("", to: "watch.log")
            output = try FileHandle(forWritingTo: log)
            process.standardOutput = output
            process.standardError = output
            try process.run()
        }

        /// Stops it (SIGKILL: a process the test runner starts may inherit a mask that blocks
        /// SIGTERM) and returns what it said.
        @discardableResult
        func stop() throws -> String {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            try? output.close()
            return try String(contentsOf: log, encoding: .utf8)
        }
    }
}
