import SpotsFormat

extension CatalogClients {
    /// One app version that matters on a platform: the oldest `site.json` supports, or one at which
    /// a kind or a field comes.
    struct Boundary: Sendable {
        var version: ClientVersion
        /// Whether it is the oldest version `site.json` supports.
        var isFloor: Bool
        /// What first renders at it: each kind and field whose `since` it is.
        var brings: [ClientUse.Subject]
        /// The first screens served to it that it renders otherwise (as many as the page shows),
        /// each with the newest version it needs and what needs that.
        var degrading: [(screen: ScreenNeeds, need: ClientNeed)] = []
        /// How many screens served to it it renders otherwise.
        var degradingCount = 0
        /// How many screens it is served: all but those whose own `clients` serves them only to
        /// newer apps.
        var served: Int
        /// How many screens their own `clients` serves only to newer apps.
        var notServed = 0
    }

    /// The platforms `site.json` names, in order, each with its oldest supported version.
    var platforms: [(platform: String, version: ClientVersion)] { site.sortedByPlatform }

    /// The versions that matter on `platform`: the oldest supported, then each `since` above it
    /// (of any kind or field in `catalog.json`), oldest first; none when `site.json` does not name
    /// the platform.
    func boundaries(on platform: String) -> [Boundary] {
        guard let floor = site[platform] else { return [] }
        let brought = ClientBoundaries.comings(on: platform, after: floor, catalog: catalog)
        let versions = ClientBoundaries.versions(on: platform, floor: floor, catalog: catalog)
        return versions.map { version in
            var boundary = Boundary(
                version: version, isFloor: version == floor, brings: brought.filter { $0.version == version }.map(\.subject),
                served: screenCount)
            for screen in screens {
                if let own = screen.floors[platform], version < own.version {
                    boundary.notServed += 1
                    continue
                }
                guard let need = screen.needs[platform], version < need.version else { continue }
                boundary.degradingCount += 1
                if boundary.degrading.count < Self.shownScreens { boundary.degrading.append((screen, need)) }
            }
            boundary.served -= boundary.notServed
            return boundary
        }
    }
}
