import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// A quick update of `build --incremental` prints the report the last build kept in its summary
/// (`KeptReport`) rather than read every page's problems again, when the build prints only the
/// text format's report: the same report, the same counts, as a full build's.
@Suite struct QuickReportTests {
    /// Six screens, each with seven actions that lead nowhere: 42 warnings of one shape, of which
    /// the report prints 20 and counts the rest.
    static func project() throws -> TemporaryProject {
        var files = ["Content/site.json": #"{ "title": "Report" }"#]
        for number in 1...6 {
            let items = (1...7).map { #"{ "title": "Item \#($0)", "action": "gone:\#(number * 10 + $0)" }"# }
            files["Content/screens/s\(number).json"] = """
                {
                  "title": "Screen \(number)",
                  "components": [
                    { "kind": "list", "items": [ { "title": "First", "subtitle": "A subtitle \(number)", "action": "s\(number % 6 + 1)" } ] },
                    { "kind": "list", "items": [ \(items.joined(separator: ", ")) ] }
                  ]
                }
                """
        }
        return try TemporaryProject(files: files)
    }

    /// `build --incremental` with `arguments` into Output/, and from nothing into Clean/.
    static func build(_ project: TemporaryProject, _ arguments: [String] = []) throws -> (update: ProcessRun, clean: ProcessRun) {
        try? FileManager.default.removeItem(at: project.url("Clean"))
        let update = try CommandLineTests.run(["build", "--incremental", "--verbose"] + arguments, in: project.root)
        let clean = try CommandLineTests.run(["build", "--incremental", "--verbose", "--output", "Clean"] + arguments, in: project.root)
        return (update, clean)
    }

    /// The summary line of a build, without its time.
    static func summary(_ run: ProcessRun) -> String {
        let line = run.output.split(separator: "\n").first { $0.hasPrefix("Built ") || $0.hasPrefix("Build failed") } ?? ""
        return String(line.prefix { $0 != "(" }).replacingOccurrences(of: "Clean/", with: "Output/")
    }

    @Test func aQuickUpdatePrintsTheReportAndCountsOfAFullBuild() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project)
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", "A subtitle 4", "B subtitle 4")
        let (update, clean) = try Self.build(project)
        #expect(update.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(update.output)")
        #expect(update.errors == clean.errors.replacingOccurrences(of: "Clean/", with: "Output/"))
        #expect(update.errors.contains("… and 22 more like these: warning: the action '…' leads to /…, which has no screen"), "\(update.errors)")
        #expect(Self.summary(update) == Self.summary(clean))
        #expect(Self.summary(update).contains("6 screens, 42 warnings, 0 errors"), "\(update.output)")
        // Quiet: the notes left out of both, as a full build leaves them.
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", "B subtitle 4", "A subtitle 4")
        let quiet = try Self.build(project, ["--quiet"])
        #expect(quiet.update.errors == quiet.clean.errors.replacingOccurrences(of: "Clean/", with: "Output/"))
        #expect(quiet.update.errors.contains("more like these"))
    }

    @Test func theReportPrintedIsTheOneTheSummaryKeeps() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project)
        // The count the summary keeps, changed by hand: a quick update of the text format prints it…
        let outline = project.url("Output/\(OutlineFile.name)")
        let kept = try String(contentsOf: outline, encoding: .utf8)
        #expect(kept.contains(",22]\n"))
        try kept.replacingOccurrences(of: ",22]\n", with: ",23]\n").write(to: outline, atomically: true, encoding: .utf8)
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", "A subtitle 4", "B subtitle 4")
        let text = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(text.output.contains("Take the rest of the site: yes"), "\(text.output)")
        #expect(text.errors.contains("… and 23 more like these"), "\(text.errors)")
        // …and a build that prints every problem reads them from the records: all 42.
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", "B subtitle 4", "A subtitle 4")
        let all = try CommandLineTests.run(["build", "--incremental", "--verbose", "--all-diagnostics"], in: project.root)
        #expect(all.output.contains("Take the rest of the site: yes"), "\(all.output)")
        #expect(all.errors.components(separatedBy: "[dangling-action]").count - 1 == 42, "\(all.errors)")
        #expect(!all.errors.contains("more like these"))
    }

    @Test func aStricterBuildReadsEveryProblemAgain() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project)
        // Warnings made errors: not the report the last build kept (of warnings).
        let (update, clean) = try Self.build(project, ["--strict"])
        #expect(update.status != 0 && clean.status != 0)
        #expect(update.errors == clean.errors.replacingOccurrences(of: "Clean/", with: "Output/"))
        #expect(Self.summary(update).contains("0 warnings, 42 errors"), "\(update.output)")
    }

    @Test func aKeptReportThatNamesAFileTheBuildDoesNotReadIsNotTaken() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project)
        let outline = project.url("Output/\(OutlineFile.name)")
        let kept = try String(contentsOf: outline, encoding: .utf8)
        let shown = try #require(kept.split(separator: "\n").first { $0.hasPrefix("[\"shown\"") })
        let hostile = shown.replacingOccurrences(of: "\"Content/screens/s1.json\"", with: "\"/etc/passwd\"")
        #expect(hostile != shown)
        try kept.replacingOccurrences(of: shown, with: hostile).write(to: outline, atomically: true, encoding: .utf8)
        let update = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(update.output.contains("Take the rest of the site: no, the output's records name files this build does not read"), "\(update.output)")
        #expect(!update.errors.contains("/etc/passwd"))
    }

    @Test func theSummaryKeepsTheReportLineForLine() throws {
        var report = KeptReport(digest: DiagnosticDigest(), ignored: 3, strict: false)
        report.digest = DiagnosticDigest(
            shown: [
                Diagnostic(
                    .warning, rule: .danglingAction, file: "Content/screens/a.json", location: .init(line: 2, column: 5),
                    message: "the action 'x' leads to /x/, which has no screen")
            ],
            more: [.init(text: "warning: the action '…' leads to /…, which has no screen", count: 7)], warnings: 8, notes: 2)
        var summary = SiteSummary(site: "0123456789abcdef")
        summary.report = report
        #expect(OutlineFile.read(Array(OutlineFile.encoded(summary).utf8))?.report == report)
        // A line of the report before its first is no summary.
        let text = OutlineFile.encoded(summary)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("[\"report\"") })
        var swapped = lines
        swapped.swapAt(first, first + 1)
        #expect(OutlineFile.read(Array(swapped.joined(separator: "\n").utf8)) == nil)
        // Nor is a report that counts errors: a build with errors keeps none.
        let errors = text.replacingOccurrences(of: "[\"report\",\"\",3,0,", with: "[\"report\",\"\",3,1,")
        #expect(errors != text)
        #expect(OutlineFile.read(Array(errors.utf8)) == nil)
    }
}
