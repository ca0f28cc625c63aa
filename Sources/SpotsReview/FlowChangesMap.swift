import SpotsBuild
import SpotsFlow
import SpotsFormat

/// The changed part of the app's map, for the HTML report: the screens whose standing changed
/// and the ends of every edge added or removed, the added edges drawn in the added colour and the
/// removed ones dashed in the removed colour, laid out by Graphviz as the site's map is.
enum FlowChangesMap {
    /// The SVG of `changes`; nil when nothing changed or Graphviz could not lay it out.
    static func svg(_ changes: FlowChanges, labelID: String) -> String? {
        guard !changes.isEmpty else { return nil }
        var picture = FlowPicture(name: "the changed part")
        var boxOfID: [String: Int] = [:]
        func box(_ id: String, _ title: String) -> Int {
            if let index = boxOfID[id] { return index }
            let standing = changes.screens.first { $0.id == id }
            let style = standing.map { $0.now == .reachable ? "screen" : "unreached" } ?? "screen"
            let description = "\(title) (\(id))" + (standing.map { ": \($0.change)" } ?? "")
            picture.boxes.append(
                FlowPicture.Box(
                    title: FlowPicture.fitted(title), detail: standing?.change, folder: "", style: style, description: description))
            boxOfID[id] = picture.boxes.count - 1
            return picture.boxes.count - 1
        }
        for screen in changes.screens { _ = box(screen.id, screen.title) }
        for edge in changes.edges {
            let (from, to) = (box(edge.from, edge.fromTitle), box(edge.to, edge.toTitle))
            picture.lines.append(
                FlowPicture.Line(
                    from: from, to: to, label: edge.label.map { FlowPicture.fitted($0, limit: FlowGraph.labelLimit) },
                    style: edge.added ? "added" : "removed", description: (edge.added ? "Added: " : "Removed: ") + edge.line))
        }
        guard case .success(let layout) = FlowLayout.make(picture) else { return nil }
        return FlowSVG.svg(picture, layout: layout, labelID: labelID)
    }
}
