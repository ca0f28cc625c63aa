import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// The navigation graph of a fixture whose edges are known: actions between screens, a variant's,
/// pages from data as one node, hosts outside the app, and the navigation.
@Suite struct FlowGraphTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("sites/flow")

    static func reach() throws -> (FlowReach, TemporaryProject) {
        let project = try TemporaryProject(copying: fixture)
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        return (site.flow, project)
    }

    @Test func theGraphHasTheFixturesNodesAndEdges() throws {
        let (reach, project) = try Self.reach()
        defer { project.remove() }
        let graph = reach.graph
        #expect(
            graph.nodes.map { "\($0.kind.rawValue) \($0.id) \($0.title) \($0.pageCount)" } == [
                "screen / Home 1", "screen /people/ People 1", "pages /profile/[id]/ profile/[id] 2", "screen /settings/account/ Account 1",
                "external https://help.example.com help.example.com 1", "external mailto: E-mail 1", "navigation navigation Navigation 1",
            ])
        #expect(graph.home == 0)
        #expect(graph.nodes[0].variants == ["empty"])
        #expect(graph.nodes.map(\.folder) == ["", "", "profile", "settings", "", "", ""])
        let edges = graph.edges.map { edge in
            "\(graph.nodes[edge.from].id) -> \(graph.nodes[edge.to].id) \(edge.kind.rawValue) ×\(edge.count) \(edge.label ?? "-")"
        }
        #expect(
            edges == [
                // The home screen's "Everyone" and its variant's "Nobody yet" are one edge.
                "/ -> /people/ action ×2 Everyone", "/ -> /profile/[id]/ action ×1 Ada", "/ -> https://help.example.com action ×1 Help",
                "/ -> mailto: action ×1 Write to us",
                // Ada and Grace lead to one node; a title over 24 characters labels nothing.
                "/people/ -> /profile/[id]/ action ×2 Ada", "/people/ -> /settings/account/ action ×1 -",
                // Each of the two pages from data leads back.
                "/profile/[id]/ -> /people/ action ×2 Back to people",
                "/settings/account/ -> https://help.example.com action ×1 Help with your account",
                "navigation -> / navigation ×1 Home", "navigation -> /people/ navigation ×1 People",
            ])
        // Each edge names where its first action is.
        let first = try #require(graph.edges.first)
        #expect(first.file.hasSuffix("Content/screens/index.json"))
        #expect(first.location == SourceLocation(line: 7, column: 42))
        #expect(first.path == "components[0].items[0].action")
        let entry = try #require(graph.edges.last)
        #expect(entry.file.hasSuffix("Content/site.json") && entry.location == SourceLocation(line: 5, column: 36))
        // Every page of the site has its node: the variant's is its screen's, each record's its file's.
        #expect(graph.nodeOfRoute[Route(segments: ["index~empty"])] == 0)
        #expect(graph.nodeOfRoute[Route(segments: ["profile", "grace"])] == 2)
    }

    @Test func reachFootnotesAndPathsFollowTheEdges() throws {
        let (reach, project) = try Self.reach()
        defer { project.remove() }
        #expect(reach.graph.screenNodes.allSatisfy { reach.fromHome[$0] })
        #expect(
            reach.graph.screenNodes.map(reach.footnote(of:)) == [
                "Reached from the navigation", "Reached from 2 screens and the navigation", "Reached from 2 screens", "Reached from 1 screen",
            ])
        let ids = { (paths: [[Int]]) in paths.map { $0.map { reach.graph.nodes[$0].id }.joined(separator: " ") } }
        #expect(
            ids(reach.paths(to: 3)) == [
                "/people/ /settings/account/", "/ /people/ /settings/account/", "/profile/[id]/ /people/ /settings/account/",
                "navigation /people/ /settings/account/",
            ])
        // From the account screen the navigation is a way on, as from every screen.
        #expect(
            ids(reach.paths(from: 3)) == [
                "/settings/account/ https://help.example.com", "/settings/account/ navigation", "/settings/account/ navigation /",
                "/settings/account/ navigation /people/", "/settings/account/ navigation / /profile/[id]/",
                "/settings/account/ navigation / mailto:",
            ])
    }

    @Test func aScreenThatCannotBeReadLeavesTheChecksOut() throws {
        let project = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("invalid/flow-checks"))
        defer { project.remove() }
        #expect(project.build().diagnostics.contains { $0.rule == .orphanScreen })
        try project.write("{ \"components\": [ ", to: "Content/screens/index.json")
        let rules = Set(project.build().diagnostics.map(\.rule))
        #expect(rules.contains(.jsonSyntax))
        #expect(rules.isDisjoint(with: [.orphanScreen, .unreachableScreen, .deadEndScreen]))
    }

    @Test func eachCheckIsTurnedOffInSiteJSONAndIsAnErrorWhenStrict() throws {
        let project = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("invalid/flow-checks"))
        defer { project.remove() }
        let strict = project.build(strict: true).diagnostics
        #expect(strict.filter { $0.rule == .orphanScreen || $0.rule == .unreachableScreen }.allSatisfy { $0.severity == .error })
        #expect(strict.filter { $0.rule == .deadEndScreen }.map(\.severity) == [.note])
        let all = project.build().diagnostics.map(\.rule)
        #expect(all.sorted() == [.deadEndScreen, .orphanScreen, .unreachableScreen, .unreachableScreen])
        for (setting, rule) in [("orphan", DiagnosticRule.orphanScreen), ("unreachable", .unreachableScreen), ("deadEnd", .deadEndScreen)] {
            try project.write(#"{ "navigation": [], "flow": { "\#(setting)": false } }"#, to: "Content/site.json")
            let rules = project.build().diagnostics.map(\.rule)
            #expect(!rules.contains(rule), "\(setting)")
            #expect(rules == all.filter { $0 != rule }, "\(setting): \(rules)")
        }
        // And silenced like every rule, in a screen.
        try project.write(#"{ "navigation": [] }"#, to: "Content/site.json")
        try project.write(
            #"{ "//spots-site": { "ignore": ["orphan-screen"] }, "components": [ { "items": [ { "title": "Home", "action": "/" } ] } ] }"#,
            to: "Content/screens/drafts/old.json")
        #expect(!project.build().diagnostics.contains { $0.rule == .orphanScreen })
    }

    /// An edge's label is its item's title, trimmed, when it is short enough to draw; the title
    /// itself, not a copy, when there is nothing to trim (every screen's actions are held at once).
    @Test func aLabelIsTheTitleTrimmedAndShort() {
        #expect(FlowGraph.label(of: "  Ada ") == "Ada")
        #expect(FlowGraph.label(of: "   ") == nil)
        #expect(FlowGraph.label(of: nil) == nil)
        #expect(FlowGraph.label(of: String(repeating: "x", count: FlowGraph.labelLimit + 1)) == nil)
        let title = String(repeating: "y", count: FlowGraph.labelLimit)
        let storage = { (text: String?) in text?.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
        #expect(FlowGraph.label(of: title) == title && storage(FlowGraph.label(of: title)) == storage(title))
    }
}
