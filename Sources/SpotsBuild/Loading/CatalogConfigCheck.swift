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
                // A kind an entry names in its place (its fallback, its replacement) must be another of its family.
                func checkNamed(_ name: String, key: String, at location: SourceLocation?, own: String, hidden: Bool) {
                    guard name == kind || !known.contains(name) else { return }
                    let others = known.subtracting([kind]).union(hidden ? ["hidden"] : [])
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: .catalogEntry, file: file, location: location ?? entry.location, path: entry.path + "." + key,
                            message: name == kind
                                ? "'\(kind)' cannot \(own)"
                                : "the \(key) '\(name)' is no \(family.singular) kind: no template renders it and no screen uses it",
                            hint: Suggestions.didYouMean(name, in: others.sorted())
                                ?? (hidden ? "name another \(family.singular) kind, or \"hidden\" to show nothing" : nil)))
                }
                if case .kind(let fallback)? = entry.fallback {
                    checkNamed(fallback, key: "fallback", at: entry.fallbackLocation, own: "fall back on itself", hidden: true)
                }
                if let replacement = entry.replacement {
                    checkNamed(replacement, key: "replacement", at: entry.replacementLocation, own: "replace itself", hidden: false)
                }
            }
        }
        return diagnostics
    }
}
