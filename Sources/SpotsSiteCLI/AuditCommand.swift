import ArgumentParser
import Foundation
import SpotsAudit
import SpotsBrowser
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSiteServer

/// `spots-site audit`: every screen's page in every context, measured in headless Chromium,
/// each fault reported at the line of the item that made it.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Open every screen's page in headless Chromium in every context and report what breaks its layout.",
        discussion:
            "A context is a width (--widths), a colour scheme (--schemes: light, dark, high-contrast), a direction (--dir: as-written, rtl) and a text mode (--text: as-written, pseudo, long); by default every combination. The audit reports text that overflows or is cut off, content that scrolls the page sideways, text under 12 px, targets under 24×24 px (WCAG 2.2) or overlapping, stretched images, and text whose rendered contrast is under WCAG AA (AAA in high contrast), each at the line of the screen JSON that made the element, naming the contexts it shows in. The site is built in a temporary folder: the output folder is not touched. Needs Chromium (or Chrome; CHROME_PATH names one)."
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "How to print diagnostics: text (with the source line), json (an array on standard output), github (workflow commands).")
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp("Audit only the screens whose path under screens/ or route matches this glob.", valueName: "glob"))
    var screens: String?

    @Option(help: ArgumentHelp("The widths, in CSS pixels, comma-separated.", valueName: "px,…"))
    var widths = AuditContext.defaultWidths.map(String.init).joined(separator: ",")

    @Option(help: ArgumentHelp("The colour schemes: light, dark, high-contrast, comma-separated.", valueName: "scheme,…"))
    var schemes = AuditContext.Scheme.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: ArgumentHelp("The directions: as-written, rtl, comma-separated.", valueName: "dir,…"))
    var dir = AuditContext.Direction.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: ArgumentHelp("The text modes: as-written, pseudo, long, comma-separated.", valueName: "mode,…"))
    var text = TextMode.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "How many pages are measured at once (default: one a processor core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help: ArgumentHelp(
            "Also write an HTML report here: each finding with a picture of it in its worst context, by screen and by kind, and findings.json.",
            valueName: "folder"))
    var report: String?

    @Flag(help: "Exit 0 even when the audit finds faults (a build error or no Chromium still exit non-zero).")
    var exitZero = false

    func validate() throws {
        _ = try contexts()
        if jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        let started = Date()
        var console = project.console
        console.format = format
        try project.requireContent(console)
        guard let chromium = Chromium.find() else {
            console.report([
                Diagnostic(
                    .error, rule: .audit, file: "spots-site audit",
                    message: Chromium.notFound, hint: Chromium.installHint)
            ])
            throw ExitCode(2)
        }
        let options = project.buildOptions(output: "Output")
        var audit = SiteAudit(options: options, contexts: try contexts(), screens: screens, server: FolderServer())
        audit.jobs = jobs
        if let report {
            let folder = URL(fileURLWithPath: report, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
            // Checked before the audit, which takes minutes: a folder spots-site did not write is not replaced.
            if let problem = AuditReportFolder.problem(folder, options: options) ?? SiteWriter(output: folder).ownershipProblem() {
                console.report([problem])
                throw ExitCode(2)
            }
            audit.reportFolder = folder
        }
        let work = SiteAudit.temporaryFolder()
        TemporaryFolders.removeOnInterrupt(work)
        let outcome: SiteAudit.Outcome
        do {
            outcome = try audit.run(chromium: chromium, work: work)
        } catch let error as DevToolsError where error.isStart {
            console.report([Diagnostic(.error, rule: .audit, file: "spots-site audit", message: "\(error)", hint: Chromium.installHint)])
            throw ExitCode(2)
        } catch {
            console.report([
                Diagnostic(.error, rule: .audit, file: "spots-site audit", message: "the audit could not run: \(error)")
            ])
            throw ExitCode(2)
        }
        if !outcome.buildFailed, outcome.pageCount == 0, let screens {
            console.report([
                Diagnostic(
                    .error, rule: .audit, file: "spots-site audit", message: "--screens '\(screens)' matches no screen",
                    hint: "name screens by their path under screens/ (people.json, 'profile/*') or their route (/people/)")
            ])
            throw ExitCode(2)
        }
        console.report(outcome.diagnostics)
        let findings = outcome.report?.shownFaults.count ?? 0
        let causes = outcome.report?.causes.groups ?? []
        let caused =
            causes.isEmpty
            ? ""
            : ", \(causes.reduce(0) { $0 + $1.faults.count }) of them made by \(causes.count.counted("CSS declaration")), each reported once at its line"
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        if outcome.buildFailed {
            Console.sayError("Audit failed: the site has errors, so no page was measured (\(seconds) s)")
            throw ExitCode(1)
        }
        Console.sayError(
            "Audited \(outcome.pageCount.counted("page")) in \(outcome.contextCount.counted("context")): \(findings.counted("finding"))\(caused) (\(seconds) s)"
        )
        if let report {
            console.report(outcome.reportProblems)
            let leftOut = outcome.shotsLeftOut > 0 ? ", \(outcome.shotsLeftOut) findings without one: at most \(AuditShots.limit) a report" : ""
            Console.sayError("Report: \(report)/index.html (\(outcome.shotCount.counted("picture"))\(leftOut))")
        }
        if outcome.diagnostics.hasErrors || findings > 0 && !exitZero { throw ExitCode(1) }
        ProcessEnd.exit()
    }

    /// The contexts the options choose; every value that is none is said at once, with the values
    /// there are and the one likely meant.
    private func contexts() throws -> [AuditContext] {
        var problems: [String] = []
        func list<Value>(_ text: String, option: String, names: [String]?, _ make: (String) -> Value?) -> [Value] {
            let values = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if values.isEmpty { problems.append("\(option) needs at least one value") }
            return values.compactMap { value in
                if let made = make(value) { return made }
                guard let names else {
                    problems.append("\(option): '\(value)' is not a width in px from 200 to 4000, such as 375")
                    return nil
                }
                let meant = Suggestions.closest(to: value, in: names).map { "; did you mean \($0)?" } ?? ""
                problems.append("\(option): '\(value)' is not one of \(names.joined(separator: ", "))\(meant)")
                return nil
            }
        }
        let widths = list(widths, option: "--widths", names: nil) { Int($0).flatMap { (200...4000).contains($0) ? $0 : nil } }
        let schemes = list(schemes, option: "--schemes", names: AuditContext.Scheme.allCases.map(\.rawValue), AuditContext.Scheme.init(rawValue:))
        let directions = list(dir, option: "--dir", names: AuditContext.Direction.allCases.map(\.rawValue), AuditContext.Direction.init(rawValue:))
        let texts = list(text, option: "--text", names: TextMode.allCases.map(\.rawValue), TextMode.init(rawValue:))
        guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "\n")) }
        return AuditContext.all(
            widths: Array(Set(widths)), schemes: Array(Set(schemes)), directions: Array(Set(directions)), texts: Array(Set(texts)))
    }
}
