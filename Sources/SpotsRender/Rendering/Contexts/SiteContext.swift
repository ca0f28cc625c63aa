import SpotsFormat

/// What every page template gets: the site, its navigation, and the way back to the site root.
package struct SiteContext: Sendable {
    package var title: String
    package var description: String
    package var language: String
    package var direction: String
    /// The header navigation as this page shows it.
    package var navigation: [LinkContext]
    /// `../` once per folder level: the way from the page to the site root.
    package var root: String
    /// The page of each feature that every page's footer links to, by the feature's name
    /// (`SiteFrame.featureLinks`).
    package var featureLinks: [String: Route] = [:]

    package init(config: SiteConfig, navigation: [LinkContext], root: String) {
        title = config.title
        description = config.description ?? ""
        language = config.language
        direction = config.resolvedDirection
        self.navigation = navigation
        self.root = root
    }

    /// The names every page template can use: `site`, `navigation`, `hasNavigation`, `root`,
    /// `home`, `stylesheet`, `generator`, `catalog` (the design catalog's address, if any) and
    /// `flow` (the app map's, if any).
    package static let names = ["site", "navigation", "hasNavigation", "root", "home", "stylesheet", "generator", "catalog", "flow"]

    /// The value of one of `names`.
    package func value(named name: String) -> TemplateValue? { value(for: TemplateName(name)) }

    /// The same, for a name found once (see `TemplateName`).
    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .site?: .object(SiteFields(site: self))
        case .navigation?: .objects(navigation)
        case .hasNavigation?: .flag(!navigation.isEmpty)
        case .root?: .text(root)
        case .home?: .text(root + "index.html")
        case .stylesheet?: .text(root + "assets/theme.css")
        case .generator?: .text("spots-site")
        case .catalog?: featureLinks["catalog"].map { .text(root + $0.outputFile) }
        case .flow?: featureLinks["flow"].map { .text(root + $0.outputFile) }
        default: nil
        }
    }

    /// `site.title`, `site.description`, `site.language`, `site.direction`.
    private struct SiteFields: TemplateContext {
        package let site: SiteContext

        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .title?: .text(site.title)
            case .description?: .text(site.description)
            case .language?: .text(site.language)
            case .direction?: .text(site.direction)
            default: nil
            }
        }
    }
}

/// A piece of rendered HTML in a parent template's list: `{{{html}}}`.
struct HTMLContext: TemplateContext {
    package var html: String

    package func value(for name: TemplateName) -> TemplateValue? { name.known == .html ? .text(html) : nil }
}
