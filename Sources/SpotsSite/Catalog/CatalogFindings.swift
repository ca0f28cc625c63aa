/// What the build found at each kind: the problems reported at its uses (a colour pair that does
/// not read, an image without alt text, a deprecated kind) and at its own template (an image the
/// template writes without alt, a link with no text), for the kind's page.
struct CatalogFindings: Sendable {
    /// The findings of each kind, by its page's route.
    private(set) var byKind: [Route: [Diagnostic]] = [:]

    /// A kind's page lists this many; the rest are counted.
    static let shown = 20

    /// No findings.
    init() {}

    /// The findings among the problems of each screen (in route order): each screen's are matched
    /// to the kinds of its components and items, side by side.
    init(catalog: Catalog, screens: [(screen: Screen?, diagnostics: [Diagnostic])], templates: TemplateSet) {
        var routes: [CatalogConfig.Family: [String: Route]] = [:]
        var templateKinds: [String: Route] = [:]
        for kind in catalog.kinds {
            routes[kind.family, default: [:]][kind.name] = kind.route
            if kind.hasOwnTemplate { templateKinds[templates.origin(of: kind.template)] = kind.route }
        }
        let (kindRoutes, templateRoutes) = (routes, templateKinds)
        let found = screens.parallelMap { screen, diagnostics in
            Self.findings(in: diagnostics, places: screen.map { Self.places(in: $0, routes: kindRoutes) } ?? [:], templateKinds: templateRoutes)
        }
        var seen: Set<String> = []
        for (route, diagnostic) in found.joined() {
            // A template's finding is reported on every page it is on: the kind's page lists it once.
            if templateKinds[diagnostic.file] != nil, !seen.insert("\(diagnostic.location?.line ?? 0) \(diagnostic.message)").inserted { continue }
            byKind[route, default: []].append(diagnostic)
        }
    }

    /// The kind of each component and item of `screen`, by its JSON path (an item of a Slots data
    /// file has a path of its own file, `[0]`, which no path of the screen's is).
    private static func places(in screen: Screen, routes: [CatalogConfig.Family: [String: Route]]) -> [String: Route] {
        var places: [String: Route] = [:]
        func visit(_ item: Item) {
            places[item.path] = routes[.items]?[item.kind ?? "default"]
            item.children.forEach(visit)
        }
        func visit(_ component: Component) {
            places[component.path] = routes[.components]?[component.kind.name]
            component.items.forEach(visit)
            for item in [component.header, component.footer].compactMap({ $0 }) where item.kind != nil { visit(item) }
        }
        screen.components.forEach(visit)
        return places
    }

    /// Each of `diagnostics` at a kind's use (the innermost) or in its template, with the kind.
    private static func findings(in diagnostics: [Diagnostic], places: [String: Route], templateKinds: [String: Route]) -> [(Route, Diagnostic)] {
        diagnostics.compactMap { diagnostic in
            if let route = templateKinds[diagnostic.file] { return (route, diagnostic) }
            guard var path = diagnostic.path else { return nil }
            while !path.isEmpty {
                if let route = places[path] { return (route, diagnostic) }
                guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
                path = String(path[..<cut])
            }
            return nil
        }
    }
}
