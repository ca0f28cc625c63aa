import SpotsFormat

/// Where Graphviz put a picture's boxes, lines and folders, in points with y going down (as SVG
/// draws), read from its JSON (`Graphviz.layout`).
package struct FlowLayout: Sendable {
    struct Point: Sendable, Equatable {
        var x: Double
        var y: Double
    }

    struct Rect: Sendable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The whole drawing's size.
    var width: Double = 0
    var height: Double = 0
    /// Each box's centre, by index.
    var boxes: [Point] = []
    /// Each line's spline (cubic Bézier: a start, then three points a curve), where its arrow
    /// points, and its label's centre, by index.
    var lines: [(points: [Point], arrow: Point?, label: Point?)] = []
    /// Each folder's frame and its name's place, by name.
    var folders: [(name: String, frame: Rect, label: Point?)] = []

    /// The layout of `picture` by Graphviz.
    package static func make(_ picture: FlowPicture) -> Result<FlowLayout, Graphviz.Failure> {
        Graphviz.layout(FlowDot.layoutSource(of: picture)).flatMap { read($0, picture: picture) }
    }

    /// Reads Graphviz's JSON of the DOT `FlowDot.layoutSource` wrote for `picture`.
    static func read(_ json: [UInt8], picture: FlowPicture) -> Result<FlowLayout, Graphviz.Failure> {
        let bad = Graphviz.Failure(description: "Graphviz's layout could not be read")
        guard let root = try? JSONParser.parse(json).root.value, let box = numbers(root["bb"]?.value.string), box.count == 4 else {
            return .failure(bad)
        }
        var layout = FlowLayout()
        layout.width = box[2]
        layout.height = box[3]
        let flip = { (x: Double, y: Double) in Point(x: x, y: layout.height - y) }
        layout.boxes = Array(repeating: Point(x: 0, y: 0), count: picture.boxes.count)
        layout.lines = Array(repeating: ([], nil, nil), count: picture.lines.count)
        let folderNames = Array(Set(picture.boxes.map(\.folder).filter { !$0.isEmpty })).sorted()
        for object in root["objects"]?.value.elements ?? [] {
            guard let name = object.value["name"]?.value.string else { continue }
            if name.hasPrefix("cluster_"), let number = Int(name.dropFirst("cluster_".count)), folderNames.indices.contains(number),
                let frame = numbers(object.value["bb"]?.value.string), frame.count == 4
            {
                let label = numbers(object.value["lp"]?.value.string).flatMap { $0.count == 2 ? flip($0[0], $0[1]) : nil }
                layout.folders.append(
                    (
                        folderNames[number], Rect(x: frame[0], y: layout.height - frame[3], width: frame[2] - frame[0], height: frame[3] - frame[1]),
                        label
                    ))
            } else if name.hasPrefix("n"), let index = Int(name.dropFirst()), layout.boxes.indices.contains(index),
                let position = numbers(object.value["pos"]?.value.string), position.count == 2
            {
                layout.boxes[index] = flip(position[0], position[1])
            }
        }
        // Graphviz lists the clusters in no fixed order.
        layout.folders.sort { $0.name < $1.name }
        for edge in root["edges"]?.value.elements ?? [] {
            guard let id = edge.value["id"]?.value.string, id.hasPrefix("e"), let index = Int(id.dropFirst()), layout.lines.indices.contains(index),
                let spline = edge.value["pos"]?.value.string
            else { continue }
            var points: [Point] = []
            var arrow: Point?
            var drawnBack = false
            for part in spline.split(separator: " ") {
                let fields = part.split(separator: ",")
                if fields.count == 3, fields[0] == "e" || fields[0] == "s", let x = Double(fields[1]), let y = Double(fields[2]) {
                    arrow = flip(x, y)
                    drawnBack = fields[0] == "s"
                } else if fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]) {
                    points.append(flip(x, y))
                }
            }
            // A line given the other way round (`dir=back`) runs from its arrow's end: drawn from
            // where it starts, its arrow at the end as every other.
            if drawnBack { points.reverse() }
            let label = numbers(edge.value["lp"]?.value.string).flatMap { $0.count == 2 ? flip($0[0], $0[1]) : nil }
            layout.lines[index] = (points, arrow, label)
        }
        return .success(layout)
    }

    /// `"1,2.5,3"` as numbers.
    private static func numbers(_ text: String?) -> [Double]? {
        guard let text else { return nil }
        let values = text.split(separator: ",").compactMap { Double($0) }
        return values.isEmpty ? nil : values
    }
}
