/// Renders every page of the site on all cores, and validates each before it is kept.
struct PageSet {
    let renderer: PageRenderer
    let content: LoadedContent

    private(set) var files: [String: RenderedSite.File] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var danglingCount = 0

    init(renderer: PageRenderer, content: LoadedContent) {
        self.renderer = renderer
        self.content = content
    }

    /// Every file the build writes, so page links can be checked against it.
    var plannedFiles: Set<String> {
        var planned = Set(content.screens.map(\.route.outputFile))
        planned.insert("index.html")
        planned.formUnion(SiteFiles.fixedFiles)
        planned.formUnion(content.assets.keys.map { "assets/" + $0 })
        planned.formUnion(renderer.templates.themeFiles.keys.filter { $0.hasPrefix("assets/") })
        return planned
    }

    mutating func renderAll() {
        let planned = plannedFiles
        let renderer = self.renderer
        let results = content.screens.parallelMap { screen -> (String, PageRenderer.Result, [Diagnostic]) in
            let result = renderer.render(screen)
            let checker = PageChecker(route: screen.route, file: screen.file, plannedFiles: planned)
            var problems = checker.check(result.html)
            if problems.malformed {
                // Render again keeping each template's output, to name the template that broke the page.
                let traced = renderer.render(screen, keepFragments: true)
                problems.diagnostics = checker.blame(traced.fragments, pageProblems: problems.diagnostics, templates: renderer.templates)
            }
            return (screen.route.outputFile, result, problems.diagnostics)
        }
        for (path, result, problems) in results {
            diagnostics += result.diagnostics + problems
            danglingCount += result.danglingActions.count
            files[path] = .text(result.html)
        }
        if !content.screens.contains(where: { $0.route == .root }) {
            let html = IndexPage(renderer: renderer, screens: content.screens).render()
            let checker = PageChecker(route: .root, file: renderer.templates.origin(of: "index"), plannedFiles: planned)
            diagnostics += checker.check(html).diagnostics
            files["index.html"] = .text(html)
        }
    }
}
