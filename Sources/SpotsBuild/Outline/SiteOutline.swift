import SpotsFormat
import SpotsRender

/// What many pages need, worked out once from the loaded content before any page is rendered:
/// which routes exist and where links lead, the navigation and its titles, each screen's
/// variants, every file the build writes, which screens use which kinds (and which are likely
/// typos), and the features' plans.
package struct SiteOutline: Sendable {
    /// Where actions and images lead.
    package var links = LinkResolver(routes: [], assets: [])
    /// The header navigation, breadcrumbs and states.
    package var navigation = SiteNavigation()
    /// Every file the build writes and its source, so page links can be checked against it and
    /// two sources of one file are found before anything is written.
    var plan = OutputPlan()
    /// Every file the build writes.
    package var plannedFiles: Set<String> { plan.files }
    /// Where the theme's files of the features that are off start (`assets/catalog`).
    var offAssetPrefixes: [String] = []
    /// Each screen's own title (nil when it has none or cannot be read): the titles that
    /// navigation, breadcrumbs, the index and the routes manifest show.
    package var titles: [Route: String?] = [:]
    /// Which screens use which component and item kinds.
    package var kindUsage = KindUsage()
    /// The kinds that are likely typos, from `kindUsage` (see `findTypos`).
    package var typos = KindTypos()
    /// Each screen's actions, resolved, by route: what the graph is made of, kept so that a run
    /// over some screens resolves only theirs again.
    var flowActions: [Route: [FlowGraph.Action]] = [:]
    /// The app's navigation graph: the screens and the actions between them (`FlowGraph`).
    package var flow = FlowReach(FlowGraph())
    /// What the checks of the navigation graph found (`FlowCheck`).
    package var flowProblems: [Diagnostic] = []
    /// What each screen's page says in its footer of the screens that lead to it, by route
    /// (`FlowReach.footnote`): made with the graph, by `makeFlow`.
    package private(set) var footnotes: [Route: String] = [:]
    /// The plans of the features this build makes (the design catalog), in the order they are listed.
    package var features: [FeaturePlan] = []
    /// What is wrong with the navigation entries of `site.json`, and the files two sources make.
    package var problems: [Diagnostic] = []
    /// What is wrong with the entries of `catalog.json` (see `CatalogConfigCheck.entryProblems`),
    /// which depends on the kinds the screens use, and what the features found.
    var featureProblems: [Diagnostic] = []

    /// The outline of `content`, whose screens have been read; `generatedFiles` are the files
    /// the pipeline's steps write besides pages and assets, by the step that writes each. The
    /// plans of the features that are on (`makePlans`, which read every screen) are made beside
    /// the rest; `features` are those, and `off` the others.
    package static func make(
        content: LoadedContent, templates: TemplateSet, contentFolder: ContentFolder, generatedFiles: [String: OutputPlan.FileOwner],
        features: [any SiteFeature] = [], off: [any SiteFeature] = [], plans makePlans: @Sendable () -> [FeaturePlan] = { [] }
    ) -> SiteOutline {
        let screensFolder = contentFolder.display("screens")
        // The plans (the catalog's, on all cores) are made on this thread, the rest beside them.
        let (made, plans) = concurrently(
            {
                var outline = SiteOutline()
                outline.links = links(of: content, screensFolder: screensFolder)
                for screenFile in content.screenFiles {
                    outline.titles[screenFile.route] = content.screens[screenFile.route]?.screen?.title
                }
                let (navigation, problems) = SiteNavigation.make(for: content, titles: outline.titles, links: outline.links)
                outline.navigation = navigation
                outline.problems = problems
                outline.makeFlow(content)
                outline.kindUsage = KindUsage(screens: content.readScreens)
                outline.findTypos(content, templates: templates)
                return outline
            }, makePlans)
        var outline = made
        var generated = generatedFiles
        // The features' pages are planned like any page: links to them are checked, and a screen
        // that would write one of them is an error.
        for plan in plans {
            for file in plan.allFiles { generated[file] = plan.owner }
        }
        outline.features = plans
        outline.offAssetPrefixes = off.compactMap(\.assetPrefix)
        outline.plan = OutputPlan.make(
            content: content, assetsFolder: contentFolder.display("assets"), themeAssets: outline.themeAssets(of: templates),
            generatedFiles: generated)
        outline.problems += outline.plan.problems
        outline.checkFeatures(content, features: features, templates: templates)
        return outline
    }

    /// The theme's files the site writes: all under `assets/` but those of the features that are
    /// off (`assets/catalog.js` without a catalog).
    package func themeAssets(of templates: TemplateSet) -> [String: TemplateSet.ThemeFile] {
        Self.themeAssets(of: templates, off: offAssetPrefixes)
    }

    /// The theme's files under `assets/` but those under `off` (the prefixes of the features that are off).
    static func themeAssets(of templates: TemplateSet, off: [String]) -> [String: TemplateSet.ThemeFile] {
        templates.themeFiles.filter { path, _ in path.hasPrefix("assets/") && !off.contains { path.hasPrefix($0) } }
    }

    /// Where the actions and images of `content`'s screens lead: its screens and assets.
    static func links(of content: LoadedContent, screensFolder: String) -> LinkResolver {
        LinkResolver(routes: Set(content.screenFiles.map(\.route)), assets: Set(content.assets.keys), screensFolder: screensFolder)
    }

    /// Finds what `catalog.json`'s entries and the features (`features`, one for each plan) say,
    /// now that the kinds in use are known.
    package mutating func checkFeatures(_ content: LoadedContent, features: [any SiteFeature], templates: TemplateSet) {
        featureProblems = CatalogConfigCheck.entryProblems(content.catalog, file: content.catalogFile, usage: kindUsage, templates: templates)
        featureProblems += ClientCatalogCheck.problems(
            content.catalog, catalogFile: content.catalogFile, site: content.config,
            screenPlatforms: content.catalog.hasVersions ? Set(content.readScreens.flatMap(\.clients.keys)) : [])
        for (feature, plan) in zip(features, self.features) { featureProblems += feature.problems(of: plan, templates: templates) }
    }

    /// Makes the navigation graph of `content` and finds what its checks find; returns the routes
    /// whose pages' footers now say something else of the screens leading to them. With `changed`
    /// (a run over some screens, the routes and links as they were), only those screens' actions
    /// are resolved again; the others' are kept from the run before (`flowActions`).
    @discardableResult
    package mutating func makeFlow(_ content: LoadedContent, changed: Set<Route>? = nil) -> [Route] {
        let before = footnotes
        if let changed, !flowActions.isEmpty {
            for route in changed { flowActions[route] = content.screens[route]?.screen.map { FlowGraph.actions(of: $0, links: links) } }
        } else {
            flowActions = FlowGraph.actions(in: content, links: links)
        }
        flow = FlowReach(FlowGraph.make(content: content, actions: flowActions, links: links, navigation: navigation))
        var notes: [Route: String] = [:]
        for (route, node) in flow.graph.nodeOfRoute { notes[route] = flow.footnote(of: node) }
        footnotes = notes
        // A screen that cannot be read takes its actions out of the graph: its checks would find
        // what the error hides, not what is so.
        let complete = content.screenFiles.allSatisfy { content.screens[$0.route]?.screen != nil }
        flowProblems = complete ? FlowCheck.problems(of: flow, settings: content.config.flow) : []
        return notes.keys.filter { before[$0] != notes[$0] }
    }

    /// Finds the kinds that are likely typos, from the kinds the screens use.
    package mutating func findTypos(_ content: LoadedContent, templates: TemplateSet) {
        typos = KindTypos(written: kindUsage.placeCounts(of:), templates: templates, catalog: content.catalog)
    }

    /// What every page shows around its screen.
    package var frame: SiteFrame {
        SiteFrame(navigation: navigation, links: links, featureLinks: featureLinks, typos: typos, footnotes: footnotes)
    }

    /// The page of each feature of this build that every page's footer links to, by its name.
    package var featureLinks: [String: Route] {
        Dictionary(features.compactMap { plan in plan.link.map { (plan.feature, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
