import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog makes the build say beyond `catalog.json`'s own checks (`CatalogConfigCheck`).
enum CatalogCheck {
    /// A note for each field that screens set on a kind whose own template never reads it, at the
    /// first use that sets it.
    static func unreadFields(_ catalog: Catalog, templates: TemplateSet) -> [Diagnostic] {
        catalog.kinds.filter(\.hasOwnTemplate).flatMap { kind -> [Diagnostic] in
            let unread = kind.fields.unread
            guard !unread.isEmpty else { return [] }
            // The first example that sets each field, in one pass (a search per field took
            // 93 s for 20,000 items with a meta key each).
            let wanted = Set(unread.map(\.field))
            var firstUse: [String: Int] = [:]
            for (index, example) in kind.examples.enumerated() {
                for field in example.shape where wanted.contains(field) && firstUse[field] == nil { firstUse[field] = index }
            }
            return unread.compactMap { row -> Diagnostic? in
                guard let index = firstUse[row.field] else { return nil }
                let use = kind.examples[index].first
                return Diagnostic(
                    .note, rule: .unreadField, file: use.writtenIn, location: use.location, path: use.path + "." + row.field,
                    message:
                        "the \(kind.family.singular) kind '\(kind.name)' shows nothing of '\(row.field)': its template \(kind.template) never reads it (set by \(row.setBy.counted("use")))",
                    hint: "print it in \(templates.origin(of: kind.template)) ({{\(row.field)}}), or leave it out of the screens")
            }
        }
    }
}
