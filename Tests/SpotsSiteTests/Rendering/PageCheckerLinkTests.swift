import Foundation
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// A page's local links are resolved on their bytes; these tests hold that walk to the rule
/// written the plain way (split on '/', '..' climbs, '.' stays, a trailing '/' names index.html).
@Suite struct PageCheckerLinkTests {
    static let planned: Set<String> = [
        "index.html", "team/index.html", "team/1/index.html", "team/2/index.html", "a/b/c/index.html", "assets/x.png", "404.html",
        "caf\u{e9}/index.html",
    ]

    @Test func linksResolveFromThePagesFolder() {
        let checker = PageChecker(route: Route(segments: ["team", "1"]), file: "t.json", plannedFiles: Self.planned)
        #expect(checker.problem(with: "../2/index.html", ids: []) == nil)
        #expect(checker.problem(with: "../2/", ids: []) == nil)
        #expect(checker.problem(with: "../2", ids: []) == nil)
        #expect(checker.problem(with: "./", ids: []) == nil)
        #expect(checker.problem(with: "../../", ids: []) == nil)
        #expect(checker.problem(with: "../../assets/x.png?v=1#top", ids: []) == nil)
        #expect(checker.problem(with: "/team//2/", ids: []) == nil)
        #expect(checker.problem(with: "../../caf%C3%A9/", ids: []) == nil)
        #expect(checker.problem(with: "../../../", ids: []) == PageChecker.leavesTheSite)
        #expect(checker.problem(with: "../3/", ids: []) == "which this build does not write")
        #expect(checker.problem(with: "#main", ids: ["main"]) == nil)
        #expect(checker.problem(with: "https://example.com/x", ids: []) == nil)
    }

    @Test func aSitePathIsTakenOffRootRelativeLinks() {
        var checker = PageChecker(route: Route(segments: ["team"]), file: "t.json", plannedFiles: Self.planned)
        checker.sitePath = "/docs/"
        #expect(checker.problem(with: "/docs/team/1/", ids: []) == nil)
        #expect(checker.problem(with: "/other/team/1/", ids: []) == PageChecker.leavesTheSite)
    }

    @Test func randomPathsResolveAsThePlainRuleSays() {
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var random = SplitMix(seed: seed)
        let parts = ["..", ".", "", "team", "1", "2", "a", "b", "c", "index.html", "x.png", "assets", "caf\u{e9}"]
        let routes = [[], ["team"], ["team", "1"], ["a", "b"]].map(Route.init(segments:))
        for _ in 0..<2_000 {
            let route = routes.randomElement(using: &random)!
            let path = (0..<Int.random(in: 0...5, using: &random)).map { _ in parts.randomElement(using: &random)! }
                .joined(separator: "/")
            let checker = PageChecker(route: route, file: "t.json", plannedFiles: Self.planned)
            #expect(checker.file(at: Substring(path)) == Self.plainFile(path, from: route), "seed \(seed): '\(path)' from \(route.path)")
        }
    }

    /// The rule as it reads: nil when the path climbs above the root.
    static func plainFile(_ path: String, from route: Route) -> String? {
        var segments = path.hasPrefix("/") ? [] : route.segments
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case "..":
                if segments.isEmpty { return nil }
                segments.removeLast()
            case ".": continue
            case "": if index == parts.count - 1 { segments.append("index.html") }
            default: segments.append(String(part))
            }
        }
        return segments.joined(separator: "/")
    }
}
