import SpotsFormat

/// The context of the `index` template: the generated home page listing every screen.
package struct IndexContext: TemplateContext {
    /// One screen in the list.
    package struct Entry: TemplateContext {
        package var title: String
        package var route: String
        package var href: String
        package var source: String
        package var components: Int
        package var variants: [Variant]

        package init(title: String, route: String, href: String, source: String, components: Int, variants: [Variant]) {
            self.title = title
            self.route = route
            self.href = href
            self.source = source
            self.components = components
            self.variants = variants
        }

        package struct Variant: TemplateContext {
            package var name: String
            package var href: String

            package init(name: String, href: String) {
                self.name = name
                self.href = href
            }

            package func value(named field: String) -> TemplateValue? {
                switch field {
                case "name": .text(name)
                case "href": .text(href)
                default: nil
                }
            }
        }

        package func value(named name: String) -> TemplateValue? {
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
    package struct Group: TemplateContext {
        package var folder: String
        package var screens: [Entry]

        package init(folder: String, screens: [Entry]) {
            self.folder = folder
            self.screens = screens
        }

        package func value(named name: String) -> TemplateValue? {
            switch name {
            case "folder": .text(folder)
            case "screens": .objects(screens)
            default: nil
            }
        }
    }

    package var site: SiteContext
    package var groups: [Group]
    package var screenCount: Int
    package var hasScreens: Bool

    package init(site: SiteContext, groups: [Group], screenCount: Int, hasScreens: Bool) {
        self.site = site
        self.groups = groups
        self.screenCount = screenCount
        self.hasScreens = hasScreens
    }

    package func value(named name: String) -> TemplateValue? {
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
        package let site: SiteContext

        package func value(named name: String) -> TemplateValue? {
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
