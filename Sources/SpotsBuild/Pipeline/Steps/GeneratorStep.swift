import SpotsFormat
import SpotsRender

extension BuildStep {
    /// The step that runs `generator`, of the feature named `feature` (nil: the core's). Every
    /// generated file passes here: one rule for when the last output stays, one renderer and
    /// validator for the documents (`DocumentRenderer`, on all cores), one place that writes.
    package static func generating(_ generator: any PageGenerator, feature: String? = nil) -> BuildStep {
        let name = generator.name
        return BuildStep(
            name: name, writes: generator.writes, runs: generator.runs,
            run: { context in
                let previous = context.generated[name] ?? .init()
                let (output, summary) = try GeneratorStep.run(generator, feature: feature, previous: previous, context: context)
                context.generated[name] = output
                return summary
            },
            output: { $0.generated[name] ?? .init() })
    }
}

enum GeneratorStep {
    /// What `generator` makes of the site built so far, as the site takes it, and the step's summary.
    static func run(
        _ generator: any PageGenerator, feature: String?, previous: BuildStep.Output, context: BuildContext
    ) throws -> (BuildStep.Output, String) {
        var plan: FeaturePlan?
        if let feature {
            guard let found = context.outline.features.first(where: { $0.feature == feature }) else { return (.init(), "off") }
            plan = found
        }
        if let kept = keptOutput(of: generator, previous: previous, isFeature: plan != nil, context: context) { return (previous, kept) }
        let made = try generator.files(of: GeneratorInput(context, plan: plan))
        let documents = DocumentRenderer(templates: context.templates, plannedFiles: context.outline.plannedFiles, timer: context.templateTimer)
        let stage = Stage(context)
        let written = made.batches.parallelMap { batch in
            batch().map { file -> (path: String, file: RenderedSite.File, problems: [Diagnostic]) in
                switch file.body {
                case .document(let document):
                    let (html, problems) = documents.render(document, checks: file.reportsProblems)
                    return (file.path, stage.take(html, at: file.path), problems)
                case .text(let text): return (file.path, stage.take(text, at: file.path), [])
                case .bytes(let bytes): return (file.path, .bytes(bytes), [])
                case .copy(let url): return (file.path, .copy(url), [])
                }
            }
        }.flatMap { $0 }
        var files: [String: RenderedSite.File] = [:]
        files.reserveCapacity(written.count)
        for result in written { files[result.path] = result.file }
        return (BuildStep.Output(files: files, problems: made.problems + written.flatMap(\.problems)), made.summary)
    }

    /// Where a generated file goes: into the build's staging folder as it is made, as the pages
    /// do (`PageSink.staging`), so that the site's generated files (the catalog's 30 MB at 10,000
    /// screens) are not all held until the end; otherwise into the site in memory. A file an
    /// earlier step made stays in memory, where the site takes the earlier one (`Pipeline.site`),
    /// and so does one that cannot be written now (a screen's page needs a folder where it goes: an
    /// error, and the build writes nothing), for the site's writer to say why if it tries again.
    private struct Stage: Sendable {
        let folder: StagingFolder?
        let earlier: [String: RenderedSite.File]
        let generated: [String: BuildStep.Output]

        init(_ context: BuildContext) {
            if case .staging(let folder) = context.run.pageSink { self.folder = folder } else { folder = nil }
            earlier = context.rendered.files
            generated = context.generated
        }

        func take(_ text: String, at path: String) -> RenderedSite.File {
            guard let folder, earlier[path] == nil, !generated.values.contains(where: { $0.files[path] != nil }),
                (try? folder.write(text, to: path)) != nil
            else { return .text(text) }
            return .stagedText(size: text.utf8.count)
        }
    }

    /// Why the generator's last output stays as it is in this run, if it does: while serving, a
    /// run for saved screens shows their pages first and the features follow in a run of their
    /// own (`BuildRun.defersFeatures`); and a generator that reads every screen waits while one
    /// cannot be read, as that screen's page shows its last good version.
    private static func keptOutput(of generator: any PageGenerator, previous: BuildStep.Output, isFeature: Bool, context: BuildContext) -> String? {
        guard !previous.files.isEmpty else { return nil }
        if isFeature, context.run.defersFeatures { return "as it was, until the saved screens are shown" }
        if generator.waitsForUnreadableScreens, context.content.screens.values.contains(where: \.isStale) {
            return "as it was, while a screen cannot be read"
        }
        return nil
    }
}
