/// Step 8: the design catalog at `catalog/` — a home page listing every kind and screen, a page per
/// kind with each distinct use rendered on its own beside its JSON and HTML, where it is used and
/// what the build found there, a page per example (for frames of a chosen width, theme and
/// direction), the search index, and the story index and frame of a Storybook ref.
enum CatalogPages {
    static let step = BuildStep(
        name: "Catalog",
        run: { context in
            guard let catalog = context.outline.catalog else {
                context.write([:])
                return "off"
            }
            // While serving, a screen that cannot be read shows its last good version: so does the
            // catalog, which reads its JSON again for the examples.
            if !context.previousOutput.isEmpty, context.content.screens.values.contains(where: \.isStale) {
                context.write(context.previousOutput)
                return "as it was, while a screen cannot be read"
            }
            let renderer = PageRenderer(templates: context.templates, config: context.content.config, outline: context.outline, cache: nil)
            let examples = CatalogExamples(
                content: context.content, renderer: renderer, anchors: context.pages.mapValues(\.anchors),
                maxFileSize: context.options.maxFileSize)
            let screens = context.content.screenFiles.compactMap { context.content.screens[$0.route]?.screen }
            let findings = CatalogFindings(
                catalog: catalog, diagnostics: context.problems(of: ReadScreens.step.name) + context.pages.values.flatMap(\.diagnostics),
                templates: context.templates)
            var files: [String: RenderedSite.File] = [:]
            var problems: [Diagnostic] = []
            // Examples are the screens' own HTML: a template that breaks them has been reported on
            // the screens' pages already, where it is fixed.
            let templatesReported = context.problems(of: RenderPages.step.name).contains { $0.file.hasSuffix(".mustache") }
            func page(_ route: Route, template: String, fields: [String: TemplateValue], file: String? = nil) {
                var all = fields
                let site = renderer.siteContext(on: route)
                for name in SiteContext.names { all[name] = site.value(named: name) }
                all["catalogRoot"] = .text(route.relativePrefix + "catalog/")
                let html = context.templates.render(TemplateFields(fields: all), with: template).tidiedHTML
                let checker = PageChecker(route: route, file: context.templates.origin(of: template), plannedFiles: context.outline.plannedFiles)
                let found = checker.check(html)
                if !templatesReported {
                    problems += found.diagnostics
                    problems += checker.templateProblems(found, outputs: [], pageTemplate: template, templates: context.templates)
                }
                files[file ?? route.outputFile] = .text(html)
            }
            page(Catalog.home, template: "catalog/home", fields: CatalogFields.home(catalog, content: context.content))
            var exampleCount = 0
            for kind in catalog.kinds {
                let shown = examples.examples(of: kind)
                exampleCount += shown.count
                let template = (origin: context.templates.origin(of: kind.template), source: context.templates.sources[kind.template])
                page(
                    kind.route, template: "catalog/kind",
                    fields: CatalogFields.kind(
                        kind, examples: shown, screens: examples.screens(of: kind), template: template, findings: findings.byKind[kind.route] ?? []))
                for example in shown { page(example.route, template: "catalog/example", fields: CatalogFields.example(example, of: kind)) }
            }
            let stories = CatalogStories.stories(of: catalog, screens: screens, siteTitle: context.content.config.title)
            page(Catalog.home, template: "catalog/iframe", fields: ["stories": .text(CatalogStories.pages(stories))], file: CatalogStories.frameFile)
            let index = CatalogStories.index(stories)
            files[CatalogStories.indexFile] = .text(index)
            files[CatalogStories.legacyIndexFile] = .text(index)
            let search = CatalogSearch.entries(of: catalog, screens: screens, siteTitle: context.content.config.title) { route, path in
                examples.link(to: route, path: path, from: Catalog.home)
            }
            files[CatalogSearch.indexFile] = .text(CatalogSearch.script(search))
            files[CatalogHeaders.file] = .text(CatalogHeaders.text)
            context.write(files)
            context.report(problems)
            return "\(catalog.kinds.count.counted("kind")), \(exampleCount.counted("example")), \(stories.count.counted("story", plural: "stories"))"
        })
}
