/// The context of the `index` template: the generated home page listing every screen.
struct IndexContext: TemplateContext {
    /// One screen in the list.
    struct Entry: TemplateContext {
        var title: String
        var route: String
        var href: String
        var source: String
        var components: Int
        var variants: [Variant]

        struct Variant: TemplateContext {
            var name: String
            var href: String

            func value(named field: String) -> TemplateValue? {
                switch field {
                case "name": .text(name)
                case "href": .text(href)
                default: nil
                }
            }
        }

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "title": .text(title)
            case "route": .text(route)
            case "href": .text(href)
            case "source": .text(source)
            case "components": .number(components)
            case "componentCount": .text(components.counted("component"))
            case "variants": variants.isEmpty ? nil : .objects(variants)
            case "hasVariants": variants.isEmpty ? nil : .flag(true)
            default: nil
            }
        }
    }

    /// The screens of one folder.
    struct Group: TemplateContext {
        var folder: String
        var screens: [Entry]

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "folder": .text(folder)
            case "screens": .objects(screens)
            default: nil
            }
        }
    }

    var site: SiteContext
    var groups: [Group]
    var screenCount: Int
    var hasScreens: Bool

    func value(named name: String) -> TemplateValue? {
        switch name {
        case "page": .object(PageFields(site: site))
        case "groups": .objects(groups)
        case "screenCount": .number(screenCount)
        case "screenCountText": .text(screenCount.counted("screen"))
        case "hasScreens": .flag(hasScreens)
        default: site.value(named: name)
        }
    }

    /// The home page's `page` fields: the site's title and description.
    private struct PageFields: TemplateContext {
        let site: SiteContext

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "heading", "title": .text(site.title)
            case "description": .text(site.description)
            case "route": .text("/")
            case "isHome": .flag(true)
            default: nil
            }
        }
    }
}
