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
