import SpotsFormat
import SpotsRender

/// Step 4: what many pages need, worked out once (see `SiteOutline`). While serving, a changed
/// title (every page may show it in the navigation, breadcrumbs or index) renders every page.
enum Outline {
    package static let step = BuildStep(
        name: "Outline",
        run: { context in
            let scope = context.run.scope
            // The catalog reads every screen: made once a run, and given to the outline.
            var catalog: Catalog?
            if !scope.everything {
                catalog = context.makesCatalog ? (context.run.defersCatalog ? context.outline.catalog : context.catalog()) : nil
                // Routes, assets and settings are as they were (a change to them is a full build):
                // only the titles and kinds of the screens read again can differ.
                var titles = context.outline.titles
                for route in scope.screens { titles.updateValue(context.content.screens[route]?.screen?.title, forKey: route) }
                // A new kind is a new catalog page, which only a full outline plans.
                if titles == context.outline.titles, catalog?.routes == context.outline.catalog?.routes {
                    context.outline.catalog = catalog
                    for route in scope.screens { context.outline.kindUsage.update(route, with: context.content.screens[route]?.screen) }
                    // The catalog's findings read every screen's kinds: while the catalog waits for
                    // its own run, they wait with it.
                    if !context.run.defersCatalog {
                        context.outline.catalogProblems = CatalogCheck.problems(
                            context.content, catalog: catalog, usage: context.outline.kindUsage, templates: context.templates)
                    }
                    context.report(context.outline.problems + context.outline.catalogProblems)
                    return "\(scope.screens.count.counted("screen")) changed, titles unchanged"
                }
                context.run.scope.renderAll = true
            }
            let made = catalog
            let source = context.makesCatalog && made == nil ? context : nil
            let outline = SiteOutline.make(
                content: context.content, templates: context.templates, contentFolder: context.contentFolder,
                generatedFiles: context.generatedFiles, catalog: { made ?? source?.catalog() })
            context.outline = outline
            context.report(outline.problems + outline.catalogProblems)
            return "\(outline.titles.count.counted("route")), \(outline.navigation.links.count.counted("navigation link"))"
        })
}
