import Foundation
import Logging
import SpotsFormat
import SpotsRender

/// The build, as one list of named steps that `build`, `check` and `serve` all run: load (hash
/// the sources, find content, load templates) → read screens → outline → render and validate →
/// generated pages → site files. Between loading and the rest, `build --incremental` decides
/// whether it takes the rest of the site as the last build left it (`QuickUpdate`): then no other
/// step runs. The runner is the one place that times steps, tags problems with their step and
/// applies strict mode.
package enum Pipeline {
    /// The steps that load what the site is made from: what the quick update decides on.
    static let loadSteps: [BuildStep] = [
        HashSources.step,
        FindContent.step,
        LoadTemplates.step,
    ]

    /// The core's steps after loading, up to the screens' pages.
    static let siteSteps: [BuildStep] = [
        ReadScreens.step,
        Outline.step,
        RenderPages.step,
    ]

    /// What makes the core's generated files after the screens' pages; a new generated page of
    /// the core is one more here (a feature's is one more in its `generators`).
    static let coreGenerators: [any PageGenerator] = [
        IndexPage(),
        NotFoundPage(),
    ]

    /// Every step of a build with `options`, in order: the core's, its generated pages', the
    /// features' (the design catalog's pages), and last the site files, which list every page.
    package static func steps(for options: BuildOptions) -> [BuildStep] {
        let errorPages: [BuildStep] = options.keepsGoing ? [.generating(ErrorPages())] : []
        let generated = coreGenerators.map { BuildStep.generating($0) } + errorPages + options.features.flatMap(\.steps)
        return loadSteps + siteSteps + generated + [.generating(SiteFiles())]
    }

    /// The files the steps write besides pages and assets (every step's `writes`), by what writes
    /// each, known before any step runs.
    static func generatedFiles(for options: BuildOptions) -> [String: OutputPlan.FileOwner] {
        var files: [String: OutputPlan.FileOwner] = [:]
        for step in steps(for: options) {
            for file in step.writes { files[file] = step.owner }
        }
        return files
    }

    /// How long a step takes, in milliseconds, before its line is printed without `--verbose`.
    static let slowStep = 2_000.0

    /// Runs the steps that `context.run.scope` needs, in order, up to (not including) `stopBefore`
    /// when one is given; a step that throws ends the run with an error.
    package static func run(context: inout BuildContext, logger: Logger? = nil, stopBefore: BuildStep? = nil) {
        let featureSteps = !context.options.purpose.makesFeaturePages ? Set(context.options.features.flatMap(\.steps).map(\.name)) : []
        let steps = steps(for: context.options).filter { !featureSteps.contains($0.name) }
        context.failures = []
        if context.options.metrics, context.templateTimer == nil { context.templateTimer = TemplateTimer() }
        // Numbered among the steps that run (`[1/9]`): an incremental build has two more. Whether
        // a step runs is asked as it comes: the outline may widen the scope (a changed title).
        let incremental = context.isIncrementalBuild
        // The quick update's decision, made once loading is done, when it may take the rest (as
        // its step says: a full run of `build --incremental`; not a run that stops early).
        let decides = stopBefore == nil && QuickUpdate.step.runsFor(context.run.scope, incremental: incremental)
        let count = steps.count { $0.runsFor(context.run.scope, incremental: incremental) } + (decides ? 1 : 0)
        var runner = StepRunner(count: count, logger: logger)
        for step in steps where step.runsFor(context.run.scope, incremental: incremental) {
            if step.name == stopBefore?.name { break }
            if step.name == siteSteps[0].name {
                if let previous = context.run.previous {
                    // Read beside the load steps (`PreviousOutput`): what is left of it is waited for here.
                    let started = BuildMetrics.Reading.now()
                    previous.wait()
                    context.metrics.step(PreviousOutput.stepName, since: started)
                }
                // The rest of the site was taken as it was: no step after has work.
                if decides { guard runner.run(QuickUpdate.step, &context), context.run.quick == nil else { break } }
            }
            guard runner.run(step, &context) else { break }
        }
    }

    /// Runs steps one after the other: times each, numbers and logs its line, and turns what it
    /// throws into an error of the build.
    private struct StepRunner {
        let count: Int
        let logger: Logger?
        var number = 0

        init(count: Int, logger: Logger?) {
            self.count = count
            self.logger = logger
        }

        /// Runs `step`; false when it threw (no later step runs).
        mutating func run(_ step: BuildStep, _ context: inout BuildContext) -> Bool {
            number += 1
            let started = BuildMetrics.Reading.now()
            let summary: String
            do {
                summary = try step.run(&context)
            } catch {
                var failure = Diagnostic(
                    .error, rule: .internalError, file: context.contentFolder.displayName, message: "\(step.name) failed: \(error)")
                failure.step = step.name
                context.failures.append(failure)
                return false
            }
            context.metrics.step(step.name, since: started)
            let milliseconds = context.metrics.steps.last?.milliseconds ?? 0
            // A step's line is for `--verbose` (debug), or for everyone when the step was slow.
            let line: Logger.Message = "[\(number)/\(count)] \(step.name): \(summary) (\(String(format: "%.0f", milliseconds)) ms)"
            logger?.log(level: milliseconds >= slowStep ? .info : .debug, line)
            return true
        }
    }

    /// Takes out what `site.json`'s `diagnostics.ignore` silences, and returns how many; an entry
    /// that silenced nothing in a build of every page is a note (it may be left from a fixed problem).
    private static func silence(_ diagnostics: inout [Diagnostic], context: BuildContext) -> Int {
        let ignores = context.content.config.diagnostics
        let counts = ignores.apply(to: &diagnostics, contentFolder: context.contentFolder.displayName)
        // Every problem is here in a build of every page (the quick update takes the rest from the
        // records); not when a step failed, and the steps after it did not look.
        guard context.run.scope.everything, context.failures.isEmpty else { return counts.reduce(0, +) }
        for (entry, count) in zip(ignores.entries, counts) where count == 0 {
            diagnostics.append(
                Diagnostic(
                    .note, rule: .ignoreRule, file: context.content.configFile, location: entry.location, path: entry.path,
                    message: "this entry silences no \(entry.rule.rawValue) problem",
                    hint: "remove it if the problems it silenced are fixed"))
        }
        return counts.reduce(0, +)
    }

    /// The site the steps made: every step's files (an earlier step's file wins), and every
    /// problem, warnings turned into errors in strict mode, in no particular order.
    package static func site(of context: BuildContext) -> RenderedSite {
        var site = RenderedSite()
        let steps = steps(for: context.options)
        // The summary of an incremental build that ran every step, written once its problems are final.
        var summary: SiteSummary?
        if let quick = context.run.quick {
            // The steps that ran (those that load), then what the quick update took of the others.
            for step in loadSteps {
                site.diagnostics += step.output(context).problems.tagged(step.name)
            }
            if let report = quick.report {
                // The steps that ran found nothing (`KeptReport.fits`): the last build's report is the whole.
                site.keptReport = report.digest
                site.ignoredCount = report.ignored
            } else {
                site.diagnostics += quick.summary.before.map(\.tagged) + quick.pageProblems + quick.summary.after.map(\.tagged)
            }
            site.files = quick.files
            site.screenCount = quick.screenCount
        } else {
            let outputs = steps.map { (step: $0, output: $0.output(context)) }
            for (step, output) in outputs {
                site.files.merge(output.files) { current, _ in current }
                site.diagnostics += output.problems.tagged(step.name)
            }
            site.screens = context.rendered.screens
            site.screenCount = site.screens.count
            if context.isIncrementalBuild { summary = SiteSummary.make(context, outputs: outputs, files: site.files) }
        }
        site.diagnostics += context.failures
        site.flow = context.outline.flow
        if let client = context.options.view.client {
            site.diagnostics += ClientCheck.target(client, clients: context.content.config.clients, configFile: context.content.configFile)
        }
        if site.keptReport == nil { site.ignoredCount = silence(&site.diagnostics, context: context) }
        if context.options.strict || context.content.config.strict {
            for index in site.diagnostics.indices where site.diagnostics[index].severity == .warning {
                site.diagnostics[index].severity = .error
                site.diagnostics[index].message += " [strict]"
            }
        }
        if var summary {
            // In report order (as `SiteBuilder` gives them), so that the summary keeps the report a quick update prints.
            site.diagnostics.sortForReport()
            summary.report = KeptReport.make(site, context: context)
            site.files[OutlineFile.name] = .bytes(OutlineFile.bytes(summary))
        }
        site.metrics = context.metrics
        site.metrics.add(templates: context.templateTimer?.collected ?? [:])
        site.metrics.trim()
        let hasRoot = context.content.screenFiles.contains { $0.route == .root }
        site.errorPageCount = context.generated[ErrorPages().name]?.files.count ?? 0
        // With `--keep-going`, every screen has a page: its own, or one of its errors.
        let screenPages = context.options.keepsGoing ? context.content.screenFiles.count : site.screenCount
        site.pageCount = screenPages + (!hasRoot && site.files["index.html"] != nil ? 1 : 0)
        return site
    }
}
