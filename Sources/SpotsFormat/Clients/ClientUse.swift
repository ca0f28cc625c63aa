/// One use, in a screen, of a kind or a field that `catalog.json` gives a `since`: what some app
/// versions cannot render. Found by `ClientUses`; checked against the clients a screen is served to
/// (`ClientFloors`), shown as an old app would (`ClientView`), compared in review.
package struct ClientUse: Sendable, Equatable {
    /// What is used.
    package enum Subject: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// A component or item kind.
        case kind(CatalogConfig.Family, String)
        /// A field (`badge`, `meta.badge`) of a kind.
        case field(CatalogConfig.Family, kind: String, field: String)

        /// The family of the kind.
        package var family: CatalogConfig.Family {
            switch self {
            case .kind(let family, _), .field(let family, _, _): family
            }
        }

        /// The kind, or the kind the field belongs to.
        package var kind: String {
            switch self {
            case .kind(_, let kind), .field(_, let kind, _): kind
            }
        }

        /// `the item kind 'badge-card'`, `the field 'meta.badge' of the item kind 'card'`.
        package var description: String {
            switch self {
            case .kind(let family, let kind): "the \(family.singular) kind '\(kind)'"
            case .field(let family, let kind, let field): "the field '\(field)' of the \(family.singular) kind '\(kind)'"
            }
        }

        /// `item kind 'badge-card'`, `field 'meta.badge' of item kind 'card'`: as review lists it.
        package var shortDescription: String {
            switch self {
            case .kind(let family, let kind): "\(family.singular) kind '\(kind)'"
            case .field(let family, let kind, let field): "field '\(field)' of \(family.singular) kind '\(kind)'"
            }
        }

        private var order: (String, String, String, String) {
            switch self {
            case .kind(let family, let kind): (family.rawValue, kind, "", "")
            case .field(let family, let kind, let field): (family.rawValue, kind, "field", field)
            }
        }

        package static func < (left: Subject, right: Subject) -> Bool { left.order < right.order }
    }

    package var subject: Subject
    /// The first version on each platform that renders it.
    package var since: [String: ClientVersion]
    /// Where it is written: the file, the line and column, and the JSON path (of the kind's value,
    /// or of the field).
    package var file: String
    package var location: SourceLocation
    package var path: String
}

extension CatalogConfig {
    /// Whether any entry gives a kind or a field a `since`: without one, no screen is checked.
    package var hasVersions: Bool {
        entries.values.contains { $0.values.contains { !$0.since.isEmpty || !$0.fields.isEmpty } }
    }
}

extension ClientUse {
    /// The versions of `platform` served from `floor` on that cannot render the use: from the floor
    /// (for a field, from when its kind comes: before, the app shows another kind) up to before its
    /// `since`; nil when there are none.
    package func degraded(on platform: String, from floor: ClientVersion, catalog: CatalogConfig) -> (
        start: ClientVersion, first: ClientVersion
    )? {
        guard let first = since[platform] else { return nil }
        var start = floor
        if case .field(let family, let kind, _) = subject, let kindSince = catalog.entry(family, kind)?.since[platform] {
            start = max(start, kindSince)
        }
        return start < first ? (start, first) : nil
    }
}
