import Foundation
import SpotsFormat

/// What a request's `?client=` asks for, read against the platforms `site.json`'s `clients`
/// names: any version on one of them is served; anything else is refused before a build, with
/// what is wrong and, when it is plain, the value meant.
enum ClientQuery: Equatable {
    /// The site as built: no `?client=`, or an empty one (the device preview's "As built").
    case none
    case target(ClientTarget)
    /// A value not served: what is wrong with it, one line.
    case refused(String)

    /// The app version asked for; nil for the site as built (or a value refused).
    var target: ClientTarget? {
        guard case .target(let target) = self else { return nil }
        return target
    }

    /// What `text` asks for on a site whose `clients` names `floors`.
    init(_ text: String?, floors: [String: ClientVersion]) {
        guard let text, !text.isEmpty else {
            self = .none
            return
        }
        if let target = ClientTarget(text), floors[target.platform] != nil {
            self = .target(target)
            return
        }
        self = .refused(Self.problem(with: text, floors: floors))
    }

    /// `?client=IOS@3.0: platforms are lowercase words. Did you mean ?client=ios@3.0?`
    static func problem(with text: String, floors: [String: ClientVersion]) -> String {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        let platforms = floors.keys.sorted()
        let example = floors.sortedByPlatform.first.map { "\($0.platform)@\($0.version)" } ?? "ios@3.0"
        var problems: [String] = []
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if parts.count < 2 {
            problems.append("write a platform and a version joined by @, such as \(example)")
        } else {
            let (platform, version) = (parts[0], parts[1])
            if !ClientPlatform.isValidName(platform) {
                problems.append("platforms are lowercase words, such as \(platforms.first ?? "ios")")
            }
            if ClientVersion(version) == nil { problems.append("versions are dotted numbers, such as 3.0 or 3.2.1") }
            if problems.isEmpty {
                problems.append(
                    platforms.isEmpty
                        ? "site.json names no clients, so there is no app version to show the site as"
                        : "site.json's clients names no platform '\(platform)', only \(listed(platforms))")
            }
        }
        let fix = fixed(text, floors: floors).map { " Did you mean ?client=\($0)?" } ?? ""
        return "?client=\(shown): \(problems.joined(separator: "; "))." + fix
    }

    /// The value `text` was likely meant to be, when that is plain: its platform in lowercase or a
    /// named one a typo away, its version without a `v`, a platform alone with its oldest supported
    /// version, a version alone on the one platform named; nil otherwise.
    static func fixed(_ text: String, floors: [String: ClientVersion]) -> String? {
        func platform(_ written: String) -> String? {
            let cleaned = ClientPlatform.suggestedName(for: written) ?? written
            if floors[cleaned] != nil { return cleaned }
            // A platform of its own (tvos) is not a typo of one named (ios).
            guard ClientPlatform.displayNames[cleaned] == nil else { return nil }
            return Suggestions.closest(to: cleaned, in: floors.keys.sorted())
        }
        func version(_ written: String) -> ClientVersion? {
            var cleaned = written.trimmingCharacters(in: .whitespaces)
            if cleaned.first == "v" || cleaned.first == "V" { cleaned.removeFirst() }
            return ClientVersion(cleaned.replacingOccurrences(of: ",", with: "."))
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Joined by @, or by another sign people use (`ios 3.0`, `ios:3.0`, `ios/3.0`).
        let separator = trimmed.lastIndex(of: "@") ?? trimmed.lastIndex { $0 == " " || $0 == ":" || $0 == "/" }
        if let separator {
            let written = String(trimmed[trimmed.index(after: separator)...])
            guard let name = platform(String(trimmed[..<separator])), let number = written.isEmpty ? floors[name] : version(written)
            else { return nil }
            let fix = "\(name)@\(number)"
            return fix == text ? nil : fix
        }
        if let name = platform(trimmed), let floor = floors[name] { return "\(name)@\(floor)" }
        if let number = version(trimmed), floors.count == 1, let only = floors.keys.first { return "\(only)@\(number)" }
        return nil
    }

    /// `ios`, `android and ios`, `android, ios and web`.
    static func listed(_ names: [String]) -> String {
        names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
    }
}
