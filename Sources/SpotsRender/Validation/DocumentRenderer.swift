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
        var bytes = timer.time(document.template) {
            var page = templates.render(document.context, with: document.template, compiles: compiles, fragments: Fragments()).bytes
            ByteLines.tidy(&page)
            return page
        }
        let html = String(decoding: bytes, as: UTF8.self)
        guard checks else { return (html, []) }
        var checker = PageChecker(route: document.route, file: templates.origin(of: document.template), plannedFiles: plannedFiles)
        checker.sitePath = document.sitePath
        checker.pageName = document.pageName
        let found = bytes.withUnsafeMutableBufferPointer { checker.check(bytes: UnsafeBufferPointer($0)) }
        return (html, found.diagnostics + checker.templateProblems(found, outputs: [], pageTemplate: document.template, templates: templates))
    }
}
