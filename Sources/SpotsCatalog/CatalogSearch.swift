import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog's search box finds: kinds, screens, variants and item titles, as a script
/// (`catalog/search.js`), which a page opened from `file://` can load where it could not fetch JSON.
enum CatalogSearch {
    static let indexFile = "catalog/search.js"

    /// `catalog/search.js`: every entry (kinds, then each screen with its variants and the titles
    /// of its items) as a global the catalog's script reads, one a line: `[title, type, href,
    /// detail]`, or for an item `[title, index of its screen's entry, id of the component that
    /// holds it on its screen's page]`. `anchors` gives the id of each component on each page, by
    /// its JSON path. Written as it is walked: a site of 10,000 screens has 300,000 entries.
    package static func script(of catalog: Catalog, screens: [Screen], siteTitle: String, anchors: [Route: [String: String]]) -> String {
        var script = Script()
        for kind in catalog.kinds {
            script.add(
                kind.name, type: "\(kind.family.singular) kind", href: Catalog.home.relativeLink(to: kind.route),
                detail: "\(kind.statusName) · \(kind.usage)")
        }
        for screen in screens {
            let heading = PageTitle.heading(of: screen, siteTitle: siteTitle)
            let index = script.count
            script.add(
                screen.variant.map { "\(heading) (\($0.name))" } ?? heading, type: screen.variant == nil ? "screen" : "variant",
                href: Catalog.home.relativeLink(to: screen.route), detail: screen.route.path)
            for entry in itemEntries(of: screen, anchors: anchors[screen.route] ?? [:]) {
                script.add(entry.title, screen: index, detail: entry.anchor)
            }
        }
        return script.finish()
    }

    /// What the index lists of the items of `screen`: each title once, trimmed, with the id of the
    /// component that holds it on its page (`anchors`: each component's id, by its JSON path).
    static func itemEntries(of screen: Screen, anchors ids: [String: String]) -> [(title: String, anchor: String)] {
        var entries: [(title: String, anchor: String)] = []
        // A title repeated on a screen (a feed of one kind of card) is found once.
        var seen: Set<String> = []
        func visit(_ item: Item, anchor: String) {
            if let title = item.title, !title.isEmpty, seen.insert(title).inserted {
                let trimmed = title.trimmedSpaces
                if !trimmed.isEmpty { entries.append((trimmed, anchor)) }
            }
            for child in item.children { visit(child, anchor: anchor) }
        }
        // An item is found at the component that holds it.
        func visit(_ component: Component, anchor: String) {
            let anchor = ids[component.path] ?? anchor
            // Header and footer, then the items: not a new list of all three for each component.
            for item in component.roleItems { visit(item, anchor: anchor) }
            for item in component.items { visit(item, anchor: anchor) }
        }
        for component in screen.components { visit(component, anchor: "") }
        return entries
    }

    /// The entry of a kind, screen or variant, as the script has it on a line of its own.
    static func entry(_ title: String, type: String, href: String, detail: String) -> String {
        "[" + title.jsonQuoted + "," + type.jsonQuoted + "," + href.jsonQuoted + "," + detail.jsonQuoted + "]"
    }

    /// The entry of the screen (not a variant) at `route` with the heading `heading`.
    static func screenEntry(_ route: Route, heading: String) -> String {
        entry(heading, type: "screen", href: Catalog.home.relativeLink(to: route), detail: route.path)
    }

    /// The entry of an item's title, found on the screen of entry `screen` in the component of id `detail`.
    static func itemEntry(_ title: String, screen: Int, detail: String) -> String {
        "[" + title.jsonQuoted + "," + String(screen) + "," + detail.jsonQuoted + "]"
    }

    /// The script being written.
    private struct Script {
        private var text = "// The design catalog's search index, written by spots-site.\nwindow.spotsCatalogSearch = [\n"
        /// How many entries it has.
        package private(set) var count = 0

        /// A kind, screen or variant.
        package mutating func add(_ title: String, type: String, href: String, detail: String) {
            if count > 0 { text += ",\n" }
            count += 1
            text += CatalogSearch.entry(title, type: type, href: href, detail: detail)
        }

        /// An item's title, found on the screen of entry `screen`.
        package mutating func add(_ title: String, screen: Int, detail: String) {
            if count > 0 { text += ",\n" }
            count += 1
            text += CatalogSearch.itemEntry(title, screen: screen, detail: detail)
        }

        /// The script, ended where it was written (`text + …` would copy all of it: 136 MB at
        /// 100,000 screens, held twice at the catalog's peak).
        package mutating func finish() -> String {
            text += "\n];\n"
            return text
        }
    }
}
