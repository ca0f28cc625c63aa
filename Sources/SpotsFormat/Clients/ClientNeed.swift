/// The newest version a screen needs on one platform to render all of it, and what needs it.
package struct ClientNeed: Sendable, Equatable {
    /// The newest `since` of the screen's uses on the platform.
    package var version: ClientVersion
    /// What needs exactly that version, each once, in order.
    package var subjects: [ClientUse.Subject]

    /// The needs of a screen whose uses are `uses`, by platform name.
    package static func needs(of uses: [ClientUse]) -> [String: ClientNeed] {
        var needs: [String: ClientNeed] = [:]
        for use in uses {
            for (platform, version) in use.since {
                if let need = needs[platform], need.version > version { continue }
                if let need = needs[platform], need.version == version {
                    if !need.subjects.contains(use.subject) { needs[platform]?.subjects.append(use.subject) }
                } else {
                    needs[platform] = ClientNeed(version: version, subjects: [use.subject])
                }
            }
        }
        return needs.mapValues { ClientNeed(version: $0.version, subjects: $0.subjects.sorted()) }
    }
}
