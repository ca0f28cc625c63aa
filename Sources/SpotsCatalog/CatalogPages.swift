import SpotsBuild
import SpotsFormat
import SpotsRender

/// Step 8: the design catalog at `catalog/` — a home page listing every kind and screen, a page per
/// kind with each distinct use rendered on its own beside its JSON and HTML, where it is used and
/// what the build found there, a page per example (for frames of a chosen width, theme and
/// direction), the search index, and the story index and frame of a Storybook ref.
enum CatalogPages {
    package static let step = BuildStep(
        name: "Catalog",
        run: { context in
            guard let catalog = context.outline.catalog else {
                context.write([:])
                return "off"
            }
            if context.run.defersFeatures, !context.previousOutput.isEmpty {
                context.write(context.previousOutput)
                return "as it was, until the saved screens are shown"
            }
            // While serving, a screen that cannot be read shows its last good version: so does the
            // catalog, which reads its JSON again for the examples.
            if !context.previousOutput.isEmpty, context.content.screens.values.contains(where: \.isStale) {
                context.write(context.previousOutput)
                return "as it was, while a screen cannot be read"
            }
            let renderer = PageRenderer(
                templates: context.templates, config: context.content.config, frame: context.outline.frame, cache: nil, timer: context.templateTimer)
            let maker = Maker(
                catalog: catalog, content: context.content,
                screens: context.content.screenFiles.compactMap { context.content.screens[$0.route]?.screen },
                examples: CatalogExamples(
                    content: context.content, renderer: renderer, anchors: context.pages.mapValues(\.anchors),
                    maxFileSize: context.options.maxFileSize),
                pages: PageMaker(
                    renderer: renderer,
                    documents: DocumentRenderer(
                        templates: context.templates, plannedFiles: context.outline.plannedFiles, timer: context.templateTimer),
                    // Examples are the screens' own HTML: a template that breaks them has been
                    // reported on the screens' pages already, where it is fixed.
                    reportsProblems: !context.pages.values.contains { $0.diagnostics.contains { $0.file.hasSuffix(".mustache") } }),
                names: context.pageFileNames)
            // What the build found at each kind, screen by screen (in route order, so a kind page
            // lists its findings in the same order every build); then every page, side by side.
            let screens = context.content.screenFiles.map { file in
                let loaded = context.content.screens[file.route]
                return (loaded?.screen, (loaded?.diagnostics ?? []) + (context.pages[file.route]?.diagnostics ?? []))
            }
            let findings = CatalogFindings(catalog: catalog, screens: screens, templates: context.templates)
            let jobs: [Job] = [.search, .home, .stories] + catalog.kinds.map(Job.kind)
            let made = jobs.parallelMap { maker.make($0, findings: findings) }.flatMap { $0 }
            var files: [String: RenderedSite.File] = [CatalogHeaders.file: .text(CatalogHeaders.text)]
            for page in made { files[page.file] = .text(page.text) }
            context.write(files)
            context.report(made.flatMap(\.problems))
            let exampleCount = catalog.kinds.map(\.exampleRoutes.count).reduce(0, +)
            return
                "\(catalog.kinds.count.counted("kind")), \(exampleCount.counted("example")), \(maker.screens.count.counted("screen")) in the story index"
        })

    /// What the step makes, each on its own.
    package enum Job: Sendable {
        case kind(Catalog.Kind)
        case home, stories, search
    }

    /// One file the step makes, and the problems of the page it is.
    struct Made: Sendable {
        package var file: String
        package var text: String
        package var problems: [Diagnostic] = []
    }

    /// Makes the files of each job.
    struct Maker: Sendable {
        package let catalog: Catalog
        package let content: LoadedContent
        package let screens: [Screen]
        package let examples: CatalogExamples
        package let pages: PageMaker
        /// Pages name files by the folders' own names, wherever the build runs.
        package let names: PageFileNames

        package func make(_ job: Job, findings: CatalogFindings) -> [Made] {
            switch job {
            case .kind(let kind):
                let shown = examples.examples(of: kind)
                let templates = pages.renderer.templates
                let fields = CatalogFields.kind(
                    kind, examples: shown, screens: examples.screens(of: kind),
                    template: (origin: names.name(of: templates.origin(of: kind.template)), source: templates.sources[kind.template]),
                    findings: (findings.byKind[kind.route] ?? []).map(names.diagnostic), findingCount: findings.counts[kind.route] ?? 0)
                return [pages.page(kind.route, template: "catalog/kind", fields: fields)]
                    + shown.map { pages.page($0.route, template: "catalog/example", fields: CatalogFields.example($0, of: kind)) }
            case .home:
                return [pages.page(Catalog.home, template: "catalog/home", fields: CatalogFields.home(catalog, content: content))]
            case .stories:
                let stories = CatalogStories.stories(of: catalog, screens: screens, siteTitle: content.config.title)
                let index = CatalogStories.index(stories)
                var frame = pages.page(Catalog.home, template: "catalog/iframe", fields: ["stories": .text(CatalogStories.pages(stories))])
                frame.file = CatalogStories.frameFile
                return [Made(file: CatalogStories.indexFile, text: index), Made(file: CatalogStories.legacyIndexFile, text: index), frame]
            case .search:
                let script = CatalogSearch.script(of: catalog, screens: screens, siteTitle: content.config.title, anchors: examples.anchors)
                return [Made(file: CatalogSearch.indexFile, text: script)]
            }
        }
    }

    /// Renders and checks one catalog page.
    struct PageMaker: Sendable {
        package let renderer: PageRenderer
        /// Renders and checks each page, as every generated page is.
        let documents: DocumentRenderer
        let reportsProblems: Bool

        package func page(_ route: Route, template: String, fields: [String: TemplateValue]) -> Made {
            var all = fields
            let site = renderer.siteContext(on: route)
            for name in SiteContext.names { all[name] = site.value(named: name) }
            all["catalogRoot"] = .text(route.relativePrefix + "catalog/")
            let (html, problems) = documents.render(
                Document(route: route, template: template, context: TemplateFields(fields: all)), checks: reportsProblems)
            return Made(file: route.outputFile, text: html, problems: problems)
        }
    }
}
