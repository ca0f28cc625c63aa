import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview
import SpotsSiteServer

/// `spots-site diff`: what a change does to the screens, for code review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Show what a change does to the screens and pages: two folders, or the project against a git revision.",
        discussion: """
            Each of OLD and NEW is a project folder (with Content/), a content folder, or a site spots-site wrote. \
            With --base, the project (--content, --templates) is compared as it is at that revision with the working tree. \
            Exits with 0 when there are no differences, 1 when there are, and 2 when a side cannot be built.
            """)

    @Argument(help: "The old side: a project, content or output folder.")
    var old: String?

    @Argument(help: "The new side.")
    var new: String?

    @Option(help: "Compare the project at this git revision (a branch, tag or commit) with the working tree.")
    var base: String?

    @Option(help: "text (for a terminal), markdown (a pull-request comment) or json.")
    var format: SiteDiff.Format = .text

    @Flag(help: "Leave the HTML diffs out of the text.")
    var summary = false

    @Flag(
        help: ArgumentHelp(
            "Audit both sides in headless Chromium in every context, and report the layout findings the change introduces or fixes (first in the markdown comment).",
            discussion: "Needs Chromium, and a project on each side (or --base)."))
    var audit = false

    @Option(help: ArgumentHelp("Also write an HTML report here: the pages before and after side by side.", valueName: "folder"))
    var report: String?

    @Option(help: ArgumentHelp("Where the report will be published (a CI run's page): the markdown comment links to it.", valueName: "url"))
    var reportURL: String?

    @Flag(help: "Take screenshots of the changed pages at 390 and 1280 px, before and after, with the changed pixels (needs --report and Chromium).")
    var screenshots = false

    @Option(help: "How much a pixel's colour may change (0 to 1) before it counts, above anti-aliasing noise.")
    var threshold = 0.1

    @Flag(help: "List every output file that is no screen's page (the design catalog's, the assets, the site's own), not only each group's counts.")
    var allFiles = false

    @Flag(help: "Exit with 0 when the sides differ (for jobs that only post the comment).")
    var exitZero = false

    @OptionGroup var project: ProjectOptions
    @OptionGroup var parts: SitePartOptions

    func validate() throws {
        switch (old, new, base) {
        case (nil, nil, _?), (_?, _?, nil): break
        case (_?, _?, _?): throw ValidationError("name two folders, or --base with none")
        case (_?, nil, _?): throw ValidationError("--base compares the working tree with a revision: name no folder with it")
        default: throw ValidationError("name two folders to compare, or --base <git revision> to compare the project with a revision")
        }
        if screenshots, report == nil { throw ValidationError("--screenshots puts its images in the report: add --report <folder>") }
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, got \(threshold)") }
    }

    func run() throws {
        let options = parts.applied(to: project.buildOptions(output: "Output"))
        let console = Console(quiet: true, allDiagnostics: project.allDiagnostics, sourceFolders: [options.content, options.templates])
        var revision: GitRevision?
        defer { revision?.remove() }
        var oldInput: ReviewInput
        let newInput: ReviewInput
        if let base {
            switch GitRevision.export(base, options: options) {
            case .success(let exported):
                revision = exported
                TemporaryFolders.removeOnInterrupt(exported.folder)
                oldInput = .project(exported.options)
            case .failure(let problem):
                console.report([problem])
                throw ExitCode(2)
            }
            newInput = .project(options)
        } else {
            var inputs: [ReviewInput] = []
            var problems: [Diagnostic] = []
            for path in [old, new].compactMap({ $0 }) {
                switch ReviewInput.resolve(path, base: options) {
                case .success(let input): inputs.append(input)
                case .failure(let problem): problems.append(problem)
                }
            }
            guard problems.isEmpty, inputs.count == 2 else {
                console.report(problems)
                throw ExitCode(2)
            }
            oldInput = inputs[0]
            newInput = inputs[1]
            // Two content folders of different names are built as one, so only what they hold differs.
            if case .project(var before) = oldInput, case .project(let after) = newInput {
                before.purpose = .review(pageName: after.content.lastPathComponent)
                oldInput = .project(before)
            }
        }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let report {
            let named = [old, new].compactMap { $0 }.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
            let folder = URL(fileURLWithPath: report, relativeTo: here).standardizedFileURL
            if let problem = ReportFolder.problem(folder, inputs: [oldInput, newInput], named: named, output: options.output) {
                console.report([problem])
                throw ExitCode(2)
            }
        }
        // Two output folders were built with the command line's features: their files are counted apart too.
        var diff = SiteDiff.compare(old: oldInput, new: newInput, features: options.features)
        // A compared site's files that were not read (its manifest names a path out of it, or
        // through a link) are said, not hidden.
        for (input, diagnostics) in [(oldInput, diff.oldDiagnostics), (newInput, diff.newDiagnostics)] {
            if case .output = input, !diagnostics.isEmpty { console.report(diagnostics) }
        }
        if diff.failed {
            let side = { (name: String, diagnostics: [Diagnostic]) in
                guard diagnostics.hasErrors else { return }
                Console.sayError("The \(name) side does not build:")
                console.report(diagnostics.filter { $0.severity == .error })
            }
            side(base.map { "base (\($0))" } ?? "old", diff.oldDiagnostics)
            side(base == nil ? "new" : "working tree", diff.newDiagnostics)
            throw ExitCode(2)
        }
        if audit, let problem = DiffAudit.run(old: oldInput, new: newInput, jobs: ProcessInfo.processInfo.activeProcessorCount, review: &diff.review)
        {
            console.report([problem])
            throw ExitCode(2)
        }
        if let report {
            // How far the screenshots are, on standard error; -q says nothing of it.
            var progress: (@Sendable (String) -> Void)?
            if !project.quiet { progress = { Console.sayError($0) } }
            do {
                let outcome = try diff.writeReport(
                    to: URL(fileURLWithPath: report, relativeTo: here).standardizedFileURL, oldName: base ?? old ?? "old",
                    newName: base == nil ? new ?? "new" : "the working tree", screenshots: screenshots, server: FolderServer(), threshold: threshold,
                    progress: progress, temporary: TemporaryFolders.removeOnInterrupt)
                if let problem = outcome.screenshotProblem { Console.sayError("warning: \(problem)") }
                for problem in outcome.pageProblems { Console.sayError(problem.description) }
                Console.sayError(
                    "Report: \(report)/index.html" + (outcome.screenshotCount > 0 ? " (\(outcome.screenshotCount.counted("screenshot")))" : ""))
            } catch {
                let problem =
                    (error as? WriteError)?.diagnostic
                    ?? Diagnostic(.error, rule: .review, file: report, message: "cannot write the report: \(error.localizedDescription)")
                console.report([problem])
                throw ExitCode(2)
            }
        }
        let colour = format == .text && project.color.colours(STDOUT_FILENO)
        FileHandle.standardOutput.write(
            Data(diff.render(format, colour: colour, summaryOnly: summary, reportURL: reportURL, allFiles: allFiles).utf8))
        if diff.hasDifferences, !exitZero { throw ExitCode(1) }
    }
}

extension SiteDiff.Format: ExpressibleByArgument {}
