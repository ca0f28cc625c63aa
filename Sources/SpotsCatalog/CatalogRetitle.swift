import SpotsBuild
import SpotsFormat
import SpotsRender

/// The catalog's home page with screens' titles (or their footers' words, `refooted`) changed in
/// place, for the quick update of a large site (`CatalogFeature.quickFiles`): it lists every
/// screen, 10,000 cards on a site of 10,000 screens, and a title changes only the screen's link in
/// its card, `<a href="…">title</a>` in the Screens list, which the built-in template writes and
/// nothing else on the page does (`LinkRetitle`). Nil unless it is sure: the built-in home
/// template, the titles alone changed (not what the cards' footers say), titles a page takes as
/// they are (`LinkRetitle.takes`), and the page as the last build wrote it; the page is then
/// rendered from what the catalog kept.
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

    /// The home page with what the footers of screens say changed in their cards, after actions
    /// led elsewhere (`FlowReroute.footnotes`): a card's footnote closes its line of meta,
    /// ` · Reached from 3 screens</p>`, after the screen's link. Nil unless it is sure: no title
    /// changed, the built-in home template, each screen's link once in the Screens list and its
    /// card's meta ending with the footnote the last build kept, and the page well-formed after.
    static func refooted(_ input: QuickFeatureInput) -> GeneratedFile? {
        guard input.retitled.isEmpty, let footnotes = input.rerouted?.footnotes, !footnotes.isEmpty,
            input.templates.isBuiltIn("catalog/home"), let page = input.output(Catalog.home.outputFile),
            let start = page[...].place(of: Array(listStart.utf8)), let end = page[start.upperBound...].place(of: Array(listEnd.utf8))
        else { return nil }
        var list = Array(page[start.upperBound..<end.lowerBound])
        for (route, footnote) in footnotes.sorted(by: { $0.key < $1.key }) {
            guard case .some(.some(let old)) = input.summary.screens[route.path]?.footnote else { return nil }
            let link = Array("<a href=\"\(Catalog.home.relativeLink(to: route).htmlEscaped)\">".utf8)
            let (card, meta) = (Array("</article>".utf8), Array("<p class=\"item-meta\">".utf8))
            guard let found = list[...].onlyPlace(of: link),
                let close = list[found.upperBound...].place(of: card), let metaStart = list[found.upperBound..<close.lowerBound].place(of: meta),
                let metaEnd = list[metaStart.upperBound..<close.lowerBound].place(of: Array("</p>".utf8))
            else { return nil }
            let (was, now) = (Array(" · \(old.htmlEscaped)</p>".utf8), Array(" · \(footnote.htmlEscaped)</p>".utf8))
            let tail = (metaEnd.upperBound - was.count)..<metaEnd.upperBound
            guard tail.lowerBound >= metaStart.upperBound, list[tail].elementsEqual(was) else { return nil }
            list.replaceSubrange(tail, with: now)
        }
        let made = Array(page[..<start.upperBound]) + list + page[end.lowerBound...]
        return PageChecker.isWellFormed(made) ? GeneratedFile(Catalog.home.outputFile, .bytes(made)) : nil
    }
}
