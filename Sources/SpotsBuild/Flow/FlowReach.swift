import SpotsFormat

/// What the graph says of each node: what leads to it and where it leads, whether the home screen
/// reaches it, and the shortest ways between nodes.
package struct FlowReach: Sendable {
    package let graph: FlowGraph
    /// The nodes each node's edges lead to, and those leading to it, each once, in node order.
    package let out: [[Int]]
    package let into: [[Int]]
    /// Whether each node can be reached from the home screen, following actions and the
    /// navigation (whose entries every screen shows); all false without a home screen.
    package let fromHome: [Bool]
    /// The navigation's node, when `site.json` has one.
    package let navigation: Int?

    package init(_ graph: FlowGraph) {
        self.graph = graph
        // Lists sorted and made unique once, not a set for each node (the quick update of an
        // action makes this twice, for the graph before and after).
        var out = Array(repeating: [Int](), count: graph.nodes.count)
        var into = out
        for index in graph.edges.indices {
            let (from, to) = (graph.edges[index].from, graph.edges[index].to)
            out[from].append(to)
            into[to].append(from)
        }
        self.out = out.map(Self.sortedOnce)
        self.into = into.map(Self.sortedOnce)
        var reached = Array(repeating: false, count: graph.nodes.count)
        let navigation = graph.nodes.firstIndex { $0.kind == .navigation }
        self.navigation = navigation
        if let home = graph.home {
            // The navigation is on every screen: from the home screen, as from every other.
            let onward = self.out
            let (order, _) = Self.walk(count: graph.nodes.count, from: home) { node in
                onward[node] + (node == home ? navigation.map { [$0] } ?? [] : [])
            }
            for node in order { reached[node] = true }
        }
        fromHome = reached
    }

    /// `nodes` sorted, each once.
    private static func sortedOnce(_ nodes: [Int]) -> [Int] {
        guard nodes.count > 1 else { return nodes }
        var sorted = nodes.sorted()
        var kept = 1
        for index in 1..<sorted.count where sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The screens (and pages from data) that lead to `node`, but itself.
    package func screensLeading(to node: Int) -> [Int] { into[node].filter { graph.nodes[$0].isScreen } }

    /// Whether the navigation leads to `node`.
    package func inNavigation(_ node: Int) -> Bool { navigation.map { into[node].contains($0) } ?? false }

    /// Whether anything leads out of `node`: an action, or the navigation (when the site has one
    /// that leads somewhere else).
    package func hasWayOut(_ node: Int) -> Bool {
        !out[node].isEmpty || navigation.map { out[$0].contains { $0 != node } } ?? false
    }

    /// How a screen stands in the graph: nothing leads to it (and it is not the home screen), or
    /// something does but no path from the home screen, or it is reached.
    package enum Standing: String, Sendable {
        case orphaned, unreachable, reachable
    }

    /// How `node` stands; the checks, the review and the map read it.
    package func standing(of node: Int) -> Standing {
        if node != graph.home, into[node].isEmpty { return .orphaned }
        if graph.home != nil, !fromHome[node] { return .unreachable }
        return .reachable
    }

    /// What a screen's page says in its footer: how many screens lead to it.
    package func footnote(of node: Int) -> String {
        let screens = screensLeading(to: node).count
        let navigation = inNavigation(node)
        if screens == 0 {
            if navigation { return "Reached from the navigation" }
            return node == graph.home ? "The home screen" : "No screen leads here"
        }
        return "Reached from \(screens.counted("screen"))" + (navigation ? " and the navigation" : "")
    }

    /// The shortest path from `start` to each node it reaches (`start` first in each), nearest
    /// first and, at one distance, in node order. The navigation is on every screen: a way on from each.
    package func paths(from start: Int) -> [[Int]] {
        let (order, previous) = Self.walk(count: graph.nodes.count, from: start) { node in
            out[node] + (graph.nodes[node].isScreen ? navigation.map { [$0] } ?? [] : [])
        }
        return order.dropFirst().map { path(to: $0, previous: previous) }
    }

    /// The shortest path to `end` from each node that reaches it (`end` last in each), shortest first.
    package func paths(to end: Int) -> [[Int]] {
        let (order, following) = Self.walk(count: graph.nodes.count, from: end) { into[$0] }
        return order.dropFirst().map { path(to: $0, previous: following).reversed() }
    }

    /// A breadth-first walk of `count` nodes from `start` along `neighbours`: the nodes in the
    /// order reached, and the node each was reached from (`start` from itself; -1 for those not
    /// reached). The graph's and the map's (`FlowPicture.depths`) one walk.
    package static func walk(count: Int, from start: Int, neighbours: (Int) -> [Int]) -> (order: [Int], previous: [Int]) {
        var previous = Array(repeating: -1, count: count)
        var queue = [start]
        previous[start] = start
        var next = 0
        while next < queue.count {
            for target in neighbours(queue[next]) where previous[target] < 0 {
                previous[target] = queue[next]
                queue.append(target)
            }
            next += 1
        }
        return (queue, previous)
    }

    /// The way back from `end` along `previous`, in the order it was walked.
    private func path(to end: Int, previous: [Int]) -> [Int] {
        var path = [end]
        var node = end
        while previous[node] != node {
            node = previous[node]
            path.append(node)
        }
        return path.reversed()
    }
}
