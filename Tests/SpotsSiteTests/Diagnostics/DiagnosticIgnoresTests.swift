import Foundation
import SpotsFormat
import SpotsSiteTestSupport
import Testing

/// Warnings and notes silenced by rule and path (`site.json`'s `diagnostics.ignore`) and in one
/// screen (`//spots-site`), and the rule every diagnostic carries.
@Suite struct DiagnosticIgnoresTests {
    static let dangling = #"{ "components": [ { "items": [ { "title": "A", "action": "nowhere" }, { "title": "B", "image": "{image url}" } ] } ]"#

    static func project(site: String, screens: [String: String] = [:]) throws -> TemporaryProject {
        // The home screen leads to the draft, so that nothing warns that nothing leads to it.
        let home = dangling.replacingOccurrences(of: #"{ "title": "A","#, with: #"{ "title": "Drafts", "action": "drafts:a" }, { "title": "A","#)
        var files = ["Content/site.json": site, "Content/screens/index.json": home + " }", "Content/screens/drafts/a.json": dangling + " }"]
        for (name, text) in screens { files["Content/screens/" + name] = text }
        return try TemporaryProject(files: files)
    }

    @Test(arguments: [
        ("screens/drafts/**", "screens/drafts/a.json", true),
        ("screens/drafts/**", "screens/drafts/deep/b.json", true),
        ("screens/drafts/**", "screens/index.json", false),
        ("screens/drafts", "screens/drafts/a.json", true),
        ("screens/*.json", "screens/index.json", true),
        ("screens/*.json", "screens/drafts/a.json", false),
        ("**/a.json", "screens/drafts/a.json", true),
        ("**/a.json", "screens/drafts/b.json", false),
        ("screens/?.json", "screens/a.json", true),
        ("./screens/dr*/", "screens/drafts/a.json", true),
        ("screens/drafts-old/**", "screens/drafts/a.json", false),
        ("screens/caf?.json", "screens/café.json", true),
        ("screens/[id].json", "screens/[id].json", true),
    ])
    func pathPatternsMatchAsGitignoreDoes(pattern: String, path: String, matches: Bool) {
        #expect(PathPattern(pattern).matches(path) == matches, "\(pattern) against \(path)")
    }

    @Test func aRuleIsSilencedWhereItsPathsMatchAndNowhereElse() throws {
        let project = try Self.project(
            site: #"{ "diagnostics": { "ignore": [ { "rule": "dangling-action", "paths": ["screens/drafts/**"] } ] } }"#)
        defer { project.remove() }
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        #expect(lines.filter { $0.hasSuffix("[dangling-action]") }.map { String($0.prefix(26)) } == ["Content/screens/index.json"])
        #expect(lines.filter { $0.hasSuffix("[placeholder-image]") }.count == 2)
        #expect(site.ignoredCount == 1)
    }

    @Test func aRuleWithoutPathsIsSilencedEverywhereAndAWordRuleIsOne() throws {
        let project = try Self.project(site: #"{ "diagnostics": { "ignore": [ "placeholder-image", { "rule": "dangling-action" } ] } }"#)
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.filter { $0.severity != .note }.isEmpty, "\(site.diagnosticLines(relativeTo: project.root))")
        #expect(site.ignoredCount == 4)
    }

    @Test func errorsAreNeverSilenced() throws {
        let project = try Self.project(
            site: #"{ "diagnostics": { "ignore": [ "wrong-type", "refused-scheme" ] } }"#,
            screens: ["bad.json": #"{ "components": [ { "items": [ { "title": { "a": 1 }, "action": "javascript:alert(1)" } ] } ] }"#])
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.filter { $0.severity == .error }.map(\.rule).sorted() == [.refusedScheme, .wrongType])
        #expect(site.ignoredCount == 0)
    }

    @Test func aRuleThatDoesNotExistIsAWarningWithTheClosestAndAnUnusedEntryANote() throws {
        let project = try Self.project(
            site:
                #"{ "diagnostics": { "ignore": [ "dangling-actoin", { "rule": "colour-contrast", "paths": ["screens/x/**"] }, { "paths": [] } ] } }"#)
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root).filter { $0.hasPrefix("Content/site.json") }
        #expect(
            lines == [
                "Content/site.json:1:32: warning: 'dangling-actoin' is no rule of spots-site; the entry silences nothing (diagnostics.ignore[0]); did you mean 'dangling-action'? [ignore-rule]",
                "Content/site.json:1:51: note: this entry silences no colour-contrast problem (diagnostics.ignore[1]); remove it if the problems it silenced are fixed [ignore-rule]",
                #"Content/site.json:1:109: warning: an ignore entry needs a 'rule'; it silences nothing (diagnostics.ignore[2]); write it like { "rule": "dangling-action", "paths": ["screens/drafts/**"] } [ignore-rule]"#,
            ])
    }

    @Test func aScreenSilencesRulesInItselfOnly() throws {
        let inline = #"{ "//spots-site": { "ignore": ["placeholder-image", "dangling-action", "wrong-type"] }, "#
        let project = try Self.project(
            site: "{}",
            screens: [
                "index.json": inline
                    + #""components": [ { "items": [ { "title": 1, "action": "nowhere", "image": "{x}" }, { "title": [] }, { "title": "D", "action": "drafts:a" } ] } ] }"#
            ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        let home = lines.filter { $0.hasPrefix("Content/screens/index.json") }
        // The number as text is a warning and silenced; the list as text is an error and is not.
        #expect(home.count == 1 && home[0].contains("error: expected a string, got an array"), "\(home)")
        #expect(lines.filter { $0.hasPrefix("Content/screens/drafts/a.json") }.count == 2)
    }

    @Test func everyRuleIsInTheGuidesTableWithItsSummary() throws {
        let guide = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for rule in DiagnosticRule.allCases {
            #expect(guide.contains("| `\(rule.rawValue)` | \(rule.summary) |"), "docs/diagnostics.md lacks \(rule.rawValue)")
        }
    }
}

/// `diagnostics.ignore`'s patterns match in time in proportion to the pattern times the path:
/// patterns that made a backtracking matcher try every split of a path (23 s and 38 s a check)
/// match at once, and as it did.
@Suite struct PathPatternBoundTests {
    @Test func manyStarsInAFolderNameMatchAtOnce() {
        let name = String(repeating: "a", count: 90)
        #expect(!PathPattern("screens/*a*a*a*a*b").matches("screens/\(name).json"))
        #expect(PathPattern("screens/*a*a*a*a*b").matches("screens/\(name)b"))
        #expect(PathPattern("screens/*a*a*a*a*b").matches("screens/\(name)b/deeper.json"))
        #expect(!PathPattern("screens/*a*a*a*a*b").matches("screens/aaab"))
    }

    @Test func manyDoubleStarsAgainstADeepPathMatchAtOnce() {
        let deep = "screens/" + (0..<41).map { "f\($0)" }.joined(separator: "/")
        let pattern = PathPattern(Array(repeating: "**", count: 8).joined(separator: "/") + "/x.json")
        #expect(!pattern.matches(deep + "/a.json"))
        #expect(pattern.matches(deep + "/x.json"))
        #expect(PathPattern("**/f3/**/f40/**/x.json").matches(deep + "/x.json"))
        #expect(!PathPattern("**/f40/**/f3/**").matches(deep + "/x.json"))
    }

    /// The matcher agrees with the backtracking one it replaced, on random patterns and paths.
    @Test func theMatcherAgreesWithTheBacktrackingOne() {
        var seed: UInt64 = 3
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let patternParts = ["*", "**", "?", "a", "b", "a*", "*b", "?a*", "a?b", "**", "*.json", "[id].json", "é"]
        let pathParts = ["a", "b", "ab", "ba", "aab", "x.json", "[id].json", "é", "e\u{301}", ""]
        for _ in 0..<5000 {
            let pattern = (0..<next(5)).map { _ in patternParts[next(patternParts.count)] }.joined(separator: "/")
            let path = (0..<next(6)).map { _ in pathParts[next(pathParts.count)] }.joined(separator: "/")
            let prefix = ["", "./", "/"][next(3)]
            #expect(PathPattern(prefix + pattern).matches(path) == Self.backtracking(prefix + pattern, path), "\(pattern) against \(path)")
        }
    }

    /// The matcher before: every `*` and `**` tried at every place, recursively.
    static func backtracking(_ pattern: String, _ path: String) -> Bool {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
            guard let first = pattern.first else { return true }
            if first == "**" {
                var tail = path
                while true {
                    if match(pattern.dropFirst(), tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            }
            guard let part = path.first, segment(first, part) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
        func segment(_ pattern: Substring, _ text: Substring) -> Bool {
            guard let head = pattern.first else { return text.isEmpty }
            switch head {
            case "*":
                var tail = text
                while true {
                    if segment(pattern.dropFirst(), tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            case "?":
                guard !text.isEmpty else { return false }
                return segment(pattern.dropFirst(), text.dropFirst())
            default:
                guard text.first == head else { return false }
                return segment(pattern.dropFirst(), text.dropFirst())
            }
        }
        return match(trimmed.split(separator: "/")[...], path.split(separator: "/")[...])
    }
}
