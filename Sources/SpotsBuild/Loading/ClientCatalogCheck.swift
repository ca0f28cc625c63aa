import SpotsFormat

/// What `since`, `fields` and `fallback` make the build say in `catalog.json`: a note at each
/// `since` every supported version already has, a warning at each platform no `clients` names, at
/// a field no item or component can set, and at fallbacks that loop; and when no `clients` names
/// any platform, one note that nothing is checked.
package enum ClientCatalogCheck {
    /// The problems of `catalog` (in `catalogFile`), given `site.json` and the platforms the
    /// screens' own `clients` name.
    package static func problems(_ catalog: CatalogConfig, catalogFile: String, site: SiteConfig, screenPlatforms: Set<String>) -> [Diagnostic] {
        var diagnostics = fieldNames(catalog, file: catalogFile) + fallbackLoops(catalog, file: catalogFile)
        let sinces = declared(catalog)
        let named = site.clientPlatforms.union(screenPlatforms)
        if named.isEmpty {
            guard let first = sinces.first, let platform = first.since.keys.sorted().first else { return diagnostics }
            return diagnostics + [
                Diagnostic(
                    .note, rule: .clientSupport, file: catalogFile, location: first.locations[platform], path: first.path,
                    message:
                        "\(ClientCheck.catalogName) gives versions in \"since\", but \(ClientCheck.configName) names no \"clients\": no screen is checked against them",
                    hint: "add \"clients\": { \"\(platform)\": \"<oldest version still supported>\" } to \(ClientCheck.configName)")
            ]
        }
        for entry in sinces {
            for (platform, first) in entry.since.sortedByPlatform {
                let location = entry.locations[platform]
                let path = entry.path + "." + platform
                guard named.contains(platform) else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: .clientVersion, file: catalogFile, location: location, path: path,
                            message: "'\(platform)' is not a platform \(ClientCheck.configName)'s \"clients\" names, so no app is checked against it",
                            hint: Suggestions.didYouMean(platform, in: named.sorted())
                                ?? "add \"\(platform)\": \"<oldest version still supported>\" to \"clients\" in \(ClientCheck.configName)"))
                    continue
                }
                let name = ClientPlatform.displayName(of: platform)
                if let floor = site.clients[platform], first <= floor {
                    diagnostics.append(
                        Diagnostic(
                            .note, rule: .clientSupport, file: catalogFile, location: location, path: path,
                            message:
                                "every supported \(name) has \(entry.what) (since \(first); \(ClientCheck.configName) supports \(floor) and later): the entry can go",
                            hint: "remove \"\(platform)\" from its \"since\""))
                } else if let kindSince = entry.kindSince?[platform], first <= kindSince {
                    diagnostics.append(
                        Diagnostic(
                            .note, rule: .clientSupport, file: catalogFile, location: location, path: path,
                            message: "\(entry.what) comes with its kind (since \(first); the kind since \(kindSince)): the entry can go",
                            hint: "remove \"\(platform)\" from its \"since\""))
                }
            }
        }
        return diagnostics
    }

    /// Each `since` the catalog gives, of a kind or of a field (with its kind's), in order.
    private static func declared(_ catalog: CatalogConfig) -> [(
        what: String, path: String, since: [String: ClientVersion], locations: [String: SourceLocation], kindSince: [String: ClientVersion]?
    )] {
        var found: [(String, String, [String: ClientVersion], [String: SourceLocation], [String: ClientVersion]?)] = []
        for family in CatalogConfig.Family.allCases {
            for (kind, entry) in (catalog.entries[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if !entry.since.isEmpty {
                    found.append(("the \(family.singular) kind '\(kind)'", entry.path + ".since", entry.since, entry.sinceLocations, nil))
                }
                for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) where !field.since.isEmpty {
                    found.append(
                        (
                            "the field '\(name)' of the \(family.singular) kind '\(kind)'", field.path + ".since", field.since, field.sinceLocations,
                            entry.since
                        ))
                }
            }
        }
        return found.map { (what: $0.0, path: $0.1, since: $0.2, locations: $0.3, kindSince: $0.4) }
    }

    /// A field a component cannot have (not one of its keys, nor `meta.…`), and an item field one
    /// letter from an item's key (`subtitel`): an item's other fields may be a row's own.
    private static func fieldNames(_ catalog: CatalogConfig, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for family in CatalogConfig.Family.allCases {
            let keys =
                family == .components
                ? ScreenDecoder.componentKeys.subtracting(["kind", "type"]) : ScreenDecoder.itemKeys.subtracting(["kind", "type"])
            for (kind, entry) in (catalog.entries[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("meta.") && !keys.contains(name) {
                    let meant = Suggestions.closest(to: name, in: keys.sorted())
                    guard family == .components || meant != nil else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: .catalogEntry, file: file, location: field.location, path: field.path,
                            message:
                                "'\(name)' is not a field of \(family == .components ? "a component" : "an item"), so no use of '\(kind)' sets it",
                            hint: meant.map { "did you mean '\($0)'?" }
                                ?? "name a key of a component (\"header\", \"layout\") or a meta key (\"meta.\(name)\")"))
                }
            }
        }
        return diagnostics
    }

    /// A warning at the first kind (by name) of each loop of fallbacks (`a` → `b` → `a`): an app
    /// that knows none of them shows nothing.
    private static func fallbackLoops(_ catalog: CatalogConfig, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for family in CatalogConfig.Family.allCases {
            let entries = catalog.entries[family] ?? [:]
            for loop in loops(in: entries) {
                guard let kind = loop.first, let entry = entries[kind] else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .catalogEntry, file: file, location: entry.fallbackLocation ?? entry.location, path: entry.path + ".fallback",
                        message:
                            "the fallbacks of \((loop + [kind]).map { "'\($0)'" }.joined(separator: " → ")) loop: an app that knows none of them shows nothing",
                        hint: "end the chain at a kind every supported app knows, or at \"hidden\""))
            }
        }
        return diagnostics
    }

    /// Each loop of two kinds or more among `entries`' fallbacks, from its first kind by name round
    /// to the last before it, in the order of their first kinds; a kind falling back on itself is
    /// `CatalogConfigCheck`'s. Each kind falls back on one other at most, so one walk from each kind
    /// not yet met finds them all, every kind met once: following the chain from every kind, and
    /// searching the chain so far at each step, was cubic in a chain's length (600 kinds, 41 s).
    static func loops(in entries: [String: CatalogConfig.Entry]) -> [[String]] {
        var met = Set<String>()
        var loops: [[String]] = []
        for start in entries.keys.sorted() where !met.contains(start) {
            var walk: [String] = []
            var place: [String: Int] = [:]
            var kind = start
            while !met.contains(kind) {
                met.insert(kind)
                place[kind] = walk.count
                walk.append(kind)
                guard case .kind(let next)? = entries[kind]?.fallback, entries[next] != nil else { break }
                kind = next
            }
            // The walk ran into itself: from there on it is a loop. (Into an earlier walk: nothing new.)
            guard let at = place[kind], walk.count - at > 1, case .kind(let next)? = entries[walk[walk.count - 1]]?.fallback, next == kind
            else { continue }
            let loop = Array(walk[at...])
            guard let first = loop.indices.min(by: { loop[$0] < loop[$1] }) else { continue }
            loops.append(Array(loop[first...] + loop[..<first]))
        }
        return loops.sorted { ($0.first ?? "") < ($1.first ?? "") }
    }
}
