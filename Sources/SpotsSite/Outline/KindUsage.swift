/// Which screens use which component and item kinds, and where: the reverse index a design
/// catalog shows ("where used").
struct KindUsage: Sendable, Equatable {
    /// One use of a kind: the screen's route and the JSON path of the component or item.
    struct Use: Sendable, Equatable, Hashable {
        var route: Route
        var path: String
    }

    /// Uses of each component kind (`list`, `grid`, `stats`), in route order.
    private(set) var components: [String: [Use]] = [:]
    /// Uses of each item kind (`default` for items without one), in route order.
    private(set) var items: [String: [Use]] = [:]

    init() {}

    init(screens: [Screen]) {
        for screen in screens {
            for component in screen.components { add(component, on: screen.route) }
        }
    }

    private mutating func add(_ component: Component, on route: Route) {
        components[component.kind.name, default: []].append(Use(route: route, path: component.path))
        for item in component.items {
            items[item.kind ?? "default", default: []].append(Use(route: route, path: item.path))
            for child in item.children { add(child, on: route) }
        }
    }
}
