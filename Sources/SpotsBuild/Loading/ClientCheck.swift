import SpotsFormat

/// What `clients` (site.json, a screen) and `since` (catalog.json) make the build say: a warning
/// at every use of a kind or field that an app version still served cannot render (an error in
/// strict mode), and in `catalog.json` the versions that no longer matter and the platforms no
/// client names.
package enum ClientCheck {
    /// A warning for each use in `uses` (of `screen`) and each platform whose floor is older than
    /// the use's `since`.
    package static func uses(
        _ uses: [ClientUse], in screen: Screen,
        content: (catalog: CatalogConfig, catalogFile: String, clients: [String: ClientVersion], configFile: String)
    ) -> [Diagnostic] {
        guard !uses.isEmpty else { return [] }
        let floors = ClientFloor.floors(of: screen, site: content.clients)
        var diagnostics: [Diagnostic] = []
        for use in uses {
            for (platform, first) in use.since.sortedByPlatform {
                guard let floor = floors[platform], floor.version < first else { continue }
                let name = ClientPlatform.displayName(of: platform)
                let range = floor.version.range(before: first, platform: platform)
                let plural = range.contains("–") || range.contains(" before ")
                let shown: String
                switch use.subject {
                case .kind(let family, let kind):
                    let fallback = ClientFallback.shown(
                        instead: kind, of: family, catalog: content.catalog, platform: platform, version: floor.version)
                    shown = ClientFallback.wording(fallback, of: family, plural: plural)
                case .field: shown = plural ? "leave the field out" : "leaves the field out"
                }
                let served =
                    floor.isScreens
                    ? "the screen's \"clients\" still serves it to \(name) \(floor.version)"
                    : "\(content.configFile) still supports \(name) \(floor.version)"
                let raise =
                    floor.isScreens
                    ? "raise the screen's \"clients\" to \"\(platform)\": \"\(first)\""
                    : "raise \"clients\" in \(content.configFile) to \"\(platform)\": \"\(first)\", or serve this screen only to newer apps with \"clients\": { \"\(platform)\": \"\(first)\" } in it"
                let keep = keepHint(for: use.subject, catalog: content.catalog, platform: platform, version: floor.version)
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .clientSupport, file: use.file, location: use.location, path: use.path,
                        message: "\(use.subject) needs \(name) \(first) (\(content.catalogFile)), but \(served): \(range) \(shown)",
                        hint: raise + (keep.map { "; or \($0)" } ?? "")))
            }
        }
        return diagnostics
    }

    /// What else fixes it: a kind of the family the floor knows to write instead, when the kind
    /// falls back on one.
    private static func keepHint(for subject: ClientUse.Subject, catalog: CatalogConfig, platform: String, version: ClientVersion) -> String? {
        guard case .kind(let family, let kind) = subject,
            case .kind(let fallback) = ClientFallback.shown(instead: kind, of: family, catalog: catalog, platform: platform, version: version),
            fallback != "default"
        else { return nil }
        return "keep '\(fallback)' for them"
    }

    /// In `catalog.json`: a note at each `since` every supported version already has, a warning
    /// at each platform `clients` does not name, and when `clients` names none, one note that
    /// nothing is checked.
    package static func catalogProblems(
        _ catalog: CatalogConfig, catalogFile: String, clients: [String: ClientVersion], configFile: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sinces: [(what: String, path: String, since: [String: ClientVersion], locations: [String: SourceLocation])] = []
        for family in CatalogConfig.Family.allCases {
            for (kind, entry) in (catalog.entries[family] ?? [:]).sorted(by: { $0.key < $1.key }) {
                sinces.append(("the \(family.singular) kind '\(kind)'", entry.path + ".since", entry.since, entry.sinceLocations))
                for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) {
                    sinces.append(
                        ("the field '\(name)' of the \(family.singular) kind '\(kind)'", field.path + ".since", field.since, field.sinceLocations))
                }
            }
        }
        let declared = sinces.filter { !$0.since.isEmpty }
        if clients.isEmpty {
            guard let first = declared.first, let platform = first.since.keys.sorted().first else { return [] }
            return [
                Diagnostic(
                    .note, rule: .clientSupport, file: catalogFile, location: first.locations[platform], path: first.path,
                    message: "\(catalogFile) gives versions in \"since\", but \(configFile) names no \"clients\": no screen is checked against them",
                    hint: "add \"clients\": { \"\(platform)\": \"<oldest version still supported>\" } to \(configFile)")
            ]
        }
        for entry in declared {
            for (platform, first) in entry.since.sortedByPlatform {
                let location = entry.locations[platform]
                let path = entry.path + "." + platform
                guard let floor = clients[platform] else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: .clientVersion, file: catalogFile, location: location, path: path,
                            message: "'\(platform)' is not a platform \(configFile)'s \"clients\" names, so no app is checked against it",
                            hint: Suggestions.didYouMean(platform, in: clients.keys.sorted())
                                ?? "add \"\(platform)\": \"<oldest version still supported>\" to \"clients\" in \(configFile)"))
                    continue
                }
                guard first <= floor else { continue }
                let name = ClientPlatform.displayName(of: platform)
                diagnostics.append(
                    Diagnostic(
                        .note, rule: .clientSupport, file: catalogFile, location: location, path: path,
                        message:
                            "every supported \(name) has \(entry.what) (since \(first); \(configFile) supports \(floor) and later): the entry can go",
                        hint: "remove \"\(platform)\" from its \"since\""))
            }
        }
        return diagnostics
    }

    /// What a `--client` preview of `target` should know: that `clients` does not name its
    /// platform, or that the version is older than any still supported. `asked` is how the preview
    /// was asked for, before the version: `--client ` (`build`) or `?client=` (`serve`).
    package static func target(
        _ target: ClientTarget, clients: [String: ClientVersion], configFile: String, asked: String = "--client "
    ) -> [Diagnostic] {
        let name = ClientPlatform.displayName(of: target.platform)
        guard let floor = clients[target.platform] else {
            guard !clients.isEmpty else { return [] }
            return [
                Diagnostic(
                    .warning, rule: .clientVersion, file: configFile, path: "clients",
                    message: "\(asked)\(target) previews \(name), a platform \(configFile)'s \"clients\" does not name",
                    hint: Suggestions.didYouMean(target.platform, in: clients.keys.sorted()).map {
                        "\($0) (\(asked)\(Suggestions.closest(to: target.platform, in: clients.keys.sorted()) ?? "")@\(target.version))"
                    }
                        ?? "use one of \(clients.keys.sorted().joined(separator: ", "))")
            ]
        }
        guard target.version < floor else { return [] }
        return [
            Diagnostic(
                .note, rule: .clientVersion, file: configFile, path: "clients." + target.platform,
                message: "\(asked)\(target) previews \(name) \(target.version), older than the oldest \(configFile) still supports (\(floor))",
                hint: "preview \(asked)\(target.platform)@\(floor) to see what supported apps show")
        ]
    }
}
