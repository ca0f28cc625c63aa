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

    /// The screens that could be read, sorted by route.
    private(set) var screens: [Screen] = []

    /// Every file the build writes, so page links can be checked against it.
    var plannedFiles: Set<String> {
        var planned = Set(content.screenFiles.map(\.route.outputFile))
        planned.insert("index.html")
        planned.formUnion(SiteFiles.fixedFiles)
        planned.formUnion(content.assets.keys.map { "assets/" + $0 })
        planned.formUnion(renderer.templates.themeFiles.keys.filter { $0.hasPrefix("assets/") })
        return planned
    }

    /// What reading and rendering one screen gave.
    private struct Outcome: Sendable {
        var screen: Screen?
        var html: String?
        var diagnostics: [Diagnostic]
        var danglingCount = 0
    }

    mutating func renderAll() {
        let planned = plannedFiles
        let renderer = self.renderer
        let siteData = content.siteData
        let dataFiles = content.dataFiles
        // Each screen is read, rendered and checked in one go, on all cores: no screen waits for
        // the others, and each one's JSON tree is used while it is still in the cache.
        let outcomes = content.screenFiles.parallelMap { screenFile -> Outcome in
            let (loaded, loadProblems) = ContentLoader.loadScreen(screenFile, siteData: siteData, dataFiles: dataFiles)
            guard let screen = loaded else { return Outcome(diagnostics: loadProblems) }
            let result = renderer.render(screen)
            let checker = PageChecker(route: screen.route, file: screen.file, plannedFiles: planned)
            var problems = checker.check(result.html)
            if problems.needsTemplates {
                // Render again keeping each template's output, to name the template that made the problem.
                let traced = renderer.render(screen, keepFragments: true)
                if problems.malformed {
                    problems.diagnostics = checker.blame(traced.fragments, pageProblems: problems.diagnostics, templates: renderer.templates)
                } else {
                    problems.diagnostics += checker.templateProblems(problems, fragments: traced.fragments, pageTemplate: "page", templates: renderer.templates)
                }
            }
            return Outcome(
                screen: screen, html: result.html, diagnostics: loadProblems + result.diagnostics + problems.diagnostics,
                danglingCount: result.danglingActions.count)
        }
        // A variant's problems outside what its patch sets are its screen's, written in the screen's
        // file: reported there, once, unless the screen reports the same itself.
        var reported = Set<String>()
        for outcome in outcomes where outcome.screen?.variant == nil { reported.formUnion(outcome.diagnostics.map(\.description)) }
        for outcome in outcomes {
            if let screen = outcome.screen, let variant = screen.variant,
                let base = content.screenFiles.first(where: { $0.route == variant.base })
            {
                for var diagnostic in outcome.diagnostics {
                    if diagnostic.file == screen.file, let path = diagnostic.path, !path.isEmpty,
                        !JSONMergePatch.isUnder(path, variant.patchedPaths)
                    {
                        diagnostic.file = base.file
                        guard !reported.contains(diagnostic.description) else { continue }
                        diagnostic.message += " (in its variant \(screen.route.path))"
                    }
                    if reported.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
                }
                danglingCount += outcome.danglingCount
                if let html = outcome.html {
                    screens.append(screen)
                    files[screen.route.outputFile] = .text(html)
                }
                continue
            }
            diagnostics += outcome.diagnostics
            danglingCount += outcome.danglingCount
            guard let screen = outcome.screen, let html = outcome.html else { continue }
            screens.append(screen)
            files[screen.route.outputFile] = .text(html)
        }
        if !screens.contains(where: { $0.route == .root }) {
            let html = IndexPage(renderer: renderer, screens: screens).render()
            let checker = PageChecker(route: .root, file: renderer.templates.origin(of: "index"), plannedFiles: planned)
            let problems = checker.check(html)
            diagnostics += problems.diagnostics
            diagnostics += checker.templateProblems(problems, fragments: [], pageTemplate: "index", templates: renderer.templates)
            files["index.html"] = .text(html)
        }
    }
}
