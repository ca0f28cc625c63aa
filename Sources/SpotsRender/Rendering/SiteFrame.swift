import SpotsFormat

/// What every page shows around its screen, made by the outline before any page renders: the
/// navigation, the routes that actions lead to, the pages of the site's features that every
/// page's footer links to (the design catalog, the app's map), the kinds that are likely typos
/// (which the site as a whole tells), and what each page says of the screens leading to it.
package struct SiteFrame: Sendable {
    package var navigation: SiteNavigation
    package var links: LinkResolver
    /// The page of each feature that every page's footer links to, by the feature's name
    /// (`catalog`, `flow`; `SiteFeature.link`): a page template names each (`{{catalog}}`).
    package var featureLinks: [String: Route]
    package var typos: KindTypos
    /// What each screen's page says in its footer of the screens that lead to it ("Reached from
    /// 3 screens"), by route.
    package var footnotes: [Route: String]

    package init(
        navigation: SiteNavigation, links: LinkResolver, featureLinks: [String: Route] = [:], typos: KindTypos = KindTypos(),
        footnotes: [Route: String] = [:]
    ) {
        self.navigation = navigation
        self.links = links
        self.featureLinks = featureLinks
        self.typos = typos
        self.footnotes = footnotes
    }
}
