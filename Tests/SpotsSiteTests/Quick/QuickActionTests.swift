import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFlow
@testable import SpotsFormat
@testable import SpotsRender

/// An action changed in place (`FlowReroute`): the quick update renders the screen's page, the
/// pages whose footers count other screens leading to them now, and the map's pages that show
/// where it led and leads, from the graph the map kept; the rest of the site is taken. Each build
/// is compared byte for byte with a full one (`QuickUpdateTests.build`).
@Suite struct QuickActionTests {
    @Test func anActionLeadingElsewhereRendersItsPageTheFootersAndTheMap() throws {
        let project = try QuickMapTitleTests.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // b/2 leads to a/1 and b/3; now to a/5 instead of a/1: a/1 is reached from one screen
        // fewer, a/5 from one more.
        let before = try String(contentsOf: project.url("Output/a/5/index.html"), encoding: .utf8)
        try QuickUpdateTests.edit(project, "Content/screens/b/2.json", #""action": "a/1""#, #""action": "a/5""#)
        let built = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(built.output.contains("Take the rest of the site: yes, 3 pages rendered"), "\(built.output)\(built.errors)")
        let after = try String(contentsOf: project.url("Output/a/5/index.html"), encoding: .utf8)
        #expect(before.contains("Reached from 1 screen") && after.contains("Reached from 2 screens"))
        let map = try String(contentsOf: project.url("Output/flow/b/index.html"), encoding: .utf8)
        #expect(map.contains("Screen a5"))
        // And built both ways: the same as a full build.
        try QuickUpdateTests.edit(project, "Content/screens/b/2.json", #""action": "a/5""#, #""action": "a/9""#)
        #expect(try QuickUpdateTests.build(project, "b/2 leads to a/9").quick)
        // a/3 alone leads to a/4: leading elsewhere, and back, changes what the map's checks find.
        try QuickUpdateTests.edit(project, "Content/screens/a/3.json", #""action": "a/4""#, #""action": "b/1""#)
        #expect(try QuickUpdateTests.build(project, "a/3 leads to b/1").quick == false)
        try QuickUpdateTests.edit(project, "Content/screens/a/3.json", #""action": "b/1""#, #""action": "a/4""#)
        #expect(try QuickUpdateTests.build(project, "a/3 leads to a/4 again").quick == false)
        try QuickUpdateTests.edit(project, "Content/screens/b/3.json", #""action": "a/1""#, #""action": "a/2""#)
        #expect(try QuickUpdateTests.build(project, "b/3 leads to a/2").quick)
    }

    /// A folder's page too large to draw has the rows of the screens whose actions changed made
    /// again in place (`FlowRerouteRows`): the rest of its table is taken as the last build wrote
    /// it. A row not found once by its screen's id has the page made whole.
    @Test func aFolderPagesRowsAreMadeAgainInPlace() throws {
        let project = try QuickMapTitleTests.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        let (map, catalog) = (project.url("Output/flow/a/index.html"), project.url("Output/catalog/index.html"))
        // A change of the same size (the quick update takes a file of the size it wrote).
        let mark = { (old: String, new: String, file: URL) in
            #expect(old.utf8.count == new.utf8.count)
            let page = try String(contentsOf: file, encoding: .utf8)
            #expect(page.contains(old))
            try page.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }
        let (row, marked) = (">Screen a100</a> <code>/a/100/</code>", ">Screen A100</a> <code>/a/100/</code>")
        let built = { (what: String) -> String in
            let run = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
            #expect(run.output.contains("Take the rest of the site: yes"), "\(what): \(run.output)\(run.errors)")
            let clean = try CommandLineTests.run(["build", "--output", "Clean"], in: project.root)
            #expect(clean.status == 0)
            let full = try String(contentsOf: project.url("Clean/flow/a/index.html"), encoding: .utf8)
            let page = try String(contentsOf: map, encoding: .utf8)
            // But for the mark, the page is a full build's.
            #expect(page.replacingOccurrences(of: marked, with: row) == full, "\(what)")
            return page
        }
        // A mark in a row that no change touches stays: the page was changed in place. So on the
        // catalog's home page, whose cards of a/1 and a/5 say in their footers what leads to them.
        let (card, markedCard) = (">Screen a100</a></h3>", ">Screen A100</a></h3>")
        try mark(row, marked, map)
        try mark(card, markedCard, catalog)
        // b/2 leads to a/5 instead of a/1: the rows of a/1 and a/5 change on a's page.
        try QuickUpdateTests.edit(project, "Content/screens/b/2.json", #""action": "a/1""#, #""action": "a/5""#)
        #expect(try built("b/2 leads to a/5").contains(marked))
        let home = try String(contentsOf: catalog, encoding: .utf8)
        let fullHome = try String(contentsOf: project.url("Clean/catalog/index.html"), encoding: .utf8)
        #expect(home.contains(markedCard) && home.replacingOccurrences(of: markedCard, with: card) == fullHome)
        // a/5's id written twice in the table: the page is made whole, without the mark. So is the
        // catalog's home page when a card's footer does not say what the last build kept.
        try mark("<code>/a/100/</code>", "<code>/a/5/</code>  ", map)
        try mark("<code>/a/5/</code> · Reached from", "<code>/a/5/</code> · Reached FROM", catalog)
        try QuickUpdateTests.edit(project, "Content/screens/b/2.json", #""action": "a/5""#, #""action": "a/1""#)
        #expect(try !built("b/2 leads to a/1 again").contains(">Screen A100</a>"))
        #expect(try String(contentsOf: catalog, encoding: .utf8) == String(contentsOf: project.url("Clean/catalog/index.html"), encoding: .utf8))
    }

    @Test func whatTheChecksOrTheHostsOutsideSayOtherwiseRunsEveryStep() throws {
        let project = try QuickMapTitleTests.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // b/1 alone leads to b/2: leading elsewhere leaves b/2 with no way in, which the map's checks say.
        try QuickUpdateTests.edit(project, "Content/screens/b/1.json", #""action": "b/2""#, #""action": "b/3""#)
        let (_, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "b/2 orphaned")
        #expect(output.contains("Take the rest of the site: no, "), "\(output)")
        // A kept graph damaged in the output is not taken.
        let kept = project.url("Output/.spots-site-kept-flow")
        let text = try String(contentsOf: kept, encoding: .utf8)
        let edge = try #require(text.split(separator: "\n").first { $0.hasPrefix("[\"edge\"") })
        try text.replacingOccurrences(of: edge, with: #"["edge",99999999,1,"action",null,1,"x",1,1,null]"#).write(
            to: kept, atomically: true, encoding: .utf8)
        try QuickUpdateTests.edit(project, "Content/screens/b/3.json", #""action": "a/1""#, #""action": "a/3""#)
        let (_, damaged) = try IncrementalBuildTests.buildBothWaysSaying(project, "b/3 leads to a/3, the kept graph damaged")
        #expect(damaged.contains("the graph the output keeps of them is not one the map wrote"), "\(damaged)")
        try QuickUpdateTests.edit(project, "Content/screens/b/3.json", #""action": "a/3""#, #""action": "a/1""#)
        _ = try QuickUpdateTests.build(project, "b/3 leads to a/1 again")
        // Without the map no graph is kept: every step runs, as the reason says.
        try QuickUpdateTests.edit(project, "Content/site.json", #""title": "Map""#, #""title": "Map", "flow": { "map": false }"#)
        _ = try QuickUpdateTests.build(project, "the map off")
        try QuickUpdateTests.edit(project, "Content/screens/b/3.json", #""action": "a/1""#, #""action": "a/2""#)
        let (_, off) = try IncrementalBuildTests.buildBothWaysSaying(project, "b/3 leads to a/2, no map")
        #expect(off.contains("the output keeps no graph of them (the app's map is off)"), "\(off)")
    }

    /// a → b, a → x.example, b → c, c → a, as `FlowGraph.make` orders them.
    static let graph: FlowGraph = {
        var graph = FlowGraph()
        for (index, name) in ["a", "b", "c"].enumerated() {
            let route = Route(segments: [name])
            graph.nodes.append(FlowGraph.Node(id: route.path, kind: .screen, title: name, route: route, folder: "", file: "\(name).json"))
            graph.nodeOfRoute[route] = index
        }
        graph.nodes.append(FlowGraph.Node(id: "https://x.example", kind: .external, title: "x.example", folder: ""))
        graph.edges = [edge(0, 1), edge(0, 3), edge(1, 2), edge(2, 0)]
        return graph
    }()

    static func edge(_ from: Int, _ to: Int, count: Int = 1) -> FlowGraph.Edge {
        FlowGraph.Edge(
            from: from, to: to, kind: .action, label: "to \(to)", count: count, file: "\(from).json",
            location: SourceLocation(line: to + 2, column: 3),
            path: "components[0].items[\(to)].action")
    }

    static func action(_ target: LinkResolver.ActionTarget, to: Int) -> FlowGraph.Action {
        FlowGraph.Action(
            target: target, host: nil, label: "to \(to)", location: SourceLocation(line: to + 2, column: 3), item: "components[0].items[\(to)]")
    }

    @Test func aScreensEdgesAreMadeAgainWhereAFullBuildPutsThem() throws {
        let (a, b, c) = (Route(segments: ["a"]), Route(segments: ["b"]), Route(segments: ["c"]))
        var graph = Self.graph
        // a leads to c now, and to another address of the same host.
        let toC = graph.reroute(0, actions: [Self.action(.page(c), to: 2), Self.action(.external("https://x.example/y"), to: 3)], file: "0.json")
        #expect(toC?.old == [Self.edge(0, 1), Self.edge(0, 3)] && toC?.new == [Self.edge(0, 2), Self.edge(0, 3)])
        #expect(graph.edges == [Self.edge(0, 2), Self.edge(0, 3), Self.edge(1, 2), Self.edge(2, 0)])
        // b: twice to a, to a page with no screen, to itself: one edge, after a's and before c's.
        let toA = graph.reroute(
            1,
            actions: [
                Self.action(.page(a), to: 0), Self.action(.page(a), to: 0), Self.action(.dangling(Route(segments: ["z"])), to: 5),
                Self.action(.page(b), to: 1),
            ], file: "1.json")
        #expect(toA != nil)
        #expect(graph.edges == [Self.edge(0, 2), Self.edge(0, 3), Self.edge(1, 0, count: 2), Self.edge(2, 0)])
        // c leads nowhere now.
        let nowhere = graph.reroute(2, actions: [], file: "2.json")
        #expect(nowhere?.new == [])
        #expect(graph.edges == [Self.edge(0, 2), Self.edge(0, 3), Self.edge(1, 0, count: 2)])
        // The kept file, rewritten in those edges' lines alone, is the one written whole.
        let kept = Array(FlowKept.encoded(Self.graph).utf8)
        #expect(FlowKept.encoded(graph, rerouting: [0, 1, 2], from: Self.graph, in: kept) == FlowKept.encoded(graph))
        #expect(FlowKept.encoded(graph, rerouting: [0, 1, 2], from: Self.graph, in: Array(kept.dropLast(3))) == nil)
        // A host is a node made at its first action: leading to none or to another is not taken.
        let before = graph
        let noHost = graph.reroute(0, actions: [Self.action(.page(c), to: 2)], file: "0.json")
        #expect(noHost == nil)
        let otherHost = graph.reroute(1, actions: [Self.action(.external("https://y.example/"), to: 3)], file: "1.json")
        #expect(otherHost == nil)
        let notAScreen = graph.reroute(3, actions: [], file: "x")
        #expect(notAScreen == nil)
        #expect(graph == before)
    }

    @Test func anEdgesLineIsReadAsTheParserReadsIt() throws {
        var graph = Self.graph
        graph.edges.append(FlowGraph.Edge(from: 1, to: 0, kind: .navigation, label: nil, count: 3, file: "site.json", location: nil, path: nil))
        graph.edges.append(
            FlowGraph.Edge(
                from: 2, to: 1, kind: .action, label: "Café \"x\"", count: 1, file: "c.json", location: SourceLocation(line: 1, column: 2),
                path: "p"))
        let text = FlowKept.encoded(graph)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("[\"edge\"") }.map { Array($0.utf8)[...] }
        let read = lines.map { FlowKept.EdgeLine.edge(in: $0) }
        // The plain lines are read byte by byte; one with an escape by the parser.
        #expect(read.dropLast().map { $0 } == graph.edges.dropLast().map { $0 })
        #expect(read.last == .some(nil))
        #expect(FlowKept.graph(in: Array(text.utf8)) == graph)
        // What the parser would not take (a leading zero, half a place, another kind, a space) is left to it.
        for line in [
            #"["edge",01,2,"action",null,1,"f",1,1,null]"#, #"["edge",1,2,"action",null,1,"f",1,null,null]"#,
            #"["edge",1,2,"hop",null,1,"f",null,null,null]"#, #"["edge",1,2,"action",null,1,"f",null,null,null] "#,
            #"["edge",1,2,"action",nul,1,"f",null,null,null]"#,
        ] {
            #expect(FlowKept.EdgeLine.edge(in: Array(line.utf8)[...]) == nil, "\(line)")
        }
    }

    @Test func aNodesAndAPagesLinesAreReadAsTheParserReadsThem() throws {
        var graph = Self.graph
        let route = Route(segments: ["équipe", "1"])
        graph.nodes.append(
            FlowGraph.Node(
                id: route.path, kind: .screen, title: "Zoë & <Ada>", route: route, folder: "équipe", file: "équipe/1.json", pageCount: 3,
                variants: ["empty", "long-text"], ignoredRules: [.orphanScreen, .danglingAction]))
        graph.nodeOfRoute[route] = graph.nodes.count - 1
        graph.nodes.append(FlowGraph.Node(id: "nav", kind: .navigation, title: "Say \"hi\"", folder: ""))
        let text = FlowKept.encoded(graph)
        let lines = text.split(separator: "\n").map { Array($0.utf8)[...] }
        let nodes = lines.filter { $0.starts(with: Array("[\"node\"".utf8)) }.map(FlowKept.NodeLine.node(in:))
        // Every node but the last (an escape in its title) is read byte by byte, beyond ASCII too.
        #expect(nodes.dropLast().map { $0 } == graph.nodes.dropLast().map { $0 })
        #expect(nodes.last == .some(nil))
        let pages = lines.compactMap(FlowKept.NodeLine.page(in:))
        #expect(Dictionary(uniqueKeysWithValues: pages.map { ($0.route, $0.node) }) == graph.nodeOfRoute)
        #expect(FlowKept.graph(in: Array(text.utf8)) == graph)
        // What the parser would not take, or might read otherwise, is left to it.
        for line in [
            #"["node","/a/","screen","a",["a"],"","a.json",1,[],["no-such-rule"]]"#, #"["node","/a/","screen","a",["a"],"","a.json",1,[]]"#,
            #"["node","/a/","screen","a",["a",],"","a.json",1,[],[]]"#, #"["page",["a"],1234567890123456]"#, #"["page",["a"] ,1]"#,
        ] {
            #expect(FlowKept.NodeLine.node(in: Array(line.utf8)[...]) == nil && FlowKept.NodeLine.page(in: Array(line.utf8)[...]) == nil, "\(line)")
        }
        // Bytes that are not UTF-8 are not mended into a title.
        let broken = Array(#"["node","/a/","screen","#.utf8) + [0x22, 0xC3, 0x28, 0x22] + Array(#",["a"],"","a.json",1,[],[]]"#.utf8)
        #expect(FlowKept.NodeLine.node(in: broken[...]) == nil)
    }

    @Test func theMapsKeptFileIsTheOneItsFeatureIsGiven() {
        #expect(FlowKept.file == QuickFeatureInput.keptFile(of: FlowFeature().name))
    }
}
