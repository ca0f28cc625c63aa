import SpotsFormat

/// What the changed actions of some screens change of the navigation graph, for the quick update
/// (`QuickUpdate`) of a site whose screens changed only where their actions lead (their flow
/// footprints are the same, `ScreenFootprint.Parts.footprints`): the graph the map kept
/// (`FlowKept`) with those screens' edges made again from their actions now, as a full build makes
/// them (`FlowGraph.make`), and what that changes: the footers of the pages whose count of screens
/// leading to them changed, and the map's pages that show those screens or where they led.
///
/// Nothing is taken unless it is sure: the kept graph must say what the last build's pages say in
/// their footers; each changed screen must be a screen of its own (no variants, not pages from
/// data) whose actions lead to the same hosts outside the site as before, first in the same order
/// (a host is a node of its own, made at its first action in the site); the action edges must be in the
/// order `make` writes them; and the screens the home screen reaches and what the graph's checks
/// find (`FlowCheck`) must be as they were. Otherwise it says why not.
package struct FlowReroute: Sendable {
    /// The graph now, and as the map kept it.
    package let reach: FlowReach
    package let kept: FlowGraph
    /// The changed screens' nodes.
    package let rerouted: Set<Int>
    /// Those nodes, and those whose edges from them changed (led to before or now, with another
    /// count, label or place): the map's pages that show one are drawn again.
    package let touched: Set<Int>
    /// The footnotes that changed (`FlowReach.footnote`), by the route of their screen's page.
    package let footnotes: [Route: String]

    /// The graph `kept` with the actions of each screen in `actions` (its route, how diagnostics
    /// name its file, its actions now) made again; `footnotes` are what the last build's pages say
    /// in their footers, by route.
    static func make(
        kept: FlowGraph, actions: [(route: Route, file: String, actions: [FlowGraph.Action])], footnotes: [Route: String?],
        settings: FlowSettings
    ) -> Result<FlowReroute, QuickRefusal> {
        func no(_ reason: String) -> Result<FlowReroute, QuickRefusal> { .failure(QuickRefusal(reason: reason)) }
        let before = FlowReach(kept)
        for (route, node) in kept.nodeOfRoute where footnotes[route] != nil {
            guard footnotes[route] == before.footnote(of: node) else { return no("the map's kept graph is not the last build's") }
        }
        var graph = kept
        var (rerouted, touched) = (Set<Int>(), Set<Int>())
        for screen in actions {
            guard let node = graph.nodeOfRoute[screen.route] else { return no("the map's kept graph has no node of \(screen.file)") }
            guard let (old, new) = graph.reroute(node, actions: screen.actions, file: screen.file) else {
                return no("the actions of \(screen.file) lead to other hosts outside the site, or it has variants")
            }
            rerouted.insert(node)
            touched.insert(node)
            for edge in old where !new.contains(edge) { touched.insert(edge.to) }
            for edge in new where !old.contains(edge) { touched.insert(edge.to) }
        }
        let reach = FlowReach(graph)
        guard reach.fromHome == before.fromHome else { return no("the screens the home screen reaches changed") }
        guard FlowCheck.problems(of: reach, settings: settings) == FlowCheck.problems(of: before, settings: settings) else {
            return no("the checks of the app's map find other problems")
        }
        var changed: [Route: String] = [:]
        for (route, node) in graph.nodeOfRoute where touched.contains(node) {
            let footnote = reach.footnote(of: node)
            if footnote != before.footnote(of: node) { changed[route] = footnote }
        }
        return .success(FlowReroute(reach: reach, kept: kept, rerouted: rerouted, touched: touched, footnotes: changed))
    }
}

extension FlowGraph {
    /// Makes the action edges of the screen node `node` again from its `actions` (in the file
    /// diagnostics name `file`), where `make` puts them, and returns those it replaced and those it
    /// made: nil, and the graph as it was, when the
    /// node is not a screen of its own, when it leads to other hosts outside the site now, or when
    /// the action edges are not in the order `make` writes them (every one before the
    /// navigation's, by the node they leave).
    mutating func reroute(_ node: Int, actions: [Action], file: String) -> (old: [Edge], new: [Edge])? {
        guard nodes.indices.contains(node), nodes[node].kind == .screen, nodes[node].variants.isEmpty else { return nil }
        let actionEdges = edges.indices.filter { edges[$0].kind == .action }
        guard actionEdges.last.map({ $0 + 1 == actionEdges.count }) ?? true,
            zip(actionEdges, actionEdges.dropFirst()).allSatisfy({ edges[$0].from <= edges[$1].from })
        else { return nil }
        let oldPlaces = actionEdges.filter { edges[$0].from == node }
        let old = oldPlaces.map { edges[$0] }
        // A host outside is a node made at its first action in the site: the screen must lead to
        // the same hosts, first in the same order, for the nodes to be made as they were.
        let hosts = Dictionary(
            nodes.indices.filter { nodes[$0].kind == .external }.map { (nodes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        // As `make` connects them: one edge for each node led to, the first action's label and place.
        var made: [Edge] = []
        var edgeTo: [Int: Int] = [:]
        for action in actions {
            let to: Int
            switch action.target {
            case .dangling: continue
            case .external(let address):
                guard let host = hosts[action.host ?? Self.external(address).id] else { return nil }
                to = host
            case .page(let route):
                guard let page = nodeOfRoute[route] else { continue }
                to = page
            }
            guard to != node else { continue }
            if let index = edgeTo[to] {
                made[index].count += 1
                continue
            }
            edgeTo[to] = made.count
            made.append(
                Edge(from: node, to: to, kind: .action, label: action.label, file: file, location: action.location, path: action.item + ".action"))
        }
        let external = { (edge: Edge) in self.nodes[edge.to].kind == .external }
        guard old.filter(external).map(\.to) == made.filter(external).map(\.to) else { return nil }
        let start = oldPlaces.first ?? actionEdges.first { edges[$0].from > node } ?? actionEdges.count
        edges.replaceSubrange(start..<(start + old.count), with: made)
        return (old, made)
    }
}
