import SpotsBuild
import SpotsFormat
import SpotsRender

/// Step 8: the design catalog at `catalog/` — a home page listing every kind and screen, a page per
/// kind with each distinct use rendered on its own beside its JSON and HTML, where it is used and
/// what the build found there, a page per example (for frames of a chosen width, theme and
/// direction), the search index, the story index and frame of a Storybook ref, and when `site.json`
/// names clients, the Clients page.
struct CatalogPages: PageGenerator {
    var name: String { "Catalog" }

    /// While serving, a screen that cannot be read shows its last good version: so does the
    /// catalog, which reads its JSON again for the examples.
    var waitsForUnreadableScreens: Bool { true }

    func plan(of model: any Sendable) -> GeneratorPlan {
        guard let catalog = model as? Catalog else { return GeneratorPlan() }
        return GeneratorPlan(
            pages: [(Catalog.home, "Design catalog")] + (catalog.clients.isEmpty ? [] : [(CatalogClients.route, "Clients")])
                + catalog.kinds.map { ($0.route, $0.name) },
            otherRoutes: catalog.kinds.flatMap { $0.exampleRoutes + $0.exampleTextRoutes }, files: Catalog.fixedFiles)
    }

    func files(of site: GeneratorInput) -> GeneratedFiles {
        guard var catalog = site.plan?.model as? Catalog else { return GeneratedFiles([], summary: "off") }
        // The site's likely typos, as its pages warn of them.
        for index in catalog.kinds.indices {
            catalog.kinds[index].meant = site.outline.typos.meant(by: catalog.kinds[index].name, in: catalog.kinds[index].family)
        }
        let renderer = site.pageRenderer()
        let screens = site.content.readScreens
        let maker = Maker(
            catalog: catalog, content: site.content, screens: screens,
            examples: CatalogExamples(
                content: site.content, renderer: renderer, anchors: site.pages.mapValues(\.anchors), maxFileSize: site.options.maxFileSize,
                texts: catalog.texts),
            pages: PageMaker(
                renderer: renderer,
                // Examples are the screens' own HTML: a template that breaks them has been
                // reported on the screens' pages already, where it is fixed.
                reportsProblems: !site.pages.values.contains { $0.diagnostics.contains { $0.file.hasSuffix(".mustache") } }),
            names: site.pageFileNames,
            clients: CatalogClients(
                screens: screens, catalog: site.content.catalog, site: catalog.clients, siteTitle: site.content.config.title),
            listed: CatalogScreen.of(screens, siteTitle: site.content.config.title, footnotes: site.outline.footnotes))
        // What the build found at each kind, screen by screen (in route order, so a kind page
        // lists its findings in the same order every build); then every page, side by side.
        let found = site.content.screenFiles.map { file in
            let loaded = site.content.screens[file.route]
            return (loaded?.screen, (loaded?.diagnostics ?? []) + (site.pages[file.route]?.diagnostics ?? []))
        }
        let findings = CatalogFindings(catalog: catalog, screens: found, templates: site.templates)
        // What the audit found, matched to kinds as the build's findings are.
        let audited = site.options.audited.map { audit in
            let byFile = audit.byScreenFile(site.content.screenFiles.map(\.contentPath))
            let found = site.content.screenFiles.map { (site.content.screens[$0.route]?.screen, byFile[$0.contentPath] ?? []) }
            return (findings: CatalogFindings(catalog: catalog, screens: found, templates: site.templates), contexts: audit.contexts)
        }
        // An incremental build keeps each kind's page fields but its examples, for the quick update
        // (`CatalogKept`): made first, so that each kind's are made once.
        let kept = site.keepsForQuickUpdate ? catalog.kinds.parallelMap { maker.fields(of: $0, findings: findings, audited: audited) } : nil
        let jobs: [Job] =
            [.search, .home, .stories] + (catalog.clients.isEmpty ? [] : [.clients])
            + catalog.kinds.enumerated().map { Job.kind($1, fields: kept?[$0]) }
        var batches: [@Sendable () -> [GeneratedFile]] =
            [{ [GeneratedFile(CatalogHeaders.file, .text(CatalogHeaders.text))] }]
            + jobs.map { job -> @Sendable () -> [GeneratedFile] in { maker.make(job, findings: findings, audited: audited) } }
        let frame = CatalogKept.Frame(
            stories: CatalogStories.kindStories(of: catalog),
            home: CatalogFields.homeFrame(catalog, catalogFile: maker.names.name(of: site.content.catalogFile)))
        if let kept, let text = CatalogKept.encoded(zip(catalog.kinds, kept).map { CatalogKept.Entry(kind: $0, fields: $1) }, frame: frame) {
            batches.append { [GeneratedFile(QuickFeatureInput.keptFile(of: CatalogFeature().name), .text(text))] }
        }
        let exampleCount = catalog.kinds.map(\.exampleRoutes.count).reduce(0, +)
        return GeneratedFiles(
            batches: batches,
            summary:
                "\(catalog.kinds.count.counted("kind")), \(exampleCount.counted("example")), \(screens.count.counted("screen")) in the story index")
    }

    /// What the generator makes, each on its own.
    package enum Job: Sendable {
        /// A kind's page and its examples' pages, with its page's fields but its examples when made already.
        case kind(Catalog.Kind, fields: [String: TemplateValue]?)
        case home, stories, search, clients
    }

    /// What the audit found, matched to kinds, and in how many contexts.
    typealias Audited = (findings: CatalogFindings, contexts: Int)

    /// Makes the files of each job.
    struct Maker: Sendable {
        package let catalog: Catalog
        package let content: LoadedContent
        package let screens: [Screen]
        package let examples: CatalogExamples
        package let pages: PageMaker
        /// Pages name files by the folders' own names, wherever the build runs.
        package let names: PageFileNames
        /// What the screens need of client versions, for the kind pages and the Clients page.
        let clients: CatalogClients
        /// The screens as the catalog's lists show them.
        let listed: [CatalogScreen]

        /// A kind's page fields but its examples: its uses, fields, findings and compatibility.
        func fields(of kind: Catalog.Kind, findings: CatalogFindings, audited: Audited?) -> [String: TemplateValue] {
            let templates = pages.renderer.templates
            var fields = CatalogFields.kind(
                kind, screens: examples.screens(of: kind),
                template: (origin: names.name(of: templates.origin(of: kind.template)), source: templates.sources[kind.template]),
                findings: (findings.byKind[kind.route] ?? []).map(names.diagnostic), findingCount: findings.counts[kind.route] ?? 0)
            if let audited {
                fields["audited"] = CatalogFields.audited(
                    (audited.findings.byKind[kind.route] ?? []).map(names.diagnostic), count: audited.findings.counts[kind.route] ?? 0,
                    contexts: audited.contexts)
            }
            fields["compatibility"] = CatalogClientFields.compatibility(of: kind, clients: clients) {
                examples.link(to: $0, path: $1, from: kind.route)
            }
            return fields
        }

        package func make(_ job: Job, findings: CatalogFindings, audited: Audited? = nil) -> [GeneratedFile] {
            switch job {
            case .kind(let kind, let fields):
                return CatalogPages.files(
                    of: kind, fields: fields ?? self.fields(of: kind, findings: findings, audited: audited), examples: examples, pages: pages)
            case .home:
                let fields = CatalogFields.home(catalog, screens: listed, catalogFile: names.name(of: content.catalogFile))
                return [pages.page(Catalog.home, template: "catalog/home", fields: fields)]
            case .clients:
                let fields = CatalogClientFields.page(clients, catalogFile: names.name(of: content.catalogFile))
                return [pages.page(CatalogClients.route, template: "catalog/clients", fields: fields)]
            case .stories:
                return CatalogPages.storyFiles(CatalogStories.stories(of: catalog, screens: listed), pages: pages)
            case .search:
                let script = CatalogSearch.script(of: catalog, screens: screens, siteTitle: content.config.title, anchors: examples.anchors)
                return [GeneratedFile(CatalogSearch.indexFile, .text(script))]
            }
        }
    }

    /// The story index (under both names) and the frame that shows the stories.
    static func storyFiles(_ stories: [CatalogStories.Story], pages: PageMaker) -> [GeneratedFile] {
        let index = CatalogStories.index(stories)
        var frame = pages.page(Catalog.home, template: "catalog/iframe", fields: ["stories": .text(CatalogStories.pages(stories))])
        frame.path = CatalogStories.frameFile
        return [GeneratedFile(CatalogStories.indexFile, .text(index)), GeneratedFile(CatalogStories.legacyIndexFile, .text(index)), frame]
    }

    /// A kind's page and its examples' pages, from its page's `fields` but its examples, which are
    /// rendered here (the quick update makes them again so, from the fields it kept: `CatalogKept`);
    /// with `only`, only the pages of the examples of the uses it takes.
    static func files(
        of kind: Catalog.Kind, fields: [String: TemplateValue], examples: CatalogExamples, pages: PageMaker,
        only: (@Sendable (Catalog.Use) -> Bool)? = nil
    ) -> [GeneratedFile] {
        let shown = examples.examples(of: kind, ownPagesOnly: only)
        var fields = fields
        fields["examples"] = CatalogFields.examples(shown, of: kind)
        return [pages.page(kind.route, template: "catalog/kind", fields: fields)]
            + shown.filter { only?($0.use) ?? true }.flatMap { example in
                [pages.page(example.route, template: "catalog/example", fields: CatalogFields.example(example, of: kind))]
                    // Planned whether or not the example renders: a page that cannot says so, as written.
                    + Catalog.textModes.map { text in
                        var page = example
                        page.route = Catalog.route(of: example.route, in: text)
                        page.pageHTML = example.textPages.first { $0.mode == text }?.html
                        return pages.page(page.route, template: "catalog/example", fields: CatalogFields.example(page, of: kind, text: text))
                    }
            }
    }

    /// Makes one catalog page's document.
    struct PageMaker: Sendable {
        package let renderer: PageRenderer
        let reportsProblems: Bool

        package func page(_ route: Route, template: String, fields: [String: TemplateValue]) -> GeneratedFile {
            var all = fields
            let site = renderer.siteContext(on: route)
            for name in SiteContext.names { all[name] = site.value(named: name) }
            all["catalogRoot"] = .text(route.relativePrefix + "catalog/")
            return .page(Document(route: route, template: template, context: TemplateFields(fields: all)), reportsProblems: reportsProblems)
        }
    }
}
