import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsReview

/// `diff --audit`: the layout findings a change introduces and fixes, matched by screen, item
/// path, rule and part (not by line, which moves with every edit above it).
@Suite(.serialized) struct DiffAuditTests {
    @Test func findingsAreMatchedAsManyOfAKindAsEachSideHas() {
        func finding(_ place: String) -> AuditChanges.Finding { AuditChanges.Finding(place: place, rule: "small-target", message: place) }
        let old = [("a", finding("old a")), ("b", finding("old b 1")), ("b", finding("old b 2")), ("c", finding("old c"))]
        let new = [("a", finding("new a")), ("b", finding("new b 1")), ("d", finding("new d"))]
        let changes = AuditChanges(old: old, new: new, contexts: 54)
        #expect(changes.introduced.map(\.place) == ["new d"])
        #expect(changes.fixed.map(\.place) == ["old b 2", "old c"])
        #expect(changes.sentence == "introduces 1 layout finding and fixes 2")
        #expect(AuditChanges(old: old, new: old, contexts: 54).sentence == "changes no layout finding")
        #expect(AuditChanges(old: [], new: old, contexts: 54).sentence == "introduces 4 layout findings")
    }

    /// The audit fixture, changed: the tag's dark colour fixed, a second chip with a title too long.
    @Test func aChangeThatFixesOneFaultAndBringsAnotherSaysBothFirst() throws {
        let old = try TemporaryProject(copying: AuditTests.fixture)
        let new = try TemporaryProject(copying: AuditTests.fixture)
        defer {
            old.remove()
            new.remove()
        }
        let screen = new.url("Content/screens/index.json")
        let text = try String(contentsOf: screen, encoding: .utf8)
            .replacingOccurrences(of: ##""dark": "#3a2a20""##, with: ##""dark": "#ffd9c2""##)
            .replacingOccurrences(
                of: #"{ "kind": "chip", "title": "Notifications and reminders for every team" }"#,
                with:
                    #"{ "kind": "chip", "title": "Notifications and reminders for every team" }, { "kind": "chip", "title": "Another title far too long" }"#
            )
        try text.write(to: screen, atomically: true, encoding: .utf8)
        let markdown = try runProcess(
            CommandLineTests.binary, ["diff", old.root.path, new.root.path, "--audit", "--format", "markdown"], in: new.root)
        #expect(markdown.status == 1, "\(markdown.errors)")
        let comment = markdown.output
        #expect(comment.contains("### Layout audit\n\nMeasured in 54 contexts on each side, the change introduces 1 layout finding and fixes 1.\n"))
        #expect(comment.contains("**Introduced**\n\n- `screens/index.json:8:84` `layout-overflow`: the title"), "\(comment)")
        #expect(
            comment.contains("**Fixed**\n\n- `screens/index.json:15:9` `rendered-contrast`: the meta value \"Beta\" has a contrast of 1\\.24\\:1"))
        let audit = try #require(comment.range(of: "### Layout audit")), screens = try #require(comment.range(of: "### Screens"))
        #expect(audit.lowerBound < screens.lowerBound)
        // An output folder has no JSON to point at: the audit refuses it.
        _ = new.build()
        let site = try runProcess(CommandLineTests.binary, ["build", "--output", new.url("Site").path], in: new.root)
        #expect(site.status == 0, "\(site.errors)")
        let refused = try runProcess(CommandLineTests.binary, ["diff", old.root.path, new.url("Site").path, "--audit"], in: new.root)
        #expect(
            refused.status == 2 && refused.errors.contains("--audit needs a project (or content folder) on each side, not a site"),
            "\(refused.errors)")
    }
}
