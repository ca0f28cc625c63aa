/// Renders the pages of a site on all cores, and validates each before it is kept.
///
/// A build renders every screen once; `spots-site serve` keeps the outcomes and renders again
/// only the screens a change affects, then combines the outcomes the same way.
struct PageSet {
    let renderer: PageRenderer
    let content: LoadedContent

    init(renderer: PageRenderer, content: LoadedContent) {
        self.renderer = renderer
        self.content = content
    }

    /// Every file the build writes, so page links can be checked against it.
    var plannedFiles: Set<String> {
        var planned = Set(content.screenFiles.map(\.route.outputFile))
        planned.insert("index.html")
        planned.formUnion(SiteFiles.fixedFiles)
        planned.formUnion(content.assets.keys.map { "assets/" + $0 })
        planned.formUnion(renderer.templates.themeFiles.keys.filter { $0.hasPrefix("assets/") })
        return planned
    }

    /// What reading and rendering one screen file gave.
    struct Outcome: Sendable {
        /// The page's route (also when the screen could not be read).
        var route: Route
        var screen: Screen?
        var html: String?
        var diagnostics: [Diagnostic]
        var danglingCount = 0
        /// The templates the page was rendered with.
        var templates: Set<String> = []
    }

    /// Reads, renders and checks `screenFiles` (all of them when nil), on all cores: no screen waits
    /// for the others, and each one's JSON tree is used while it is still in the cache.
    func render(_ screenFiles: [ScreenFile]? = nil) -> [Outcome] {
        let planned = plannedFiles
        let renderer = self.renderer
        let siteData = content.siteData
        let dataFiles = content.dataFiles
        return (screenFiles ?? content.screenFiles).parallelMap { screenFile -> Outcome in
            let (loaded, loadProblems) = ContentLoader.loadScreen(screenFile, siteData: siteData, dataFiles: dataFiles)
            guard let screen = loaded else { return Outcome(route: screenFile.route, diagnostics: loadProblems) }
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
                route: screenFile.route, screen: screen, html: result.html, diagnostics: loadProblems + result.diagnostics + problems.diagnostics,
                danglingCount: result.danglingActions.count, templates: result.templates)
        }
    }

    /// The pages, screens and diagnostics of `outcomes` (in route order), with the generated index
    /// when there is no home screen.
    struct Combined {
        var files: [String: RenderedSite.File] = [:]
        var screens: [Screen] = []
        var diagnostics: [Diagnostic] = []
        var danglingCount = 0
    }

    func combine(_ outcomes: [Outcome]) -> Combined {
        var combined = Combined()
        // A variant's problems outside what its patch sets are its screen's, written in the screen's
        // file: reported there, once, unless the screen reports the same itself.
        var reported = Set<String>()
        if outcomes.contains(where: { $0.screen?.variant != nil }) {
            for outcome in outcomes where outcome.screen?.variant == nil { reported.formUnion(outcome.diagnostics.map(\.description)) }
        }
        let files = Dictionary(content.screenFiles.map { ($0.route, $0.file) }) { first, _ in first }
        for outcome in outcomes {
            combined.danglingCount += outcome.danglingCount
            if let screen = outcome.screen, let variant = screen.variant, let baseFile = files[variant.base] {
                for var diagnostic in outcome.diagnostics {
                    if diagnostic.file == screen.file, let path = diagnostic.path, !path.isEmpty,
                        !JSONMergePatch.isUnder(path, variant.patchedPaths)
                    {
                        diagnostic.file = baseFile
                        guard !reported.contains(diagnostic.description) else { continue }
                        diagnostic.message += " (in its variant \(screen.route.path))"
                    }
                    if reported.insert(diagnostic.description).inserted { combined.diagnostics.append(diagnostic) }
                }
            } else {
                combined.diagnostics += outcome.diagnostics
            }
            guard let screen = outcome.screen, let html = outcome.html else { continue }
            combined.screens.append(screen)
            combined.files[screen.route.outputFile] = .text(html)
        }
        if !combined.screens.contains(where: { $0.route == .root }) {
            let html = IndexPage(renderer: renderer, screens: combined.screens).render()
            let checker = PageChecker(route: .root, file: renderer.templates.origin(of: "index"), plannedFiles: plannedFiles)
            let problems = checker.check(html)
            combined.diagnostics += problems.diagnostics
            combined.diagnostics += checker.templateProblems(problems, fragments: [], pageTemplate: "index", templates: renderer.templates)
            combined.files["index.html"] = .text(html)
        }
        return combined
    }
}
