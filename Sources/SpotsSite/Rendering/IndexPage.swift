/// The generated home page of a site with no `screens/index.json`: every screen, grouped by folder.
struct IndexPage {
    let renderer: PageRenderer
    let screens: [Screen]

    func render() -> String {
        var groups: [(folder: String, screens: [[String: Any]])] = []
        // Variants are listed with their screen, not on their own.
        for screen in screens where screen.variant == nil {
            let folder = screen.route.segments.count > 1 ? "/" + screen.route.segments.dropLast().joined(separator: "/") + "/" : "/"
            var entry: [String: Any] = [
                "title": screen.title ?? PageRenderer.title(of: screen.route) ?? renderer.config.title,
                "route": screen.route.path,
                "href": Route.root.relativeLink(to: screen.route),
                "source": screen.source,
                "components": screen.components.count,
            ]
            let variants = renderer.navigation.variants[screen.route] ?? []
            if !variants.isEmpty {
                entry["variants"] = variants.map { ["name": $0.name, "href": Route.root.relativeLink(to: $0.route)] }
                entry["hasVariants"] = true
            }
            if let index = groups.firstIndex(where: { $0.folder == folder }) {
                groups[index].screens.append(entry)
            } else {
                groups.append((folder, [entry]))
            }
        }
        groups.sort { $0.folder < $1.folder }
        var context = renderer.siteContext(on: .root)
        context["page"] = [
            "heading": renderer.config.title,
            "title": renderer.config.title,
            "description": renderer.config.description ?? "",
            "route": "/",
            "isHome": true,
        ] as [String: Any]
        context["groups"] = groups.map { ["folder": $0.folder, "screens": $0.screens] as [String: Any] }
        context["screenCount"] = screens.filter { $0.variant == nil }.count
        context["hasScreens"] = !screens.isEmpty
        return renderer.templates.render(context, with: "index").tidiedHTML
    }
}
