import SpotsFormat

extension CatalogClients {
    /// One platform of a kind's Compatibility table.
    struct Compatibility: Sendable {
        var platform: String
        /// The oldest version `site.json` supports; nil when it does not name the platform.
        var floor: ClientVersion?
        /// The first version that renders the kind; nil when every version does.
        var since: ClientVersion?
        /// What the versions before `since` show, as the table says it; nil without `since`.
        var fallback: String?
        /// The kind's fields newer than it on the platform, by name, each with its version.
        var fields: [(name: String, since: ClientVersion)]
    }

    /// Whether the page of `kind` of `family` has a Compatibility section: `site.json` names
    /// clients, or the kind's entry gives it or its fields a `since`.
    func hasCompatibility(_ family: CatalogConfig.Family, _ kind: String) -> Bool {
        guard site.isEmpty else { return true }
        guard let entry = catalog.entry(family, kind) else { return false }
        return !entry.since.isEmpty || entry.fields.values.contains { !$0.since.isEmpty }
    }

    /// A row for each platform `site.json` or the kind's entry names, in order.
    func compatibility(of family: CatalogConfig.Family, _ kind: String) -> [Compatibility] {
        let entry = catalog.entry(family, kind)
        let fields = (entry?.fields ?? [:]).sorted { $0.key < $1.key }
        var platforms = Set(site.keys).union(entry?.since.keys.map { $0 } ?? [])
        for (_, field) in fields { platforms.formUnion(field.since.keys) }
        return platforms.sorted().map { platform in
            let floor = site[platform]
            let since = entry?.since[platform]
            var fallback: String?
            if let entry, let since {
                // From the oldest supported version, a fallback that is itself too new is followed on.
                if let floor, floor < since {
                    fallback = Self.shown(instead: kind, of: family, catalog: catalog, platform: platform, from: floor, before: since)
                } else {
                    fallback = ClientFallback.noun(entry.resolvedFallback(in: family), of: family)
                }
            }
            return Compatibility(
                platform: platform, floor: floor, since: since, fallback: fallback,
                fields: fields.compactMap { name, field in field.since[platform].map { (name, $0) } })
        }
    }
}
