import SpotsBuild
import SpotsFormat
import SpotsRender

/// What one screen needs of the apps on one platform, on one side of a review: the newest of the
/// version it is served from (`ClientFloor`) and the versions its uses need (`ClientNeed`), and
/// what sets it. Only the platforms `site.json`'s or the screen's `clients` name have one.
struct ClientDemand: Sendable, Equatable {
    /// The version the screen needs: its floor, or its uses' newest `since` when that is newer.
    var version: ClientVersion
    /// The oldest version it is served to.
    var floor: ClientFloor
    /// The uses that need exactly `version`, each once, in order (none when the floor is above them).
    var subjects: [ClientUse.Subject]
    /// Every use's first version on the platform: what tells a use gone from a `since` changed.
    var uses: [ClientUse.Subject: ClientVersion]
    /// The kinds and fields the screen writes that either side's `catalog.json` gives a `since`
    /// (on any platform): what tells a kind the screen stopped using from one whose `since` went.
    var written: Set<ClientUse.Subject> = []

    /// Whether `site.json`'s `clients` alone set it: no use and no `clients` of the screen's own.
    var isSites: Bool { subjects.isEmpty && !floor.isScreens }

    /// The demands of `screen`, by platform, with `catalog`'s `since`s and `site.json`'s `clients`;
    /// `other` is the other side's `catalog.json`, whose `since`s only say what the screen writes.
    static func demands(
        of screen: Screen, catalog: CatalogConfig, site: [String: ClientVersion], other: CatalogConfig? = nil
    ) -> [String: ClientDemand] {
        let floors = ClientFloor.floors(of: screen, site: site)
        guard !floors.isEmpty else { return [:] }
        let uses = ClientUses.find(in: screen, catalog: catalog)
        let needs = ClientNeed.needs(of: uses)
        let written = Set(uses.map(\.subject)).union(other.map { ClientUses.find(in: screen, catalog: $0).map(\.subject) } ?? [])
        var demands: [String: ClientDemand] = [:]
        for (platform, floor) in floors {
            var firsts: [ClientUse.Subject: ClientVersion] = [:]
            for use in uses { firsts[use.subject] = use.since[platform] ?? firsts[use.subject] }
            var demand = ClientDemand(version: floor.version, floor: floor, subjects: [], uses: firsts, written: written)
            if let need = needs[platform], need.version >= floor.version {
                demand.version = need.version
                demand.subjects = need.subjects
            }
            demands[platform] = demand
        }
        return demands
    }
}
