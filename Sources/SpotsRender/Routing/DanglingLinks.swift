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
