import SpotsFormat
import SpotsRender

extension FlowGraph {
    /// One item action of a screen, resolved once: where it leads, its label on the map and its
    /// place. A screen's actions are kept between the runs of a live site (`SiteOutline.makeFlow`):
    /// a keystroke in one screen resolves that screen's again, not every screen's. Every screen's
    /// are held at once (about 18 a screen), so an action shares the strings of its item, and its
    /// edge's JSON path is made only for the first action of each edge (`connect`).
    package struct Action: Sendable {
        var target: LinkResolver.ActionTarget
        /// The id of the node of an address outside the site (`external(_:)`), found once.
        var host: String?
        var label: String?
        var location: SourceLocation
        /// The JSON path of the item the action is written in (`components[0].items[2]`).
        var item: String
    }

    /// The actions of `screen` that lead somewhere, resolved by `links`, in the order they are written.
    package static func actions(of screen: Screen, links: LinkResolver) -> [Action] {
        var actions: [Action] = []
        for component in screen.components {
            component.forEachItem { item in
                guard let action = item.action, case .success(let target) = links.resolve(action: action) else { return }
                if case .dangling = target { return }
                var host: String?
                if case .external(let address) = target { host = external(address).id }
                actions.append(
                    Action(target: target, host: host, label: label(of: item.title), location: item.actionLocation ?? item.location, item: item.path))
            }
        }
        return actions.compacted()
    }

    /// An item's title as the label of its action's edge: nil when empty or too long to draw, and
    /// the title itself (its storage shared) unless it has spaces to trim.
    static func label(of title: String?) -> String? {
        guard let title else { return nil }
        let trimmed = title.trimmedSpaces
        return trimmed.isEmpty || trimmed.count > labelLimit ? nil : trimmed
    }

    /// Every screen's actions in `content`, resolved by `links`, by route.
    package static func actions(in content: LoadedContent, links: LinkResolver) -> [Route: [Action]] {
        var actions: [Route: [Action]] = [:]
        for screenFile in content.screenFiles {
            if let screen = content.screens[screenFile.route]?.screen { actions[screenFile.route] = Self.actions(of: screen, links: links) }
        }
        return actions
    }

    /// The graph of `content`'s screens, whose actions (`actions(in:links:)`, by route) lead where
    /// `links` said, with the `navigation` every page shows.
    package static func make(content: LoadedContent, actions: [Route: [Action]], links: LinkResolver, navigation: SiteNavigation) -> FlowGraph {
        var graph = FlowGraph()
        var builder = Builder()
        // Nodes: every screen in route order, pages from data as one, variants on their screen.
        for screenFile in content.screenFiles where screenFile.variant == nil {
            let screen = content.screens[screenFile.route]?.screen
            if screenFile.record != nil {
                let id = pattern(of: screenFile.contentPath)
                if let index = graph.node(withID: id, in: builder) {
                    graph.nodes[index].pageCount += 1
                    graph.nodeOfRoute[screenFile.route] = index
                    continue
                }
                graph.add(
                    Node(
                        id: id, kind: .pages, title: String(id.dropFirst().dropLast()), route: screenFile.route, folder: folder(of: id),
                        file: screenFile.diagnosticName, ignoredRules: screen?.ignoredRules ?? []), for: screenFile.route, builder: &builder)
            } else {
                let route = screenFile.route
                let title = Node.title(of: route, titled: screen?.title)
                graph.add(
                    Node(
                        id: route.path, kind: .screen, title: title, route: route, folder: route.segments.dropLast().joined(separator: "/"),
                        file: screenFile.diagnosticName, ignoredRules: screen?.ignoredRules ?? []), for: route, builder: &builder)
                if route == .root { graph.home = graph.nodes.count - 1 }
            }
        }
        for screenFile in content.screenFiles {
            guard let variant = screenFile.variant, let base = graph.nodeOfRoute[variant.baseRoute] else { continue }
            graph.nodes[base].variants.append(variant.name)
            graph.nodeOfRoute[screenFile.route] = base
        }
        // Edges: each screen's item actions, then the navigation's entries.
        for screenFile in content.screenFiles {
            guard let from = graph.nodeOfRoute[screenFile.route], content.screens[screenFile.route]?.screen != nil else { continue }
            for action in actions[screenFile.route] ?? [] {
                guard let to = graph.node(for: action.target, host: action.host, builder: &builder) else { continue }
                graph.connect(
                    from, to, kind: .action, label: action.label, at: (screenFile.diagnosticName, action.location, action.item), builder: &builder)
            }
        }
        // The navigation every page shows: site.json's entries that lead somewhere, or the default
        // one (the home page and the screens at the top); each entry found in site.json gives its line.
        // The first site.json entry of each title and target, found once (looked for at each link,
        // 100,000 entries took minutes).
        var entryOf: [String: NavigationEntry] = [:]
        for entry in content.config.navigation ?? [] {
            guard case .success(let target) = links.resolve(action: entry.action) else { continue }
            let key = entry.title + "\u{0}" + String(describing: target)
            if entryOf[key] == nil { entryOf[key] = entry }
        }
        for link in navigation.links {
            let target: LinkResolver.ActionTarget =
                switch link.target {
                case .page(let route): .page(route)
                case .external(let address): .external(address)
                }
            guard let to = graph.node(for: target, host: nil, builder: &builder) else { continue }
            let from =
                graph.node(withID: "navigation", in: builder)
                ?? graph.add(Node(id: "navigation", kind: .navigation, title: "Navigation", folder: ""), for: nil, builder: &builder)
            let entry = entryOf[link.title + "\u{0}" + String(describing: target)]
            graph.connect(
                from, to, kind: .navigation, label: link.title.count > labelLimit ? nil : link.title,
                at: (content.configFile, entry?.actionLocation, entry?.path), builder: &builder)
        }
        return graph
    }

    /// `/profile/[id]/` for `screens/profile/[id].json`.
    static func pattern(of contentPath: String) -> String {
        var path = Substring(contentPath)
        if path.hasPrefix("screens/") { path = path.dropFirst("screens/".count) }
        if path.hasSuffix(".json") { path = path.dropLast(".json".count) }
        return "/" + path + "/"
    }

    /// The folder of the node `/profile/[id]/`: `profile`.
    static func folder(of id: String) -> String {
        id.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The node of a host outside the site: `https://example.com` for any address there, `mailto:`
    /// and `tel:` for all of theirs.
    static func external(_ address: String) -> (id: String, title: String) {
        let lowered = address.lowercased()
        if lowered.hasPrefix("mailto:") { return ("mailto:", "E-mail") }
        if lowered.hasPrefix("tel:") { return ("tel:", "Phone") }
        guard let schemeEnd = lowered.range(of: "://") else { return (lowered, lowered) }
        var host = lowered[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        return (String(lowered[..<schemeEnd.upperBound]) + host, String(host))
    }

    /// What makes the graph quickly: each node's index by id, each edge's by its ends and kind.
    struct Builder {
        var nodeByID: [String: Int] = [:]
        var edgeByEnds: [EdgeEnds: Int] = [:]
    }

    /// An edge's ends and kind: one edge for each.
    struct EdgeEnds: Hashable {
        var from: Int
        var to: Int
        var kind: Edge.Kind
    }

    private func node(withID id: String, in builder: Builder) -> Int? { builder.nodeByID[id] }

    @discardableResult
    private mutating func add(_ node: Node, for route: Route?, builder: inout Builder) -> Int {
        nodes.append(node)
        builder.nodeByID[node.id] = nodes.count - 1
        if let route { nodeOfRoute[route] = nodes.count - 1 }
        return nodes.count - 1
    }

    /// The node an action target leads to: a page's, or its host's (added when new; `host` when
    /// it was found already); nil for a page with no screen (reported as a dangling action already).
    private mutating func node(for target: LinkResolver.ActionTarget, host: String?, builder: inout Builder) -> Int? {
        switch target {
        case .page(let route): return nodeOfRoute[route]
        case .dangling: return nil
        case .external(let address):
            if let host, let index = node(withID: host, in: builder) { return index }
            let (id, title) = Self.external(address)
            return node(withID: id, in: builder) ?? add(Node(id: id, kind: .external, title: title, folder: ""), for: nil, builder: &builder)
        }
    }

    /// Adds an action (or entry) from `from` to `to`: a new edge, or one more on the edge there.
    /// An action that leads to its own screen is no edge. `place.owner` is the JSON path of what
    /// holds the action (an item, a navigation entry); the edge's path is its `action`.
    private mutating func connect(
        _ from: Int, _ to: Int, kind: Edge.Kind, label: String?, at place: (file: String, location: SourceLocation?, owner: String?),
        builder: inout Builder
    ) {
        guard from != to else { return }
        let key = EdgeEnds(from: from, to: to, kind: kind)
        if let index = builder.edgeByEnds[key] {
            edges[index].count += 1
            return
        }
        builder.edgeByEnds[key] = edges.count
        let path = place.owner.map { $0 + ".action" }
        edges.append(Edge(from: from, to: to, kind: kind, label: label, file: place.file, location: place.location, path: path))
    }
}

extension Component {
    /// Calls `body` with each of its items, header and footer first, then those inside them.
    package func forEachItem(_ body: (Item) -> Void) {
        for item in roleItems + items {
            body(item)
            for child in item.children { child.forEachItem(body) }
        }
    }
}
