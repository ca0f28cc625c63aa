import SpotsFormat
import SpotsRender

/// Which screens use which component and item kinds, and where: the reverse index a design
/// catalog shows ("where used"). Kept per screen, so a change to one screen updates only its part.
struct KindUsage: Sendable {
    /// One use of a kind: the screen's route and the JSON path of the component or item.
    struct Use: Sendable, Equatable, Hashable {
        package var route: Route
        package var path: String
    }

    /// The kinds one screen uses, in document order.
    private struct ScreenKinds: Sendable {
        package var components: [(kind: String, path: String)] = []
        package var items: [(kind: String, path: String)] = []
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
            kinds.components.append((component.kind.name, component.path))
            for item in component.items {
                kinds.items.append((item.kind ?? "default", item.path))
                for child in item.children { add(child) }
            }
            // A header or footer with a kind of its own is rendered by that kind's template.
            for item in component.roleItems {
                if let kind = item.kind { kinds.items.append((kind, item.path)) }
            }
        }
        for component in screen.components { add(component) }
        screens[route] = kinds
    }

    /// Uses of each component kind (`list`, `grid`, `stats`), in route order.
    package var components: [String: [Use]] { index(\.components) }

    /// Uses of each item kind (`default` for items without one), in route order.
    package var items: [String: [Use]] { index(\.items) }

    /// The component kinds some screen uses: what `components` holds the keys of, without the uses.
    package var componentKinds: Set<String> { kinds(\.components) }

    /// The item kinds some screen uses (`default` for items without one).
    package var itemKinds: Set<String> { kinds(\.items) }

    private func kinds(_ part: KeyPath<ScreenKinds, [(kind: String, path: String)]>) -> Set<String> {
        var kinds = Set<String>()
        for screen in screens.values {
            for (kind, _) in screen[keyPath: part] { kinds.insert(kind) }
        }
        return kinds
    }

    private func index(_ part: KeyPath<ScreenKinds, [(kind: String, path: String)]>) -> [String: [Use]] {
        var index: [String: [Use]] = [:]
        for route in screens.keys.sorted() {
            for (kind, path) in screens[route]?[keyPath: part] ?? [] { index[kind, default: []].append(Use(route: route, path: path)) }
        }
        return index
    }
}
