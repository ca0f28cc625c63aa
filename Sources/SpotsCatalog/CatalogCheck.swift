import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog makes the build say beyond `catalog.json`'s own checks (`CatalogConfigCheck`).
enum CatalogCheck {
    /// A note for each field that screens set on a kind whose own template never reads it, at the
    /// first use that sets it.
    static func unreadFields(_ catalog: Catalog, templates: TemplateSet) -> [Diagnostic] {
        catalog.kinds.filter(\.hasOwnTemplate).flatMap { kind in
            kind.fields.unread.compactMap { row -> Diagnostic? in
                guard let use = kind.examples.first(where: { $0.shape.contains(row.field) })?.first else { return nil }
                return Diagnostic(
                    .note, rule: .unreadField, file: use.writtenIn, location: use.location, path: use.path + "." + row.field,
                    message:
                        "the \(kind.family.singular) kind '\(kind.name)' shows nothing of '\(row.field)': its template \(kind.template) never reads it (set by \(row.setBy.counted("use")))",
                    hint: "print it in \(templates.origin(of: kind.template)) ({{\(row.field)}}), or leave it out of the screens")
            }
        }
    }
}
