import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Two versions of a small site (`Fixtures/diff/old` and `new`) that differ in every way a review
/// names: screens added, removed, renamed and changed; components and items added, removed, moved
/// and changed; site.json, navigation, a data file, a template and an asset.
@Suite struct SiteDiffTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("diff")

    static func input(_ side: String) -> ReviewInput {
        .project(options(of: fixture.appendingPathComponent(side)))
    }

    /// The build options of a project folder (`Content/`, `Templates/`) as `diff` builds one side.
    static func options(of folder: URL) -> BuildOptions {
        var options = BuildOptions(
            content: folder.appendingPathComponent("Content"), templates: folder.appendingPathComponent("Templates"),
            output: folder.appendingPathComponent("Output")
        ).withSiteFeatures()
        options.purpose = .review(pageName: "Content")
        return options
    }

    static let diff = SiteDiff.compare(old: input("old"), new: input("new"))

    @Test func theReviewNamesEveryKindOfChange() {
        let review = Self.diff.review
        #expect(!Self.diff.failed)
        let statuses = Dictionary(review.screens.map { ($0.route.path, $0.status) }, uniquingKeysWith: { a, _ in a })
        #expect(
            statuses == [
                "/": .changed, "/events/": .added, "/news/": .removed, "/preferences/": .renamed, "/profile/1/": .changed, "/team/": .changed,
            ])
        let team = review.screens.first { $0.route.path == "/team/" }
        let lines = team?.changes.map(\.summary) ?? []
        #expect(lines.contains("moved person “Grace Hopper” in grid #people (components[0].items[0]) — from position 2 to 1"))
        #expect(
            lines.contains(
                "changed person “Ada King” in grid #people (components[0].items[1]) subtitle: Writes the [-*first*-]{+*very first*+} programs"))
        #expect(lines.contains("changed person “Ada King” in grid #people (components[0].items[1]) meta.team: \"Engines\" → \"Analytical engines\""))
        #expect(lines.contains("changed grid #people (components[0]) layout.span: 3 → 2"))
        #expect(lines.contains("removed item “Visitor” in grid #people (components[0].items[3])"))
        #expect(team?.causes == ["Templates/items/person.mustache"])
        // An action no one touched that dangles now, because its screen was removed.
        let home = review.screens.first { $0.route == .root }
        #expect(
            home?.changes.first?.summary
                == "changed item “Old news” in list “Start here” (components[0].items[2]) action: \"news\" → \"news\" — now dangles: no screen at /news/"
        )
        let renamed = review.screens.first { $0.status == .renamed }
        #expect(renamed?.oldRoute?.path == "/settings/")
        #expect(renamed?.htmlDiff.hasPrefix("--- a/settings/index.html\n+++ b/preferences/index.html\n") == true)
        let data = review.site.first { $0.subject == "Content/data/ada.json" }
        #expect(data?.pages == ["/profile/1/"])
        #expect(review.site.contains { $0.subject == "Content/assets/meetup.svg" && $0.kind == .added })
        #expect(review.addedFiles.contains("assets/meetup.svg"))
        #expect(review.removedFiles == ["news/index.html", "settings/index.html"])
    }

    @Test func textMarkdownAndJSONAreAsRecorded() {
        assertSnapshot(Self.diff.render(.text), named: "diff/review.txt")
        assertSnapshot(Self.diff.render(.text, colour: true, summaryOnly: true), named: "diff/review-colour.txt")
        assertSnapshot(Self.diff.render(.markdown), named: "diff/review.md")
        assertSnapshot(Self.diff.render(.json), named: "diff/review.json")
    }

    /// The guide shows what the fixture's diff says now: its sample comment is the markdown, and
    /// its sample output has the text's summary and group lines.
    @Test func theGuidesSamplesAreTheRecordedOutput() throws {
        let comment = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/diff-comment.md"), encoding: .utf8)
        #expect(comment == Self.diff.render(.markdown), "copy Tests/SpotsSiteTests/Snapshots/diff/review.md to docs/diff-comment.md")
        let guide = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/review.md"), encoding: .utf8)
        let text = Self.diff.render(.text)
        for line in text.split(separator: "\n") where line.hasPrefix("Screens: ") || line.hasPrefix("  catalog: ") {
            #expect(guide.contains(line), "docs/review.md lacks: \(line)")
        }
    }

    @Test func theSameSiteHasNoDifferences() {
        let same = SiteDiff.compare(old: Self.input("new"), new: Self.input("new"))
        #expect(!same.hasDifferences)
        #expect(same.render(.text) == "No differences.\n")
        #expect(same.render(.json).contains("\"identical\" : true"))
    }

    @Test func theJSONIsValidAgainstItsSchema() throws {
        let schema = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-diff-schema-\(UUID().uuidString).json")
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-diff-\(UUID().uuidString).json")
        defer {
            try? FileManager.default.removeItem(at: schema)
            try? FileManager.default.removeItem(at: document)
        }
        try Data(ReviewSchema.json.utf8).write(to: schema)
        try Data(Self.diff.render(.json).utf8).write(to: document)
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema.path, document.path])
        #expect(run.status == 0, "\(run.errors)")
    }

    @Test func markdownCommentsStayUnderGitHubsLimit() {
        // A screen whose page is rewritten top to bottom, many times over the limit.
        let long = (0..<4_000).map { "<p>line \($0) with some text to make it long</p>" }.joined(separator: "\n")
        var review = SiteReview()
        for index in 0..<5 {
            var screen = ScreenReview(status: .changed, route: Route(segments: ["s\(index)"]), title: "Screen \(index)")
            screen.htmlDiff = UnifiedDiff.make(path: "s\(index)/index.html", old: long, new: long.replacingOccurrences(of: "text", with: "words"))
            screen.changes = [ReviewChange(.changed, "screen", field: "title", old: "a", new: "b")]
            review.screens.append(screen)
        }
        let comment = ReviewMarkdown(review: review).render()
        #expect(comment.utf16.count <= 65_536)
        #expect(comment.utf16.count > 50_000)  // the budget is used, not thrown away
        #expect(comment.contains("the HTML diffs of 5 screens are cut"))
        #expect(comment.components(separatedBy: "*The HTML diff is cut here:").count == 6)
        // Every screen keeps its details and its changes.
        for index in 0..<5 { #expect(comment.contains("<b>Screen \(index)</b>")) }
        #expect(comment.components(separatedBy: "```diff\n").count == 6)
    }

    @Test func whatAScreenSaysCannotBecomeMarkupInTheComment() {
        #expect(
            MarkdownText.inline("[x](https://evil.example) <img src=x> @team") == "\\[x\\](https\\://evil\\.example) &lt;img src=x&gt; @&#8203;team")
        #expect(MarkdownText.code("a `b` c") == "``a `b` c``")
        #expect(MarkdownText.code("`") == "`` ` ``")
        #expect(MarkdownText.fence(for: "````") == "`````")
    }

    @Test func anOutputFolderIsComparedByItsPages() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        for side in ["old", "new"] {
            var options = BuildOptions(
                content: project.url("\(side)/Content"), templates: project.url("\(side)/Templates"), output: project.url("\(side)-site")
            ).withSiteFeatures()
            options.purpose = .review(pageName: "Content")
            let site = SiteBuilder(options: options).build()
            _ = try SiteWriter(output: options.output).write(site)
        }
        guard case .success(let old) = ReviewInput.resolve(project.url("old-site").path, base: Self.options),
            case .success(let new) = ReviewInput.resolve(project.url("new-site").path, base: Self.options)
        else {
            Issue.record("an output folder is recognised by its manifest")
            return
        }
        let diff = SiteDiff.compare(old: old, new: new)
        #expect(!diff.review.semantic)
        #expect(diff.review.screens.map(\.status) == Self.diff.review.screens.map(\.status))
        #expect(diff.review.changedFiles == Self.diff.review.changedFiles)
        #expect(diff.review.screens.map(\.htmlDiff) == Self.diff.review.screens.map(\.htmlDiff))
        #expect(diff.render(.text).contains("An output folder holds no JSON"))
    }

    static let options = BuildOptions(
        content: URL(fileURLWithPath: "Content"), templates: URL(fileURLWithPath: "Templates"), output: URL(fileURLWithPath: "Output")
    ).withSiteFeatures()

    @Test func aFolderThatIsNoneOfTheThreeIsRefused() throws {
        let project = try TemporaryProject(files: ["notes.txt": "hello"])
        defer { project.remove() }
        guard case .failure(let problem) = ReviewInput.resolve(project.root.path, base: Self.options) else {
            Issue.record("a folder with no content is not a side")
            return
        }
        #expect(problem.message.contains("not a content folder"))
        guard case .failure(let missing) = ReviewInput.resolve(project.url("nowhere").path, base: Self.options) else {
            Issue.record("a missing folder is not a side")
            return
        }
        #expect(missing.message == "there is no folder here")
    }
}
