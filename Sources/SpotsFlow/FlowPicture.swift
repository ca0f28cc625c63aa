import SpotsBuild
import SpotsFormat

/// What one map draws: boxes (screens, pages from data, hosts, the navigation, or whole folders on
/// a large site's top page) in folders, and lines between them. Made from the graph
/// (`FlowPicture.screens`, `FlowPicture.folders`); laid out by Graphviz (`FlowDot`, `FlowLayout`)
/// and drawn (`FlowSVG`).
package struct FlowPicture: Sendable {
    /// One box.
    package struct Box: Sendable {
        /// Its text, cut to fit (`FlowPicture.fitted`).
        package var title: String
        /// A second, smaller line: "12 pages", "2 states", "home".
        package var detail: String?
        /// The page it links to, from the map's page; nil for a box that is no page of the site.
        package var href: String?
        /// The folder it is drawn in; empty for none.
        package var folder: String
        /// Its style: `screen`, `home`, `pages`, `external`, `navigation`, `folder`, `unreached`.
        package var style: String
        /// What a pointer and a screen reader get: its full name and what leads to it.
        package var description: String

        package init(title: String, detail: String? = nil, href: String? = nil, folder: String, style: String, description: String) {
            self.title = title
            self.detail = detail
            self.href = href
            self.folder = folder
            self.style = style
            self.description = description
        }
    }

    /// One line, from one box to another.
    package struct Line: Sendable {
        package var from: Int
        package var to: Int
        /// Its label on the map, if short.
        package var label: String?
        /// `action` or `navigation`.
        package var style: String
        /// What a pointer and a screen reader get ("Home → People: 'Everyone' and 2 more").
        package var description: String

        package init(from: Int, to: Int, label: String?, style: String, description: String) {
            self.from = from
            self.to = to
            self.label = label
            self.style = style
            self.description = description
        }
    }

    package var boxes: [Box] = []
    package var lines: [Line] = []
    /// The box the map starts from (the home screen), if any.
    package var start: Int?
    /// What the map is of, for the figure's label.
    package var name: String

    /// A map of more lines than this draws no labels on them (their titles and the table name
    /// them): Graphviz gives each label a rank of its own, and large maps took seconds more.
    static let labelledLineLimit = 60

    /// Whether the lines' labels are drawn.
    var drawsLabels: Bool { lines.count <= Self.labelledLineLimit }

    /// The most boxes one picture is laid out with, and the most lines: Graphviz's time and memory
    /// grow much faster than the lines (300 boxes and 2,400 lines between them at random took 21 to
    /// 46 s and 443 to 808 MB; 1,000 and 8,000 passed 2.9 GB), and every build lays the map out.
    /// Measured on the 2-core development machine, 600 lines took 0.1 to 0.35 s (between 25 and
    /// 1,000 boxes), 800 about a second, 1,500 six; 2,000 boxes with few lines half a second. A
    /// picture beyond either is not laid out, and its page gives the table alone and says why
    /// (`FlowPageMaker.overBudget`).
    static let layoutBoxLimit = 1_000
    static let layoutLineLimit = 600

    /// Whether the picture is within the budget a layout is given.
    var fitsLayoutBudget: Bool { boxes.count <= Self.layoutBoxLimit && lines.count <= Self.layoutLineLimit }

    /// Each box's distance from the start in lines, for those it reaches; none without a start.
    func depths() -> [Int: Int] {
        guard let start else { return [:] }
        var onward = Array(repeating: [Int](), count: boxes.count)
        for line in lines { onward[line.from].append(line.to) }
        let (order, previous) = FlowReach.walk(count: boxes.count, from: start) { onward[$0] }
        var depth = [start: 0]
        for box in order.dropFirst() { depth[box] = (depth[previous[box]] ?? 0) + 1 }
        return depth
    }

    package init(boxes: [Box] = [], lines: [Line] = [], start: Int? = nil, name: String) {
        self.boxes = boxes
        self.lines = lines
        self.start = start
        self.name = name
    }

    /// The longest box title drawn; longer ones end in "…" (the table gives them whole).
    static let titleLimit = 28

    /// `text`, cut to `limit` characters.
    package static func fitted(_ text: String, limit: Int = titleLimit) -> String {
        let trimmed = String(text.trimmingSpaces).replacingOccurrences(of: "\n", with: " ")
        return trimmed.count <= limit ? trimmed : String(trimmed.prefix(limit - 1)) + "…"
    }

    /// The box's size in points (Graphviz's unit, drawn as pixels): wide enough for its longer line.
    static func size(of box: Box) -> (width: Double, height: Double) {
        let characters = max(box.title.count, box.detail.map { $0.count * 5 / 6 } ?? 0)
        return (Double(min(260, max(84, characters * 7 + 28))), box.detail == nil ? 36 : 50)
    }

    /// A label's size in points.
    static func size(ofLabel label: String) -> (width: Double, height: Double) {
        (Double(label.count * 7 + 8), 15)
    }
}
