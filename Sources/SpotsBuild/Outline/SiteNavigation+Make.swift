import SpotsFormat
import SpotsRender

/// The site navigation made from the content: `site.json`'s `navigation`, or the default one.
extension SiteNavigation {
    /// The navigation of `content`, whose screens have these `titles`, and what is wrong with the
    /// entries of `site.json`.
    package static func make(for content: LoadedContent, titles: [Route: String?], links resolver: LinkResolver) -> (SiteNavigation, [Diagnostic]) {
        var variants: [Route: [(name: String, route: Route)]] = [:]
        for screenFile in content.screenFiles {
            if let variant = screenFile.variant { variants[variant.baseRoute, default: []].append((variant.name, screenFile.route)) }
        }
        let ancestors = ancestorTitles(for: content, titles: titles)
        guard let entries = content.config.navigation else {
            var navigation = defaultNavigation(for: content, titles: titles, homeTitle: ancestors[.root] ?? "Home")
            navigation.variants = variants
            navigation.ancestorTitles = ancestors
            return (navigation, [])
        }
        var navigation = SiteNavigation(variants: variants, ancestorTitles: ancestors)
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            switch resolver.resolve(action: entry.action) {
            case .success(.page(let route)): navigation.links.append(Link(title: entry.title, target: .page(route)))
            case .success(.external(let address)): navigation.links.append(Link(title: entry.title, target: .external(address)))
            case .success(.dangling(let route)):
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .danglingAction, file: content.configFile, location: entry.actionLocation, path: entry.path + ".action",
                        message: "the navigation entry '\(entry.title)' \(LinkResolver.leadsNowhere(route)); it is left out",
                        hint: resolver.danglingHint(for: route)))
            case .failure(let problem):
                diagnostics.append(
                    Diagnostic(
                        problem.severity, rule: problem.rule, file: content.configFile, location: entry.actionLocation, path: entry.path + ".action",
                        message: problem.message, hint: problem.hint))
            }
        }
        return (navigation, diagnostics)
    }

    /// The home page, then each screen directly in `screens/`, by their titles. The home page is
    /// "Home" when it has no title of its own or is titled like the site.
    private static func defaultNavigation(for content: LoadedContent, titles: [Route: String?], homeTitle: String) -> SiteNavigation {
        let topLevel = content.screenFiles.filter { $0.route.segments.count == 1 && $0.variant == nil }
        var navigation = SiteNavigation(links: [Link(title: homeTitle, target: .page(.root))])
        guard topLevel.count <= defaultLimit else { return navigation }
        for screenFile in topLevel {
            let title = titles[screenFile.route] ?? nil
            navigation.links.append(Link(title: title ?? PageTitle.title(of: screenFile.route) ?? "", target: .page(screenFile.route)))
        }
        return navigation
    }

    /// The titles of the home page, of every screen that is a folder of another and of every
    /// screen with variants, read once.
    private static func ancestorTitles(for content: LoadedContent, titles own: [Route: String?]) -> [Route: String] {
        let routes = Set(content.screenFiles.map(\.route))
        var needed = Set<Route>()
        for screenFile in content.screenFiles where screenFile.route.segments.count > 1 {
            for depth in 1..<screenFile.route.segments.count {
                let ancestor = Route(segments: Array(screenFile.route.segments.prefix(depth)))
                if routes.contains(ancestor) { needed.insert(ancestor) }
            }
        }
        for screenFile in content.screenFiles { if let variant = screenFile.variant { needed.insert(variant.baseRoute) } }
        var titles: [Route: String] = [:]
        for screenFile in content.screenFiles where needed.contains(screenFile.route) {
            titles[screenFile.route] = (own[screenFile.route] ?? nil) ?? screenFile.route.segments.last
        }
        let home = own[.root] ?? nil
        titles[.root] = home.flatMap { $0 == content.config.title ? nil : $0 } ?? "Home"
        return titles
    }
}
