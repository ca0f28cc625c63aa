import SpotsFormat
import SpotsRender

/// What many pages need, worked out once from the loaded content before any page is rendered:
/// which routes exist and where links lead, the navigation and its titles, each screen's
/// variants, every file the build writes, and which screens use which kinds.
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
    /// Each screen's own title (nil when it has none or cannot be read): the titles that
    /// navigation, breadcrumbs, the index and the routes manifest show.
    package var titles: [Route: String?] = [:]
    /// Which screens use which component and item kinds.
    var kindUsage = KindUsage()
    /// The design catalog, when the build makes one.
    package var catalog: Catalog?
    /// What is wrong with the navigation entries of `site.json`, and the files two sources make.
    package var problems: [Diagnostic] = []
    /// What is wrong with the entries of `catalog.json` (see `CatalogCheck.entryProblems`), which
    /// depends on the kinds the screens use.
    var catalogProblems: [Diagnostic] = []

    /// The outline of `content`, whose screens have been read; `generatedFiles` are the files
    /// the pipeline's steps write besides pages and assets, by the step that writes each. The
    /// catalog (`makeCatalog`, which reads every screen) is made beside the rest.
    package static func make(
        content: LoadedContent, templates: TemplateSet, contentFolder: ContentFolder, generatedFiles: [String: OutputPlan.FileOwner],
        catalog makeCatalog: @Sendable () -> Catalog? = { nil }
    ) -> SiteOutline {
        let screensFolder = contentFolder.display("screens")
        let (catalog, made) = concurrently(makeCatalog) {
            var outline = SiteOutline()
            outline.links = LinkResolver(
                routes: Set(content.screenFiles.map(\.route)), assets: Set(content.assets.keys), screensFolder: screensFolder)
            for screenFile in content.screenFiles {
                outline.titles[screenFile.route] = content.screens[screenFile.route]?.screen?.title
            }
            let (navigation, problems) = SiteNavigation.make(for: content, titles: outline.titles, links: outline.links)
            outline.navigation = navigation
            outline.problems = problems
            outline.kindUsage = KindUsage(screens: content.screenFiles.compactMap { content.screens[$0.route]?.screen })
            return outline
        }
        var outline = made
        var generated = generatedFiles
        // The catalog's pages are planned like any page: links to them are checked, and a screen
        // that would write one of them is an error.
        for file in catalog?.files ?? [] { generated[file] = Catalog.fileOwner }
        outline.catalog = catalog
        outline.plan = OutputPlan.make(
            content: content, assetsFolder: contentFolder.display("assets"), themeAssets: Catalog.themeAssets(of: templates, with: catalog),
            generatedFiles: generated)
        outline.problems += outline.plan.problems
        outline.catalogProblems = CatalogCheck.problems(content, catalog: catalog, usage: outline.kindUsage, templates: templates)
        return outline
    }

    /// What every page shows around its screen.
    package var frame: SiteFrame { SiteFrame(navigation: navigation, links: links, catalog: catalog.map { _ in Catalog.home }) }
}
