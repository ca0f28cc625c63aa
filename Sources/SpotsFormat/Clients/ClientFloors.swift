/// The oldest app version a screen is served to on each platform: `site.json`'s `clients`, raised
/// by the screen's own `clients` (a server that sends the screen only to newer apps).
package struct ClientFloor: Sendable, Equatable {
    /// The oldest version served.
    package var version: ClientVersion
    /// Whether the screen's own `clients` set it (not `site.json`'s).
    package var isScreens: Bool
}

extension ClientFloor {
    /// The floors of `screen` on each platform, by platform name: the site's, each raised by the
    /// screen's own (a platform only the screen names is served from the screen's version).
    package static func floors(of screen: Screen, site: [String: ClientVersion]) -> [String: ClientFloor] {
        var floors = site.mapValues { ClientFloor(version: $0, isScreens: false) }
        for (platform, version) in screen.clients where floors[platform].map({ $0.version < version }) ?? true {
            floors[platform] = ClientFloor(version: version, isScreens: true)
        }
        return floors
    }
}

/// What an app that does not know a kind shows in its place: the kind's `fallback`, followed on
/// while the fallback is itself too new for the app (a fallback that loops shows nothing).
package enum ClientFallback {
    /// What version `version` of `platform` shows instead of `kind` of `family`.
    package static func shown(
        instead kind: String, of family: CatalogConfig.Family, catalog: CatalogConfig, platform: String, version: ClientVersion
    ) -> CatalogConfig.Fallback {
        var seen: Set<String> = [kind]
        var current = catalog.entry(family, kind)?.resolvedFallback(in: family) ?? family.defaultFallback
        while case .kind(let next) = current, let first = catalog.entry(family, next)?.since[platform], version < first {
            guard seen.insert(next).inserted else { return .hidden }
            current = catalog.entry(family, next)?.resolvedFallback(in: family) ?? family.defaultFallback
            if current == .kind(next) { return .hidden }
        }
        return current
    }

    /// `show the default item instead`, `show the 'card' item instead`, `show nothing in its place`: what an
    /// app shows, for a message.
    package static func wording(_ fallback: CatalogConfig.Fallback, of family: CatalogConfig.Family, plural: Bool) -> String {
        let verb = plural ? "show" : "shows"
        switch fallback {
        case .hidden: return "\(verb) nothing in its place"
        case .kind("default"): return "\(verb) the default \(family.singular) instead"
        case .kind(let kind): return "\(verb) the '\(kind)' \(family.singular) instead"
        }
    }
}

extension ClientVersion {
    /// The version just before this one, as people write ranges (`3.4` → `3.3`); nil when it
    /// ends in 0 (`4.0`: the one before is not a number to write).
    package var previous: ClientVersion? {
        guard let last = parts.last, last > 0 else { return nil }
        return ClientVersion(parts.dropLast().map(String.init).joined(separator: ".") + (parts.count > 1 ? "." : "") + String(last - 1))
    }

    /// The versions from `self` up to before `first`, as a message writes them: `iOS 3.0–3.3`,
    /// `iOS 3.3`, or `iOS before 4.0` (when the one before `first` is not a number to write).
    package func range(before first: ClientVersion, platform: String) -> String {
        let name = ClientPlatform.displayName(of: platform)
        guard let last = first.previous, self <= last else { return "\(name) before \(first)" }
        return last == self ? "\(name) \(self)" : "\(name) \(self)–\(last)"
    }
}
