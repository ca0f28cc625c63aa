import SpotsBuild
import SpotsFormat
import SpotsRender

/// What a change did to one screen's page: added, removed, renamed or changed, with the changes
/// to its JSON and to its HTML.
package struct ScreenReview: Sendable, Equatable {
    package enum Status: String, Sendable, Codable {
        case added, removed, renamed, changed
    }

    package var status: Status
    /// Its page's route (the old one for a removed screen).
    package var route: Route
    /// The route it had, for a renamed screen.
    var oldRoute: Route?
    /// Its file as pages name it (`Content/screens/crew.json`), on the new side (the old for a removed one).
    package var source: String?
    /// Its file before, for a renamed screen.
    var oldSource: String?
    /// Its title (the new one, else the old).
    package var title: String?
    /// The changes to its JSON, top to bottom (none when a side is an output folder, or for a
    /// screen added or removed whole).
    package var changes: [ReviewChange] = []
    /// The unified diff of its page (empty when the HTML is the same).
    var htmlDiff = ""
    /// The templates and data files whose own change reaches this page.
    var causes: [String] = []
    /// The warnings its page has now and had not before (all of an added screen's).
    package var newProblems = NewProblems()
    /// The changes to the app versions it needs, by platform name (`ClientNeedChange`).
    package var clientNeeds: [ClientNeedChange] = []
    /// How much of a renamed screen is the same, from 0 to 1.
    var similarity: Double?

    /// Its page file (`crew/index.html`).
    package var page: String { route.outputFile }

    /// What the screen is called: the title its page shows, else (an output folder's home page
    /// without one) its route.
    package var name: String { title ?? route.path }

    /// How the screen is named: its title and route.
    package var label: String { (title.map { "\($0) " } ?? "") + route.path }
}

/// A screen as lines of text, one per field of each component and item, to tell how alike two
/// screens are (a renamed file is one that is mostly the same).
enum ScreenFingerprint {
    package static func lines(of screen: Screen) -> [String] {
        var lines = ["title " + (screen.title ?? ""), "description " + (screen.description ?? "")]
        func addItem(_ item: Item, _ depth: String) {
            lines.append(depth + "item " + [item.kind, item.identifier, item.title].map { $0 ?? "" }.joined(separator: "|"))
            for (name, value) in [("subtitle", item.subtitle), ("text", item.text), ("image", item.image), ("action", item.action)] {
                if let value { lines.append(depth + name + " " + value) }
            }
            if let meta = item.meta { lines.append(depth + "meta " + meta.canonicalText) }
            for child in item.children { addComponent(child, depth + "  ") }
        }
        func addComponent(_ component: Component, _ depth: String) {
            lines.append(depth + "component " + component.kind.name + "|" + (component.identifier ?? ""))
            if let header = component.header { addItem(header, depth + "  ") }
            for item in component.items { addItem(item, depth + "  ") }
            if let footer = component.footer { addItem(footer, depth + "  ") }
        }
        for component in screen.components { addComponent(component, "") }
        return lines
    }
}
