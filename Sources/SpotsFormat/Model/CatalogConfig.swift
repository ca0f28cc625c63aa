/// `Content/catalog.json`: what the design catalog says of each component and item kind — where it
/// stands in its life, what it is for, who owns it, and what replaces it — and which built-in kinds
/// it lists. The file and every field in it are optional.
package struct CatalogConfig: Sendable, Equatable {
    /// Where a kind stands in its life.
    package enum Status: String, Sendable, CaseIterable {
        case stable, beta, experimental, deprecated
    }

    /// The two families of kinds: a component's `kind` picks `components/<kind>`, an item's
    /// picks `items/<kind>`.
    package enum Family: String, Sendable, CaseIterable {
        case components, items

        /// "component" or "item", for messages.
        package var singular: String { self == .components ? "component" : "item" }

        /// What an older client shows instead of a kind with no `fallback`: the `default` item for
        /// an item kind, nothing for a component kind.
        package var defaultFallback: Fallback { self == .components ? .hidden : .kind("default") }
    }

    /// What the catalog says of one kind.
    package struct Entry: Sendable, Equatable {
        package var status: Status?
        /// CommonMark.
        package var description: String?
        package var owner: String?
        /// The kind to use instead (of a deprecated one), of the same family.
        package var replacement: String?
        /// Where the entry's key stands in `catalog.json`, and its JSON path (`components.carousel`).
        package var location: SourceLocation
        package var path: String
        /// Where the `replacement` value stands.
        package var replacementLocation: SourceLocation?
        /// The first app version on each platform that renders the kind (`since`), by platform
        /// name; a platform not named has always had it.
        package var since: [String: ClientVersion] = [:]
        /// Where each platform of `since` is named.
        package var sinceLocations: [String: SourceLocation] = [:]
        /// Fields newer than the kind (`fields`), by name: a top-level key (`badge`) or a meta key
        /// (`meta.badge`).
        package var fields: [String: Field] = [:]
        /// What an older client shows instead (`fallback`); nil for the default, `defaultFallback(of:)`.
        package var fallback: Fallback?
        /// Where the `fallback` value stands.
        package var fallbackLocation: SourceLocation?

        /// What an older client shows instead of the kind: `fallback`, or the default of its family.
        package func resolvedFallback(in family: Family) -> Fallback {
            fallback ?? family.defaultFallback
        }
    }

    /// A field of a kind that is newer than the kind (an entry of `fields`).
    package struct Field: Sendable, Equatable {
        /// The first app version on each platform that shows the field.
        package var since: [String: ClientVersion] = [:]
        /// Where each platform of `since` is named.
        package var sinceLocations: [String: SourceLocation] = [:]
        /// Where the field's name stands, and its JSON path (`items.card.fields.meta.badge`).
        package var location: SourceLocation
        package var path: String
    }

    /// What an older client shows instead of a kind it does not know.
    package enum Fallback: Sendable, Equatable {
        /// Nothing: the component or item is left out.
        case hidden
        /// Another kind of the same family.
        case kind(String)

        /// As `catalog.json` writes it: `hidden`, or the kind.
        package var name: String {
            switch self {
            case .hidden: "hidden"
            case .kind(let kind): kind
            }
        }
    }

    /// Which of the built-in theme's kinds the catalog lists (`"builtInKinds"`).
    package enum BuiltInKinds: String, Sendable, CaseIterable {
        /// Those the screens use or that have an entry: the project's own kinds only.
        case used
        /// All of them, used or not.
        case all
    }

    /// The entries of each family, by kind.
    package var entries: [Family: [String: Entry]] = [:]

    /// Which built-in kinds the catalog lists.
    package var builtInKinds = BuiltInKinds.used

    package init(entries: [Family: [String: Entry]] = [:], builtInKinds: BuiltInKinds = .used) {
        self.entries = entries
        self.builtInKinds = builtInKinds
    }

    /// The entry of `kind` in `family`, if the catalog has one.
    package func entry(_ family: Family, _ kind: String) -> Entry? {
        entries[family]?[kind]
    }
}
