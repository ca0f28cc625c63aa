import SpotsFormat

/// The site navigation: the links of the `nav` in every page's header.
///
/// It comes from `site.json`'s `navigation`; without one, it is the home page and the screens
/// directly in `screens/`, when there are at most `defaultLimit` of them.
package struct SiteNavigation: Sendable {
    /// Where a link leads.
    package enum Target: Sendable, Equatable {
        case page(Route)
        case external(String)
    }

    /// One link.
    package struct Link: Sendable, Equatable {
        package var title: String
        package var target: Target

        package init(title: String, target: Target) {
            self.title = title
            self.target = target
        }
    }

    package var links: [Link] = []
    /// Each screen's variants (`home~empty.json`), by the screen's route, in route order.
    package var variants: [Route: [(name: String, route: Route)]] = [:]
    /// The titles of the screens that are folders of other screens (`/teams/` for `/teams/ios/`),
    /// and of the home page, for breadcrumbs.
    package var ancestorTitles: [Route: String] = [:]

    package init(links: [Link] = [], variants: [Route: [(name: String, route: Route)]] = [:], ancestorTitles: [Route: String] = [:]) {
        self.links = links
        self.variants = variants
        self.ancestorTitles = ancestorTitles
    }

    /// Everything of it that a page can show, one line each (fields apart by NUL), in a fixed order: the links, the
    /// variants and the ancestors' titles. Two navigations with the same lines make every page the
    /// same, so a screen's title that none of them shows (a screen that is neither in the navigation
    /// nor a folder of others) changes no other page (`PageInputs`, and the preview server's outline).
    package var shownLines: [String] {
        var lines: [String] = []
        for link in links {
            switch link.target {
            case .page(let route): lines.append("link\u{0}\(route.path)\u{0}\(link.title)")
            case .external(let address): lines.append("external\u{0}\(address)\u{0}\(link.title)")
            }
        }
        for (route, list) in variants.sorted(by: { $0.key.path < $1.key.path }) {
            lines.append((["variants", route.path] + list.flatMap { [$0.name, $0.route.path] }).joined(separator: "\u{0}"))
        }
        for (route, title) in ancestorTitles.map({ ($0.key.path, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            lines.append("ancestor\u{0}\(route)\u{0}\(title)")
        }
        return lines
    }

    /// More top-level screens than this make no default navigation beyond the home page: a header
    /// with dozens of links helps nobody. `navigation` in `site.json` chooses them instead.
    package static let defaultLimit = 8

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
    package func context(on page: Route, variantOf base: Route? = nil, root: String? = nil) -> [LinkContext] {
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
