/// The app versions that matter on a platform: the oldest supported one, and every version above it
/// at which a kind or field comes (a `since` of `catalog.json`), where what the site looks like to
/// an app changes. The Clients page has a row for each; serve's device preview offers each.
package enum ClientBoundaries {
    /// The kinds and fields that come on `platform` after `floor`, each with its version, in the
    /// order of their family, kind and field.
    package static func comings(on platform: String, after floor: ClientVersion, catalog: CatalogConfig) -> [(
        version: ClientVersion, subject: ClientUse.Subject
    )] {
        var found: [(version: ClientVersion, subject: ClientUse.Subject)] = []
        for family in CatalogConfig.Family.allCases {
            for (kind, entry) in (catalog.entries[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let first = entry.since[platform], floor < first { found.append((first, .kind(family, kind))) }
                for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) {
                    if let first = field.since[platform], floor < first { found.append((first, .field(family, kind: kind, field: name))) }
                }
            }
        }
        return found
    }

    /// `floor`, then every version a kind or field comes at above it, ascending, each once.
    package static func versions(on platform: String, floor: ClientVersion, catalog: CatalogConfig) -> [ClientVersion] {
        var versions = [floor]
        for version in comings(on: platform, after: floor, catalog: catalog).map(\.version).sorted() where !versions.contains(version) {
            versions.append(version)
        }
        return versions
    }
}
