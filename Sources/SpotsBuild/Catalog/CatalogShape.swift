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
        if component.interaction.paginate != nil { fields.append("interaction.paginate") }
        if component.interaction.scrollDirection != nil { fields.append("interaction.scroll-direction") }
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
        let layout = component.layout
        var values: [(String, String)] = []
        func add(_ key: String, _ value: Double?) { if let value { values.append((key, NumberText.text(value))) } }
        add("span", layout.span)
        add("item-spacing", layout.itemSpacing)
        add("line-spacing", layout.lineSpacing)
        if let rows = layout.itemsPerRow { values.append(("items-per-row", String(rows))) }
        if let inset = layout.inset {
            values.append(("inset", [inset.top, inset.left, inset.bottom, inset.right].map { NumberText.text($0) }.joined(separator: " ")))
        }
        if let mode = layout.headerMode { values.append(("header-mode", mode)) }
        if let indicator = layout.pageIndicator { values.append(("page-indicator", indicator)) }
        if layout.showEmptyComponent { values.append(("show-empty-component", "true")) }
        if layout.dynamicSpan { values.append(("dynamic-span", "true")) }
        if layout.dynamicHeight { values.append(("dynamic-height", "true")) }
        if layout.infiniteScrolling { values.append(("infinite-scrolling", "true")) }
        return values
    }

    private static func metaKeys(_ meta: JSONValue?) -> [String] {
        (meta?.members ?? []).map { "meta." + $0.key }
    }
}
