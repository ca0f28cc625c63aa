import SpotsBuild
import SpotsFormat

extension FlowPicture {
    /// Every node of `reach`'s graph (or, with `folder`, the nodes in it and those it shares an edge
    /// with), as a map on the page at `page`.
    static func screens(_ reach: FlowReach, on page: Route, folder: String? = nil) -> FlowPicture {
        let graph = reach.graph
        var picture = FlowPicture(name: folder.map { "the screens in \($0)/" } ?? "every screen")
        var boxOfNode: [Int: Int] = [:]
        let inFolder = { (node: Int) in folder.map { graph.nodes[node].isIn(folder: $0) } ?? true }
        let inside = Set(graph.nodes.indices.filter(inFolder))
        var shown = inside
        if folder != nil {
            // And the nodes one edge away, each once.
            for edge in graph.edges where inside.contains(edge.from) || inside.contains(edge.to) {
                shown.insert(edge.from)
                shown.insert(edge.to)
            }
        }
        for index in graph.nodes.indices where shown.contains(index) {
            boxOfNode[index] = picture.boxes.count
            picture.boxes.append(box(of: index, reach, on: page, inFolder: inFolder(index)))
        }
        picture.start = graph.home.flatMap { boxOfNode[$0] }
        for edge in graph.edges {
            guard let from = boxOfNode[edge.from], let to = boxOfNode[edge.to] else { continue }
            picture.lines.append(
                Line(
                    from: from, to: to, label: edge.label.map { fitted($0, limit: FlowGraph.labelLimit) }, style: edge.kind.rawValue,
                    description: description(of: edge, in: graph)))
        }
        return picture
    }

    /// The box of node `index`: drawn in its folder when the map is of its folder or of all.
    static func box(of index: Int, _ reach: FlowReach, on page: Route, inFolder: Bool) -> Box {
        let graph = reach.graph
        let node = graph.nodes[index]
        var details: [String] = []
        if index == graph.home { details.append("home") }
        if node.kind == .pages { details.append(node.pageCount.counted("page")) }
        if !node.variants.isEmpty { details.append((node.variants.count + 1).counted("state")) }
        var style: String
        switch node.kind {
        case .screen: style = index == graph.home ? "home" : "screen"
        case .pages: style = "pages"
        case .external: style = "external"
        case .navigation: style = "navigation"
        }
        if node.isScreen, graph.home != nil, !reach.fromHome[index] { style = "unreached" }
        var description = node.kind == .external ? "\(node.title), outside the app" : "\(node.title) (\(node.id))"
        if node.isScreen { description += ": " + reach.footnote(of: index).lowercasedFirst }
        if !node.variants.isEmpty { description += "; its states: " + node.variants.joined(separator: ", ") }
        return Box(
            title: fitted(node.title), detail: details.isEmpty ? nil : details.joined(separator: " · "),
            href: node.route.map { page.relativeLink(to: $0) }, folder: inFolder && node.isScreen ? node.folder : "", style: style,
            description: description)
    }

    /// What a line says of `edge`: "Home → People: 'Everyone' and 2 more actions".
    static func description(of edge: FlowGraph.Edge, in graph: FlowGraph) -> String {
        var text = "\(graph.nodes[edge.from].title) → \(graph.nodes[edge.to].title)"
        if let label = edge.label { text += ": ‘\(label)’" }
        if edge.count > 1 {
            text +=
                (edge.label == nil ? ": " : " and ")
                + (edge.count - (edge.label == nil ? 0 : 1)).counted(edge.kind == .navigation ? "entry" : "action")
        }
        return text
    }

    /// A large site's top map: each folder one box (linked to its own map), the screens at the top
    /// on their own, and the lines between them with their counts.
    static func folders(_ reach: FlowReach, on page: Route, folderPages: [String: Route]) -> FlowPicture {
        let graph = reach.graph
        var picture = FlowPicture(name: "the folders of screens")
        var boxOfKey: [String: Int] = [:]
        // Each node's box, found once: the lines are counted over every edge (370,000 at 10,000
        // screens) by the boxes' numbers, not by words made for each.
        var boxOfNode: [Int] = []
        boxOfNode.reserveCapacity(graph.nodes.count)
        var screensIn: [String: Int] = [:]
        for node in graph.nodes where node.isScreen {
            if let top = node.topFolder { screensIn[top, default: 0] += 1 }
        }
        for (index, node) in graph.nodes.enumerated() {
            let top = node.topFolder
            let key = node.isScreen ? (top.map { "folder " + $0 } ?? node.id) : (node.kind == .external ? "outside" : node.id)
            if let box = boxOfKey[key] {
                boxOfNode.append(box)
                continue
            }
            boxOfKey[key] = picture.boxes.count
            boxOfNode.append(picture.boxes.count)
            if node.isScreen, let top {
                let count = screensIn[top] ?? 0
                picture.boxes.append(
                    Box(
                        title: fitted(top + "/"), detail: count.counted("screen"), href: folderPages[top].map { page.relativeLink(to: $0) },
                        folder: "", style: "folder", description: "The folder \(top)/: \(count.counted("screen")); its own map lists them"))
            } else if node.kind == .external {
                picture.boxes.append(Box(title: "Outside the app", folder: "", style: "external", description: "Addresses outside the app"))
            } else {
                picture.boxes.append(box(of: index, reach, on: page, inFolder: false))
            }
        }
        picture.start = graph.home.map { boxOfNode[$0] }
        var counts: [LineKey: Int] = [:]
        var order: [LineKey] = []
        for index in graph.edges.indices {
            let (from, to) = (boxOfNode[graph.edges[index].from], boxOfNode[graph.edges[index].to])
            guard from != to else { continue }
            let key = LineKey(from: from, to: to, kind: graph.edges[index].kind)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += graph.edges[index].count
        }
        for key in order {
            let words = (counts[key] ?? 0).counted(key.kind == .navigation ? "entry" : "action")
            picture.lines.append(
                Line(
                    from: key.from, to: key.to, label: words, style: key.kind.rawValue,
                    description: "\(picture.boxes[key.from].title) → \(picture.boxes[key.to].title): \(words)"))
        }
        return picture
    }

    /// The line between two boxes of the folders' map, of one kind.
    private struct LineKey: Hashable {
        let from: Int
        let to: Int
        let kind: FlowGraph.Edge.Kind
    }
}

extension String {
    /// The text with its first letter in lower case ("Reached from…" inside a sentence).
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
