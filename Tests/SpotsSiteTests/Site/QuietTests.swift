import Foundation
import SpotsSiteTestSupport
import Testing

/// `-q` prints one line a problem and the summary; a failed build's summary names the files to open.
@Suite struct QuietTests {
    static func project(failing count: Int) throws -> TemporaryProject {
        var files = ["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "Home", "action": "nowhere" } ] } ] }"#]
        for index in 0..<count {
            files["Content/screens/s\(index).json"] = #"{ "components": [ { "items": [ { "title": "a", "action": "javascript:x" } ] } ] }"#
        }
        return try TemporaryProject(files: files)
    }

    @Test func quietPrintsOneLineAProblemAndTheSummary() throws {
        let project = try Self.project(failing: 2)
        defer { project.remove() }
        let run = try CommandLineTests.run(["build", "-q"], in: project.root)
        #expect(run.status == 1)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 3, "\(run.errors)")
        #expect(lines.allSatisfy { $0.hasPrefix("Content/screens/") && $0.hasSuffix("]") })
        #expect(run.output.hasPrefix("Build failed: 3 screens, 1 warning, 2 errors; nothing was written ("), "\(run.output)")
        #expect(run.output.hasSuffix("\nErrors in Content/screens/s0.json and Content/screens/s1.json.\n"), "\(run.output)")
    }

    @Test func aFailedBuildNamesFiveFilesAndCountsTheRest() throws {
        let project = try Self.project(failing: 8)
        defer { project.remove() }
        let run = try CommandLineTests.run(["check"], in: project.root)
        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(
                "\nErrors in Content/screens/s0.json, Content/screens/s1.json, Content/screens/s2.json, Content/screens/s3.json, Content/screens/s4.json and 3 more files.\n"
            ), "\(run.output)")
        // Without -q each problem is quoted from its source.
        #expect(run.errors.contains("\n    { \"components\": [ { \"items\": [ { \"title\": \"a\", \"action\": \"javascript:x\" } ] } ] }\n"))
    }

    @Test func oneFileIsNamedAlone() throws {
        let project = try Self.project(failing: 1)
        defer { project.remove() }
        let run = try CommandLineTests.run(["check", "-q"], in: project.root)
        #expect(run.output.hasSuffix("\nErrors in Content/screens/s0.json.\n"), "\(run.output)")
    }
}
