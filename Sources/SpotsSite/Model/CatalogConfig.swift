/// `Content/catalog.json`: what the design catalog says of each component and item kind — where it
/// stands in its life, what it is for, who owns it, and what replaces it. The file and every field
/// in it are optional.
struct CatalogConfig: Sendable, Equatable {
    /// Where a kind stands in its life.
    enum Status: String, Sendable, CaseIterable {
        case stable, beta, experimental, deprecated
    }

    /// The two families of kinds: a component's `kind` picks `components/<kind>`, an item's
    /// picks `items/<kind>`.
    enum Family: String, Sendable, CaseIterable {
        case components, items

        /// "component" or "item", for messages.
        var singular: String { self == .components ? "component" : "item" }
    }

    /// What the catalog says of one kind.
    struct Entry: Sendable, Equatable {
        var status: Status?
        /// CommonMark.
        var description: String?
        var owner: String?
        /// The kind to use instead (of a deprecated one), of the same family.
        var replacement: String?
        /// Where the entry's key stands in `catalog.json`, and its JSON path (`components.carousel`).
        var location: SourceLocation
        var path: String
        /// Where the `replacement` value stands.
        var replacementLocation: SourceLocation?
    }

    /// The entries of each family, by kind.
    var entries: [Family: [String: Entry]] = [:]

    /// The entry of `kind` in `family`, if the catalog has one.
    func entry(_ family: Family, _ kind: String) -> Entry? {
        entries[family]?[kind]
    }
}
