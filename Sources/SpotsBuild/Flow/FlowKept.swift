import SpotsFormat

/// What the map keeps in the output of an incremental build (`.spots-site-kept-flow`): the
/// navigation graph it was drawn from, so that the quick update draws again the pages that show a
/// screen whose title changed without reading the other screens (`FlowFeature.quickFiles`), and
/// finds what a screen's changed actions change of the graph (`FlowReroute`).
///
/// A line a node, edge and page (JSON arrays), after a line naming the file and before one
/// counting the lines. The file comes from the output, which anyone may have changed: a line that
/// is not one `encoded` writes, or an index out of the graph, and nothing of it is taken; the pages
/// made from it are checked like any, and must be pages the last build wrote.
package enum FlowKept {
    /// The file the map keeps it in, at the output's root.
    package static let file = QuickFeatureInput.keptFile(of: "flow")

    private static let header = "spots-site kept flow 1"

    package static func encoded(_ graph: FlowGraph) -> String {
        var lines = [header, "[\"home\",\(graph.home.map(String.init) ?? "null")]"]
        for node in graph.nodes { lines.append(line(of: node)) }
        for edge in graph.edges { lines.append(line(of: edge)) }
        for (route, node) in graph.nodeOfRoute.sorted(by: { $0.key < $1.key }) {
            lines.append("[\"page\",\(route.segments.jsonArray),\(node)]")
        }
        lines.append("[\"end\",\(lines.count + 1)]")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(of node: FlowGraph.Node) -> String {
        "[\"node\",\(quoted(node.id)),\(quoted(node.kind.rawValue)),\(quoted(node.title)),"
            + "\(node.route.map(\.segments.jsonArray) ?? "null"),\(quoted(node.folder)),\(node.file.map(quoted) ?? "null"),"
            + "\(node.pageCount),\(node.variants.jsonArray),\(node.ignoredRules.map(\.rawValue).sorted().jsonArray)]"
    }

    private static func line(of edge: FlowGraph.Edge) -> String {
        let location = edge.location.map { "\($0.line),\($0.column)" } ?? "null,null"
        return "[\"edge\",\(edge.from),\(edge.to),\(quoted(edge.kind.rawValue)),\(edge.label.map(quoted) ?? "null"),\(edge.count),"
            + "\(quoted(edge.file)),\(location),\(edge.path.map(quoted) ?? "null")]"
    }

    /// What `encoded` writes of `graph`, from what it wrote before (`bytes`) of `kept` when only
    /// the action edges of the nodes `rerouted` changed (`FlowReroute`): their lines alone are
    /// written, the others' copied; nil when `bytes` do not have a line for each node and edge.
    package static func encoded(_ graph: FlowGraph, rerouting rerouted: Set<Int>, from kept: FlowGraph, in bytes: [UInt8]) -> String? {
        let starts = lineStarts(of: bytes)
        let first = 2 + kept.nodes.count
        // The lines up to the edges', the edges', the pages' and the end's.
        guard graph.nodes.count == kept.nodes.count, starts.count == first + kept.edges.count + kept.nodeOfRoute.count + 2 else { return nil }
        let changes = { (edge: FlowGraph.Edge) in edge.kind == .action && rerouted.contains(edge.from) }
        var text = Array(bytes[..<starts[first]])
        var (old, new) = (0, 0)
        // The edges that did not change are in both graphs in one order; the changed nodes' where the old ones were.
        while old < kept.edges.count || new < graph.edges.count {
            if old < kept.edges.count, changes(kept.edges[old]) {
                old += 1
            } else if new < graph.edges.count, changes(graph.edges[new]) {
                text += Array(line(of: graph.edges[new]).utf8) + [0x0A]
                new += 1
            } else {
                guard old < kept.edges.count, new < graph.edges.count else { return nil }
                text += bytes[starts[first + old]..<starts[first + old + 1]]
                (old, new) = (old + 1, new + 1)
            }
        }
        let pages = first + kept.edges.count
        text += bytes[starts[pages]..<starts[pages + kept.nodeOfRoute.count]]
        text += Array("[\"end\",\(first + graph.edges.count + graph.nodeOfRoute.count + 1)]\n".utf8)
        return String(decoding: text, as: UTF8.self)
    }

    /// What `encoded` writes of `graph`, from what it wrote of it before (`bytes`) when only the
    /// nodes `changed` changed (a title): their lines alone are written again.
    package static func encoded(_ graph: FlowGraph, changing changed: Set<Int>, in bytes: [UInt8]) -> String {
        // Where each line starts (the nodes' lines after the header and the home's), and its end.
        let starts = lineStarts(of: bytes)
        return replacing(changed.map { (starts[2 + $0]..<(starts[3 + $0] - 1), graph.nodes[$0]) }, in: bytes)
    }

    /// Where each line of `bytes` starts, and where one after the last line feed would.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        while let found = bytes[starts[starts.count - 1]...].place(of: [0x0A]) { starts.append(found.upperBound) }
        return starts
    }

    /// `bytes` with the lines at `lines` (the bytes of each, without its line end) replaced by
    /// those of their nodes now.
    package static func replacing(_ lines: [(place: Range<Int>, node: FlowGraph.Node)], in bytes: [UInt8]) -> String {
        var text = bytes
        // From the last, so that the lines before keep their places.
        for (place, node) in lines.sorted(by: { $0.place.lowerBound > $1.place.lowerBound }) {
            text.replaceSubrange(place, with: Array(line(of: node).utf8))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The nodes of the screens at `routes` and the places of their lines in `bytes`, each line
    /// found by its start and read alone, the others not read: nil when the file is not one
    /// `encoded` wrote, or a route has not one node line of its own.
    package static func screenNodes(_ routes: [Route], in bytes: [UInt8]) -> [Route: (place: Range<Int>, node: FlowGraph.Node)]? {
        guard bytes.starts(with: Array((header + "\n").utf8)) else { return nil }
        let starts = Dictionary(routes.map { (Array("[\"node\",\(quoted($0.path)),\"screen\",".utf8), $0) }, uniquingKeysWith: { first, _ in first })
        guard starts.count == routes.count, let length = starts.keys.map(\.count).min() else { return [:] }
        var found: [Route: (place: Range<Int>, node: FlowGraph.Node)] = [:]
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].place(of: [0x0A])?.lowerBound ?? bytes.count
            // A node's line starts `["node","/profile/1/","screen",`: most lines are told apart by
            // their first bytes, and only the lines of the routes are parsed.
            if end - start >= length, bytes[start + 2] == UInt8(ascii: "n"),
                let route = starts.first(where: { bytes[start...].starts(with: $0.key) })?.value
            {
                guard found[route] == nil, let fields = (try? JSONParser.parse(Array(bytes[start..<end])))?.root.value.elements?.map(\.value),
                    case .node(let node)? = line(fields), node.route == route
                else { return nil }
                found[route] = (start..<end, node)
            }
            start = end + 1
        }
        return found.count == routes.count ? found : nil
    }

    /// One line as `encoded` writes it.
    private enum Line: Sendable {
        case home(Int?), node(FlowGraph.Node), edge(FlowGraph.Edge), page(Route, Int), end(Int)
    }

    /// The graph `encoded` wrote in `bytes`; nil when they are not what it writes. Each line is
    /// taken for what it says as it is parsed (on all cores), not held as JSON.
    package static func graph(in bytes: [UInt8]) -> FlowGraph? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty, lines.removeFirst().elementsEqual(header.utf8) else { return nil }
        let parsed = lines.parallelMap(chunk: 512) { line -> Line? in
            // Plain lines are read without the parser (`EdgeLine`, `NodeLine`): most are edges'.
            if let edge = EdgeLine.edge(in: line) { return .edge(edge) }
            if let node = NodeLine.node(in: line) { return .node(node) }
            if let page = NodeLine.page(in: line) { return .page(page.route, page.node) }
            guard let fields = (try? JSONParser.parse(Array(line)))?.root.value.elements?.map(\.value) else { return nil }
            return Self.line(fields)
        }
        guard case .end(let written)? = parsed.last ?? nil, written == lines.count + 1, case .home(let home)? = parsed.first ?? nil else {
            return nil
        }
        var graph = FlowGraph()
        graph.home = home
        for line in parsed.dropFirst().dropLast() {
            switch line {
            case .node(let node): graph.nodes.append(node)
            case .edge(let edge): graph.edges.append(edge)
            case .page(let route, let node): graph.nodeOfRoute[route] = node
            case .home, .end, nil: return nil
            }
        }
        let count = graph.nodes.count
        let inGraph = { (index: Int) in index >= 0 && index < count }
        guard graph.home.map(inGraph) ?? true, graph.edges.allSatisfy({ inGraph($0.from) && inGraph($0.to) }),
            graph.nodeOfRoute.values.allSatisfy(inGraph)
        else { return nil }
        return graph
    }

    private static func line(_ fields: [JSONValue]) -> Line? {
        switch (fields.first?.string, fields.count) {
        case ("home", 2):
            guard fields[1] == .null else { return int(fields[1]).map { .home($0) } }
            return .home(nil)
        case ("node", 10): return node(fields).map { .node($0) }
        case ("edge", 10): return edge(fields).map { .edge($0) }
        case ("page", 3):
            guard let segments = fields[1].strings, let node = int(fields[2]) else { return nil }
            return .page(Route(segments: segments), node)
        case ("end", 2): return int(fields[1]).map { .end($0) }
        default: return nil
        }
    }

    private static func node(_ fields: [JSONValue]) -> FlowGraph.Node? {
        guard let id = fields[1].string, let kind = fields[2].string.flatMap(FlowGraph.Node.Kind.init(rawValue:)), let title = fields[3].string,
            let folder = fields[5].string, let pageCount = int(fields[7]), let variants = fields[8].strings,
            let rules = fields[9].strings?.map(DiagnosticRule.init(rawValue:)), !rules.contains(nil),
            fields[4] == .null || fields[4].strings != nil, fields[6] == .null || fields[6].string != nil
        else { return nil }
        return FlowGraph.Node(
            id: id, kind: kind, title: title, route: fields[4].strings.map { Route(segments: $0) }, folder: folder, file: fields[6].string,
            pageCount: pageCount, variants: variants, ignoredRules: Set(rules.compactMap { $0 }))
    }

    private static func edge(_ fields: [JSONValue]) -> FlowGraph.Edge? {
        guard let from = int(fields[1]), let to = int(fields[2]), let kind = fields[3].string.flatMap(FlowGraph.Edge.Kind.init(rawValue:)),
            fields[4] == .null || fields[4].string != nil, let count = int(fields[5]), let file = fields[6].string,
            fields[9] == .null || fields[9].string != nil
        else { return nil }
        var location: SourceLocation?
        if let line = int(fields[7]), let column = int(fields[8]) {
            location = SourceLocation(line: line, column: column)
        } else {
            guard fields[7] == .null, fields[8] == .null else { return nil }
        }
        return FlowGraph.Edge(
            from: from, to: to, kind: kind, label: fields[4].string, count: count, file: file, location: location, path: fields[9].string)
    }

    private static func int(_ value: JSONValue) -> Int? { value.number.flatMap { Int(exactly: $0) } }

    private static func quoted(_ string: String) -> String { string.jsonQuoted(forScript: false) }
}
