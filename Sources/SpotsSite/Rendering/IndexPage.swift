/// The generated home page of a site with no `screens/index.json`: every screen, grouped by folder.
struct IndexPage {
    let renderer: PageRenderer
    let screens: [Screen]

    func render() -> String {
        var groups: [(folder: String, screens: [[String: Any]])] = []
        for screen in screens {
            let folder = screen.route.segments.count > 1 ? "/" + screen.route.segments.dropLast().joined(separator: "/") + "/" : "/"
            let entry: [String: Any] = [
                "title": screen.title ?? screen.route.path,
                "route": screen.route.path,
                "href": Route.root.relativeLink(to: screen.route),
                "source": screen.source,
                "components": screen.components.count,
            ]
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
        context["screenCount"] = screens.count
        context["hasScreens"] = !screens.isEmpty
        return renderer.templates.render(context, with: "index").tidiedHTML
    }
}
