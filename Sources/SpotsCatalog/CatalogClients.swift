import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog shows of client versions (`site.json`'s `clients`, a screen's own, and
/// `catalog.json`'s `since`): the uses of each kind that an app still served renders otherwise, for
/// the kind's Compatibility section, and what each screen needs, for the Clients page.
struct CatalogClients: Sendable {
    /// The Clients page, made when `site.json` names clients.
    static let route = Route(segments: ["catalog", "clients"])

    /// A kind's page lists this many of its uses that degrade; the rest are counted.
    static let shownUses = 50
    /// The Clients page lists this many screens at each version; the rest are counted.
    static let shownScreens = 50

    /// One use of a kind, or of one of its newer fields, that the apps still served on one
    /// platform render otherwise.
    struct Degraded: Sendable, Equatable {
        var screen: Route
        var title: String
        /// The JSON path of the kind's value or of the field (`components[0].items[1].meta.badge`).
        var path: String
        /// The versions that render it otherwise: `iOS 3.0–3.3`.
        var range: String
        /// What they show: `the default item`, `nothing`, `'card' without 'meta.badge'`.
        var shown: String
    }

    /// A screen that uses a kind or field of a `since`, or that its own `clients` serves only to
    /// newer apps.
    struct ScreenNeeds: Sendable {
        var route: Route
        var title: String
        /// The oldest version it is served to on each platform, by platform name.
        var floors: [String: ClientFloor]
        /// The newest version it needs on each platform, by platform name.
        var needs: [String: ClientNeed]
    }

    /// The oldest version `site.json` supports on each platform, by platform name.
    let site: [String: ClientVersion]
    let catalog: CatalogConfig
    /// The first uses of each kind that degrade (as many as its page shows), in route order.
    private(set) var degraded: [Catalog.Key: [Degraded]] = [:]
    /// How many uses of each kind degrade in all.
    private(set) var degradedCounts: [Catalog.Key: Int] = [:]
    /// The screens that need a version or are served only to newer apps, in route order.
    private(set) var screens: [ScreenNeeds] = []
    /// How many screens the site has.
    private(set) var screenCount = 0

    /// No screens: what an empty site, or a catalog without versions, shows.
    init(site: [String: ClientVersion], catalog: CatalogConfig) {
        self.site = site
        self.catalog = catalog
    }

    /// What `screens` (in route order) need, found side by side.
    init(screens: [Screen], catalog: CatalogConfig, site: [String: ClientVersion], siteTitle: String) {
        self.init(site: site, catalog: catalog)
        screenCount = screens.count
        guard catalog.hasVersions || screens.contains(where: { !$0.clients.isEmpty }) else { return }
        let found = screens.parallelMap { Self.found(in: $0, catalog: catalog, site: site, siteTitle: siteTitle) }
        for (needs, uses) in found {
            if let needs { self.screens.append(needs) }
            for (key, use) in uses {
                degradedCounts[key, default: 0] += 1
                if degraded[key, default: []].count < Self.shownUses { degraded[key, default: []].append(use) }
            }
        }
    }

    /// What one screen needs, and each of its uses that an app it is served to renders otherwise.
    private static func found(
        in screen: Screen, catalog: CatalogConfig, site: [String: ClientVersion], siteTitle: String
    ) -> (ScreenNeeds?, [(Catalog.Key, Degraded)]) {
        let uses = ClientUses.find(in: screen, catalog: catalog)
        let floors = ClientFloor.floors(of: screen, site: site)
        let title = PageTitle.heading(of: screen, siteTitle: siteTitle) + (screen.variant.map { " (state \($0.name))" } ?? "")
        var degraded: [(Catalog.Key, Degraded)] = []
        for use in uses {
            for (platform, first) in use.since.sortedByPlatform {
                guard let floor = floors[platform], let span = use.degraded(on: platform, from: floor.version, catalog: catalog) else { continue }
                let shown: String
                switch use.subject {
                case .kind(let family, let kind):
                    shown = Self.shown(instead: kind, of: family, catalog: catalog, platform: platform, from: floor.version, before: first)
                case .field(_, let kind, let field): shown = "'\(kind)' without '\(field)'"
                }
                let row = Degraded(
                    screen: screen.route, title: title, path: use.path, range: span.start.range(before: first, platform: platform).text,
                    shown: shown)
                degraded.append((Catalog.Key(family: use.subject.family, name: use.subject.kind), row))
            }
        }
        let needs = ClientNeed.needs(of: uses)
        guard !needs.isEmpty || !screen.clients.isEmpty else { return (nil, degraded) }
        return (ScreenNeeds(route: screen.route, title: title, floors: floors, needs: needs), degraded)
    }

    /// What the versions from `floor` up to before `first` of `platform` show instead of `kind`:
    /// `a 'list' component`, or while its fallback is itself too new, `the default item; from 3.1, a
    /// 'person' item` (`ClientFallback.steps`, the rule the warnings and the preview follow).
    static func shown(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, from floor: ClientVersion,
        before first: ClientVersion
    ) -> String {
        let steps = ClientFallback.steps(instead: kind, of: family, catalog: catalog, platform: platform, from: floor, before: first)
        return steps.enumerated().map { index, step in
            let noun = ClientFallback.noun(step.shown, of: family)
            return index == 0 ? noun : "from \(step.start), \(noun)"
        }.joined(separator: "; ")
    }
}
