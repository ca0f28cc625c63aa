import SpotsFormat

/// A generated page (the index, the 404 page, a catalog page): the page it is, the template that
/// renders it and what the template gets. A screen's page is rendered by `PageRenderer`, item by
/// item; a document is one template over one context.
package struct Document: Sendable {
    /// The page it is, which its links start from (`catalog/components/grid/`).
    package var route: Route
    package var template: String
    package var context: any TemplateContext
    /// Where its links start when it is served at any address (the 404 page: the site's root).
    package var sitePath = "/"
    /// How messages name it, when not by its route (`/404.html`).
    package var pageName: String?

    package init(route: Route, template: String, context: any TemplateContext, sitePath: String = "/", pageName: String? = nil) {
        self.route = route
        self.template = template
        self.context = context
        self.sitePath = sitePath
        self.pageName = pageName
    }
}

/// Renders documents and checks each as a page: the one renderer and validator of the pages a
/// build generates besides the screens'.
package struct DocumentRenderer: Sendable {
    package let templates: TemplateSet
    /// Every file the build writes, which a document's links may lead to.
    package let plannedFiles: Set<String>
    /// Where the templates' time goes, with `--metrics`.
    package let timer: TemplateTimer?
    /// Whether templates run compiled where they can (see `CompiledTemplate`); false renders every
    /// one with swift-mustache, which the tests compare them with.
    let compiles: Bool

    package init(templates: TemplateSet, plannedFiles: Set<String>, timer: TemplateTimer?, compiles: Bool = true) {
        self.templates = templates
        self.plannedFiles = plannedFiles
        self.timer = timer
        self.compiles = compiles
    }

    /// The document's HTML, and what is wrong with it: its links, its markup and its
    /// accessibility, on its template. With `checks` false it is not checked.
    package func render(_ document: Document, checks: Bool = true) -> (html: String, problems: [Diagnostic]) {
        let (templates, compiles) = (templates, compiles)
        let file = templates.origin(of: document.template)
        let rendered = timer.time(document.template) { () -> CompiledTemplate.Rendered? in
            var budget = templates.pageBudget
            guard var page = templates.render(document.context, with: document.template, fragments: Fragments(), budget: &budget, compiles: compiles)
            else { return nil }
            ByteLines.tidy(&page.bytes)
            return page
        }
        guard let rendered else { return ("", [RenderDiagnostics.overBudget(file: file, running: file, budget: templates.pageBudget)]) }
        let page = document.pageName ?? document.route.path
        let printed = rendered.structures.map { RenderDiagnostics.printedStructure($0, file: file, page: page) }
        var bytes = rendered.bytes
        let html = String(decoding: bytes, as: UTF8.self)
        guard checks else { return (html, printed) }
        var checker = PageChecker(route: document.route, file: file, plannedFiles: plannedFiles)
        checker.sitePath = document.sitePath
        checker.pageName = document.pageName
        let found = bytes.withUnsafeMutableBufferPointer { checker.check(bytes: UnsafeBufferPointer($0)) }
        return (
            html, printed + found.diagnostics + checker.templateProblems(found, outputs: [], pageTemplate: document.template, templates: templates)
        )
    }
}
