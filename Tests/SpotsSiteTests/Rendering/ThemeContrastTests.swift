import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsRender

/// The theme's high-contrast tokens: the same whether the system asks for more contrast or the
/// page sets `data-theme="contrast"`, and every text pair at WCAG AAA (7:1) in light and dark.
@Suite struct ThemeContrastTests {
    static let theme = (try? String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/assets/theme.css"), encoding: .utf8)) ?? ""

    /// The declarations of the block that follows `opening`, up to its closing brace.
    private func declarations(after opening: String) throws -> [String: String] {
        let start = try #require(Self.theme.range(of: opening))
        let end = try #require(Self.theme.range(of: "}", range: start.upperBound..<Self.theme.endIndex))
        var found: [String: String] = [:]
        for line in Self.theme[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
            found[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ";")))
        }
        return found
    }

    @Test func bothWaysToMoreContrastSetTheSameTokens() throws {
        let system = try declarations(after: "@media (prefers-contrast: more) {\n  :root:not([data-theme]) {")
        let page = try declarations(after: ":root[data-theme=\"contrast\"] {")
        #expect(system.count >= 14)
        #expect(system == page)
    }

    @Test func everyTextPairMeetsAAAInLightAndDark() throws {
        let tokens = try declarations(after: ":root[data-theme=\"contrast\"] {")
        /// A token's light and dark colour.
        func colors(_ name: String) throws -> [ContentColors.Color] {
            let value = try #require(tokens[name], "\(name)")
            let inner = value.dropFirst("light-dark(".count).dropLast().split(separator: ",")
            return try inner.map { try #require(ContentColors.parse($0.trimmingCharacters(in: .whitespaces)), "\(name)") }
        }
        let pairs = [
            ("--text", "--bg"), ("--text", "--surface"), ("--text", "--surface-sunken"), ("--muted", "--surface"), ("--muted", "--surface-sunken"),
            ("--accent", "--surface"), ("--accent", "--surface-sunken"), ("--accent-text", "--accent"), ("--text", "--warning-bg"),
        ]
        for (foreground, background) in pairs {
            for (scheme, (front, back)) in zip(["light", "dark"], zip(try colors(foreground), try colors(background))) {
                #expect(front.contrast(with: back) >= 7, "\(foreground) on \(background) in \(scheme): \(front.contrast(with: back))")
            }
        }
    }
}
