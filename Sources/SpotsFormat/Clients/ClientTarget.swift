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

    /// What is wrong with `text` as a client, and how to write one (the value meant, when it is
    /// plain: `IOS@3.0` → `ios@3.0`); nil when it is one.
    package static func problem(with text: String) -> String? {
        guard ClientTarget(text) == nil else { return nil }
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let example = "write a platform and a version joined by @, such as ios@3.0 or android@2.9"
        guard parts.count == 2 else { return "'\(text)' is not a client: \(example)" }
        let platform = ClientPlatform.isValidName(parts[0]) ? parts[0] : ClientPlatform.suggestedName(for: parts[0])
        let trimmed = parts[1].drop { $0 == "v" || $0 == "V" }
        let version = ClientVersion(String(trimmed))
        guard let platform, let version else {
            let wrong = platform == nil ? "'\(parts[0])' is not a platform (a lowercase word)" : "'\(parts[1])' is not a version (dotted numbers)"
            return "'\(text)' is not a client: \(wrong); \(example)"
        }
        return "'\(text)' is not a client: platforms are lowercase words and versions dotted numbers; did you mean \(platform)@\(version)?"
    }
}

extension ClientTarget {
    /// The app versions worth previewing a site as: on each platform `site.json`'s `clients` names,
    /// its oldest supported version and every `since` above it (`ClientBoundaries`), by platform and
    /// then version.
    package static func named(clients: [String: ClientVersion], catalog: CatalogConfig) -> [ClientTarget] {
        clients.sortedByPlatform.flatMap { platform, floor in
            ClientBoundaries.versions(on: platform, floor: floor, catalog: catalog).map { ClientTarget(platform: platform, version: $0) }
        }
    }
}
