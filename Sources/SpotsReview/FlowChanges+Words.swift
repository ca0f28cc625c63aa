import SpotsBuild
import SpotsFormat

extension FlowChanges {
    /// The longest list of edges a comment or text shows; the JSON and the report have them all.
    static let shownEdges = 30

    /// "1 orphaned, 2 edges added, 1 removed", for the summary sentence; nil when nothing changed.
    var counts: String? {
        var parts: [String] = []
        for change in ["orphaned", "unreachable", "now reachable"] {
            let count = screens.count { $0.change == change }
            if count > 0 { parts.append("\(count) \(change)") }
        }
        if !added.isEmpty { parts.append(added.count.counted("edge") + " added") }
        if !removed.isEmpty { parts.append((parts.isEmpty || added.isEmpty ? removed.count.counted("edge") : String(removed.count)) + " removed") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "2 added, 1 removed", each only when there are any; "none changed" when neither.
    var edgeCounts: String {
        let parts = [(added.count, "added"), (removed.count, "removed")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "none changed" : parts.joined(separator: ", ")
    }

    /// What a screen's change means, after its name: "nothing leads to it now".
    static func meaning(_ screen: Screen) -> String {
        switch screen.now {
        case .orphaned: screen.was == nil ? "new, and nothing leads to it" : "nothing leads to it now"
        case .unreachable: screen.was == nil ? "new, and the home screen has no path to it" : "the home screen has no path to it now"
        case .reachable: "the home screen reaches it now"
        }
    }

    /// The edges shown in a list, added first, and how many more there are.
    var shown: (edges: [Edge], more: Int) {
        let all = added + removed
        return (Array(all.prefix(Self.shownEdges)), max(0, all.count - Self.shownEdges))
    }
}

/// The graph's changes as `--format json` has them.
struct FlowChangesJSON: Encodable {
    struct Screen: Encodable {
        var id: String
        var title: String
        var change: String
        var was: String?
        var now: String
    }

    struct Edge: Encodable {
        var from: String
        var to: String
        var kind: String
        var label: String?
    }

    var screens: [Screen]
    var edgesAdded: [Edge]
    var edgesRemoved: [Edge]

    init?(_ changes: FlowChanges) {
        guard !changes.isEmpty else { return nil }
        screens = changes.screens.map { Screen(id: $0.id, title: $0.title, change: $0.change, was: $0.was?.rawValue, now: $0.now.rawValue) }
        let edge = { (edge: FlowChanges.Edge) in Edge(from: edge.from, to: edge.to, kind: edge.kind.rawValue, label: edge.label) }
        edgesAdded = changes.added.map(edge)
        edgesRemoved = changes.removed.map(edge)
    }
}
