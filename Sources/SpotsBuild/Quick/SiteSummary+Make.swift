import SpotsFormat
import SpotsRender

extension SiteSummary {
    /// The summary of an incremental build that ran every step, from its context and the steps'
    /// `outputs` in order; nil when it recorded no pages or a step failed.
    static func make(
        _ context: BuildContext, outputs: [(step: BuildStep, output: BuildStep.Output)], files: [String: RenderedSite.File]
    ) -> SiteSummary? {
        guard let site = context.rendered.recordedSite, context.failures.isEmpty,
            let pages = outputs.firstIndex(where: { $0.step.name == RenderPages.step.name })
        else { return nil }
        var summary = SiteSummary(site: site)
        let shown = context.shownParts
        let footnotes = context.outline.footnotes
        for screenFile in context.content.screenFiles {
            let loaded = context.content.screens[screenFile.route]
            summary.screens[screenFile.route.path] = Screen(
                footprint: loaded?.footprint, baseFootprint: loaded?.baseFootprint, parts: loaded?.partHashes,
                title: context.outline.titles[screenFile.route] ?? nil,
                dependencies: (loaded?.screen?.dependencies ?? []).sorted(), shown: ScreenFootprint.shown(shown, of: screenFile.route),
                footnote: footnotes[screenFile.route], readable: loaded?.screen != nil, flowFootprint: loaded?.flowFootprint,
                itemTitles: loaded?.itemTitles)
        }
        // The steps the quick update runs (those that load) find their problems again.
        for (index, (step, output)) in outputs.enumerated() where index >= Pipeline.loadSteps.count && index != pages {
            let problems = output.problems.map { Problem(step: step.name, diagnostic: $0) }
            if index < pages { summary.before += problems } else { summary.after += problems }
        }
        for (route, problems) in context.rendered.variantProblems { summary.variants[route.path] = problems }
        summary.typos = context.outline.typos
        for (path, file) in files where !BuildRecords.isKept(path) {
            if let size = file.generatedSize { summary.files[path] = size }
        }
        return summary
    }

}

extension SiteSummary.Problem {
    /// The problem, tagged with its step.
    var tagged: Diagnostic {
        var diagnostic = diagnostic
        diagnostic.step = step
        return diagnostic
    }
}
