import SpotsBuild
import SpotsFormat
import SpotsRender

/// `spots-site flow`'s text: the graph's counts and checks, or the paths `--from`/`--to` found; for
/// a terminal, so every control and bidirectional formatting character a title or a file's name
/// holds is escaped by the terminal's one rule (`TerminalText`).
package enum FlowText {
    /// The counts, and what the checks found; `checked` false when a screen cannot be read, so
    /// the checks did not run.
    package static func summary(_ reach: FlowReach, problems: [Diagnostic], checked: Bool = true) -> String {
        let graph = reach.graph
        let screens = graph.screenNodes
        let actions = graph.edges.filter { $0.kind == .action }.reduce(0) { $0 + $1.count }
        let entries = graph.edges.filter { $0.kind == .navigation }.count
        let hosts = graph.nodes.filter { $0.kind == .external }.count
        var lines = [
            "\(screens.count.counted("screen")), \(actions.counted("action")) between them and to \(hosts.counted("place")) outside the app, \(entries.counted("navigation entry", plural: "navigation entries"))"
        ]
        if let home = graph.home {
            let reached = screens.filter { reach.fromHome[$0] }.count
            lines.append("From the home screen (\(TerminalText.oneLine(graph.nodes[home].id))): \(reached) of \(screens.count) screens reached")
        } else {
            lines.append("No home screen (screens/index.json): nothing is checked for a path from it")
        }
        if !checked {
            lines.append("Not checked: a screen cannot be read (below), and its actions are missing from the graph")
        } else if problems.isEmpty {
            lines.append("No orphan, unreachable or dead-end screens")
        }
        // A diagnostic's line is on one line already (`Diagnostic.description`); the rest is ours.
        lines += problems.map(\.description)
        return TerminalText.lines(lines.joined(separator: "\n") + "\n")
    }

    /// Each path on a line, as titles joined by arrows, with its length; a title's line breaks escaped too.
    package static func paths(_ paths: [[Int]], reach: FlowReach, from: Bool) -> String {
        let graph = reach.graph
        guard !paths.isEmpty else { return from ? "It leads nowhere.\n" : "Nothing leads to it.\n" }
        // The navigation is on every page, not a screen one passes through: a hop through it is
        // one step, drawn `⇢` (dashed, as the map draws its edges), and the path to the navigation
        // itself is not printed.
        return
            paths.compactMap { path in
                guard let last = path.last, graph.nodes[last].kind != .navigation || path.count == 1 else { return nil }
                var text = ""
                var steps = 0
                var throughNavigation = false
                for (index, node) in path.enumerated() {
                    if graph.nodes[node].kind == .navigation, index > 0, index < path.count - 1 {
                        throughNavigation = true
                        continue
                    }
                    if index > 0 {
                        text += throughNavigation ? " ⇢ " : " → "
                        throughNavigation = false
                        steps += 1
                    }
                    if graph.nodes[node].kind == .navigation {
                        text += "Navigation (on every page)"
                        throughNavigation = true
                        continue
                    }
                    text += TerminalText.oneLine("\(graph.nodes[node].title) (\(graph.nodes[node].id))")
                }
                return text + "  [\(steps.counted("step"))]"
            }.joined(separator: "\n") + "\n"
    }
}

/// A screen as the command line names it: by page, action or file.
package enum FlowScreenName {
    /// Why a name leads to no node.
    package struct Unknown: Error, CustomStringConvertible {
        package var description: String
    }

    /// The node `name` names: a screen file (`Content/screens/people/ada.json`, by the rule every
    /// file's route is made by, `ScreenFileName`), a page or an action (`people/ada`,
    /// `/people/ada/`, `people:ada`, by the rule every action is read by, `LinkResolver`), or a
    /// node's id (`/profile/[id]/`).
    package static func node(_ name: String, in graph: FlowGraph, option: String) throws(Unknown) -> Int {
        let text = name.trimmingCharacters(in: .whitespaces)
        var route: Route?
        if text.hasSuffix(".json") {
            let relative = text.range(of: "screens/").map { String(text[$0.upperBound...]) } ?? text
            route = try? ScreenFileName.route(forScreenAt: relative).get()
        } else {
            switch LinkResolver(routes: [], assets: []).resolve(action: text) {
            case .success(.page(let page)), .success(.dangling(let page)): route = page
            default: break
            }
        }
        if let route, let node = graph.nodeOfRoute[route] { return node }
        if let node = graph.node(withID: text) { return node }
        let id = route?.path ?? text
        let ids = graph.nodes.filter(\.isScreen).map(\.id)
        let hint = Suggestions.didYouMean(id, in: ids) ?? "the screens are " + ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
        throw Unknown(description: TerminalText.oneLine("\(option) \(name): no screen has that page; \(hint)"))
    }
}
