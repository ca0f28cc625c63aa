import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFlow
@testable import SpotsFormat

/// What the quick update reads to make again the files that show screens' titles: the map's graph
/// as it kept it (`FlowKept`), and the catalog's search index, whose screen entries it rewrites.
@Suite struct TitleFilesTests {
    static let graph: FlowGraph = {
        var graph = FlowGraph()
        graph.nodes = [
            .init(id: "/", kind: .screen, title: "Home \"quoted\"", route: .root, folder: "", file: "Content/screens/index.json"),
            .init(
                id: "/profile/[id]/", kind: .pages, title: "profile/[id]", route: Route(segments: ["profile", "1"]), folder: "profile",
                file: "Content/screens/profile/[id].json", pageCount: 3, ignoredRules: [.danglingAction, .legacyField]),
            .init(id: "/people/", kind: .screen, title: "People", route: Route(segments: ["people"]), folder: "", file: nil, variants: ["empty"]),
            .init(id: "https://example.com", kind: .external, title: "example.com", folder: ""),
        ]
        graph.edges = [
            .init(
                from: 0, to: 2, kind: .action, label: "See all", count: 2, file: "Content/screens/index.json", location: .init(line: 4, column: 9),
                path: "components[0].items[0].action"),
            .init(from: 2, to: 3, kind: .action, label: nil, file: "Content/screens/people.json", location: nil, path: nil),
        ]
        graph.home = 0
        graph.nodeOfRoute = [.root: 0, Route(segments: ["profile", "1"]): 1, Route(segments: ["profile", "2"]): 1, Route(segments: ["people"]): 2]
        return graph
    }()

    @Test func theKeptGraphReadsBackAsItWasWritten() throws {
        let text = FlowKept.encoded(Self.graph)
        #expect(FlowKept.graph(in: Array(text.utf8)) == Self.graph)
        #expect(FlowKept.graph(in: Array(FlowKept.encoded(FlowGraph()).utf8)) == FlowGraph())
        // A title changed: its node's line alone is written again, as a whole file would be.
        var retitled = Self.graph
        retitled.nodes[2].title = "Everyone, \"all\" of them"
        #expect(FlowKept.encoded(retitled, changing: [2], in: Array(text.utf8)) == FlowKept.encoded(retitled))
        // Cut short, a line it does not write, or an index out of the graph: nothing is taken.
        #expect(FlowKept.graph(in: Array(text.dropLast(2).utf8)) == nil)
        for (old, new) in [
            ("[\"edge\",0,2", "[\"edge\",0,9"), ("[\"home\",0]", "[\"home\",7]"), ("\"dangling-action\"", "\"no-such-rule\""),
            ("\"screen\"", "\"screens\""), (",3,[]", ",3.5,[]"), ("[\"page\",[\"people\"],2]", "[\"page\",[\"people\"],-1]"),
        ] {
            let damaged = text.replacingOccurrences(of: old, with: new)
            #expect(damaged != text, "\(old)")
            #expect(FlowKept.graph(in: Array(damaged.utf8)) == nil, "\(old) → \(new)")
        }
    }

    @Test func aScreensSearchEntryIsRewrittenWhereItIs() throws {
        let routes = [Route(segments: ["a"]), Route(segments: ["b"])]
        let script =
            "// The design catalog's search index, written by spots-site.\nwindow.spotsCatalogSearch = [\n"
            + [
                CatalogSearch.screenEntry(routes[0], heading: "A \"one\""), "[\"An item\",0,\"c-1\"]",
                CatalogSearch.screenEntry(routes[1], heading: "B"),
            ]
            .joined(separator: ",\n") + "\n];\n"
        let bytes = Array(script.utf8)
        let first = try #require(CatalogSearch.script(bytes, retitling: [(routes[0], "A \"one\"", "Ä <1>")]))
        #expect(
            first
                == script.replacingOccurrences(
                    of: CatalogSearch.screenEntry(routes[0], heading: "A \"one\""), with: CatalogSearch.screenEntry(routes[0], heading: "Ä <1>")))
        // The last entry, followed by no comma.
        let last = try #require(CatalogSearch.script(bytes, retitling: [(routes[1], "B", "Bee")]))
        #expect(last.contains(CatalogSearch.screenEntry(routes[1], heading: "Bee") + "\n];"))
        // An entry it does not find, or finds twice: nothing is made.
        #expect(CatalogSearch.script(bytes, retitling: [(routes[1], "Not B", "Bee")]) == nil)
        let twice = Array((script + CatalogSearch.screenEntry(routes[1], heading: "B") + "\n").utf8)
        #expect(CatalogSearch.script(twice, retitling: [(routes[1], "B", "Bee")]) == nil)
    }
}
