/// Step 8: the design catalog at `catalog/` — a home page listing every kind and screen, and a page
/// per kind with each distinct use rendered on its own beside its JSON and HTML, and where it is used.
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
            var files: [String: RenderedSite.File] = [:]
            var problems: [Diagnostic] = []
            // Examples are the screens' own HTML: a template that breaks them has been reported on
            // the screens' pages already, where it is fixed.
            let templatesReported = context.problems(of: RenderPages.step.name).contains { $0.file.hasSuffix(".mustache") }
            func page(_ route: Route, template: String, fields: [String: TemplateValue]) {
                var all = fields
                let site = renderer.siteContext(on: route)
                all["site"] = site.value(named: "site")
                for name in ["navigation", "hasNavigation", "root", "home", "stylesheet", "generator", "catalog"] {
                    all[name] = site.value(named: name)
                }
                let html = context.templates.render(TemplateFields(fields: all), with: template).tidiedHTML
                let checker = PageChecker(route: route, file: context.templates.origin(of: template), plannedFiles: context.outline.plannedFiles)
                let found = checker.check(html)
                if !templatesReported {
                    problems += found.diagnostics
                    problems += checker.templateProblems(found, outputs: [], pageTemplate: template, templates: context.templates)
                }
                files[route.outputFile] = .text(html)
            }
            page(Catalog.home, template: "catalog/home", fields: CatalogFields.home(catalog, content: context.content))
            var exampleCount = 0
            for kind in catalog.kinds {
                let shown = examples.examples(of: kind)
                exampleCount += shown.count
                page(kind.route, template: "catalog/kind", fields: CatalogFields.kind(kind, examples: shown, screens: examples.screens(of: kind)))
            }
            context.write(files)
            context.report(problems)
            return "\(catalog.kinds.count.counted("kind")), \(exampleCount.counted("example"))"
        })
}
