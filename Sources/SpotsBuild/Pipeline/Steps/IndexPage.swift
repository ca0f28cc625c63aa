import SpotsFormat
import SpotsRender

/// Step 6: the home page of a site with no `screens/index.json`: every screen, grouped by folder,
/// with its variants.
struct IndexPage: PageGenerator {
    var name: String { "Index page" }
    var writes: Set<String> { ["index.html"] }

    func files(of site: GeneratorInput) -> GeneratedFiles {
        let screens = site.renderedScreens
        guard !screens.contains(where: { $0.route == .root }) else { return GeneratedFiles([], summary: "the home screen is the home page") }
        let context = Self.indexContext(screens, renderer: site.pageRenderer())
        return GeneratedFiles(
            [.page(Document(route: .root, template: "index", context: context))],
            summary: "index.html lists " + screens.count { $0.variant == nil }.counted("screen"))
    }

    static func indexContext(_ screens: [Screen], renderer: PageRenderer) -> IndexContext {
        var groups: [IndexContext.Group] = []
        let config = renderer.config
        // Variants are listed with their screen, not on their own.
        for screen in screens where screen.variant == nil {
            let folder = screen.route.segments.count > 1 ? "/" + screen.route.segments.dropLast().joined(separator: "/") + "/" : "/"
            let variants = renderer.frame.navigation.variants[screen.route] ?? []
            let entry = IndexContext.Entry(
                title: PageTitle.heading(of: screen, siteTitle: config.title), route: screen.route.path,
                href: Route.root.relativeLink(to: screen.route), source: screen.source, components: screen.components.count,
                variants: variants.map { .init(name: $0.name, href: Route.root.relativeLink(to: $0.route)) })
            if let index = groups.firstIndex(where: { $0.folder == folder }) {
                groups[index].screens.append(entry)
            } else {
                groups.append(IndexContext.Group(folder: folder, screens: [entry]))
            }
        }
        groups.sort { $0.folder < $1.folder }
        return IndexContext(
            site: renderer.siteContext(on: .root), groups: groups, screenCount: screens.count { $0.variant == nil }, hasScreens: !screens.isEmpty)
    }
}
