import SpotsFormat

/// The kinds that are likely typos (`carousell` for `carousel`): written at one place only, with no
/// template of their own and no entry in `catalog.json`, and one letter (or only letter case) away
/// from a known kind — one with a template of its own or an entry. A kind written at two places or
/// more is meant. Found by the outline over the whole site; the renderer warns at the kind
/// (`likely-typo-kind`, instead of the unknown kind's warning or note) and the catalog flags its card.
package struct KindTypos: Sendable, Equatable {
    /// The kind each typo likely stands for, by family and typo.
    private var meant: [CatalogConfig.Family: [String: String]] = [:]

    /// No typos.
    package init() {}

    /// The typos among the kinds of each family, given how many places each is written at
    /// (`written`, counted up to two) and what the templates and `catalog` know.
    package init(written: (CatalogConfig.Family) -> [String: Int], templates: TemplateSet, catalog: CatalogConfig) {
        for family in CatalogConfig.Family.allCases {
            let known = Self.known(family, templates: templates, catalog: catalog)
            for (kind, places) in written(family) where places == 1 && templates.template(of: kind, in: family) == nil {
                guard catalog.entry(family, kind) == nil, let match = Suggestions.closest(to: kind, in: known, within: 1) else { continue }
                meant[family, default: [:]][kind] = match
            }
        }
    }

    /// The known kind that `kind` of `family` likely stands for; nil when it is no likely typo.
    package func meant(by kind: String, in family: CatalogConfig.Family) -> String? {
        meant[family]?[kind]
    }

    /// Each typo, as `entries` lists them.
    package init(entries: [Entry]) {
        for entry in entries { meant[entry.family, default: [:]][entry.kind] = entry.meant }
    }

    /// One typo: its family, the kind as written, and the kind it likely stands for.
    package typealias Entry = (family: CatalogConfig.Family, kind: String, meant: String)

    /// Every typo, components first, each family by kind.
    package var entries: [Entry] {
        CatalogConfig.Family.allCases.flatMap { family in (meant[family] ?? [:]).sorted { $0.key < $1.key }.map { (family, $0.key, $0.value) } }
    }

    /// Each typo and what it stands for, one a line: what a page's hash takes of them.
    package var lines: [String] { entries.map { "\($0.family.rawValue) \($0.kind) \($0.meant)" } }

    /// The kinds of `family` a typo is measured against: those with a template of their own (not
    /// the fallbacks and roles: `default`, `header`, `footer`) and those `catalog` has an entry for.
    static func known(_ family: CatalogConfig.Family, templates: TemplateSet, catalog: CatalogConfig) -> Set<String> {
        let kinds = family == .items ? Set(templates.itemKinds) : Set(templates.componentKinds).subtracting(["default"])
        return kinds.union((catalog.entries[family] ?? [:]).keys)
    }
}

/// The warning at a likely typo's kind, worded when it is read.
struct LikelyTypoKind: DiagnosticWording {
    let family: CatalogConfig.Family
    let kind: String
    let meant: String

    var message: String {
        "the \(family.singular) kind '\(kind)' is likely a typo of '\(meant)': it is written only here and has no template; the default \(family.singular) template renders it"
    }
    var hint: String? { "did you mean '\(meant)'?" }
}
