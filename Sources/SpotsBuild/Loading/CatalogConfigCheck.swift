import SpotsFormat
import SpotsRender

/// What `catalog.json` makes the build say, with a catalog or without one: a warning at every
/// screen line that uses a deprecated kind (an error in strict mode), and the entries that name no
/// kind or a replacement that is none.
package enum CatalogConfigCheck {
    /// Every use of a deprecated kind in `screen`: components, items, headers and footers, and
    /// those nested in items, each at its `kind` (or where it starts when the kind is implied).
    package static func deprecatedUses(in screen: Screen, catalog: CatalogConfig, catalogFile: String) -> [Diagnostic] {
        guard !(catalog.entries.values.allSatisfy { $0.values.allSatisfy { $0.status != .deprecated } }) else { return [] }
        var diagnostics: [Diagnostic] = []
        func check(_ family: CatalogConfig.Family, _ kind: String, file: String, at location: SourceLocation, path: String) {
            guard let entry = catalog.entry(family, kind), entry.status == .deprecated else { return }
            let replacement = entry.replacement.map { "; use '\($0)' instead" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .deprecatedKind, file: file, location: location, path: path + ".kind",
                    message: "the \(family.singular) kind '\(kind)' is deprecated (\(catalogFile))\(replacement)",
                    hint: entry.replacement.map { "write \"kind\": \"\($0)\"" } ?? "see its entry in \(catalogFile) for what to use"))
        }
        func visit(_ item: Item) {
            if let kind = item.kind {
                check(.items, kind, file: item.file ?? screen.file, at: item.kindLocation ?? item.location, path: item.path)
            }
            item.children.forEach(visit)
        }
        func visit(_ component: Component) {
            check(.components, component.kind.name, file: screen.file, at: component.kindLocation ?? component.location, path: component.path)
            component.header.map(visit)
            component.items.forEach(visit)
            component.footer.map(visit)
        }
        screen.components.forEach(visit)
        return diagnostics
    }

    /// The entries of `catalog` that name a kind no template renders and no screen uses, and
    /// fallbacks and replacements that are no kind of their family (or the kind itself).
    static func entryProblems(_ catalog: CatalogConfig, file: String, usage: KindUsage, templates: TemplateSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for family in CatalogConfig.Family.allCases {
            // Only which kinds are used: not every use of each, in route order.
            let known = Set(templates.kinds(of: family)).union(family == .components ? usage.componentKinds : usage.itemKinds)
            for (kind, entry) in (catalog.entries[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if !known.contains(kind) {
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: .catalogEntry, file: file, location: entry.location, path: entry.path,
                            message: "no template renders the \(family.singular) kind '\(kind)' and no screen uses it",
                            hint: Suggestions.didYouMean(kind, in: known.sorted())
                                ?? "add Templates/\(family.rawValue)/\(kind).mustache, or remove the entry"))
                }
                if case .kind(let fallback)? = entry.fallback, fallback == kind || !known.contains(fallback) {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: .catalogEntry, file: file, location: entry.fallbackLocation ?? entry.location,
                            path: entry.path + ".fallback",
                            message: fallback == kind
                                ? "'\(kind)' cannot fall back on itself"
                                : "the fallback '\(fallback)' is no \(family.singular) kind: no template renders it and no screen uses it",
                            hint: Suggestions.didYouMean(fallback, in: known.subtracting([kind]).union(["hidden"]).sorted())
                                ?? "name another \(family.singular) kind, or \"hidden\" to show nothing"))
                }
                guard let replacement = entry.replacement else { continue }
                if replacement == kind || !known.contains(replacement) {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: .catalogEntry, file: file, location: entry.replacementLocation ?? entry.location,
                            path: entry.path + ".replacement",
                            message: replacement == kind
                                ? "'\(kind)' cannot replace itself"
                                : "the replacement '\(replacement)' is no \(family.singular) kind: no template renders it and no screen uses it",
                            hint: Suggestions.didYouMean(replacement, in: known.subtracting([kind]).sorted())))
                }
            }
        }
        return diagnostics
    }
}
