/// What a component is: one of the three built-in kinds, or a custom one with a template of its own.
package enum ComponentKind: Sendable, Hashable, CustomStringConvertible {
    case list
    case grid
    case carousel
    /// Any other name: rendered by `Templates/components/<name>` when the project has one.
    case custom(String)

    /// The built-in kinds.
    package static let builtIn: [ComponentKind] = [.list, .grid, .carousel]

    /// Reads a kind name as Spots does (`"List"` and `"list"` are the same kind).
    package init(name: String) {
        switch name.lowercased() {
        case "list": self = .list
        case "grid": self = .grid
        case "carousel": self = .carousel
        default: self = .custom(name)
        }
    }

    /// The kind's name, which is also its template's name under `components/`.
    package var name: String {
        switch self {
        case .list: "list"
        case .grid: "grid"
        case .carousel: "carousel"
        case .custom(let name): name
        }
    }

    package var description: String { name }
}
