import Foundation
import SpotsFormat
import SpotsRender

extension NewScreen {
    /// The entries of the navigation the site in `content` has while `site.json` names none (the
    /// home page and the top-level screens, `SiteNavigation`'s default), read and outlined as a
    /// build does; a navigation `--nav` makes starts with them, so that adding a page drops none.
    static func defaultNavigation(content: URL) -> [NavigationEdit.Entry] {
        let project = content.deletingLastPathComponent()
        let options = BuildOptions(
            content: content, templates: project.appendingPathComponent("Templates"), output: project.appendingPathComponent("Output"))
        var context = BuildContext(options: options)
        // The outline is where the navigation is made; nothing is rendered or written.
        Pipeline.run(context: &context, stopBefore: RenderPages.step)
        let routes = Set(context.content.screenFiles.map(\.route))
        return context.outline.navigation.links.compactMap { link in
            // The default's home link stands also for a site with no home screen yet.
            guard case .page(let route) = link.target, routes.contains(route) else { return nil }
            return NavigationEdit.Entry(title: link.title, action: route.navigationAction)
        }
    }
}
