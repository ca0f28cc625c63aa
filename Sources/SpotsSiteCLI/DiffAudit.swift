import Foundation
import SpotsAudit
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview
import SpotsSiteServer

/// `diff --audit`: both sides audited in every context, and the findings the change introduces
/// or fixes. Only projects can be audited: an output folder keeps no JSON to point at.
enum DiffAudit {
    /// Why the audit cannot run, as the error to report; nil when it ran and `review` has its changes.
    static func run(old: ReviewInput, new: ReviewInput, jobs: Int, review: inout SiteReview) -> Diagnostic? {
        guard case .project(let before) = old, case .project(let after) = new else {
            return Diagnostic(
                .error, rule: .audit, file: "spots-site diff", message: "--audit needs a project (or content folder) on each side, not a site",
                hint: "compare two projects, or the project with --base <revision>")
        }
        guard let chromium = Chromium.find() else {
            return Diagnostic(.error, rule: .audit, file: "spots-site diff", message: Chromium.notFound, hint: Chromium.installHint)
        }
        let contexts = AuditContext.everyDefault
        var sides: [[(key: String, finding: AuditChanges.Finding)]] = []
        for options in [before, after] {
            var audit = SiteAudit(options: options, contexts: contexts, server: FolderServer())
            audit.jobs = jobs
            let work = SiteAudit.temporaryFolder()
            TemporaryFolders.removeOnInterrupt(work)
            do {
                let outcome = try audit.run(chromium: chromium, work: work)
                // The audit's builds (in pseudo and long text, marked) may fail where the diff's did not.
                guard let report = outcome.report, !outcome.buildFailed else {
                    return outcome.diagnostics.first { $0.severity == .error }
                        ?? Diagnostic(.error, rule: .audit, file: "spots-site diff", message: "the audit's build of a side failed")
                }
                if let failure = report.failures.first { return failure }
                sides.append(report.shownFaults.map { keyed($0, report: report) })
            } catch {
                return Diagnostic(
                    .error, rule: .audit, file: "spots-site diff", message: "the audit could not run: \(error)", hint: Chromium.installHint)
            }
        }
        review.audit = AuditChanges(old: sides[0], new: sides[1], contexts: contexts.count)
        return nil
    }

    /// A fault with what tells it from others on both sides: its screen (by its path under
    /// `screens/`), the JSON path of its item, its rule and part; its place by the same path.
    private static func keyed(_ fault: AuditReport.Fault, report: AuditReport) -> (key: String, finding: AuditChanges.Finding) {
        let diagnostic = report.diagnostic(fault)
        let line = diagnostic.location.map { ":\($0.line):\($0.column)" } ?? ""
        let key = [fault.page.name, fault.mark?.path ?? "", diagnostic.rule.rawValue, fault.worst.part].joined(separator: "\u{1}")
        // The file that holds the item (a variant's items may be written in its base), from screens/ on.
        let file = diagnostic.file.range(of: "screens/", options: .backwards).map { String(diagnostic.file[$0.lowerBound...]) } ?? diagnostic.file
        return (key, AuditChanges.Finding(place: file + line, rule: diagnostic.rule.rawValue, message: diagnostic.message))
    }
}
