import SpotsFormat
import SpotsRender

extension QuickPlan {
    /// The features' files that show the parts of the changed screens whose shown values (subtitles, images)
    /// changed (`shownChanges`), made again by each feature that is on (`SiteFeature.quickFiles`),
    /// rendered and checked: their text by path. It refuses when a feature cannot make them, when
    /// one would be a file the last build did not write, and when the features' steps found
    /// problems in the last build or find any now (those the summary keeps would no longer be
    /// the documents' own). Every document is checked, whether or not the last build reported its
    /// problems (`GeneratedFile.reportsProblems`): the checks change no byte of it.
    func featureFiles(_ context: BuildContext, frame: SiteFrame) -> Result<[String: RenderedSite.File], QuickRefusal> {
        func no(_ reason: String) -> Result<[String: RenderedSite.File], QuickRefusal> { .failure(QuickRefusal(reason: reason)) }
        guard !shownChanges.isEmpty || !retitled.isEmpty || !itemsRetitled.isEmpty || reroute != nil else { return .success([:]) }
        let options = context.options
        guard options.view.isBuilt, options.audited == nil else { return no("the features show the site in another view") }
        let steps = Set(context.features.on.flatMap { $0.generators.map(\.name) })
        guard !summary.after.contains(where: { steps.contains($0.step) }) else { return no("the features' files had problems") }
        var content = context.content
        for entry in changed { content.screens[entry.screenFile.route] = entry.loaded }
        let reader = ScreenReader(context)
        let screenFiles = Dictionary(content.screenFiles.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        let (records, output) = (records, context.run.previous?.folder)
        let input = QuickFeatureInput(
            options: options, content: content, templates: context.templates,
            renderer: PageRenderer(templates: context.templates, config: content.config, frame: frame, timer: context.templateTimer),
            changed: shownChanges.mapValues(\.changed), retitled: retitled, itemsRetitled: Set(itemsRetitled.keys), rerouted: reroute,
            summary: summary,
            output: { path in
                guard case .success(let bytes)? = output?.bytes(of: path) else { return nil }
                return bytes
            }, kept: nil, anchors: { records.pages[$0.outputFile]?.anchors },
            read: { route in
                guard let screenFile = screenFiles[route], screenFile.variant == nil, screenFile.record == nil else { return nil }
                let loaded = reader.read(screenFile)
                return loaded.screen?.dependencies.isEmpty == true ? loaded : nil
            })
        var batches: [@Sendable () -> [GeneratedFile]] = []
        for feature in context.features.on {
            var input = input
            let file = QuickFeatureInput.keptFile(of: feature.name)
            input.kept =
                keptFiles[file]
                ?? output.flatMap { folder -> [UInt8]? in
                    guard case .success(let bytes) = folder.bytes(of: file) else { return nil }
                    return bytes
                }
            guard let made = feature.quickFiles(input) else {
                let screens = Set(shownChanges.keys).union(retitled.keys).union(itemsRetitled.keys).count == 1 ? "the screen" : "the screens"
                return no("the \(feature.name) cannot make again its files that show \(screens)")
            }
            batches += made
        }
        let renderer = DocumentRenderer(templates: context.templates, plannedFiles: planned, timer: context.templateTimer)
        let made = batches.parallelMap { batch in
            batch().map { file -> (path: String, file: RenderedSite.File?, problems: [Diagnostic]) in
                switch file.body {
                case .document(let document):
                    let (html, problems) = renderer.render(document)
                    return (file.path, .text(html), problems)
                case .text(let text): return (file.path, .text(text), [])
                case .bytes(let bytes): return (file.path, .bytes(bytes), [])
                case .copy: return (file.path, nil, [])
                }
            }
        }.flatMap { $0 }
        var files: [String: RenderedSite.File] = [:]
        // A feature's kept file may be made again with its pages (the map's graph with the titles now).
        let kept = Set(context.features.on.map { QuickFeatureInput.keptFile(of: $0.name) })
        for file in made {
            guard planned.contains(file.path) || kept.contains(file.path), let made = file.file else {
                return no("\(file.path) is not a page the last build wrote")
            }
            guard file.problems.isEmpty else { return no("\(file.path) has problems") }
            files[file.path] = made
        }
        return .success(files)
    }
}
