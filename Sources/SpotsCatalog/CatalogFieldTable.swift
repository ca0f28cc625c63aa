import SpotsBuild
import SpotsFormat
import SpotsRender

/// The fields of a kind, derived like a props table nobody has to write: which fields and `meta`
/// keys its template reads (found from the template's own tags) and how many uses set each.
package struct CatalogFieldTable: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        /// As the catalog names fields (`title`, `meta.team`, `layout.span`).
        package var field: String
        var isRead: Bool
        /// How many uses set it.
        var setBy: Int
    }

    package var rows: [Row] = []
    /// Whether the template shows every field (`{{.}}`, a name it cannot tell).
    var readsEverything = false

    /// The fields screens set that the template never reads.
    var unread: [Row] { rows.filter { !$0.isRead && $0.setBy > 0 } }

    /// The table of `kind`, whose template has `source`.
    package static func make(_ kind: Catalog.Kind, templateSource source: String?) -> CatalogFieldTable {
        var table = CatalogFieldTable()
        var counts: [String: Int] = [:]
        // A row's own fields that `labels` shows: those of rows with no title, subtitle or text.
        var labelled = Set<String>()
        for example in kind.examples {
            for field in example.shape { counts[field, default: 0] += example.count }
            if example.shape.allSatisfy({ !["title", "subtitle", "text"].contains($0) }) { labelled.formUnion(example.shape) }
        }
        let names = source.flatMap { TemplateTags.topLevelNames(in: $0, objects: objectNames) }
        // The renderer reads this itself: it decides whether an empty component is shown at all.
        var read: Set<String> = kind.family == .components ? ["layout.show-empty-component"] : []
        var readsMeta = false
        // `labels` shows a row's own fields (`RowCell`): keys that are no item field, of rows
        // with no title, subtitle or text.
        var readsRowFields = false
        for name in names ?? [] {
            if name == "labels", kind.family == .items { readsRowFields = true }
            guard let fields = sources(of: name, family: kind.family) else {
                table.readsEverything = true
                break
            }
            if name == "meta" { readsMeta = true }
            read.formUnion(fields)
        }
        if names == nil { table.readsEverything = true }
        for field in Set(counts.keys).union(read).sorted() {
            let isRead =
                table.readsEverything || read.contains(field) || (readsMeta && field.hasPrefix("meta."))
                || (readsRowFields && labelled.contains(field) && !field.hasPrefix("meta.") && !itemFields.contains(field))
            table.rows.append(Row(field: field, isRead: isRead, setBy: counts[field] ?? 0))
        }
        return table
    }

    /// The objects of the templates' contexts, with the names each has of its own (`*`: too many
    /// to list, or lists whose elements are other contexts). Inside `{{#meta}}`, names are meta keys.
    static let objectNames: [String: Set<String>] = [
        "image": ["src", "alt", "altBesideTitle"], "size": ["width", "height"], "meta": [], "relations": ["*"],
        "children": ["*"], "items": ["*"], "header": ["*"], "footer": ["*"], "pageIndicator": ["*"],
        "fallback": ["*"], "labels": ["*"],
    ]

    /// The keys of an item in the format; any other key of a row is the row's own.
    private static let itemFields = FormatKeys.names(in: .item)

    /// The fields a template name is made from; nil for a name that shows every field. A name that
    /// is not the renderer's own is a row's field of that name (JSONViewControllers).
    package static func sources(of name: String, family: CatalogConfig.Family) -> [String]? {
        if name.hasPrefix("meta.") { return [name] }
        // `image.src` reads the image.
        if let dot = name.firstIndex(of: "."), name[..<dot] != "meta" { return sources(of: String(name[..<dot]), family: family) }
        let table = family == .components ? componentSources : itemSources
        return table[name] ?? (family == .items ? [name] : [])
    }

    /// The renderer's meta keys: colours (in `style` and `attributes`) and an image's alt text.
    private static let colorKeys = MetaKeys.colors.map { "meta." + $0 }
    private static let altKeys = (MetaKeys.alt + [MetaKeys.decorative]).map { "meta." + $0 }
    private static let linkLabelKey = "meta." + MetaKeys.linkLabel

    /// What each name of an item template (`ItemContext`) is made from.
    private static let itemSources: [String: [String]] = [
        "title": ["title"], "heading": ["title", "action", linkLabelKey], "linkLabel": ["title", "action", linkLabelKey], "subtitle": ["subtitle"],
        "text": ["text"], "image": ["image"] + altKeys, "href": ["action"], "isCurrent": ["action"], "isExternal": ["action"],
        "dangling": ["action"], "id": ["identifier"], "attributes": ["identifier", "action", "size"] + colorKeys,
        "style": ["size"] + colorKeys, "size": ["size"], "children": ["children"], "relations": ["relations"], "meta": [],
        "kind": [], "kindClass": [], "level": [], "labels": [], "isBlank": [],
    ]

    /// What each name of a component template (`ComponentContext`) is made from.
    private static let componentSources: [String: [String]] = [
        "header": ["header"], "footer": ["footer"], "items": ["items"], "hasItems": ["items"], "isEmpty": ["items"],
        "label": ["header"], "sectionLabel": ["header"], "id": ["identifier"],
        "style": FormatKeys.layout.filter { $0.css != nil }.map(\.path) + colorKeys,
        "paginate": ["interaction.paginate"], "pageIndicator": ["interaction.paginate", "layout.page-indicator"],
        "rows": ["layout.items-per-row"], "isSticky": ["layout.header-mode"],
        "classes": ["layout.dynamic-height", "layout.dynamic-span", "interaction.scroll-direction"], "meta": [], "kind": [],
        "kindClass": [], "fallback": [],
    ]
}
