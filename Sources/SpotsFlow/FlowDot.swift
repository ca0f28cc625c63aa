import SpotsBuild
import SpotsFormat

/// The graph in Graphviz's DOT language: for the layout, with nothing to measure (every box and
/// label a fixed size, so fonts do not matter), and for tools (`spots-site flow --format dot`),
/// with names, links and titles.
package enum FlowDot {
    /// How many lines a picture may have before dot's effort is bounded.
    static let boundedAbove = 200

    /// The source `dot` lays out: boxes `n0`, `n1`… and lines `e0`, `e1`… by their indices, folders
    /// as clusters, left to right from the start. `ordering=out` keeps each box's lines in the
    /// order given: without it, dot's order depended on where in memory Graphviz's records were,
    /// and a process that had made other allocations first (every build renders pages on all
    /// cores before it) could lay the same source out otherwise. `remincross=false` skips dot's
    /// last pass over crossings with the clusters expanded: in Graphviz 2.43 it reads past the end
    /// of the table of a rank's flat lines (valgrind shows it), so its result depended on the
    /// bytes there.
    static func layoutSource(of picture: FlowPicture) -> String {
        // Past `boundedAbove` lines, dot's two slow passes (crossings and network simplex) get a
        // bounded number of rounds, and lines are drawn straight rather than routed round boxes: 100
        // screens and 1,100 lines took a minute unbounded and take about a second so, and a map
        // that busy reads no worse.
        let bounded = picture.lines.count > boundedAbove ? ", mclimit=0.1, nslimit=1, nslimit1=1, splines=line" : ""
        var lines = [
            "digraph flow {",
            "  graph [rankdir=LR, nodesep=0.3, ranksep=0.7, fontsize=12, newrank=true, ordering=out, remincross=false\(bounded)];",
            "  node [shape=box, fixedsize=true, label=\"\"];",
            "  edge [arrowsize=0.7];",
        ]
        // The start is declared first, so dot ranks from it. (A `rank=min` subgraph would say so
        // outright, but with labelled edges it makes Graphviz 2.43 corrupt the graph it frees.)
        let order = picture.start.map { start in [start] + picture.boxes.indices.filter { $0 != start } } ?? Array(picture.boxes.indices)
        for index in order {
            let size = FlowPicture.size(of: picture.boxes[index])
            lines.append("  n\(index) [width=\(inches(size.width)), height=\(inches(size.height))];")
        }
        var folders: [String: [Int]] = [:]
        for (index, box) in picture.boxes.enumerated() where !box.folder.isEmpty { folders[box.folder, default: []].append(index) }
        for (number, folder) in folders.keys.sorted().enumerated() {
            let label = fixedLabel(width: Double(folder.count * 7 + 16), height: 16)
            let members = (folders[folder] ?? []).map { "n\($0);" }.joined(separator: " ")
            lines.append("  subgraph cluster_\(number) { label=\(label); labeljust=l; \(members) }")
        }
        // Ranks follow the shortest ways from the start: a line back to a box no farther from it
        // (a "back" or "home" action) is given the other way round and drawn back (`dir=back`),
        // so it does not push boxes apart across the whole map. (`constraint=false` would say so
        // too, but with labels it makes Graphviz 2.43 free memory twice.)
        let depth = picture.depths()
        for (index, line) in picture.lines.enumerated() {
            var attributes = ["id=e\(index)"]
            var ends = (line.from, line.to)
            if let from = depth[line.from], let to = depth[line.to], to <= from {
                ends = (line.to, line.from)
                attributes.append("dir=back")
            }
            if picture.drawsLabels, let label = line.label {
                let size = FlowPicture.size(ofLabel: label)
                attributes.append("label=\(fixedLabel(width: size.width, height: size.height))")
            }
            if line.style == "navigation" { attributes.append("weight=0") }
            lines.append("  n\(ends.0) -> n\(ends.1) [\(attributes.joined(separator: ", "))];")
        }
        lines += rowsOfUnlinked(picture)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Boxes no line touches would all take the first rank, one column down the left with the
    /// width empty: they are chained into rows instead, by lines drawn by no one (`style=invis`,
    /// no id, so the layout reads none of them), about twice as wide as they are tall.
    static func rowsOfUnlinked(_ picture: FlowPicture) -> [String] {
        var linked = Set<Int>()
        for line in picture.lines { linked.formUnion([line.from, line.to]) }
        let unlinked = picture.boxes.indices.filter { !linked.contains($0) && $0 != picture.start }
        guard unlinked.count > 3 else { return [] }
        let row = max(3, min(6, Int(Double(unlinked.count * 2).squareRoot().rounded(.up))))
        let starts = Array(stride(from: 0, to: unlinked.count, by: row))
        var lines: [String] = starts.compactMap { start in
            let chain = unlinked[start..<min(start + row, unlinked.count)].map { "n\($0)" }
            return chain.count > 1 ? "  " + chain.joined(separator: " -> ") + " [style=invis];" : nil
        }
        // The rows' first boxes in one column, linked in order: the first row on top (Graphviz,
        // left to right, would stack the rows bottom up).
        if starts.count > 1 {
            lines.append("  { rank=same; " + starts.map { "n\(unlinked[$0])" }.joined(separator: " -> ") + " [style=invis]; }")
        }
        return lines
    }

    /// The graph for tools: each node by its id, with its title as label and its page as URL (from
    /// the site's root), folders as clusters, the navigation's edges dashed; every string quoted by
    /// DOT's one rule (`DOTText`).
    package static func source(of graph: FlowGraph) -> String {
        var lines = ["digraph flow {", "  graph [rankdir=LR];", "  node [shape=box, style=rounded];"]
        var folders: [String: [Int]] = [:]
        for (index, node) in graph.nodes.enumerated() {
            var attributes = ["label=\(DOTText.quoted(node.kind == .pages ? "\(node.title) (\(node.pageCount) pages)" : node.title))"]
            if let route = node.route { attributes.append("URL=\(DOTText.quoted(route.path))") }
            switch node.kind {
            case .external: attributes.append("shape=ellipse")
            case .navigation: attributes.append("shape=tab")
            case .pages: attributes.append("peripheries=2")
            case .screen: if index == graph.home { attributes.append("penwidth=2") }
            }
            if node.isScreen, !node.folder.isEmpty { folders[node.folder, default: []].append(index) }
            lines.append("  \(DOTText.quoted(node.id)) [\(attributes.joined(separator: ", "))];")
        }
        for (number, folder) in folders.keys.sorted().enumerated() {
            let members = (folders[folder] ?? []).map { DOTText.quoted(graph.nodes[$0].id) + ";" }.joined(separator: " ")
            lines.append("  subgraph cluster_\(number) { label=\(DOTText.quoted(folder + "/")); \(members) }")
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(DOTText.quoted(label))") }
            if edge.kind == .navigation { attributes.append("style=dashed") }
            let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(DOTText.quoted(graph.nodes[edge.from].id)) -> \(DOTText.quoted(graph.nodes[edge.to].id))\(list);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An HTML-like label of a fixed size with no text: room for a label Graphviz need not measure.
    private static func fixedLabel(width: Double, height: Double) -> String {
        "<<TABLE FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(width.rounded()))\" HEIGHT=\"\(Int(height.rounded()))\" BORDER=\"0\" CELLPADDING=\"0\"><TR><TD></TD></TR></TABLE>>"
    }

    /// Points as inches, as DOT takes sizes, to four places.
    private static func inches(_ points: Double) -> String {
        let value = (points / 72 * 10_000).rounded() / 10_000
        return String(value)
    }
}
