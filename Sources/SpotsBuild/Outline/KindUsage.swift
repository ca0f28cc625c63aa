import SpotsFormat
import SpotsRender

/// Which component and item kinds the screens use, what `catalog.json`'s entries are checked
/// against, and at how many places each is written, which tells a likely typo (`KindTypos`). Kept
/// per screen, so a change to one screen updates only its part; each screen's kinds once each, with
/// at most two places, not each use (the catalog finds the uses themselves, with their shapes).
package struct KindUsage: Sendable {
    /// The kinds one screen uses, each with the first two places it writes it at (none for a
    /// variant's use that its patch did not write: its screen's). A place is a file and the JSON
    /// path of the kind, kept as their hash (`place(file:path:)`): only how many places differ is
    /// read, and the strings cost a site of 10,000 screens about 20 MB.
    private struct ScreenKinds: Sendable, Equatable {
        package var components: [String: [UInt64]] = [:]
        package var items: [String: [UInt64]] = [:]
    }

    private var screens: [Route: ScreenKinds] = [:]

    package init() {}

    package init(screens: [Screen]) {
        for screen in screens { update(screen.route, with: screen) }
    }

    /// Records what `screen` (nil: a screen that cannot be read) uses at `route`; whether that
    /// changed what the route uses or where it writes it.
    @discardableResult
    package mutating func update(_ route: Route, with screen: Screen?) -> Bool {
        guard let screen else { return screens.removeValue(forKey: route) != nil }
        var kinds = ScreenKinds()
        // Pages made from records share their file, and so their places. A kind's place is made
        // only while it has fewer than two (nearly every use comes after).
        func note(_ kind: String, at path: @autoclosure () -> String, file: String, in found: inout [String: [UInt64]]) {
            if let places = found[kind], places.count >= 2 { return }
            let path = path()
            let isOwn = file != screen.file || screen.variant.map { JSONMergePatch.isUnder(path, $0.patchedPaths) } ?? true
            guard isOwn else {
                if found[kind] == nil { found[kind] = [] }
                return
            }
            let place = Self.place(file: file, path: path)
            if found[kind]?.contains(place) != true { found[kind, default: []].append(place) }
        }
        func add(_ component: Component, file: String) {
            note(component.kind.name, at: component.path + ".kind", file: file, in: &kinds.components)
            for item in component.items {
                let itemFile = item.file ?? file
                note(item.kind ?? "default", at: item.path + ".kind", file: itemFile, in: &kinds.items)
                for child in item.children { add(child, file: itemFile) }
            }
            // A header or footer with a kind of its own is rendered by that kind's template.
            for item in component.roleItems {
                if let kind = item.kind { note(kind, at: item.path + ".kind", file: item.file ?? file, in: &kinds.items) }
            }
        }
        for component in screen.components { add(component, file: screen.file) }
        return screens.updateValue(kinds, forKey: route) != kinds
    }

    /// A place a kind is written at, as `ScreenKinds` keeps it: the hash of its file and its JSON path.
    static func place(file: String, path: String) -> UInt64 {
        var hash = ContentHash.Combined()
        hash.add(file)
        hash.add(path)
        return hash.value
    }

    /// The component kinds some screen uses (`list`, `grid`, `stats`).
    package var componentKinds: Set<String> { screens.values.reduce(into: []) { $0.formUnion($1.components.keys) } }

    /// The item kinds some screen uses (`default` for items without one).
    package var itemKinds: Set<String> { screens.values.reduce(into: []) { $0.formUnion($1.items.keys) } }

    /// The kinds the screen at `route` uses: its component kinds and its item kinds.
    package func kinds(at route: Route) -> (components: Set<String>, items: Set<String>) {
        (Set(screens[route]?.components.keys ?? [:].keys), Set(screens[route]?.items.keys ?? [:].keys))
    }

    /// At how many places the site writes each kind of `family`, counted up to two.
    package func placeCounts(of family: CatalogConfig.Family) -> [String: Int] {
        var places: [String: Set<UInt64>] = [:]
        for kinds in screens.values {
            for (kind, written) in family == .components ? kinds.components : kinds.items where places[kind]?.count ?? 0 < 2 {
                places[kind, default: []].formUnion(written)
            }
        }
        return places.mapValues { min($0.count, 2) }
    }
}
