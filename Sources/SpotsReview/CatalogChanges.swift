import SpotsBuild
import SpotsFormat
import SpotsRender

/// `catalog.json`'s changes, one per key as `site.json`'s settings are, each named by its JSON
/// path there: `items.stat.since.ios: "3.2" → "3.3"`, `components.carousel.status: "beta" →
/// "deprecated"`. An entry added or removed is its keys going from or to `(none)`.
enum CatalogChanges {
    /// The changes from `old` to `new`, each with `file` (`Content/catalog.json`) as its subject.
    static func make(_ old: CatalogConfig, _ new: CatalogConfig, file: String) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        if old.builtInKinds != new.builtInKinds {
            changes.append(ReviewChange(.changed, file, field: "builtInKinds", old: old.builtInKinds.rawValue, new: new.builtInKinds.rawValue))
        }
        for family in CatalogConfig.Family.allCases {
            let before = old.entries[family] ?? [:]
            let after = new.entries[family] ?? [:]
            for kind in Set(before.keys).union(after.keys).sorted() {
                changes += entry(before[kind], after[kind], path: family.rawValue + "." + kind, file: file)
            }
        }
        return changes
    }

    /// One kind's entry, in the order the format lists its keys.
    private static func entry(_ old: CatalogConfig.Entry?, _ new: CatalogConfig.Entry?, path: String, file: String) -> [ReviewChange] {
        let keys: [(String, String?, String?)] = [
            ("status", old?.status?.rawValue, new?.status?.rawValue), ("description", old?.description, new?.description),
            ("owner", old?.owner, new?.owner), ("replacement", old?.replacement, new?.replacement),
        ]
        var changes = keys.filter { $0.1 != $0.2 }.map { ReviewChange(.changed, file, field: path + "." + $0.0, old: $0.1, new: $0.2) }
        changes += ReviewChange.versions(old?.since ?? [:], new?.since ?? [:], subject: file, field: path + ".since")
        let before = old?.fields ?? [:]
        let after = new?.fields ?? [:]
        for name in Set(before.keys).union(after.keys).sorted() {
            changes += ReviewChange.versions(
                before[name]?.since ?? [:], after[name]?.since ?? [:], subject: file, field: path + ".fields." + name + ".since")
        }
        if old?.fallback != new?.fallback {
            changes.append(ReviewChange(.changed, file, field: path + ".fallback", old: old?.fallback?.name, new: new?.fallback?.name))
        }
        return changes
    }
}
