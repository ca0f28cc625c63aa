/// The site navigation: the links of the `nav` in every page's header.
///
/// It comes from `site.json`'s `navigation`; without one, it is the home page and the screens
/// directly in `screens/`, when there are at most `defaultLimit` of them.
struct SiteNavigation: Sendable {
    /// Where a link leads.
    enum Target: Sendable, Equatable {
        case page(Route)
        case external(String)
    }

    /// One link.
    struct Link: Sendable, Equatable {
        var title: String
        var target: Target
    }

    var links: [Link] = []
    /// Each screen's variants (`home~empty.json`), by the screen's route, in route order.
    var variants: [Route: [(name: String, route: Route)]] = [:]
    /// The titles of the screens that are folders of other screens (`/teams/` for `/teams/ios/`),
    /// and of the home page, for breadcrumbs.
    var ancestorTitles: [Route: String] = [:]

    /// More top-level screens than this make no default navigation beyond the home page: a header
    /// with dozens of links helps nobody. `navigation` in `site.json` chooses them instead.
    static let defaultLimit = 8

    /// The navigation of `content`, whose screens have these `titles`, and what is wrong with the
    /// entries of `site.json`.
    static func make(for content: LoadedContent, titles: [Route: String?], links resolver: LinkResolver) -> (SiteNavigation, [Diagnostic]) {
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
                        .warning, file: content.configFile, location: entry.actionLocation, path: entry.path + ".action",
                        message: "the navigation entry '\(entry.title)' \(LinkResolver.leadsNowhere(route)); it is left out",
                        hint: resolver.danglingHint(for: route)))
            case .failure(let problem):
                diagnostics.append(
                    Diagnostic(
                        problem.severity, file: content.configFile, location: entry.actionLocation, path: entry.path + ".action",
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
            navigation.links.append(Link(title: title ?? SiteOutline.title(of: screenFile.route) ?? "", target: .page(screenFile.route)))
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

    /// The way from the home page down to `page`, without `page` itself: each folder is a link when
    /// it has a screen, else its name; a variant's screen comes last.
    func breadcrumbs(to page: Route, variantOf base: Route?) -> [LinkContext] {
        guard !page.segments.isEmpty || base != nil else { return [] }
        var crumbs = [LinkContext(title: ancestorTitles[.root] ?? "Home", href: page.relativeLink(to: .root))]
        let path = base ?? page
        for depth in stride(from: 1, to: path.segments.count, by: 1) {
            let ancestor = Route(segments: Array(path.segments.prefix(depth)))
            if let title = ancestorTitles[ancestor] {
                crumbs.append(LinkContext(title: title, href: page.relativeLink(to: ancestor)))
            } else {
                crumbs.append(LinkContext(title: path.segments[depth - 1]))
            }
        }
        if let base, let last = base.segments.last {
            crumbs.append(LinkContext(title: ancestorTitles[base] ?? last, href: page.relativeLink(to: base)))
        }
        return crumbs
    }

    /// The states of the screen at `page` (itself a screen or one of its variants): the screen as
    /// "Default", then each variant; empty when it has none.
    func states(of page: Route, base: Route?) -> [LinkContext] {
        let screen = base ?? page
        guard let list = variants[screen], !list.isEmpty else { return [] }
        return ([("Default", screen)] + list).map { name, route in
            LinkContext(title: name, href: page.relativeLink(to: route), isCurrent: route == page)
        }
    }

    /// The links as a page at `page` shows them: relative addresses, and the current page marked
    /// (`current` is "page" on the page itself, "true" on the screen a variant varies).
    /// `root` is the way from the page to the site root: `../` once per folder level by default,
    /// or the site's path on its host for a page served at any address (the 404 page).
    func context(on page: Route, variantOf base: Route? = nil, root: String? = nil) -> [LinkContext] {
        links.map { link in
            var entry = LinkContext(title: link.title, isCurrent: false)
            switch link.target {
            case .page(let route):
                entry.href = (root ?? page.relativePrefix) + route.outputFile
                if route == page {
                    entry.isCurrent = true
                    entry.current = "page"
                } else if route == base {
                    entry.current = "true"
                }
            case .external(let address):
                entry.href = address
            }
            return entry
        }
    }
}
