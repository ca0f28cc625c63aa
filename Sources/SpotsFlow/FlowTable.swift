import SpotsBuild
import SpotsFormat
import SpotsRender

/// The graph as a table below the picture, for screen readers and search: each screen, where it
/// leads and what leads to it.
enum FlowTable {
    /// One row for each screen of `reach`'s graph (of `only`, when given), on the page at `page`.
    static func rows(_ reach: FlowReach, on page: Route, only: [Int]? = nil) -> [TemplateValue] {
        let graph = reach.graph
        return (only ?? graph.screenNodes).filter { graph.nodes[$0].isScreen }.map { index in
            let node = graph.nodes[index]
            var fields: [String: TemplateValue] = [
                "title": .text(node.title), "id": .text(node.id),
                "leadsTo": .list(reach.out[index].map { link(to: $0, reach, on: page) }),
                "reachedFrom": .list(reach.into[index].map { link(to: $0, reach, on: page) }),
            ]
            fields["href"] = node.route.map { .text(page.relativeLink(to: $0)) } ?? .flag(false)
            if index == graph.home { fields["isHome"] = .flag(true) }
            if node.kind == .pages { fields["detail"] = .text(node.pageCount.counted("page")) }
            if graph.home != nil, !reach.fromHome[index] { fields["unreached"] = .flag(true) }
            return .object(TemplateFields(fields: fields))
        }
    }

    /// One row for each top folder (and screen at the top) of a large site.
    static func folderRows(_ reach: FlowReach, on page: Route, folderPages: [String: Route]) -> [TemplateValue] {
        let graph = reach.graph
        // Each screen's top folder (or its own id at the top), by number, found once: the edges
        // (370,000 at 10,000 screens) are compared by those numbers.
        var keys: [String] = []
        var numberOfKey: [String: Int] = [:]
        var keyOfNode = [Int](repeating: -1, count: graph.nodes.count)
        for index in graph.screenNodes {
            let key = graph.nodes[index].topFolder ?? graph.nodes[index].id
            if numberOfKey[key] == nil {
                numberOfKey[key] = keys.count
                keys.append(key)
            }
            keyOfNode[index] = numberOfKey[key] ?? 0
        }
        var counts = [Int](repeating: 0, count: keys.count)
        for number in keyOfNode where number >= 0 { counts[number] += 1 }
        var pairs = Set<Int>()
        for index in graph.edges.indices {
            let (a, b) = (keyOfNode[graph.edges[index].from], keyOfNode[graph.edges[index].to])
            guard a >= 0, b >= 0, a != b else { continue }
            pairs.insert(a * keys.count + b)
        }
        var leads: [String: Set<String>] = [:]
        var from: [String: Set<String>] = [:]
        for pair in pairs {
            let (a, b) = (keys[pair / keys.count], keys[pair % keys.count])
            leads[a, default: []].insert(b)
            from[b, default: []].insert(a)
        }
        func link(_ key: String) -> TemplateValue {
            // Always an href, false for none: else the row's own would be found in its place.
            let href = folderPages[key].map { TemplateValue.text(page.relativeLink(to: $0)) } ?? .flag(false)
            return .object(TemplateFields(fields: ["title": .text(folderPages[key] == nil ? key : key + "/"), "href": href]))
        }
        return keys.sorted().map { key in
            var fields: [String: TemplateValue] = [
                "title": .text(folderPages[key] == nil ? key : key + "/"), "id": .text(folderPages[key] == nil ? key : "/\(key)/…"),
                "detail": .text(counts[numberOfKey[key] ?? 0].counted("screen")),
                "leadsTo": .list((leads[key] ?? []).sorted().map(link)), "reachedFrom": .list((from[key] ?? []).sorted().map(link)),
            ]
            fields["href"] = folderPages[key].map { .text(page.relativeLink(to: $0)) } ?? .flag(false)
            return .object(TemplateFields(fields: fields))
        }
    }

    /// A link to node `index` from the page at `page`, with its title; its href false for a node
    /// that is no page (else the row's own href would be found in its place).
    private static func link(to index: Int, _ reach: FlowReach, on page: Route) -> TemplateValue {
        let node = reach.graph.nodes[index]
        let title = node.kind == .pages ? "\(node.title) (\(node.pageCount.counted("page")))" : node.title
        return .object(TemplateFields(fields: ["title": .text(title), "href": node.route.map { .text(page.relativeLink(to: $0)) } ?? .flag(false)]))
    }
}
