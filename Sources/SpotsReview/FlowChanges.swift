import SpotsBuild
import SpotsFormat

/// What a change does to the app's navigation graph: the edges it adds and removes, and, most
/// important, the screens it leaves with nothing leading to them or no path from the home screen,
/// and those it brings back. Nodes are matched by their ids (a screen's route, pages from data
/// by their file's pattern, a host), edges by their ends and kind.
package struct FlowChanges: Sendable, Equatable {
    /// An edge that one side has and the other does not.
    package struct Edge: Sendable, Equatable {
        package var from: String
        package var to: String
        package var fromTitle: String
        package var toTitle: String
        package var kind: FlowGraph.Edge.Kind
        package var label: String?
        package var added: Bool

        /// "People → Account ('Your account')".
        package var line: String { "\(fromTitle) → \(toTitle)" + (label.map { " (‘\($0)’)" } ?? "") }
    }

    /// How a screen stands in the graph (`FlowReach.Standing`).
    package typealias Standing = FlowReach.Standing

    /// A screen whose standing the change makes worse, or better again.
    package struct Screen: Sendable, Equatable {
        package var id: String
        package var title: String
        package var route: Route?
        /// How it stood before (nil: it is new) and how it stands now.
        package var was: Standing?
        package var now: Standing

        /// "becomes orphaned", "becomes unreachable", "now reachable".
        package var change: String {
            switch now {
            case .orphaned: "orphaned"
            case .unreachable: "unreachable"
            case .reachable: "now reachable"
            }
        }
    }

    package var edges: [Edge] = []
    package var screens: [Screen] = []

    package var isEmpty: Bool { edges.isEmpty && screens.isEmpty }
    package var added: [Edge] { edges.filter(\.added) }
    package var removed: [Edge] { edges.filter { !$0.added } }

    /// The changes from `old` to `new`, a screen renamed from one route to another (`renamed`, by
    /// the routes' paths) being the same node; none when either side has no graph (an output folder).
    package static func make(old: FlowReach?, new: FlowReach?, renamed: [String: String] = [:]) -> FlowChanges {
        guard let old, let new else { return FlowChanges() }
        var changes = FlowChanges()
        let before = keyedEdges(old.graph, renamed: renamed)
        let after = keyedEdges(new.graph, renamed: [:])
        for (key, edge) in after.sorted(by: { $0.key < $1.key }) where before[key] == nil { changes.edges.append(edge.added(true)) }
        for (key, edge) in before.sorted(by: { $0.key < $1.key }) where after[key] == nil { changes.edges.append(edge.added(false)) }
        let was = standings(old, renamed: renamed)
        for index in new.graph.screenNodes {
            let node = new.graph.nodes[index]
            let now = new.standing(of: index)
            let previous = was[node.id]
            let worse = now != .reachable && previous != now
            let better = now == .reachable && previous != nil && previous != .reachable
            guard worse || better else { continue }
            changes.screens.append(Screen(id: node.id, title: node.title, route: node.route, was: previous, now: now))
        }
        return changes
    }

    /// Each screen's standing by its id, renamed ones by their new id.
    private static func standings(_ reach: FlowReach, renamed: [String: String]) -> [String: Standing] {
        var standings: [String: Standing] = [:]
        for index in reach.graph.screenNodes {
            let id = reach.graph.nodes[index].id
            standings[renamed[id] ?? id] = reach.standing(of: index)
        }
        return standings
    }

    /// Each edge by "from to kind", renamed nodes by their new ids.
    private static func keyedEdges(_ graph: FlowGraph, renamed: [String: String]) -> [String: Edge] {
        var edges: [String: Edge] = [:]
        for edge in graph.edges {
            let (from, to) = (graph.nodes[edge.from], graph.nodes[edge.to])
            let (fromID, toID) = (renamed[from.id] ?? from.id, renamed[to.id] ?? to.id)
            edges["\(fromID)\u{1F}\(toID)\u{1F}\(edge.kind.rawValue)"] = Edge(
                from: fromID, to: toID, fromTitle: from.title, toTitle: to.title, kind: edge.kind, label: edge.label, added: true)
        }
        return edges
    }
}

extension FlowChanges.Edge {
    fileprivate func added(_ added: Bool) -> FlowChanges.Edge {
        var edge = self
        edge.added = added
        return edge
    }
}
