import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// Long chains of `fallback` in `catalog.json` take work in proportion to their length: the loop
/// check walks each kind once, and what an app shows instead of a kind follows its own chain once,
/// with the same results as asking at every version.
@Suite struct FallbackChainTests {
    /// `count` item kinds, `k0` falling back on `k1` and so on, the last on `k0` when `loops`; each
    /// kind's `since` on iOS from `version(index)`.
    static func catalog(_ count: Int, loops: Bool, version: (Int) -> String) -> CatalogConfig {
        var entries: [String: CatalogConfig.Entry] = [:]
        for index in 0..<count {
            var entry = CatalogConfig.Entry(location: SourceLocation(line: 1, column: 1), path: "items.k\(index)")
            if index + 1 < count || loops { entry.fallback = .kind("k\((index + 1) % count)") }
            entry.since = ClientVersion(version(index)).map { ["ios": $0] } ?? [:]
            entries["k\(index)"] = entry
        }
        return CatalogConfig(entries: [.items: entries])
    }

    /// 1,000 kinds in one loop: checking every kind's chain, and searching it at every step, took
    /// minutes (600 kinds took 41 s in `check`).
    @Test func aLoopOfAThousandKindsIsFoundOnceAtItsFirstKind() throws {
        let catalog = Self.catalog(1000, loops: true) { "2.\($0)" }
        let problems = ClientCatalogCheck.problems(
            catalog, catalogFile: "Content/catalog.json", site: SiteConfig(), screenPlatforms: ["ios"]
        ).filter { $0.message.contains(" loop: ") }
        #expect(problems.count == 1)
        let expected = (0..<1000).map { "k\($0)" }.sorted()
        #expect(ClientCatalogCheck.loops(in: catalog.entries[.items] ?? [:]).first?.first == expected.first)
        #expect(problems.first?.path == "items.k0.fallback")
        #expect(problems.first?.message.hasPrefix("the fallbacks of 'k0' → 'k1' → 'k2' → ") == true)
        #expect(problems.first?.message.contains("'k999' → 'k0' loop") == true)
        // And a chain that does not loop, with a loop of two at its end beside it, and a kind on itself.
        var entries = Self.catalog(1000, loops: false) { "2.\($0)" }.entries[.items] ?? [:]
        entries["k999"]?.fallback = .kind("x")
        entries["x"] = CatalogConfig.Entry(location: SourceLocation(line: 1, column: 1), path: "items.x", fallback: .kind("y"))
        entries["y"] = CatalogConfig.Entry(location: SourceLocation(line: 1, column: 1), path: "items.y", fallback: .kind("x"))
        entries["z"] = CatalogConfig.Entry(location: SourceLocation(line: 1, column: 1), path: "items.z", fallback: .kind("z"))
        #expect(ClientCatalogCheck.loops(in: entries) == [["x", "y"]])
    }

    /// What each version shows instead of a kind, along a chain of 1,000 kinds each newer than the
    /// one it falls back on (so each version shows another): asked at every version any kind comes
    /// at, for every kind, it was cubic; followed once, it is the chain's length a kind.
    @Test func whatAVersionShowsInsteadFollowsTheChainOnce() throws {
        let catalog = Self.catalog(1000, loops: false) { "2.\(1000 - $0)" }
        let floor = try #require(ClientVersion("1.0"))
        for index in stride(from: 0, to: 1000, by: 10) {
            let first = try #require(catalog.entry(.items, "k\(index)")?.since["ios"])
            let steps = ClientFallback.steps(instead: "k\(index)", of: .items, catalog: catalog, platform: "ios", from: floor, before: first)
            // The default item before 2.1 (k999's version), then each kind down the chain in turn.
            #expect(steps.count == 1000 - index)
            #expect(steps.first?.shown == .kind("default") && steps.first?.start == floor)
            #expect(steps.last?.shown == .kind("k\(index + 1)") || index == 999)
        }
    }

    /// A warning names the first ranges of a long chain and counts the rest: a use of each of 1,000
    /// kinds would otherwise print the whole chain each (quadratic output).
    @Test func aSentenceNamesTheFirstRangesAndCountsTheRest() throws {
        let catalog = Self.catalog(1000, loops: false) { "2.\(1000 - $0)" }
        let floor = try #require(ClientVersion("1.0"))
        let first = try #require(catalog.entry(.items, "k0")?.since["ios"])
        let sentence = ClientFallback.sentence(instead: "k0", of: .items, catalog: catalog, platform: "ios", from: floor, before: first)
        #expect(sentence.hasPrefix("iOS 1.0–2.0 show the default item instead, 2.1 a 'k999' item, 2.2 a 'k998' item, 2.3 a 'k997' item, and "))
        #expect(sentence.hasSuffix(", and 996 more ranges up to 2.1000 (the kind's catalog page lists them)"), "\(sentence)")
        #expect(sentence.count < 300)
        let short = try #require(catalog.entry(.items, "k997")?.since["ios"])
        let whole = ClientFallback.sentence(instead: "k997", of: .items, catalog: catalog, platform: "ios", from: floor, before: short)
        #expect(!whole.contains("more range") && whole.components(separatedBy: ", ").count == 3, "\(whole)")
    }

    /// The chain gives what asking `shown` at every version a kind of the family comes at gives,
    /// on random catalogs of loops, chains, missing kinds and `hidden`.
    @Test func theStepsAreThoseOfAskingAtEveryVersion() throws {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var entries: [String: CatalogConfig.Entry] = [:]
            for index in 0..<(1 + next(7)) {
                var entry = CatalogConfig.Entry(location: SourceLocation(line: 1, column: 1), path: "items.k\(index)")
                switch next(4) {
                case 0: entry.fallback = .hidden
                case 1: break
                default: entry.fallback = .kind(next(5) == 0 ? "default" : "k\(next(9))")
                }
                if next(4) > 0 { entry.since = ClientVersion("3.\(next(6))").map { ["ios": $0] } ?? [:] }
                entries["k\(index)"] = entry
            }
            let catalog = CatalogConfig(entries: [.items: entries])
            let floor = try #require(ClientVersion("3.\(next(3))"))
            let first = try #require(ClientVersion("3.\(3 + next(4))"))
            for kind in entries.keys.sorted() {
                let steps = ClientFallback.steps(instead: kind, of: .items, catalog: catalog, platform: "ios", from: floor, before: first)
                var starts = [floor]
                let comings = entries.values.compactMap { $0.since["ios"] }.filter { floor < $0 && $0 < first }
                for version in comings.sorted() where !starts.contains(version) { starts.append(version) }
                var expected: [(start: ClientVersion, shown: CatalogConfig.Fallback)] = []
                for start in starts {
                    let shown = ClientFallback.shown(instead: kind, of: .items, catalog: catalog, platform: "ios", version: start)
                    if expected.last?.shown != shown { expected.append((start, shown)) }
                }
                #expect(steps.map(\.start) == expected.map(\.start) && steps.map(\.shown) == expected.map(\.shown), "\(kind) in \(entries)")
            }
        }
    }
}
