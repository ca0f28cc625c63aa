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

    /// The report of a build that ran every step: `site`'s problems, final and in report order;
    /// nil when one is an error, or problems come from where a quick update finds them again
    /// (`foundAgain`).
    static func make(_ site: RenderedSite, context: BuildContext) -> KeptReport? {
        guard !foundAgain(context), !site.diagnostics.hasErrors else { return nil }
        return KeptReport(digest: DiagnosticDigest(site.diagnostics), ignored: site.ignoredCount, strict: Self.strict(context))
    }

    /// Whether a quick update can print this report for its problems: the build prints only the
    /// text format's report (`BuildOptions.reportsDigest`), as strict as the last, and finds no
    /// problem of its own (`foundAgain`).
    func fits(_ context: BuildContext) -> Bool {
        context.options.reportsDigest && strict == Self.strict(context) && !Self.foundAgain(context)
    }

    /// Whether the build has problems that a quick update finds again rather than takes: those of
    /// the steps that run before it, a failure, or the version checks of `--client`.
    private static func foundAgain(_ context: BuildContext) -> Bool {
        guard context.options.view.client == nil, context.failures.isEmpty else { return true }
        return !Pipeline.loadSteps.allSatisfy { $0.output(context).problems.isEmpty }
    }

    private static func strict(_ context: BuildContext) -> Bool {
        context.options.strict || context.content.config.strict
    }
}
