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

    /// The navigation of `content`, and what is wrong with the entries of `site.json`.
    static func make(for content: LoadedContent, links resolver: LinkResolver) -> (SiteNavigation, [Diagnostic]) {
        var variants: [Route: [(name: String, route: Route)]] = [:]
        for screenFile in content.screenFiles {
            if let base = screenFile.base, let name = screenFile.variantName { variants[base.route, default: []].append((name, screenFile.route)) }
        }
        let ancestors = ancestorTitles(for: content)
        guard let entries = content.config.navigation else {
            var navigation = defaultNavigation(for: content, homeTitle: ancestors[.root] ?? "Home")
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
                        message: "the navigation entry '\(entry.title)' leads to \(route.path), which has no screen; it is left out",
                        hint: resolver.suggestion(for: route).map { "did you mean '\($0.path)'?" }
                            ?? "add \(resolver.screensFolder)\(route.segments.isEmpty ? "/index" : route.path.dropLast()).json"))
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
    private static func defaultNavigation(for content: LoadedContent, homeTitle: String) -> SiteNavigation {
        let topLevel = content.screenFiles.filter { $0.route.segments.count == 1 && $0.base == nil }
        var navigation = SiteNavigation(links: [Link(title: homeTitle, target: .page(.root))])
        guard topLevel.count <= defaultLimit else { return navigation }
        for screenFile in topLevel {
            navigation.links.append(Link(title: title(of: screenFile, in: content) ?? PageRenderer.title(of: screenFile.route) ?? "", target: .page(screenFile.route)))
        }
        return navigation
    }

    /// The titles of the home page, of every screen that is a folder of another and of every
    /// screen with variants, read once.
    private static func ancestorTitles(for content: LoadedContent) -> [Route: String] {
        let routes = Set(content.screenFiles.map(\.route))
        var needed = Set<Route>()
        for screenFile in content.screenFiles where screenFile.route.segments.count > 1 {
            for depth in 1..<screenFile.route.segments.count {
                let ancestor = Route(segments: Array(screenFile.route.segments.prefix(depth)))
                if routes.contains(ancestor) { needed.insert(ancestor) }
            }
        }
        for screenFile in content.screenFiles { if let base = screenFile.base { needed.insert(base.route) } }
        var titles: [Route: String] = [:]
        for screenFile in content.screenFiles where needed.contains(screenFile.route) {
            titles[screenFile.route] = title(of: screenFile, in: content) ?? screenFile.route.segments.last
        }
        let home = content.screenFiles.first { $0.route == .root }.flatMap { title(of: $0, in: content) }
        titles[.root] = home.flatMap { $0 == content.config.title ? nil : $0 } ?? "Home"
        return titles
    }

    /// The way from the home page down to `page`, without `page` itself: each folder is a link when
    /// it has a screen, else its name; a variant's screen comes last.
    func breadcrumbs(to page: Route, variantOf base: Route?) -> [[String: Any]] {
        guard !page.segments.isEmpty || base != nil else { return [] }
        var crumbs: [[String: Any]] = [["title": ancestorTitles[.root] ?? "Home", "href": page.relativeLink(to: .root)]]
        let path = base ?? page
        for depth in stride(from: 1, to: path.segments.count, by: 1) {
            let ancestor = Route(segments: Array(path.segments.prefix(depth)))
            if let title = ancestorTitles[ancestor] {
                crumbs.append(["title": title, "href": page.relativeLink(to: ancestor)])
            } else {
                crumbs.append(["title": path.segments[depth - 1]])
            }
        }
        if let base, !base.segments.isEmpty { crumbs.append(["title": ancestorTitles[base] ?? base.segments.last!, "href": page.relativeLink(to: base)]) }
        return crumbs
    }

    /// A screen's title, read for the navigation only: its problems are reported when its page is rendered.
    /// (With a cache of its own: the build's cache reports a data file's problems to its first reader.)
    private static func title(of screenFile: ScreenFile, in content: LoadedContent) -> String? {
        ContentLoader.loadScreen(screenFile, siteData: content.siteData).0?.title
    }

    /// The states of the screen at `page` (itself a screen or one of its variants): the screen as
    /// "Default", then each variant; empty when it has none.
    func states(of page: Route, base: Route?) -> [[String: Any]] {
        let screen = base ?? page
        guard let list = variants[screen], !list.isEmpty else { return [] }
        return ([("Default", screen)] + list).map { name, route in
            ["title": name, "href": page.relativeLink(to: route), "isCurrent": route == page]
        }
    }

    /// The links as a page at `page` shows them: relative addresses, and the current page marked
    /// (`current` is "page" on the page itself, "true" on the screen a variant varies).
    func context(on page: Route, variantOf base: Route? = nil) -> [[String: Any]] {
        links.map { link in
            var entry: [String: Any] = ["title": link.title, "isCurrent": false]
            switch link.target {
            case .page(let route):
                entry["href"] = page.relativeLink(to: route)
                if route == page {
                    entry["isCurrent"] = true
                    entry["current"] = "page"
                } else if route == base {
                    entry["current"] = "true"
                }
            case .external(let address):
                entry["href"] = address
            }
            return entry
        }
    }
}
