/// What the catalog's search box finds: kinds, screens, variants and item titles, as a script
/// (`catalog/search.js`), which a page opened from `file://` can load where it could not fetch JSON.
enum CatalogSearch {
    static let indexFile = "catalog/search.js"

    /// One thing to find.
    struct Entry: Equatable {
        /// What it is called.
        var title: String
        /// What it is: "component kind", "item kind", "screen", "variant"; nil for an item.
        var type: String?
        /// Its page, from `catalog/`; for an item, the index of its screen's entry.
        var href: String
        var screen: Int?
        /// A kind's status and usage, a screen's route; for an item, the id of the component that
        /// holds it on its screen's page.
        var detail: String
    }

    /// Every entry: kinds, then each screen with its variants and the titles of its items.
    /// `anchors` gives the id of each component on each page, by its JSON path.
    static func entries(of catalog: Catalog, screens: [Screen], siteTitle: String, anchors: [Route: [String: String]]) -> [Entry] {
        var entries = catalog.kinds.map { kind in
            Entry(
                title: kind.name, type: "\(kind.family.singular) kind", href: Catalog.home.relativeLink(to: kind.route),
                detail: "\(kind.statusName) · \(kind.usage)")
        }
        for screen in screens {
            let heading = SiteOutline.heading(of: screen, siteTitle: siteTitle)
            let index = entries.count
            entries.append(
                Entry(
                    title: screen.variant.map { "\(heading) (\($0.name))" } ?? heading, type: screen.variant == nil ? "screen" : "variant",
                    href: Catalog.home.relativeLink(to: screen.route), detail: screen.route.path))
            let ids = anchors[screen.route] ?? [:]
            // A title repeated on a screen (a feed of one kind of card) is found once.
            var seen: Set<String> = []
            func visit(_ item: Item, anchor: String) {
                if let title = item.title, !title.isEmpty, seen.insert(title).inserted {
                    let trimmed = title.first?.isWhitespace == true || title.last?.isWhitespace == true ? String(title.trimmingSpaces) : title
                    if !trimmed.isEmpty { entries.append(Entry(title: trimmed, href: "", screen: index, detail: anchor)) }
                }
                for child in item.children { visit(child, anchor: anchor) }
            }
            // An item is found at the component that holds it.
            func visit(_ component: Component, anchor: String) {
                let anchor = ids[component.path] ?? anchor
                for item in [component.header, component.footer].compactMap({ $0 }) + component.items { visit(item, anchor: anchor) }
            }
            for component in screen.components { visit(component, anchor: "") }
        }
        return entries
    }

    /// `catalog/search.js`: the entries as a global the catalog's script reads, one a line:
    /// `[title, type, href, detail]`, or for an item `[title, index of its screen's entry, id]`.
    static func script(_ entries: [Entry]) -> String {
        var script = "// The design catalog's search index, written by spots-site.\nwindow.spotsCatalogSearch = [\n"
        script.reserveCapacity(entries.count * 48)
        for (index, entry) in entries.enumerated() {
            if index > 0 { script += ",\n" }
            script += "["
            script += entry.title.jsonQuoted
            script += ","
            if let screen = entry.screen {
                script += String(screen)
            } else {
                script += (entry.type ?? "").jsonQuoted
                script += ","
                script += entry.href.jsonQuoted
            }
            script += ","
            script += entry.detail.jsonQuoted
            script += "]"
        }
        return script + "\n];\n"
    }
}
