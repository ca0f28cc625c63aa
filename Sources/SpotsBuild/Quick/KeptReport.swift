import SpotsFormat

/// The report of an incremental build's problems as the summary keeps it (`SiteSummary.report`):
/// what the text format prints of them and their counts (`DiagnosticDigest`), how many
/// `site.json` silenced, and whether warnings were errors. The quick update takes every problem
/// but those of the pages it renders from the last build, unchanged, and the pages it renders have
/// the problems their records keep (`QuickPlan.check`), so a build of the text format's report
/// prints this one rather than read the problems of every page again (`QuickPlan.keptReport`).
/// Kept only by a build whose problems all came from the steps the quick update takes, with no
/// error.
package struct KeptReport: Sendable, Equatable {
    package var digest: DiagnosticDigest
    /// How many warnings and notes `site.json`'s `diagnostics.ignore` silenced.
    package var ignored: Int
    /// Whether warnings were made errors (`--strict`, or `"strict": true` in site.json).
    package var strict: Bool

    /// The report of a build that ran every step: `site`'s problems, final and in report order,
    /// of which `fresh` were found by the steps that also run before a quick update, or outside
    /// the steps (those are found again each time); nil when some were, or one is an error.
    static func make(_ site: RenderedSite, fresh: Int, context: BuildContext) -> KeptReport? {
        guard fresh == 0, !site.diagnostics.hasErrors else { return nil }
        return KeptReport(digest: DiagnosticDigest(site.diagnostics), ignored: site.ignoredCount, strict: Self.strict(context))
    }

    /// Whether a quick update can print this report for its problems: the build prints only the
    /// text format's report (`BuildOptions.reportsDigest`), as strict as the last, and the steps
    /// that ran before it found nothing (no version checks of `--client`, no failure).
    func fits(_ context: BuildContext) -> Bool {
        guard context.options.reportsDigest, strict == Self.strict(context), context.options.view.client == nil, context.failures.isEmpty
        else { return false }
        return Pipeline.loadSteps.allSatisfy { $0.output(context).problems.isEmpty }
    }

    private static func strict(_ context: BuildContext) -> Bool {
        context.options.strict || context.content.config.strict
    }
}
