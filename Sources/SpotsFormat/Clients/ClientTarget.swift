/// One app version to preview a site as (`--client ios@3.0`, `?client=ios@3.0`).
package struct ClientTarget: Sendable, Hashable, CustomStringConvertible {
    package var platform: String
    package var version: ClientVersion

    package init(platform: String, version: ClientVersion) {
        self.platform = platform
        self.version = version
    }

    /// `ios@3.0`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, ClientPlatform.isValidName(String(parts[0])), let version = ClientVersion(String(parts[1])) else { return nil }
        self.init(platform: String(parts[0]), version: version)
    }

    /// `ios@3.0`, as it is written on the command line and in addresses.
    package var description: String { "\(platform)@\(version)" }

    /// `iOS 3.0`, as pages and messages name it.
    package var displayName: String { "\(ClientPlatform.displayName(of: platform)) \(version)" }

    /// What is wrong with `text` as a client, and how to write one; nil when it is one.
    package static func problem(with text: String) -> String? {
        guard ClientTarget(text) == nil else { return nil }
        return "'\(text)' is not a client: write a platform and a version joined by @, such as ios@3.0 or android@2.9"
    }
}

/// What an old app does with a component or an item, in a `--client` preview: shows another kind,
/// leaves fields out, or shows nothing (`isHidden`). The page marks it with `note`.
@usableFromInline package struct ClientMark: Sendable, Equatable {
    /// `iOS 3.0 shows the default item here; needs 3.4`.
    package var note: String
    /// Whether the app shows nothing in its place.
    package var isHidden: Bool
}

extension ClientTarget {
    /// The app versions worth previewing a site as: each platform's oldest supported one
    /// (`site.json`'s `clients`) and every version a `since` of `catalog` names (of a kind or of a
    /// field), once each, by platform and then version.
    package static func named(clients: [String: ClientVersion], catalog: CatalogConfig) -> [ClientTarget] {
        var versions = clients.mapValues { Set([$0]) }
        for entries in catalog.entries.values {
            for entry in entries.values {
                for since in [entry.since] + entry.fields.values.map(\.since) {
                    for (platform, version) in since { versions[platform, default: []].insert(version) }
                }
            }
        }
        return versions.sorted { $0.key < $1.key }.flatMap { platform, found in
            found.sorted().map { ClientTarget(platform: platform, version: $0) }
        }
    }
}
