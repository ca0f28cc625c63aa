import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site diff` and the app versions screens need (`Fixtures/diff-clients`, site.json's
/// clients iOS 3.0 and Android 2.9 on both sides): /start/ starts using the item kind
/// 'badge-card' (iOS 3.4), /legacy/ stops, /offers/ is unchanged but catalog.json raises its
/// 'stat' from iOS 3.2 to 3.3, and the new /members/ is served from iOS 3.4 by its own clients.
/// The client-support warnings are silenced, so only the review's client versions say so.
@Suite struct ClientNeedsDiffTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("diff-clients")

    static func input(_ folder: URL) -> ReviewInput { .project(SiteDiffTests.options(of: folder)) }

    static let diff = SiteDiff.compare(old: input(fixture.appendingPathComponent("old")), new: input(fixture.appendingPathComponent("new")))

    static func lines(_ review: SiteReview) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: review.screens.map { ($0.route.path, $0.clientNeeds.map(\.line)) })
    }

    @Test func eachScreenSaysTheVersionItNeedsNowAndWhy() {
        #expect(!Self.diff.failed, "\(Self.diff.newDiagnostics)")
        #expect(
            Self.lines(Self.diff.review) == [
                "/start/": ["now needs iOS 3.4, was 3.0: uses item kind 'badge-card'"],
                "/legacy/": ["now needs iOS 3.0, was 3.4: no longer uses item kind 'badge-card'"],
                "/offers/": ["now needs iOS 3.3, was 3.2: uses item kind 'stat' (catalog.json's since was 3.2)"],
                "/members/": ["needs iOS 3.4, more than the site's 3.0: uses item kind 'badge-card'"],
            ])
        // The home page uses nothing newer than site.json's clients: it is not listed at all.
        #expect(!Self.diff.review.screens.contains { $0.route == .root })
        let start = Self.diff.review.screens.first { $0.route.path == "/start/" }?.clientNeeds.first
        #expect(start?.direction == .raised)
        #expect(start?.subjects == [.kind(.items, "badge-card")])
        #expect(Self.diff.review.screens.first { $0.route.path == "/legacy/" }?.clientNeeds.first?.direction == .lowered)
    }

    /// /offers/'s JSON and page are the same: only what it needs changed, and that is enough.
    @Test func aScreenWhoseNeedAloneChangedIsReported() throws {
        let offers = try #require(Self.diff.review.screens.first { $0.route.path == "/offers/" })
        #expect(offers.status == .changed)
        #expect(offers.changes.isEmpty)
        #expect(offers.htmlDiff.isEmpty)
        #expect(offers.newProblems.warnings.isEmpty)
        #expect(!Self.diff.review.changedFiles.contains("offers/index.html"))
    }

    @Test func textMarkdownAndJSONSayThemFirst() throws {
        let text = Self.diff.render(.text)
        #expect(text.hasPrefix("Screens: 3 changed, 1 added; site: 1 change;"))
        #expect(text.contains("; client versions: 3 raised, 1 lowered; app map: 1 orphaned\n"))  // /members/ is new, and nothing leads to it
        let section = "\nClient versions\n  /members/  needs iOS 3.4, more than the site's 3.0: uses item kind 'badge-card'\n"
        #expect(text.contains(section))
        #expect(text.contains("  /legacy/  now needs iOS 3.0, was 3.4: no longer uses item kind 'badge-card'\n"))
        #expect((text.range(of: "Client versions\n")?.lowerBound ?? text.endIndex) < (text.range(of: "\nSite\n")?.lowerBound ?? text.startIndex))
        let markdown = Self.diff.render(.markdown)
        #expect(
            markdown.contains(
                "### Client versions\n\n- **raised** Members `/members/` — needs iOS 3\\.4, more than the site's 3\\.0\\: uses item kind 'badge-card'\n"
            ))
        #expect(markdown.contains("- **lowered** Legacy `/legacy/` — now needs iOS 3\\.0, was 3\\.4\\: no longer uses item kind 'badge-card'\n"))
        #expect(
            (markdown.range(of: "### Client versions")?.lowerBound ?? markdown.endIndex)
                < (markdown.range(of: "| |")?.lowerBound ?? markdown.startIndex))
        #expect(markdown.contains("| 🟡 changed | Offers | `/offers/` | needs iOS 3\\.3 (was 3\\.2) |"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.diff.render(.json).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["clientNeedsRaised"] as? Int == 3 && summary["clientNeedsLowered"] as? Int == 1)
        let screens = try #require(json["screens"] as? [[String: Any]])
        let start = try #require(screens.first { $0["route"] as? String == "/start/" }?["clientNeeds"] as? [[String: Any]])
        #expect(start.count == 1)
        #expect(start.first?["platform"] as? String == "ios")
        #expect(start.first?["direction"] as? String == "raised")
        #expect(start.first?["was"] as? String == "3.0" && start.first?["now"] as? String == "3.4")
        #expect(start.first?["subjects"] as? [String] == ["item kind 'badge-card'"])
        #expect(start.first?["message"] as? String == "now needs iOS 3.4, was 3.0: uses item kind 'badge-card'")
        let members = try #require(screens.first { $0["route"] as? String == "/members/" }?["clientNeeds"] as? [[String: Any]])
        #expect(members.first?["was"] == nil && members.first?["siteFloor"] as? String == "3.0")
        assertSnapshot(text, named: "diff-clients/review.txt")
        assertSnapshot(markdown, named: "diff-clients/review.md")
        assertSnapshot(Self.diff.render(.json), named: "diff-clients/review.json")
    }

    @Test func theSchemaDescribesThemAndTheJSONIsValid() throws {
        #expect(ReviewSchema.json.contains(#""clientNeeds": {"#))
        #expect(ReviewSchema.json.contains(#""required": ["platform", "direction", "now", "subjects", "message"]"#))
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

    @Test func theReportsIndexListsThem() throws {
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let site = ReviewReport(review: Self.diff.review, old: Self.diff.old, new: Self.diff.new).site(templates: templates)
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let index = try #require(site.text(at: "index.html"))
        #expect(index.contains(#"<h2 id="review-clients">Client versions</h2>"#))
        #expect(
            index.contains(
                #"<span class="review-badge badge-raised">raised</span> Start <code>/start/</code>: now needs iOS 3.4, was 3.0: uses item kind &#39;badge-card&#39;"#
            ))
    }

    /// Raising site.json's clients changes what every screen is served, not what one needs: it
    /// is a site change, and no screen says it needs more for it.
    @Test func raisingSiteClientsAloneIsASiteChange() throws {
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("new"))
        defer { project.remove() }
        let site = try String(contentsOf: project.url("Content/site.json"), encoding: .utf8)
        try project.write(site.replacingOccurrences(of: #""ios": "3.0""#, with: #""ios": "3.4""#), to: "Content/site.json")
        let diff = SiteDiff.compare(old: Self.input(Self.fixture.appendingPathComponent("new")), new: Self.input(project.root))
        #expect(diff.review.site.map(\.summary) == [#"changed Content/site.json clients.ios: "3.0" → "3.4""#])
        // /offers/ needed 3.3 for its 'stat' and /legacy/ 3.0: the floor of 3.4 is not theirs.
        #expect(diff.review.screens.allSatisfy { $0.clientNeeds.isEmpty }, "\(Self.lines(diff.review))")
    }

    /// A screen's own clients are a change of its JSON, and what it needs follows them.
    @Test func aScreensOwnClientsAreItsChange() throws {
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("new"))
        defer { project.remove() }
        let members = try String(contentsOf: project.url("Content/screens/members.json"), encoding: .utf8)
        try project.write(members.replacingOccurrences(of: #""ios": "3.4""#, with: #""ios": "3.5""#), to: "Content/screens/members.json")
        let diff = SiteDiff.compare(old: Self.input(Self.fixture.appendingPathComponent("new")), new: Self.input(project.root))
        let screen = try #require(diff.review.screens.first { $0.route.path == "/members/" })
        #expect(screen.changes.map(\.summary) == [#"changed screen clients.ios: "3.4" → "3.5""#])
        #expect(screen.clientNeeds.map(\.line) == ["now needs iOS 3.5, was 3.4: its clients serve it from 3.5"])
        let back = SiteDiff.compare(old: Self.input(project.root), new: Self.input(Self.fixture.appendingPathComponent("new")))
        #expect(
            back.review.screens.first { $0.route.path == "/members/" }?.clientNeeds.map(\.line) == [
                "now needs iOS 3.4, was 3.5: its clients no longer serve it from 3.5"
            ])
    }

    /// catalog.json dropping a `since` lowers what a screen that still uses the kind needs: the
    /// screen is not said to stop using it. Giving one back raises it again, and says it had none.
    @Test func aSinceGoneIsNotAUseGone() throws {
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("new"))
        defer { project.remove() }
        let catalog = try String(contentsOf: project.url("Content/catalog.json"), encoding: .utf8)
        try project.write(
            catalog.replacingOccurrences(of: #""badge-card": { "since": { "ios": "3.4" } }"#, with: #""badge-card": {}"#),
            to: "Content/catalog.json")
        let diff = SiteDiff.compare(old: Self.input(Self.fixture.appendingPathComponent("new")), new: Self.input(project.root))
        // /members/ is served from 3.4 by its own clients, with or without the since.
        #expect(
            Self.lines(diff.review) == [
                "/start/": ["now needs iOS 3.0, was 3.4: uses item kind 'badge-card' (catalog.json no longer gives it an iOS since)"]
            ])
        #expect(diff.review.site.map(\.summary) == [#"changed Content/catalog.json items.badge-card.since.ios: "3.4" → (none)"#])
        let back = SiteDiff.compare(old: Self.input(project.root), new: Self.input(Self.fixture.appendingPathComponent("new")))
        #expect(
            Self.lines(back.review) == [
                "/start/": ["now needs iOS 3.4, was 3.0: uses item kind 'badge-card' (catalog.json gave it no iOS since before)"]
            ])
    }

    /// The Site section says what catalog.json changed key by key, as it does site.json's.
    @Test func catalogJSONChangesKeyByKey() throws {
        #expect(Self.diff.review.site.map(\.summary) == [#"changed Content/catalog.json items.stat.since.ios: "3.2" → "3.3""#])
        let project = try TemporaryProject(copying: Self.fixture.appendingPathComponent("new"))
        defer { project.remove() }
        let catalog = #"""
            { "builtInKinds": "all",
              "items": { "stat": { "since": { "ios": "3.3" }, "status": "beta", "fields": { "meta.trend": { "since": { "android": "3.1" } } } },
                         "badge-card": { "since": { "ios": "3.4" }, "fallback": "hidden" } } }
            """#
        try project.write(catalog, to: "Content/catalog.json")
        let diff = SiteDiff.compare(old: Self.input(Self.fixture.appendingPathComponent("new")), new: Self.input(project.root))
        #expect(
            diff.review.site.map(\.summary) == [
                #"changed Content/catalog.json builtInKinds: "used" → "all""#,
                #"changed Content/catalog.json items.badge-card.fallback: (none) → "hidden""#,
                #"changed Content/catalog.json items.stat.status: (none) → "beta""#,
                #"changed Content/catalog.json items.stat.since.android: "3.0" → (none)"#,
                #"changed Content/catalog.json items.stat.fields.meta.trend.since.android: (none) → "3.1""#,
            ])
        // Only its layout changed: the file, as any data file.
        let flat = try TemporaryProject(copying: project.root)
        defer { flat.remove() }
        try flat.write(catalog.replacingOccurrences(of: "\n", with: " "), to: "Content/catalog.json")
        let layout = SiteDiff.compare(old: Self.input(project.root), new: Self.input(flat.root))
        #expect(layout.review.site.map(\.summary) == ["changed Content/catalog.json"])
    }

    /// Two copies of a site in folders of other names (`cp -r old copy`): their client-support
    /// and deprecated-kind warnings name catalog.json and site.json, and are none of them new.
    @Test func identicalCopiesHaveNoNewProblems() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("new"), to: project.url("old"))
        let site = try String(contentsOf: project.url("old/Content/site.json"), encoding: .utf8)
        try project.write(site.replacingOccurrences(of: #""client-support""#, with: #""missing-image""#), to: "old/Content/site.json")
        let catalog = try String(contentsOf: project.url("old/Content/catalog.json"), encoding: .utf8)
        try project.write(
            catalog.replacingOccurrences(of: #""stat": {"#, with: #""stat": { "status": "deprecated","#), to: "old/Content/catalog.json")
        try FileManager.default.copyItem(at: project.url("old"), to: project.url("copy"))
        let diff = SiteDiff.compare(old: Self.input(project.url("old")), new: Self.input(project.url("copy")))
        let rules = Set(diff.new.warnings.values.joined().map(\.rule))
        #expect(rules.isSuperset(of: [.clientSupport, .deprecatedKind]), "\(rules)")
        #expect(diff.review.screens.isEmpty, "\(diff.render(.text))")
        #expect(!diff.render(.text).contains("new problems"))
        // A warning of the new side names its files as pages do, wherever the folder is.
        let start = try #require(diff.new.warnings.first { $0.key.path == "/start/" }?.value.first { $0.rule == .clientSupport })
        #expect(start.message.contains("(Content/catalog.json)") || start.message.contains("(catalog.json)"), "\(start.message)")
    }
}
