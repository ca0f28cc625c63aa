import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Only spots-site's own layout breaks a line of a review (issue 51, class 2): a line feed or a line
/// separator in a title, a route, a path or a value is shown escaped in `diff`'s text, and a title's
/// `@mention` or `#12` is neither a mention nor an issue reference in the markdown comment, in its
/// `<summary>` as in its table.
@Suite struct ReviewLineTests {
    /// A screen `team` titled `title`, as a JSON file.
    static func screen(titled title: String) -> String {
        #"{ "title": \#(title.jsonQuoted(forScript: false)), "components": [ { "kind": "list", "items": [ { "title": "Back", "action": "/" } ] } ] }"#
    }

    static let home = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "Go", "action": "team" } ] } ] }"#

    /// Two sides that differ in `team`'s title, the new one `title`.
    static func project(newTitle title: String) throws -> TemporaryProject {
        try TemporaryProject(files: [
            "old/Content/screens/index.json": home, "old/Content/screens/team.json": screen(titled: "Team"),
            "new/Content/screens/index.json": home, "new/Content/screens/team.json": screen(titled: title),
        ])
    }

    /// The title was added to the screen's heading raw, and `TerminalText.lines` keeps line feeds:
    /// it printed a removed screen that is not there.
    @Test func aTitleWithALineBreakForgesNoLineInDiffText() throws {
        let forged = "  D /admin/  Admin  Content/screens/admin.json"
        let project = try Self.project(newTitle: "Team\n\(forged)\n      removed screen (forged line)\u{2028}\(forged)\u{2029}x")
        defer { project.remove() }
        let run = try DiffCommandTests.run(["old", "new", "--color", "never", "--summary", "--no-catalog"], in: project.root)
        #expect(run.status == 1, "\(run.errors)")
        let lines = run.output.components(separatedBy: "\n")
        #expect(!lines.contains { $0.hasPrefix("  D /admin/") || $0.hasPrefix("      removed screen") }, "\(run.output)")
        #expect(!run.output.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }, "\(run.output)")
        #expect(run.output.contains("Team\\n\(forged)\\n      removed screen (forged line)\\u{2028}\(forged)\\u{2029}x"), "\(run.output)")
    }

    /// Every string of a review that spots-site did not write, each holding a line feed: no line of
    /// the text, with colours or without, starts with what follows it.
    @Test func noStringOfAReviewStartsALineOfItsText() {
        let evil = "x\nFORGED"
        var screen = ScreenReview(status: .renamed, route: Route(segments: [evil]), source: evil, title: evil)
        screen.oldRoute = Route(segments: ["old" + evil])
        screen.causes = [evil]
        var change = ReviewChange(.changed, evil, path: evil, field: evil, old: evil, new: evil, note: evil)
        change.pages = [evil]
        var words = ReviewChange(.changed, evil, path: evil, field: evil)
        words.words = [.init(kind: .same, text: evil), .init(kind: .removed, text: evil), .init(kind: .added, text: evil)]
        screen.changes = [change, words, ReviewChange(.added, evil)]
        var review = SiteReview()
        review.screens = [screen]
        review.site = [change, ReviewChange(.removed, evil, path: evil)]
        review.changedFiles = [evil]
        review.fileGroups = [FileGroup(name: evil, changed: [evil])]
        review.flow.screens = [.init(id: evil, title: evil, route: nil, was: nil, now: .orphaned)]
        review.flow.edges = [.init(from: evil, to: evil, fromTitle: evil, toTitle: evil, kind: .action, label: evil, added: true)]
        for colour in [false, true] {
            let text = ReviewText(review: review, colour: colour, summaryOnly: true, allFiles: true).render()
            #expect(text.contains("FORGED"))
            let forged = text.components(separatedBy: "\n").filter { line in
                line.drop { $0 == " " || $0 == "\u{1B}" || $0 == "[" || $0.isNumber || $0 == "m" || $0 == "(" }.hasPrefix("FORGED")
            }
            #expect(forged.isEmpty, "colour \(colour):\n\(text)")
        }
    }

    /// `<summary><b>` held the title HTML-escaped only: `@admin` went out raw (GitHub would notify
    /// admin), while the table wrote it escaped. Now both break the mention and the reference.
    @Test func aMentionInATitleIsNoMentionInTheComment() throws {
        let project = try Self.project(newTitle: "Team @admin fixes #12\u{2028}<b>x</b>")
        defer { project.remove() }
        let run = try DiffCommandTests.run(["old", "new", "--format", "markdown", "--no-catalog"], in: project.root)
        #expect(run.status == 1, "\(run.errors)")
        let comment = run.output
        #expect(comment.contains("<summary><b>Team @&#8203;admin fixes #&#8203;12 &lt;b&gt;x&lt;/b&gt;</b>"), "\(comment)")
        #expect(comment.contains("| Team @&#8203;admin fixes \\#&#8203;12 &lt;b&gt;x&lt;/b&gt; |"), "\(comment)")
        // Outside code (a fence, a code span), where GitHub finds none, no mention or reference is left.
        var inFence = false
        for line in comment.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            let prose = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
            #expect(!prose.contains("@admin") && !prose.contains("#12"), "\(line)")
        }
        #expect(!comment.unicodeScalars.contains("\u{2028}"), "\(comment)")
    }

    /// The markdown escaper's forms: line and paragraph separators are line breaks, and the HTML
    /// form breaks mentions and issue references as the inline one does.
    @Test func markdownFormsBreakSeparatorsMentionsAndReferences() {
        #expect(MarkdownText.inline("a\u{2028}b\u{2029}c") == "a b c")
        #expect(MarkdownText.oneLine("a\u{2028}b\u{2029}c") == "a b c")
        #expect(MarkdownText.code("a\u{2028}b") == "`a b`")
        #expect(MarkdownText.linkTarget("a\u{2028}b\u{2029}") == "<a%E2%80%A8b%E2%80%A9>")
        #expect(MarkdownText.html("@team #1 #x \"'&<>\r\n") == "@&#8203;team #&#8203;1 #x &quot;&#39;&amp;&lt;&gt;  ")
        #expect(MarkdownText.inline("@team #1 #x") == "@&#8203;team \\#&#8203;1 \\#x")
        #expect(TerminalText.oneLine("a\u{2028}b\u{2029}") == "a\\u{2028}b\\u{2029}")
        #expect(TerminalText.lines("a\nb\u{2028}c") == "a\nb\\u{2028}c")
    }
}
