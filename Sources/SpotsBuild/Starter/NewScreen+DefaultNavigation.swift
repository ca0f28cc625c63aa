import Foundation
import SpotsFormat
import SpotsRender

extension NewScreen {
    /// The entries of the navigation the site in `content` has while `site.json` names none (the
    /// home page and the top-level screens, `SiteNavigation`'s default), read and outlined as a
    /// build does; a navigation `--nav` makes starts with them, so that adding a page drops none.
    static func defaultNavigation(content: URL) -> [NavigationEdit.Entry] {
        let context = outline(content: content)
        let routes = Set(context.content.screenFiles.map(\.route))
        return context.outline.navigation.links.compactMap { link in
            // The default's home link stands also for a site with no home screen yet.
            guard case .page(let route) = link.target, routes.contains(route) else { return nil }
            return NavigationEdit.Entry(title: link.title, action: route.navigationAction)
        }
    }

    /// Whether anything in the site in `content` leads to the screen `screen` (an action, a
    /// navigation entry, the default navigation), as the build's flow checks find it: when nothing
    /// does, its first build warns `orphan-screen`.
    public static func isLedTo(_ screen: ScreenName, content: URL) -> Bool {
        let route = screen.routeValue
        guard route != .root else { return true }
        let graph = outline(content: content).outline.flow.graph
        guard let node = graph.nodes.firstIndex(where: { $0.route == route }) else { return true }
        return graph.edges.contains { $0.to == node }
    }

    /// The site in `content` read and outlined as a build does: the outline is where the
    /// navigation and the flow graph are made; nothing is rendered or written.
    private static func outline(content: URL) -> BuildContext {
        let project = content.deletingLastPathComponent()
        let options = BuildOptions(
            content: content, templates: project.appendingPathComponent("Templates"), output: project.appendingPathComponent("Output"))
        return SiteBuilder(options: options).outline()
    }
}
