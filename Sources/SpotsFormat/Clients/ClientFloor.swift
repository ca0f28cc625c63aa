/// The oldest app version a screen is served to on each platform: `site.json`'s `clients`, raised
/// by the screen's own `clients` (a server that sends the screen only to newer apps).
package struct ClientFloor: Sendable, Equatable {
    /// The oldest version served.
    package var version: ClientVersion
    /// Whether the screen's own `clients` set it (not `site.json`'s).
    package var isScreens: Bool

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

extension ClientVersion {
    /// The version just before this one, as people write ranges (`3.4` → `3.3`); nil when there is
    /// none to write: it ends in 0 (`4.0`), or is one number (`4`, which stands for 4.0).
    package var previous: ClientVersion? {
        guard parts.count > 1, let last = parts.last, last > 0 else { return nil }
        return ClientVersion(parts.dropLast().map(String.init).joined(separator: ".") + "." + String(last - 1))
    }

    /// The versions from `self` up to before `first`, as a message writes them after the
    /// platform's name: `3.0–3.3`, `3.3`, or `before 4.0` (when the one before `first` is not a
    /// number to write; the message has said which is the oldest).
    package func range(before first: ClientVersion) -> (text: String, isMany: Bool) {
        guard let last = first.previous, self <= last else { return ("before \(first)", true) }
        return last == self ? ("\(self)", false) : ("\(self)–\(last)", true)
    }

    /// The same with the platform's name first: `iOS 3.0–3.3`.
    package func range(before first: ClientVersion, platform: String) -> (text: String, isMany: Bool) {
        let range = range(before: first)
        return ("\(ClientPlatform.displayName(of: platform)) \(range.text)", range.isMany)
    }
}
