import SpotsFormat
import SpotsRender

/// Step 4: what many pages need, worked out once (see `SiteOutline`). While serving, a changed
/// title that the navigation or the breadcrumbs show (every page shows them) renders every page.
enum Outline {
    package static let step = BuildStep(
        name: "Outline",
        run: { context in
            let scope = context.run.scope
            let features = context.features
            // The features' plans read every screen: made once a run, and given to the outline.
            var plans: [FeaturePlan]?
            if !scope.everything {
                let made = context.run.defersFeatures ? context.outline.features : context.featurePlans()
                plans = made
                // Routes, assets and settings are as they were (a change to them is a full build):
                // only the titles and kinds of the screens read again can differ.
                var titles = context.outline.titles
                for route in scope.screens { titles.updateValue(context.content.screens[route]?.screen?.title, forKey: route) }
                // A new kind is a new catalog page, which only a full outline plans; a kind that
                // becomes a likely typo or stops being one is warned of on every page it is on.
                // (A full outline below makes the kinds anew.)
                var kindsChanged = false
                for route in scope.screens {
                    if context.outline.kindUsage.update(route, with: context.content.screens[route]?.screen) { kindsChanged = true }
                }
                let typos = context.outline.typos
                // Typos are of the kinds' places over the whole site: found again only when a screen's changed.
                if kindsChanged { context.outline.findTypos(context.content, templates: context.templates) }
                // A title matters to every page only when the navigation or the breadcrumbs show it.
                let navigation =
                    titles == context.outline.titles
                    ? context.outline.navigation : SiteNavigation.make(for: context.content, titles: titles, links: context.outline.links).0
                if navigation.shownLines == context.outline.navigation.shownLines, made.map(\.routes) == context.outline.features.map(\.routes),
                    context.outline.typos == typos
                {
                    context.outline.features = made
                    if titles != context.outline.titles {
                        context.outline.titles = titles
                        context.run.scope.titlesChanged = true
                    }
                    // The navigation graph follows the actions: a page whose footer now counts
                    // other screens leading to it is rendered again too.
                    for route in context.outline.makeFlow(context.content, changed: scope.screens) { context.run.scope.screens.insert(route) }
                    // The features' findings read every screen's kinds: while the features wait for
                    // their own run, they wait with them.
                    if !context.run.defersFeatures {
                        context.outline.checkFeatures(context.content, features: features.on, templates: context.templates)
                    }
                    return "\(scope.screens.count.counted("screen")) changed, the navigation unchanged"
                }
                context.run.scope.renderAll = true
            }
            let made = plans
            let source = made == nil && !features.on.isEmpty ? context : nil
            let outline = SiteOutline.make(
                content: context.content, templates: context.templates, contentFolder: context.contentFolder,
                generatedFiles: Pipeline.generatedFiles(for: context.options), features: features.on, off: features.off,
                plans: { made ?? source?.featurePlans() ?? [] })
            context.outline = outline
            return "\(outline.titles.count.counted("route")), \(outline.navigation.links.count.counted("navigation link"))"
        },
        output: { .init(problems: $0.outline.problems + $0.outline.flowProblems + $0.outline.featureProblems) })
}
