import SpotsFormat
import SpotsRender

/// Which component and item kinds the screens use, what `catalog.json`'s entries are checked
/// against. Kept per screen, so a change to one screen updates only its part; each screen's kinds
/// once each, not each use (the catalog finds the uses themselves, with their shapes).
struct KindUsage: Sendable {
    /// The kinds one screen uses, each once.
    private struct ScreenKinds: Sendable {
        package var components: Set<String> = []
        package var items: Set<String> = []
    }

    private var screens: [Route: ScreenKinds] = [:]

    package init() {}

    package init(screens: [Screen]) {
        for screen in screens { update(screen.route, with: screen) }
    }

    /// Records what `screen` (nil: a screen that cannot be read) uses at `route`.
    package mutating func update(_ route: Route, with screen: Screen?) {
        guard let screen else {
            screens[route] = nil
            return
        }
        var kinds = ScreenKinds()
        func add(_ component: Component) {
            kinds.components.insert(component.kind.name)
            for item in component.items {
                kinds.items.insert(item.kind ?? "default")
                for child in item.children { add(child) }
            }
            // A header or footer with a kind of its own is rendered by that kind's template.
            for item in component.roleItems {
                if let kind = item.kind { kinds.items.insert(kind) }
            }
        }
        for component in screen.components { add(component) }
        screens[route] = kinds
    }

    /// The component kinds some screen uses (`list`, `grid`, `stats`).
    package var componentKinds: Set<String> { screens.values.reduce(into: []) { $0.formUnion($1.components) } }

    /// The item kinds some screen uses (`default` for items without one).
    package var itemKinds: Set<String> { screens.values.reduce(into: []) { $0.formUnion($1.items) } }

    /// The kinds the screen at `route` uses: its component kinds and its item kinds.
    package func kinds(at route: Route) -> (components: Set<String>, items: Set<String>) {
        (screens[route]?.components ?? [], screens[route]?.items ?? [])
    }
}
