import SpotsFormat

/// What `clients` (site.json, a screen) and `since` (catalog.json) make the build say at the
/// screens: a warning at every use of a kind or field that an app version still served cannot
/// render (an error in strict mode), and at a screen's own `clients` that names no platform of the
/// site's or changes nothing. What they say in `catalog.json` is `ClientCatalogCheck`'s.
package enum ClientCheck {
    /// What the messages name the site's files by: their names alone, so that a message is the
    /// same wherever the content folder is (`diff` compares two).
    package static let configName = "site.json"
    package static let catalogName = "catalog.json"

    /// A warning for each use in `uses` (of `screen`) and each platform whose floor is older than
    /// the use's `since`.
    package static func uses(_ uses: [ClientUse], in screen: Screen, catalog: CatalogConfig, clients: [String: ClientVersion]) -> [Diagnostic] {
        guard !uses.isEmpty else { return [] }
        let floors = ClientFloor.floors(of: screen, site: clients)
        var diagnostics: [Diagnostic] = []
        for use in uses {
            for (platform, first) in use.since.sortedByPlatform {
                guard let floor = floors[platform], let degraded = use.degraded(on: platform, from: floor.version, catalog: catalog) else { continue }
                let name = ClientPlatform.displayName(of: platform)
                let shown: String
                switch use.subject {
                case .kind(let family, let kind):
                    shown = ClientFallback.sentence(
                        instead: kind, of: family, catalog: catalog, platform: platform, from: floor.version, before: first)
                case .field:
                    // Before its kind comes, the item or component is shown as another kind: the field is the kind's loss.
                    let range = degraded.start.range(before: first, platform: platform)
                    shown = "\(range.text) \(range.isMany ? "leave" : "leaves") the field out"
                }
                let served =
                    floor.isScreens
                    ? "the screen's \"clients\" still serves it to \(name) \(floor.version)"
                    : "\(configName) still supports \(name) \(floor.version)"
                var hint =
                    floor.isScreens
                    ? "raise the screen's \"clients\" to \"\(platform)\": \"\(first)\""
                    : "raise \"clients\" in \(configName) to \"\(platform)\": \"\(first)\", or serve this screen only to newer apps with \"clients\": { \"\(platform)\": \"\(first)\" } in it"
                if case .kind(let family, let kind) = use.subject, case .kind(let fallback)? = catalog.entry(family, kind)?.fallback {
                    hint += "; or keep '\(fallback)' for them"
                }
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .clientSupport, file: use.file, location: use.location, path: use.path,
                        message: "\(use.subject) needs \(name) \(first) (\(catalogName)), but \(served): \(shown)", hint: hint))
            }
        }
        return diagnostics
    }

    /// At a screen's own `clients`: a platform the site's `clients` does not name but one close to
    /// it does (a likely typo), and a version no newer than the site's, which changes nothing.
    package static func screenClients(of screen: Screen, site: SiteConfig) -> [Diagnostic] {
        guard !screen.clients.isEmpty, !site.clientPlatforms.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for (platform, version) in screen.clients.sortedByPlatform {
            let location = screen.clientLocations[platform]
            if let floor = site.clients[platform] {
                guard version <= floor else { continue }
                let name = ClientPlatform.displayName(of: platform)
                diagnostics.append(
                    Diagnostic(
                        .note, rule: .clientVersion, file: screen.file, location: location, path: "clients." + platform,
                        message:
                            "the screen is served from \(name) \(version), but \(configName) supports no \(name) older than \(floor): this changes nothing",
                        hint: "remove it, or raise it above \(floor) if only newer apps get this screen"))
            } else if let meant = Suggestions.closest(to: platform, in: site.clientPlatforms.sorted()) {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .clientVersion, file: screen.file, location: location, path: "clients." + platform,
                        message: "'\(platform)' is not a platform \(configName)'s \"clients\" names", hint: "did you mean '\(meant)'?"))
            }
        }
        return diagnostics
    }

    /// What a `--client` preview of `target` (`asked`: how it was asked for, `--client` or
    /// `?client=`) should know: that `clients` does not name its platform, or that the version is
    /// older than any still supported. Notes: a preview asked for is not a problem of the content.
    package static func target(
        _ target: ClientTarget, clients: [String: ClientVersion], configFile: String, asked: String = "--client"
    ) -> [Diagnostic] {
        let name = ClientPlatform.displayName(of: target.platform)
        guard let floor = clients[target.platform] else {
            guard !clients.isEmpty else { return [] }
            let meant = Suggestions.closest(to: target.platform, in: clients.keys.sorted())
            return [
                Diagnostic(
                    .note, rule: .clientVersion, file: configFile, path: "clients",
                    message:
                        "\(asked) \(target) previews \(name), a platform \(configName)'s \"clients\" does not name: nothing is checked against it",
                    hint: meant.flatMap { meant in clients[meant].map { "did you mean \(asked) \(meant)@\($0)?" } }
                        ?? "preview one of \(ClientTarget.list(clients))")
            ]
        }
        guard target.version < floor else { return [] }
        return [
            Diagnostic(
                .note, rule: .clientVersion, file: configFile, path: "clients." + target.platform,
                message: "\(asked) \(target) previews \(name) \(target.version), older than the oldest \(configName) still supports (\(floor))",
                hint: "preview \(asked) \(target.platform)@\(floor) to see what supported apps show")
        ]
    }
}

extension ClientTarget {
    /// `ios@3.0, android@2.9`: the floors of `clients`, as a command line writes them.
    package static func list(_ clients: [String: ClientVersion]) -> String {
        clients.sortedByPlatform.map { ClientTarget(platform: $0.platform, version: $0.version).description }.joined(separator: ", ")
    }
}
