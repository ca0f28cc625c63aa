import SpotsBuild
import SpotsFormat
import SpotsRender

/// The catalog's home page with screens' titles changed in place, for the quick update of a large
/// site (`CatalogFeature.quickFiles`): it lists every screen, 10,000 cards on a site of 10,000
/// screens, and a title changes only the screen's link in its card, `<a href="…">title</a>` in
/// the Screens list, which the built-in template writes and nothing else on the page does
/// (`LinkRetitle`). Nil unless it is sure: the built-in home template, the titles alone changed
/// (not what the cards' footers say), titles a page takes as they are (`LinkRetitle.takes`), and
/// the page as the last build wrote it; the page is then rendered from what the catalog kept.
enum CatalogRetitle {
    /// Where the Screens list stands on the page.
    static let (listStart, listEnd) = ("<section class=\"component catalog-family family-screens\"", "</section>")

    static func home(_ input: QuickFeatureInput) -> GeneratedFile? {
        guard !input.retitled.isEmpty, input.rerouted?.footnotes.isEmpty ?? true, input.templates.isBuiltIn("catalog/home"),
            let page = input.output(Catalog.home.outputFile)
        else { return nil }
        let siteTitle = input.content.config.title
        let links = input.retitled.sorted(by: { $0.key < $1.key }).compactMap { route, title in
            LinkRetitle.Link(
                href: Catalog.home.relativeLink(to: route),
                old: PageTitle.heading(title: input.summary.screens[route.path]?.title ?? nil, route: route, siteTitle: siteTitle),
                new: PageTitle.heading(title: title, route: route, siteTitle: siteTitle))
        }
        guard links.count == input.retitled.count, case .changed(let made) = LinkRetitle.retitled(page, from: listStart, to: listEnd, links: links)
        else { return nil }
        return GeneratedFile(Catalog.home.outputFile, .bytes(made))
    }
}
