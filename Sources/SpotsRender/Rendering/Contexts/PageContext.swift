import SpotsFormat

/// The context of the `page` template: one screen's page.
struct PageContext: TemplateContext {
    package var site: SiteContext
    /// The page's heading (`h1`) and `<title>`.
    package var heading: String
    package var title: String
    package var route: String
    /// The screen file, as the footer names it.
    package var source: String
    var isHome: Bool
    package var description: String?
    /// The variant's name, on a variant's page.
    package var variant: String?
    /// What the footer says of the screens that lead to the page ("Reached from 3 screens").
    package var footnote: String?
    var breadcrumbs: [LinkContext]
    /// The last breadcrumb: the page itself.
    var currentCrumb: String
    /// The screen's states: the screen and its variants.
    var states: [LinkContext]
    /// The rendered components, as markers the page's HTML replaces.
    package var components: [HTMLContext]

    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .page?: .object(PageFields(page: self))
        case .breadcrumbs?: .objects(breadcrumbs)
        case .hasBreadcrumbs?: .flag(!breadcrumbs.isEmpty)
        case .currentCrumb?: .text(currentCrumb)
        case .states?: .objects(states)
        case .hasStates?: .flag(!states.isEmpty)
        case .components?: .objects(components)
        case .hasComponents?: .flag(!components.isEmpty)
        default: site.value(for: name)
        }
    }

    /// `page.heading`, `page.title`, `page.route`, `page.source`, `page.isHome`,
    /// `page.description`, `page.variant`, `page.footnote`.
    private struct PageFields: TemplateContext {
        package let page: PageContext

        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .heading?: .text(page.heading)
            case .title?: .text(page.title)
            case .route?: .text(page.route)
            case .source?: .text(page.source)
            case .isHome?: .flag(page.isHome)
            case .description?: page.description.map(TemplateValue.text)
            case .variant?: page.variant.map(TemplateValue.text)
            case .footnote?: page.footnote.map(TemplateValue.text)
            default: nil
            }
        }
    }
}
