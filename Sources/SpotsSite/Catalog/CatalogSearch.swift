import Foundation

/// What the catalog's search box finds: kinds, screens, variants and item titles, as a script
/// (`catalog/search.js`), which a page opened from `file://` can load where it could not fetch JSON.
enum CatalogSearch {
    static let indexFile = "catalog/search.js"

    /// One thing to find.
    struct Entry: Encodable, Equatable {
        /// What it is called.
        var title: String
        /// What it is: "component kind", "item kind", "screen", "variant", "item".
        var type: String
        /// Its page (and place on it), from `catalog/`.
        var href: String
        /// A line under the title: a status and usage, a route, the screen an item is on.
        var detail: String
    }

    /// Every entry: kinds, then each screen with its variants and the titles of its items.
    /// `link` gives the page of a route at the component that holds a JSON path, from `catalog/`.
    static func entries(of catalog: Catalog, screens: [Screen], siteTitle: String, link: (Route, String) -> String) -> [Entry] {
        var entries = catalog.kinds.map { kind in
            Entry(
                title: kind.name, type: "\(kind.family.singular) kind", href: Catalog.home.relativeLink(to: kind.route),
                detail: "\(kind.statusName) · \(kind.usage)")
        }
        for screen in screens {
            let heading = SiteOutline.heading(of: screen, siteTitle: siteTitle)
            let title = screen.variant.map { "\(heading) (\($0.name))" } ?? heading
            entries.append(
                Entry(
                    title: title, type: screen.variant == nil ? "screen" : "variant", href: Catalog.home.relativeLink(to: screen.route),
                    detail: screen.route.path))
            // A title repeated on a screen (a feed of one kind of card) is found once.
            var seen: Set<String> = []
            func visit(_ item: Item) {
                if let itemTitle = item.title?.trimmingSpaces, !itemTitle.isEmpty, seen.insert(String(itemTitle)).inserted {
                    entries.append(Entry(title: String(itemTitle), type: "item", href: link(screen.route, item.path), detail: "on " + title))
                }
                item.children.forEach(visit)
            }
            func visit(_ component: Component) {
                [component.header, component.footer].compactMap { $0 }.forEach(visit)
                component.items.forEach(visit)
            }
            screen.components.forEach(visit)
        }
        return entries
    }

    /// `catalog/search.js`: the entries as a global the catalog's script reads.
    static func script(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "// The design catalog's search index, written by spots-site.\nwindow.spotsCatalogSearch = " + json + ";\n"
    }
}
