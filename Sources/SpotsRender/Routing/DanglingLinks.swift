import SpotsFormat

extension LinkResolver {
    /// The one phrasing of a link to a route with no screen: "leads to /team/, which has no screen".
    package static func leadsNowhere(_ route: Route) -> String {
        "leads to \(route.path), which has no screen"
    }

    /// How to mend a link to `route`, which has no screen: the route it most likely meant, or the
    /// screen file that would make it.
    package func danglingHint(for route: Route) -> String {
        suggestion(for: route).map { "did you mean '\($0.path)'?" }
            ?? "add \(screensFolder)\(route.segments.isEmpty ? "/index" : route.path.dropLast()).json"
    }
}

/// The warning of an item's action that leads to a route with no screen, worded when it is read:
/// the action, and the renderer whose links found where it leads.
struct DanglingAction: DiagnosticWording {
    let action: String
    let renderer: PageRenderer

    /// Where the action leads: a route with no screen.
    private var route: Route {
        guard case .success(.dangling(let route)) = renderer.links.resolve(action: action) else {
            preconditionFailure("the action '\(action)' was found dangling with these links")
        }
        return route
    }

    var message: String {
        "the action '\(LinkResolver.shortened(action))' \(LinkResolver.leadsNowhere(route)); the item is shown without a link"
    }

    var hint: String? { renderer.links.danglingHint(for: route) }
}
