import SpotsFormat

/// What every page shows around its screen, made by the outline before any page renders: the
/// navigation, the routes that actions lead to, the design catalog's address when the site has one,
/// and the kinds that are likely typos (which the site as a whole tells).
package struct SiteFrame: Sendable {
    package var navigation: SiteNavigation
    package var links: LinkResolver
    /// The design catalog's home page, which every page's footer links to; nil without a catalog.
    package var catalog: Route?
    package var typos: KindTypos
    /// The app's map, which every page's footer links to; nil without one.
    package var flow: Route?
    /// What each screen's page says in its footer of the screens that lead to it ("Reached from
    /// 3 screens"), by route.
    package var footnotes: [Route: String]

    package init(
        navigation: SiteNavigation, links: LinkResolver, catalog: Route? = nil, typos: KindTypos = KindTypos(), flow: Route? = nil,
        footnotes: [Route: String] = [:]
    ) {
        self.navigation = navigation
        self.links = links
        self.catalog = catalog
        self.typos = typos
        self.flow = flow
        self.footnotes = footnotes
    }
}
