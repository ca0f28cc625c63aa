import SpotsBuild
import SpotsFormat
import SpotsRender

/// The shape of a use of a kind: which of its fields are set. Uses of one shape look alike, so the
/// catalog shows one example of each, however many screens there are.
enum CatalogShape {
    /// A component's shape: `header`, `footer`, `items`, `identifier`, each `layout.<key>` and
    /// `interaction.<key>` set, and each `meta.<key>`.
    package static func of(_ component: Component) -> [String] {
        var fields: [String] = []
        if component.identifier != nil { fields.append("identifier") }
        if component.header != nil { fields.append("header") }
        if component.footer != nil { fields.append("footer") }
        if !component.items.isEmpty { fields.append("items") }
        fields += layoutValues(of: component).map { "layout." + $0.key }
        for key in FormatKeys.interaction {
            if case .interaction(let property)? = key.field, component.interaction[keyPath: property] != nil { fields.append(key.path) }
        }
        fields += metaKeys(component.meta)
        return fields.sorted()
    }

    /// An item's shape: each of `title`, `subtitle`, `text`, `image`, `action`, `identifier`,
    /// `size`, `relations` and `children` set, each `meta.<key>`, and each field of its own.
    package static func of(_ item: Item) -> [String] {
        // In order already: the named fields, sorted; only meta keys and row fields need sorting in.
        var fields: [String] = []
        fields.reserveCapacity(8)
        if item.action != nil { fields.append("action") }
        if !item.children.isEmpty { fields.append("children") }
        if item.identifier != nil { fields.append("identifier") }
        if item.image != nil { fields.append("image") }
        if !item.relations.isEmpty { fields.append("relations") }
        if item.size != nil { fields.append("size") }
        if item.subtitle != nil { fields.append("subtitle") }
        if item.text != nil { fields.append("text") }
        if item.title != nil { fields.append("title") }
        let more = metaKeys(item.meta) + item.fields.map(\.name)
        return more.isEmpty ? fields : (fields + more).sorted()
    }

    /// The layout keys a component sets, with their values as written in the catalog (`span`: `2`).
    static func layoutValues(of component: Component) -> [(key: String, value: String)] {
        FormatKeys.layout.compactMap { key in key.value(in: component.layout).map { (key.name, $0.text) } }
    }

    private static func metaKeys(_ meta: JSONValue?) -> [String] {
        (meta?.members ?? []).map { "meta." + $0.key }
    }
}
