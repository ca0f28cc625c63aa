/// What the build found at each kind: the problems reported at its uses (a colour pair that does
/// not read, an image without alt text, a deprecated kind) and at its own template (an image the
/// template writes without alt, a link with no text), for the kind's page.
struct CatalogFindings {
    /// The findings of each kind, by its page's route.
    private(set) var byKind: [Route: [Diagnostic]] = [:]

    /// A kind's page lists this many; the rest are counted.
    static let shown = 20

    init(catalog: Catalog, diagnostics: [Diagnostic], templates: TemplateSet) {
        // Each use's place, the innermost first found: an item's findings are its kind's, not its component's.
        var places: [String: [String: Route]] = [:]
        var templateKinds: [String: Route] = [:]
        for kind in catalog.kinds {
            for use in kind.uses { places[use.file, default: [:]][use.path] = kind.route }
            if kind.hasOwnTemplate { templateKinds[templates.origin(of: kind.template)] = kind.route }
        }
        var seen: Set<String> = []
        for diagnostic in diagnostics {
            guard let route = Self.kind(of: diagnostic, places: places[diagnostic.file], templateKinds: templateKinds) else { continue }
            // A template's finding is reported once per page it is on: the kind's page lists it once.
            let key = "\(route.path)\u{0}\(diagnostic.file)\u{0}\(diagnostic.location?.line ?? 0)\u{0}\(diagnostic.message)"
            if seen.insert(key).inserted { byKind[route, default: []].append(diagnostic) }
        }
    }

    /// The kind whose use or template `diagnostic` is at.
    private static func kind(of diagnostic: Diagnostic, places: [String: Route]?, templateKinds: [String: Route]) -> Route? {
        if let route = templateKinds[diagnostic.file] { return route }
        guard let places, var path = diagnostic.path else { return nil }
        while !path.isEmpty {
            if let route = places[path] { return route }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = String(path[..<cut])
        }
        return nil
    }
}
