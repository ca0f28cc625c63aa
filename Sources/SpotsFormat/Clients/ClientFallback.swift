/// What an app that does not know a kind shows in its place: the kind's `fallback`, followed on
/// while the fallback is itself too new for the app (a fallback that loops shows nothing). One rule
/// for the warnings, the `--client` preview and the catalog.
package enum ClientFallback {
    /// What version `version` of `platform` shows instead of `kind` of `family`.
    package static func shown(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, version: ClientVersion
    ) -> CatalogConfig.Fallback {
        var seen: Set<String> = [kind]
        var current = catalog.entry(family, kind)?.resolvedFallback(in: family) ?? family.defaultFallback
        while case .kind(let next) = current, let first = catalog.entry(family, next)?.since[platform], version < first {
            guard seen.insert(next).inserted else { return .hidden }
            current = catalog.entry(family, next)?.resolvedFallback(in: family) ?? family.defaultFallback
        }
        return current
    }

    /// What the versions of `platform` from `floor` up to before `first` show instead of `kind`,
    /// each with the version it starts at: it changes only where a kind of the family comes (a
    /// `badge-card` falling back on a `card` of 3.2: the default item from 3.0, the card from 3.2).
    package static func steps(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, from floor: ClientVersion,
        before first: ClientVersion
    ) -> [(start: ClientVersion, shown: CatalogConfig.Fallback)] {
        var starts = [floor]
        let comings = (catalog.entries[family] ?? [:]).values.compactMap { $0.since[platform] }.filter { floor < $0 && $0 < first }
        for version in comings.sorted() where !starts.contains(version) { starts.append(version) }
        var steps: [(start: ClientVersion, shown: CatalogConfig.Fallback)] = []
        for start in starts {
            let shown = shown(instead: kind, of: family, catalog: catalog, platform: platform, version: start)
            if steps.last?.shown != shown { steps.append((start, shown)) }
        }
        return steps
    }

    /// `the default item`, `a 'person' item`, `a 'list' component`, `nothing`: what an app shows.
    package static func noun(_ fallback: CatalogConfig.Fallback, of family: CatalogConfig.Family) -> String {
        switch fallback {
        case .hidden: "nothing"
        case .kind("default"): "the default \(family.singular)"
        case .kind(let kind): "a '\(kind)' \(family.singular)"
        }
    }

    /// What the versions from `floor` up to before `first` show instead of `kind`, for a message:
    /// `iOS 3.0–3.1 show the default item instead, 3.2–3.3 a 'card' item`.
    package static func sentence(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, from floor: ClientVersion,
        before first: ClientVersion
    ) -> String {
        let steps = steps(instead: kind, of: family, catalog: catalog, platform: platform, from: floor, before: first)
        var parts: [String] = []
        for (index, step) in steps.enumerated() {
            let end = index + 1 < steps.count ? steps[index + 1].start : first
            if index == 0 {
                let range = step.start.range(before: end, platform: platform)
                parts.append("\(range.text) \(range.isMany ? "show" : "shows") \(noun(step.shown, of: family)) instead")
            } else {
                // Later ranges without the platform's name: `3.2–3.3 a 'card' item`.
                parts.append("\(step.start.range(before: end).text) \(noun(step.shown, of: family))")
            }
        }
        return parts.joined(separator: ", ")
    }
}
