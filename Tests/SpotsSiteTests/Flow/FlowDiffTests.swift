import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site diff` and the app's navigation graph: the edges a change adds and removes, and the
/// screens it leaves with nothing leading to them, or brings back, first in the comment, in the
/// JSON (valid against its schema) and drawn in the report.
@Suite struct FlowDiffTests {
    /// The flow fixture, and a change to it: People no longer leads to the account screen, a new
    /// screen in a folder has nothing leading to it, and the old draft nothing led to is linked.
    static func sides() throws -> (TemporaryProject, SiteDiff) {
        let project = try TemporaryProject()
        for side in ["old", "new"] {
            try FileManager.default.copyItem(
                at: FlowGraphTests.fixture.appendingPathComponent("Content"), to: project.url("\(side)/Content"))
        }
        let draft = #"{ "title": "Draft", "components": [ { "items": [ { "title": "Home", "action": "/" } ] } ] }"#
        try project.write(draft, to: "old/Content/screens/draft.json")
        try project.write(draft, to: "new/Content/screens/draft.json")
        try project.write(
            #"{ "title": "Extra", "components": [ { "items": [ { "title": "Home", "action": "/" } ] } ] }"#, to: "new/Content/screens/extra/x.json")
        let people = try String(contentsOf: project.url("new/Content/screens/people.json"), encoding: .utf8)
        try project.write(
            people.replacingOccurrences(of: #""action": "settings:account""#, with: #""action": "draft""#), to: "new/Content/screens/people.json")
        let diff = SiteDiff.compare(
            old: .project(SiteDiffTests.options(of: project.url("old"))), new: .project(SiteDiffTests.options(of: project.url("new"))))
        return (project, diff)
    }

    @Test func theChangesAreTheEdgesAndTheScreensWhoseStandingChanged() throws {
        let (project, diff) = try Self.sides()
        defer { project.remove() }
        let flow = diff.review.flow
        #expect(
            flow.screens.map { "\($0.id) \($0.was?.rawValue ?? "new") → \($0.now.rawValue)" } == [
                "/draft/ orphaned → reachable", "/extra/x/ new → orphaned", "/settings/account/ reachable → orphaned",
            ])
        #expect(flow.added.map(\.line) == ["Extra → Home (‘Home’)", "People → Draft"])
        #expect(flow.removed.map(\.line) == ["People → Account"])
        let markdown = diff.render(.markdown)
        // First, before the screens' table.
        let map = try #require(markdown.range(of: "### App map\n\n"))
        #expect(map.lowerBound < (markdown.range(of: "### Screens")?.lowerBound ?? markdown.startIndex))
        #expect(markdown.contains("- **orphaned** Account `/settings/account/` — nothing leads to it now\n"))
        #expect(markdown.contains("- **now reachable** Draft `/draft/` — the home screen reaches it now\n"))
        #expect(markdown.contains("- removed People → Account\n"))
        #expect(markdown.contains("app map: 2 orphaned, 1 now reachable, 2 edges added, 1 removed"))
        #expect(diff.render(.text).contains("App map"))
    }

    @Test func theJSONHasThemInItsSchema() throws {
        let (project, diff) = try Self.sides()
        defer { project.remove() }
        try project.write(ReviewSchema.json, to: "schema.json")
        try project.write(diff.render(.json), to: "review.json")
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, project.url("schema.json").path, project.url("review.json").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(diff.render(.json).contains(#""change" : "now reachable""#))
    }

    @Test func theReportDrawsTheChangedPart() throws {
        let (project, diff) = try Self.sides()
        defer { project.remove() }
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let site = ReviewReport(review: diff.review, old: diff.old, new: diff.new).site(templates: templates)
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let index = try #require(site.text(at: "index.html"))
        #expect(index.contains(#"<h2 id="review-flow">App map</h2>"#))
        #expect(index.contains(#"<g class="flow-line flow-removed"><title>Removed: People → Account</title>"#))
        #expect(index.components(separatedBy: "class=\"flow-line flow-added\"").count - 1 == 2)
        #expect(site.text(at: "review/flow.css") != nil)
    }
}
