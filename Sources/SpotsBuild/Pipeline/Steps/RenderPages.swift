import SpotsFormat
import SpotsRender

/// Step 5: every screen's page rendered and checked on all cores; while serving, only the pages a
/// change affects.
enum RenderPages {
    package static let step = BuildStep(
        name: "Render and validate pages",
        run: { context in
            let scope = context.run.scope
            let previous = context.rendered
            let pages = previous.pages
            let screenFiles = context.content.screenFiles.filter { screenFile in
                scope.rendersEverything || scope.screens.contains(screenFile.route)
                    || !(pages[screenFile.route]?.templates.isDisjoint(with: scope.templates) ?? true)
            }
            let renderer = PageRenderer(
                templates: context.templates, config: context.content.config, frame: context.outline.frame,
                timer: context.templateTimer, marksSources: context.options.purpose.marksSources, inspects: context.options.view.inspects)
            let checker = CheckedPageRenderer(renderer: renderer, plannedFiles: context.outline.plannedFiles, context: context)
            let timed = context.options.metrics
            let sink = context.run.pageSink
            // Every file the build may write is listed before the first page goes into the staging folder.
            if case .staging(let folder) = sink { try folder.list(context.outline.plannedFiles) }
            // With `--incremental`, a page whose inputs are as the previous output records is taken from it.
            let reuse = PageReuse(context)
            let (incremental, shown) = (context.isIncrementalBuild, context.shownParts)
            // In a build that writes or checks its pages (not while serving, which renders them
            // again), each screen leaves the content for its page to be made, and comes back
            // hollowed (`Screen.hollow`) but for those a feature shows whole: what only its page
            // read is freed as the pages are made.
            let whole = sink.keepsPages || !scope.rendersEverything ? nil : shown.map { Set($0.keys) }
            // Made in the call, so that the map takes them over (no copy is left here holding them).
            let results = try screenFiles.map { screenFile in
                (screenFile, whole == nil ? context.content.screens[screenFile.route] : context.content.screens.removeValue(forKey: screenFile.route))
            }.consumingParallelMap({ (handed: consuming (ScreenFile, LoadedScreen?)) in
                let screenFile = handed.0
                if incremental, let screen = handed.1?.screen, let parts = handed.1?.footprintParts {
                    let shownHere = ScreenFootprint.shown(shown, of: screenFile.route)
                    let (footprint, flow) = parts.footprints(of: screen, shown: shownHere)
                    handed.1?.footprint = footprint
                    handed.1?.flowFootprint = flow
                    handed.1?.baseFootprint = parts.footprint(of: screen, shown: [])
                    handed.1?.itemTitles = ScreenFootprint.itemTitles(of: screen)
                    if let shownHere, !shownHere.isEmpty { handed.1?.partHashes = parts.valueHashes(of: screen, shown: shownHere) }
                }
                let screen = handed.1?.screen
                let made = Result { () throws -> (PageOutcome, PageRecord?) in
                    let inputs = reuse.hash(of: screenFile, screen: screen)
                    if let taken = try reuse.take(screenFile.route, inputs: inputs, sink: sink) { return taken }
                    let started = timed ? BuildMetrics.now() : 0
                    var outcome = checker.page(for: screenFile.route, screen: screen)
                    if timed { outcome.nanoseconds = BuildMetrics.now() - started }
                    let record = reuse.record(of: outcome, inputs: inputs, size: outcome.page?.count)
                    try outcome.send(to: sink, screenHasErrors: handed.1?.diagnostics.hasErrors == true)
                    return (outcome, record)
                }
                _ = consume screen
                // Its page made, the screen (held here alone) is hollowed where it is.
                if let whole, !whole.contains(screenFile.route) { handed.1?.screen?.hollow() }
                return made.map { ($0.0, $0.1, handed.1) }
            }).map { try $0.get() }
            // Back in the content: hollowed, and with their footprints (made whether or not screens are hollowed).
            for (screenFile, result) in zip(screenFiles, results) { context.content.screens[screenFile.route] = result.2 }
            let screens = context.content.screens
            let outcomes = results.map(\.0)
            let records = reuse.records(results.compactMap { outcome, record, _ in record.map { (outcome.route.outputFile, $0) } })
            let reused = outcomes.count(where: \.isReused)
            if timed {
                for outcome in outcomes where !outcome.isReused {
                    guard let screen = screens[outcome.route]?.screen else { continue }
                    context.metrics.add(
                        screen: .init(file: screen.source, route: outcome.route.path, nanoseconds: outcome.nanoseconds, items: screen.itemCount))
                }
            }
            var rendered = RenderedPages()
            if !scope.rendersEverything { rendered.pages = previous.pages }
            for outcome in outcomes { rendered.pages[outcome.route] = outcome }
            rendered.renderedCount = outcomes.count - reused
            // Only the pages rendered now change; while serving, the others stay as they were.
            var files = scope.rendersEverything ? [:] : previous.files
            for outcome in outcomes where outcome.isRendered {
                switch sink {
                case .memory: files[outcome.route.outputFile] = outcome.html.map(RenderedSite.File.text)
                case .discard: files[outcome.route.outputFile] = nil
                case .staging: files[outcome.route.outputFile] = outcome.isStaged || outcome.isReused ? .staged : nil
                }
            }
            // What the pages were made from, for the next incremental build.
            if let records {
                rendered.recordedSite = records.site
                files[RecordsFile.name] = .bytes(RecordsFile.bytes(records))
                files[StampsFile.name] = .text(StampsFile.encoded(context.run.sourceHashes?.settled ?? KnownSources()))
            }
            var all: [(screen: Screen?, diagnostics: [Diagnostic])] = []
            all.reserveCapacity(context.content.screenFiles.count)
            var dangling = 0
            for screenFile in context.content.screenFiles {
                guard let outcome = rendered.pages[screenFile.route] else { continue }
                let screen = screens[screenFile.route]?.screen
                all.append((screen, outcome.diagnostics))
                if let screen, outcome.isRendered { rendered.screens.append(screen) }
                dangling += outcome.danglingCount
            }
            rendered.files = files
            let attributed = VariantDiagnostics.attributeEach(all, content: context.content)
            rendered.problems = attributed.flatMap { $0 }
            for (entry, problems) in zip(all, attributed) {
                if let screen = entry.screen, screen.variant != nil { rendered.variantProblems[screen.route] = problems }
            }
            context.rendered = rendered
            let taken = reused > 0 ? " (\(reused) unchanged, taken from the previous output)" : ""
            return "\(outcomes.count.counted("page"))\(taken), \(dangling.counted("dangling action"))"
        },
        output: { .init(files: $0.rendered.files, problems: $0.rendered.problems) })
}

/// Renders one screen's page and checks it, naming the template behind any problem it has. In a
/// `--client` build, the page is of the screen as that app renders it (`ClientView`), and in a
/// `--text` build, with that text (`TextView`): only the page; what the build finds of the screen
/// and the catalog are of the screen as it is.
struct CheckedPageRenderer: Sendable {
    package let renderer: PageRenderer
    package let plannedFiles: Set<String>
    /// The app version of a `--client` build, and the catalog that says what it knows.
    private let client: (target: ClientTarget, catalog: CatalogConfig)?
    /// The text the page shows (`--text`); nil for the screen's own.
    private let text: TextView?

    init(
        renderer: PageRenderer, plannedFiles: Set<String>, client: (target: ClientTarget, catalog: CatalogConfig)? = nil, text: TextView? = nil
    ) {
        self.renderer = renderer
        self.plannedFiles = plannedFiles
        self.client = client
        self.text = text
    }

    /// The renderer of `context`'s build: of its app version, for a `--client` build, and in its text mode.
    init(renderer: PageRenderer, plannedFiles: Set<String>, context: BuildContext) {
        let mode = context.options.view.text
        self.init(
            renderer: renderer, plannedFiles: plannedFiles, client: context.options.view.client.map { ($0, context.content.catalog) },
            text: mode == .asWritten ? nil : TextView(mode: mode, screens: context.content.readScreens))
    }

    package func page(for route: Route, screen: Screen?) -> PageOutcome {
        guard var screen else { return PageOutcome(route: route, diagnostics: []) }
        if let client { screen = ClientView.apply(to: screen, catalog: client.catalog, target: client.target) }
        if let text { screen = text.apply(to: screen) }
        let result = renderer.render(screen)
        let checker = PageChecker(route: screen.route, file: screen.file, plannedFiles: plannedFiles)
        var problems = result.bytes.withUnsafeBufferPointer { checker.check(bytes: $0) }
        if result.isOverBudget { problems.diagnostics = [] }
        if problems.needsTemplates, !result.isOverBudget {
            // Render again keeping each template's output, to name the template that made the problem.
            let traced = renderer.render(screen, tracesTemplates: true)
            let templates = renderer.templates
            if problems.malformed {
                problems.diagnostics = checker.blame(traced.templateOutputs, pageProblems: problems.diagnostics, templates: templates)
            } else {
                problems.diagnostics = checker.refusalsOnTemplates(
                    problems, outputs: traced.templateOutputs, pageTemplate: "page", templates: templates)
                problems.diagnostics += checker.templateProblems(
                    problems, outputs: traced.templateOutputs, pageTemplate: "page", templates: templates)
            }
        }
        var diagnostics = result.diagnostics + problems.diagnostics
        // Tagged here, on the core that rendered the page, and kept tagged while serving: a run that
        // renders one page reports every page's problems again, and does not tag them all again.
        for index in diagnostics.indices { diagnostics[index].step = RenderPages.step.name }
        // A page rendering stopped in (or before) has no page to write.
        return PageOutcome(
            route: route, page: result.isOverBudget ? nil : result.bytes, isRendered: true, diagnostics: diagnostics,
            danglingCount: result.danglingActions.count, templates: result.templates, anchors: result.anchors)
    }
}
