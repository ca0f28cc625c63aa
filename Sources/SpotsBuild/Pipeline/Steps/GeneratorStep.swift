import SpotsFormat
import SpotsRender

extension BuildStep {
    /// The step that runs `generator`, of the feature named `feature` (nil: the core's). Every
    /// generated file passes here: one rule for when the last output stays, one renderer and
    /// validator for the documents (`DocumentRenderer`, on all cores), one place that writes.
    package static func generating(_ generator: any PageGenerator, feature: String? = nil) -> BuildStep {
        BuildStep(name: generator.name, writes: generator.writes, runs: generator.runs) { context in
            try GeneratorStep.run(generator, feature: feature, context: &context)
        }
    }
}

enum GeneratorStep {
    static func run(_ generator: any PageGenerator, feature: String?, context: inout BuildContext) throws -> String {
        var plan: FeaturePlan?
        if let feature {
            guard let found = context.outline.features.first(where: { $0.feature == feature }) else {
                context.write([:])
                return "off"
            }
            plan = found
        }
        if let kept = keptOutput(of: generator, isFeature: plan != nil, context: context) {
            context.write(context.previousOutput)
            return kept
        }
        let made = try generator.files(of: GeneratorInput(context, plan: plan))
        let documents = DocumentRenderer(templates: context.templates, plannedFiles: context.outline.plannedFiles, timer: context.templateTimer)
        let written = made.files.parallelMap { file -> (file: RenderedSite.File, problems: [Diagnostic]) in
            switch file.body {
            case .document(let document):
                let (html, problems) = documents.render(document, checks: file.reportsProblems)
                return (.text(html), problems)
            case .text(let text): return (.text(text), [])
            case .copy(let url): return (.copy(url), [])
            }
        }
        var files: [String: RenderedSite.File] = [:]
        files.reserveCapacity(written.count)
        for (file, result) in zip(made.files, written) { files[file.path] = result.file }
        context.write(files)
        context.report(made.problems + written.flatMap(\.problems))
        return made.summary
    }

    /// Why the generator's last output stays as it is in this run, if it does: while serving, a
    /// run for saved screens shows their pages first and the features follow in a run of their
    /// own (`BuildRun.defersFeatures`); and a generator that reads every screen waits while one
    /// cannot be read, as that screen's page shows its last good version.
    private static func keptOutput(of generator: any PageGenerator, isFeature: Bool, context: BuildContext) -> String? {
        guard !context.previousOutput.isEmpty else { return nil }
        if isFeature, context.run.defersFeatures { return "as it was, until the saved screens are shown" }
        if generator.waitsForUnreadableScreens, context.content.screens.values.contains(where: \.isStale) {
            return "as it was, while a screen cannot be read"
        }
        return nil
    }
}
