import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// A diff without noise: generated files counted by group, new warnings counted per screen,
/// untitled screens named as their pages name them, one wording for a value in every format.
@Suite struct DiffNoiseTests {
    /// The old side of the diff fixture twice, as `a` and `b`, for `change` to change `b`.
    static func compare(_ change: (TemporaryProject) throws -> Void) throws -> SiteDiff {
        let project = try TemporaryProject()
        defer { project.remove() }
        for side in ["a", "b"] {
            try FileManager.default.copyItem(at: SiteDiffTests.fixture.appendingPathComponent("old"), to: project.url(side))
        }
        try change(project)
        func input(_ side: String) -> ReviewInput { .project(SiteDiffTests.options(of: project.url(side))) }
        let diff = SiteDiff.compare(old: input("a"), new: input("b"))
        #expect(!diff.failed, "\(diff.oldDiagnostics + diff.newDiagnostics)")
        return diff
    }

    @Test func theCatalogsChurnIsOneLineAndNeverAScreen() throws {
        // A new item template no screen uses, and catalog.json: the catalog changes, no screen does.
        let diff = try Self.compare { project in
            try project.write("<p class=\"badge\">{{title}}</p>\n", to: "b/Templates/items/badge.mustache")
            try project.write(#"{ "items": { "person": { "description": "Someone on the crew" } } }"#, to: "b/Content/catalog.json")
        }
        #expect(diff.review.screens.isEmpty)
        #expect(diff.review.site.map(\.summary) == ["added Content/catalog.json", "added Templates/items/badge.mustache"])
        let catalog = try #require(diff.review.fileGroups.first)
        #expect(catalog.name == "catalog")
        #expect(catalog.changed.count >= 3 && catalog.added == ["catalog/items/badge/index.html"])
        #expect(catalog.changed.allSatisfy { $0.hasPrefix("catalog/") } && catalog.added.allSatisfy { $0.hasPrefix("catalog/") })
        let text = diff.render(.text)
        #expect(text.contains("\nOther files (--all-files lists them)\n  " + catalog.line + "\n"))
        #expect(catalog.line.hasPrefix("catalog: \(catalog.changed.count) files changed, \(catalog.added.count) added"))
        #expect(!text.contains("catalog/"))
        let all = diff.render(.text, allFiles: true)
        for path in catalog.changed { #expect(all.contains("\n    M \(path)\n")) }
        let markdown = diff.render(.markdown)
        #expect(markdown.contains("### Other output files\n\n- " + catalog.line + "\n"))
        #expect(!markdown.contains("catalog/"))
        #expect(diff.render(.markdown, allFiles: true).contains("<details><summary>\(catalog.line)</summary>\n\n- "))
        #expect(diff.render(.json).contains("\"name\" : \"catalog\""))
    }

    @Test func newDanglingActionsAndWarningsAreCountedPerScreen() throws {
        let diff = SiteDiffTests.diff
        // The home's "Old news" dangles now: its screen went.
        let home = try #require(diff.review.screens.first { $0.route == .root })
        #expect(home.newProblems.danglingActions == 1)
        #expect(home.newProblems.warnings.first.map(NewProblems.line)?.hasPrefix("components[0].items[2].action: ") == true)
        #expect(diff.review.screens.filter { $0.route != .root }.allSatisfy { $0.newProblems.danglingActions == 0 })
        let markdown = diff.render(.markdown)
        #expect(markdown.contains("| Screen | Route | What changed | New dangling actions | New warnings |"))
        #expect(markdown.contains("| 🟡 changed | Home | `/` | 2 changes; HTML +23 −5 | 1 |  |"))
        #expect(diff.render(.json).contains("\"newDanglingActions\" : 1"))
        #expect(diff.render(.text).contains("      new warning components[0].items[2].action: "))
        let index = try #require(ReviewReportTests.report().text(at: "index.html"))
        #expect(index.contains("<th scope=\"col\">New dangling actions</th><th scope=\"col\">New warnings</th>"))
        #expect(index.contains("<td>1</td><td></td>"))
    }

    @Test func aWarningIsNewOnlyWhenTheNewSideHasMoreOfIt() {
        func warning(_ message: String, at path: String) -> Diagnostic {
            Diagnostic(.warning, rule: .danglingAction, file: "Content/screens/a.json", path: path, message: message)
        }
        let old = [warning("x dangles", at: "components[0].items[0].action"), warning("y dangles", at: "components[0].items[1].action")]
        // Moved (another path) is not new; a second of one is.
        let new = [
            warning("y dangles", at: "components[0].items[0].action"), warning("x dangles", at: "components[0].items[1].action"),
            warning("x dangles", at: "components[0].items[2].action"),
        ]
        let problems = NewProblems(old: old, new: new)
        #expect(problems.warnings.map(\.path) == ["components[0].items[2].action"])
        #expect(problems.counts == "1 dangling action")
        #expect(NewProblems(old: new, new: old).warnings.isEmpty)
    }

    @Test func aScreenWhoseOnlyChangeIsANewWarningIsListed() throws {
        // A missing image no longer silenced: the page and the fields compared are the same, its warning is new.
        let diff = try Self.compare { project in
            let screen = #""title": "Gallery", "components": [ { "kind": "list", "items": [ { "title": "Sky", "image": "assets/sky.svg" } ] } ] }"#
            try project.write(#"{ "//spots-site": { "ignore": ["missing-image"] }, "# + screen, to: "a/Content/screens/gallery.json")
            try project.write("{ " + screen, to: "b/Content/screens/gallery.json")
        }
        let gallery = try #require(diff.review.screens.first { $0.route.path == "/gallery/" })
        #expect(gallery.changes.isEmpty && gallery.htmlDiff.isEmpty)
        #expect(gallery.newProblems.warnings.count == 1 && gallery.newProblems.danglingActions == 0)
        #expect(ReviewSummary(review: diff.review).sentence.hasSuffix("; new problems: 1 warning"))
    }

    @Test func anUntitledScreenIsNamedAsItsPageNamesIt() throws {
        let diff = try Self.compare { project in
            try project.write(
                #"{ "components": [ { "kind": "list", "items": [ { "title": "On" } ] } ] }"#, to: "b/Content/screens/account-settings.json")
        }
        let added = try #require(diff.review.screens.first { $0.status == .added })
        #expect(added.title == "Account settings")
        #expect(diff.render(.text).contains("A /account-settings/  Account settings  Content/screens/account-settings.json"))
        #expect(diff.render(.markdown).contains("| 🟢 added | Account settings | `/account-settings/` |"))
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let report = ReviewReport(review: diff.review, old: diff.old, new: diff.new).site(templates: templates)
        #expect(report.text(at: "index.html")?.contains("<a href=\"screens/account-settings.html\">Account settings</a>") == true)
    }

    @Test func aLayoutNumberReadsTheSameInEveryFormat() throws {
        let diff = SiteDiffTests.diff
        let team = try #require(diff.review.screens.first { $0.route.path == "/team/" })
        let span = try #require(team.changes.first { $0.field == "layout.span" })
        // One wording, from one place.
        #expect(span.shown(span.old) == "3" && span.shown(span.new) == "2" && span.json == true)
        #expect(diff.render(.text).contains("changed grid #people (components[0]) layout.span: 3 → 2\n"))
        #expect(diff.render(.markdown).contains("- **changed** grid \\#people `layout.span`: `3` → `2`\n"))
        #expect(diff.render(.json).contains(#""field" : "layout.span","#))
        let page = try #require(ReviewReportTests.report().text(at: "screens/team.html"))
        #expect(page.contains("<code>layout.span</code>\n              : <del>3</del> → <ins>2</ins>"))
        // Text is quoted the same way everywhere too.
        #expect(diff.render(.markdown).contains("`title`: `\"Team\"` → `\"The team\"`"))
    }

    /// An output folder keeps no warnings: beside a project, nothing of the project's is new.
    @Test func anOutputFolderBesideAProjectHasNoNewProblems() throws {
        let project = try TemporaryProject(copying: SiteDiffTests.fixture)
        defer { project.remove() }
        var options = SiteDiffTests.options(of: project.url("new"))
        options.output = project.url("new-site")
        _ = try SiteWriter(output: options.output).write(SiteBuilder(options: options).build())
        let diff = SiteDiff.compare(old: .output(project.url("new-site")), new: .project(options))
        #expect(diff.review.screens.allSatisfy { $0.newProblems.warnings.isEmpty }, "\(diff.render(.text))")
        #expect(!diff.render(.text).contains("new problems"))
    }

    /// The catalog's files are its folder and the theme's files it owns, by their names: a content
    /// asset named like them is an asset.
    @Test func aContentAssetNamedLikeTheCatalogIsAnAsset() {
        let catalog = CatalogFeature()
        #expect(catalog.owns("catalog/index.html") && catalog.owns("assets/catalog.js") && catalog.owns("assets/catalog-frame.js"))
        #expect(!catalog.owns("assets/catalogue-cover.svg") && !catalog.owns("assets/catalog-cover.svg"))
        let groups = FileGroup.groups(added: ["assets/catalogue-cover.svg"], removed: [], changed: [], screens: [], features: [catalog])
        #expect(groups.map(\.name) == ["assets"], "\(groups)")
    }
}
