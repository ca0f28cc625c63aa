import SpotsBuild
import SpotsFormat
import SpotsRender

/// A screen as the catalog's lists show it (its home page, its story index): its page, its
/// heading, its variant's name and what its page's footer says leads to it. Made from the screens
/// as read, or in the quick update from the site's summary, which keeps their titles.
struct CatalogScreen: Sendable, Equatable {
    var route: Route
    /// Its title, or one made from its route (`PageTitle.heading`).
    var heading: String
    var variant: String?
    /// What leads to it, as its page's footer says ("Reached from 3 screens").
    var footnote: String?

    /// The screens that could be read (`LoadedContent.readScreens`), in their order.
    static func of(_ screens: [Screen], siteTitle: String, footnotes: [Route: String]) -> [CatalogScreen] {
        screens.map { screen in
            CatalogScreen(
                route: screen.route, heading: PageTitle.heading(of: screen, siteTitle: siteTitle), variant: screen.variant?.name,
                footnote: footnotes[screen.route])
        }
    }

    /// The same, of `content`'s screen files, as `summary` keeps them, with the titles of `titles`
    /// and the footnotes of `footnotes` (by route) instead of its own; nil when it does not have one of them.
    static func of(
        _ content: LoadedContent, summary: SiteSummary, titles: [Route: String?], footnotes: [Route: String] = [:]
    ) -> [CatalogScreen]? {
        var screens: [CatalogScreen] = []
        for screenFile in content.screenFiles {
            guard let entry = summary.screens[screenFile.route.path] else { return nil }
            guard entry.readable else { continue }
            let heading = PageTitle.heading(title: titles[screenFile.route] ?? entry.title, route: screenFile.route, siteTitle: content.config.title)
            screens.append(
                CatalogScreen(
                    route: screenFile.route, heading: heading, variant: screenFile.variant?.name,
                    footnote: footnotes[screenFile.route] ?? entry.footnote))
        }
        return screens
    }
}
