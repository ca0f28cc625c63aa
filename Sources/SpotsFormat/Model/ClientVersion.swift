/// An app version as `clients` and `since` write it: dotted numbers (`3`, `3.2`, `3.2.1`),
/// compared number by number, so `3.10` is newer than `3.9` and `3` is `3.0`.
package struct ClientVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers, as written (`3.0` keeps its zero).
    package let parts: [Int]

    /// A version of dotted numbers; nil for anything else (`3.x`, `v3`, `3.`, an empty string).
    package init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        var parts: [Int] = []
        for piece in pieces {
            // Digits only: no sign, no space, and short enough to be a number.
            guard !piece.isEmpty, piece.count <= 9, piece.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(piece) else { return nil }
            parts.append(number)
        }
        self.parts = parts
    }

    /// `3.2.1`.
    package var description: String { parts.map(String.init).joined(separator: ".") }

    /// The numbers without trailing zeros: what equality and hashing compare (`3.0` is `3`).
    private var significant: ArraySlice<Int> {
        var end = parts.count
        while end > 0, parts[end - 1] == 0 { end -= 1 }
        return parts[..<end]
    }

    package static func == (left: ClientVersion, right: ClientVersion) -> Bool {
        left.significant == right.significant
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(Array(significant))
    }

    /// Number by number; a missing number counts as 0.
    package static func < (left: ClientVersion, right: ClientVersion) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let (one, other) = (index < left.parts.count ? left.parts[index] : 0, index < right.parts.count ? right.parts[index] : 0)
            if one != other { return one < other }
        }
        return false
    }
}

/// The platforms `clients` and `since` name: free lowercase words, with display names for the
/// common ones.
package enum ClientPlatform {
    /// How messages and pages name the common platforms; any other is shown as written.
    package static let displayNames: [String: String] = [
        "ios": "iOS", "android": "Android", "web": "Web", "ipados": "iPadOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
        "visionos": "visionOS",
    ]

    /// `iOS` for `ios`; the name itself for a platform without a display name.
    package static func displayName(of platform: String) -> String {
        displayNames[platform] ?? platform
    }

    /// Whether `name` is a platform name: lowercase letters and digits, words joined by `-`.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= 0x61, first <= 0x7A, name.utf8.last != 0x2D else { return false }
        return name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The name `name` was likely meant to be: lowercased, spaces and underscores as `-`, other
    /// signs left out (`Apple TV` → `apple-tv`); nil when nothing is left of it.
    package static func suggestedName(for name: String) -> String? {
        let words = name.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" || $0.isWhitespace }
        let cleaned = words.map { $0.filter { $0.isASCII && ($0.isLetter || $0.isNumber) } }.filter { !$0.isEmpty }.joined(separator: "-")
        return isValidName(cleaned) ? cleaned : nil
    }
}

extension Dictionary where Key == String, Value == ClientVersion {
    /// The versions by platform name, in the order every list of them is shown.
    package var sortedByPlatform: [(platform: String, version: ClientVersion)] {
        sorted { $0.key < $1.key }.map { (platform: $0.key, version: $0.value) }
    }
}
