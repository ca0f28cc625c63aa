/// What every page template gets: the site, its navigation, and the way back to the site root.
struct SiteContext: Sendable {
    var title: String
    var description: String
    var language: String
    var direction: String
    /// The header navigation as this page shows it.
    var navigation: [LinkContext]
    /// `../` once per folder level: the way from the page to the site root.
    var root: String
    /// Whether the site has a design catalog, which every page's footer links to.
    var hasCatalog = false

    init(config: SiteConfig, navigation: [LinkContext], root: String) {
        title = config.title
        description = config.description ?? ""
        language = config.language
        direction = config.resolvedDirection
        self.navigation = navigation
        self.root = root
    }

    /// The names every page template can use: `site`, `navigation`, `hasNavigation`, `root`,
    /// `home`, `stylesheet`, `generator`, and `catalog` (the design catalog's address, if any).
    static let names = ["site", "navigation", "hasNavigation", "root", "home", "stylesheet", "generator", "catalog"]

    /// The value of one of `names`.
    func value(named name: String) -> TemplateValue? {
        switch name {
        case "site": .object(SiteFields(site: self))
        case "navigation": .objects(navigation)
        case "hasNavigation": .flag(!navigation.isEmpty)
        case "root": .text(root)
        case "home": .text(root + "index.html")
        case "stylesheet": .text(root + "assets/theme.css")
        case "generator": .text("spots-site")
        case "catalog": hasCatalog ? .text(root + Catalog.home.outputFile) : nil
        default: nil
        }
    }

    /// `site.title`, `site.description`, `site.language`, `site.direction`.
    private struct SiteFields: TemplateContext {
        let site: SiteContext

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "title": .text(site.title)
            case "description": .text(site.description)
            case "language": .text(site.language)
            case "direction": .text(site.direction)
            default: nil
            }
        }
    }
}

/// A piece of rendered HTML in a parent template's list: `{{{html}}}`.
struct HTMLContext: TemplateContext {
    var html: String

    func value(named name: String) -> TemplateValue? { name == "html" ? .text(html) : nil }
}
