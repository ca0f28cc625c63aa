import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the build found at each kind: the problems reported at its uses (a colour pair that does
/// not read, an image without alt text, a deprecated kind) and at its own template (an image the
/// template writes without alt, a link with no text), for the kind's page.
struct CatalogFindings: Sendable {
    /// The first findings of each kind (as many as its page shows), by its page's route.
    private(set) var byKind: [Route: [Diagnostic]] = [:]
    /// How many findings each kind has in all.
    package private(set) var counts: [Route: Int] = [:]

    /// A kind's page lists this many; the rest are counted.
    package static let shown = 20

    /// No findings.
    package init() {}

    /// The findings among the problems of each screen (in route order): each screen's are matched
    /// to the kinds of its components and items, side by side.
    package init(catalog: Catalog, screens: [(screen: Screen?, diagnostics: [Diagnostic])], templates: TemplateSet) {
        var routes: [CatalogConfig.Family: [String: Int]] = [:]
        var templateKinds: [String: Int] = [:]
        for (index, kind) in catalog.kinds.enumerated() {
            routes[kind.family, default: [:]][kind.name] = index
            if kind.hasOwnTemplate { templateKinds[templates.origin(of: kind.template)] = index }
        }
        let (kindIndexes, templateIndexes) = (routes, templateKinds)
        // Each screen's findings as the kind and the diagnostic's index: most are only counted.
        let found = screens.parallelMap { screen, diagnostics in
            Self.findings(in: diagnostics, places: screen.map { Self.places(in: $0, routes: kindIndexes) } ?? [:], templateKinds: templateIndexes)
        }
        var shown = Array(repeating: [Diagnostic](), count: catalog.kinds.count)
        var counts = Array(repeating: 0, count: catalog.kinds.count)
        var seen: Set<String> = []
        for (screen, findings) in zip(screens, found) {
            for (kind, index) in findings {
                let diagnostic = screen.diagnostics[index]
                // A template's finding is reported on every page it is on: the kind's page lists it once.
                if templateKinds[diagnostic.file] != nil, !seen.insert(diagnostic.description).inserted {
                    continue
                }
                counts[kind] += 1
                if shown[kind].count < Self.shown { shown[kind].append(diagnostic) }
            }
        }
        for (index, kind) in catalog.kinds.enumerated() where counts[index] > 0 {
            byKind[kind.route] = shown[index]
            self.counts[kind.route] = counts[index]
        }
    }

    /// The kind of each component and item of `screen`, by its JSON path (an item of a Slots data
    /// file has a path of its own file, `[0]`, which no path of the screen's is).
    private static func places(in screen: Screen, routes: [CatalogConfig.Family: [String: Int]]) -> [String: Int] {
        var places: [String: Int] = [:]
        func visit(_ item: Item) {
            places[item.path] = routes[.items]?[item.kind ?? "default"]
            item.children.forEach(visit)
        }
        func visit(_ component: Component) {
            places[component.path] = routes[.components]?[component.kind.name]
            component.items.forEach(visit)
            for item in component.roleItems where item.kind != nil { visit(item) }
        }
        screen.components.forEach(visit)
        return places
    }

    /// Each of `diagnostics` at a kind's use (the innermost) or in its template: the kind, and the
    /// diagnostic's index.
    private static func findings(in diagnostics: [Diagnostic], places: [String: Int], templateKinds: [String: Int]) -> [(Int, Int)] {
        diagnostics.indices.compactMap { index in
            let diagnostic = diagnostics[index]
            if let kind = templateKinds[diagnostic.file] { return (kind, index) }
            return diagnostic.path.flatMap { innermost($0, in: places) }.map { ($0, index) }
        }
    }
}
