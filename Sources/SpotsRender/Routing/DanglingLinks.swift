import SpotsFormat

extension LinkResolver {
    /// The one phrasing of a link to a route with no screen: "leads to /team/, which has no screen".
    package static func leadsNowhere(_ route: Route) -> String {
        "leads to \(route.path), which has no screen"
    }

    /// How to mend a link to `route`, which has no screen: the route it most likely meant, or the
    /// screen file that would make it.
    package func danglingHint(for route: Route) -> String {
        if let suggested = suggestion(for: route) { return "did you mean '\(suggested.path)'?" }
        // `index.json` is a folder's own screen: no file makes `/…/index/`.
        if route.segments.last == "index" {
            let folder = Route(segments: Array(route.segments.dropLast()))
            return "link to '\(folder.path)', and add \(screensFolder)\(folder.path)index.json for it"
        }
        return "add \(screensFolder)\(route.segments.isEmpty ? "/index" : route.path.dropLast()).json"
    }
}

/// A site's links in one box, which the warnings of its dangling actions share: each keeps a
/// reference, not the templates and frame of the renderer that found it, nor a copy of the tables.
final class SharedLinks: Sendable {
    let links: LinkResolver
    init(_ links: LinkResolver) { self.links = links }
}

/// The warning of an item's action that leads to a route with no screen, worded when it is read:
/// the action, and the links that found where it leads (small enough to be kept inline).
struct DanglingAction: DiagnosticWording {
    let action: String
    let shared: SharedLinks

    /// Where the action leads: the route with no screen these links found for it.
    private var route: Route? {
        guard case .success(.dangling(let route)) = shared.links.resolve(action: action) else { return nil }
        return route
    }

    var message: String {
        let leads = route.map(LinkResolver.leadsNowhere) ?? "leads to no screen"
        return "the action '\(LinkResolver.shortened(action))' \(leads); the item is shown without a link"
    }

    var hint: String? { route.map(shared.links.danglingHint) }
}
