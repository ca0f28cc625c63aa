import SpotsFormat

/// What every page shows around its screen, made by the outline before any page renders: the
/// navigation, the routes that actions lead to, and the design catalog's address when the site has one.
package struct SiteFrame: Sendable {
    package var navigation: SiteNavigation
    package var links: LinkResolver
    /// The design catalog's home page, which every page's footer links to; nil without a catalog.
    package var catalog: Route?

    package init(navigation: SiteNavigation, links: LinkResolver, catalog: Route? = nil) {
        self.navigation = navigation
        self.links = links
        self.catalog = catalog
    }
}
