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

    /// More top-level screens than this make no default navigation beyond the home page: a header
    /// with dozens of links helps nobody. `navigation` in `site.json` chooses them instead.
    static let defaultLimit = 8

    /// The navigation of `content`, and what is wrong with the entries of `site.json`.
    static func make(for content: LoadedContent, links resolver: LinkResolver) -> (SiteNavigation, [Diagnostic]) {
        guard let entries = content.config.navigation else {
            return (defaultNavigation(for: content), [])
        }
        var navigation = SiteNavigation()
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
    private static func defaultNavigation(for content: LoadedContent) -> SiteNavigation {
        let topLevel = content.screenFiles.filter { $0.route.segments.count == 1 }
        let home = content.screenFiles.first { $0.route == .root }.flatMap { title(of: $0, in: content) }
        var navigation = SiteNavigation(links: [Link(title: home.flatMap { $0 == content.config.title ? nil : $0 } ?? "Home", target: .page(.root))])
        guard topLevel.count <= defaultLimit else { return navigation }
        for screenFile in topLevel {
            navigation.links.append(Link(title: title(of: screenFile, in: content) ?? screenFile.route.segments[0], target: .page(screenFile.route)))
        }
        return navigation
    }

    /// A screen's title, read for the navigation only: its problems are reported when its page is rendered.
    private static func title(of screenFile: ScreenFile, in content: LoadedContent) -> String? {
        ContentLoader.loadScreen(screenFile, siteData: content.siteData).0?.title
    }

    /// The links as a page at `page` shows them: relative addresses, and the current page marked.
    func context(on page: Route) -> [[String: Any]] {
        links.map { link in
            switch link.target {
            case .page(let route):
                ["title": link.title, "href": page.relativeLink(to: route), "isCurrent": route == page]
            case .external(let address):
                ["title": link.title, "href": address, "isCurrent": false]
            }
        }
    }
}
