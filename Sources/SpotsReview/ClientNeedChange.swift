import SpotsBuild
import SpotsFormat
import SpotsRender

/// A change to the app version a screen needs on one platform (`ClientDemand`): raised, because it
/// uses a newer kind or field, `catalog.json` gave one a newer `since`, or its own `clients` serve
/// it only to newer apps; or lowered. A new screen has one when it needs more than `site.json`'s
/// `clients`. One that `site.json`'s `clients` alone set the newer version of is left out: that is
/// a site change, the same for every screen, not this screen's need.
package struct ClientNeedChange: Sendable, Equatable {
    package enum Direction: String, Sendable, Codable {
        case raised, lowered
    }

    /// The platform's name (`ios`).
    package var platform: String
    /// The version needed before; nil for a new screen (or a platform the screen had no clients
    /// of), which is measured against `siteFloor`.
    package var was: ClientVersion?
    /// The version needed now.
    package var now: ClientVersion
    /// `site.json`'s `clients` on the platform, for a new screen.
    var siteFloor: ClientVersion?
    /// What needs `now` (raised), or what needed `was` (lowered).
    package var subjects: [ClientUse.Subject]
    /// Why, in words: `uses item kind 'badge-card'`, `no longer uses item kind 'badge-card'`.
    package var reason: String

    package var direction: Direction { was.map { now < $0 } == true ? .lowered : .raised }

    /// `now needs iOS 3.4, was 3.0: uses item kind 'badge-card'`: every format's line.
    package var line: String {
        let name = ClientPlatform.displayName(of: platform)
        let head =
            if let was { "now needs \(name) \(now), was \(was)" } else { "needs \(name) \(now), more than the site's \(siteFloor ?? now)" }
        return head + ": " + reason
    }

    /// The changes from a screen's demands `old` (nil for a new screen) to `new`, by platform;
    /// `site` is `site.json`'s `clients` on the new side.
    static func changes(
        old: [String: ClientDemand]?, new: [String: ClientDemand], site: [String: ClientVersion]
    ) -> [ClientNeedChange] {
        new.sorted { $0.key < $1.key }.compactMap { platform, now in
            if let was = old?[platform] {
                guard was.version != now.version else { return nil }
                let lowered = now.version < was.version
                guard !(lowered ? was : now).isSites else { return nil }
                return ClientNeedChange(
                    platform: platform, was: was.version, now: now.version, subjects: lowered ? was.subjects : now.subjects,
                    reason: lowered ? loweredReason(was, now, platform: platform) : raisedReason(now, was: was, platform: platform))
            }
            guard let floor = site[platform], now.version > floor else { return nil }
            return ClientNeedChange(
                platform: platform, now: now.version, siteFloor: floor, subjects: now.subjects,
                reason: raisedReason(now, was: nil, platform: platform))
        }
    }

    /// What needs `now`: its uses (each with the `since` it had, when `catalog.json` changed it),
    /// else its own `clients`.
    private static func raisedReason(_ now: ClientDemand, was: ClientDemand?, platform: String) -> String {
        guard !now.subjects.isEmpty else { return "its clients serve it from \(now.version)" }
        return "uses " + now.subjects.map { described($0, before: was, after: now, platform: platform) }.joined(separator: ", ")
    }

    /// What needed `was` and needs less now: the uses gone, those `catalog.json` gave an older
    /// `since`, and those it gives none any more (the screen writes them still); else its own
    /// `clients`.
    private static func loweredReason(_ was: ClientDemand, _ now: ClientDemand, platform: String) -> String {
        guard !was.subjects.isEmpty else { return "its clients no longer serve it from \(was.version)" }
        let gone = was.subjects.filter { !now.written.contains($0) }
        let kept = was.subjects.filter { now.written.contains($0) }
        var parts: [String] = []
        if !gone.isEmpty { parts.append("no longer uses " + gone.map(\.shortDescription).joined(separator: ", ")) }
        if !kept.isEmpty {
            parts.append("uses " + kept.map { described($0, before: was, after: now, platform: platform) }.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    /// `item kind 'badge-card'`, with what `catalog.json` changed of its `since` when the screen
    /// wrote it on both sides: `(catalog.json's since was 3.2)`, `(catalog.json no longer gives it
    /// an iOS since)`, `(catalog.json gave it no iOS since before)`.
    private static func described(_ subject: ClientUse.Subject, before: ClientDemand?, after: ClientDemand, platform: String) -> String {
        guard let before, before.written.contains(subject), after.written.contains(subject) else { return subject.shortDescription }
        let name = ClientPlatform.displayName(of: platform)
        switch (before.uses[subject], after.uses[subject]) {
        case (let first?, let now?) where first != now: return subject.shortDescription + " (catalog.json's since was \(first))"
        case (_?, nil): return subject.shortDescription + " (catalog.json no longer gives it an \(name) since)"
        case (nil, _?): return subject.shortDescription + " (catalog.json gave it no \(name) since before)"
        default: return subject.shortDescription
        }
    }
}
