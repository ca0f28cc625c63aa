import SpotsFormat
import SpotsRender

/// A laid-out picture as inline SVG: needs no script, works from `file://`, and takes its colours
/// from the theme (`assets/flow.css`), light or dark. Each box and line has a `<title>` (what a
/// pointer shows and a screen reader says); a box that is a page of the site is a link to it.
package enum FlowSVG {
    /// The SVG of `picture` laid out as `layout`; `labelID` names the element that labels it.
    package static func svg(_ picture: FlowPicture, layout: FlowLayout, labelID: String) -> String {
        let pad = 4.0
        let width = layout.width + 2 * pad
        let height = layout.height + 2 * pad
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"flow-svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" "
            + "height=\"\(n(height))\" aria-labelledby=\"\(labelID)\">\n"
        out += "<g transform=\"translate(\(n(pad)) \(n(pad)))\">\n"
        for folder in layout.folders {
            out += "<g class=\"flow-folder\"><title>\(("Folder " + folder.name + "/").htmlEscaped)</title>"
            out +=
                "<rect x=\"\(n(folder.frame.x))\" y=\"\(n(folder.frame.y))\" width=\"\(n(folder.frame.width))\" height=\"\(n(folder.frame.height))\" rx=\"10\"/>"
            if let label = folder.label {
                let left = folder.frame.x + 8
                out += "<text x=\"\(n(left))\" y=\"\(n(label.y + 4))\">\((folder.name + "/").htmlEscaped)</text>"
            }
            out += "</g>\n"
        }
        for (index, line) in picture.lines.enumerated() where layout.lines.indices.contains(index) {
            let drawn = layout.lines[index]
            guard let first = drawn.points.first else { continue }
            out += "<g class=\"flow-line flow-\(line.style)\"><title>\(line.description.htmlEscaped)</title>"
            var path = "M\(n(first.x)) \(n(first.y))"
            var rest = drawn.points.dropFirst()
            while rest.count >= 3 {
                let (a, b, c) = (rest[rest.startIndex], rest[rest.startIndex + 1], rest[rest.startIndex + 2])
                path += "C\(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(c.x)) \(n(c.y))"
                rest = rest.dropFirst(3)
            }
            out += "<path d=\"\(path)\"/>"
            if let tip = drawn.arrow, let last = drawn.points.last { out += arrow(from: last, to: tip) }
            if picture.drawsLabels, let label = line.label, let place = drawn.label {
                out += "<text class=\"flow-label\" x=\"\(n(place.x))\" y=\"\(n(place.y + 4))\">\(label.htmlEscaped)</text>"
            }
            out += "</g>\n"
        }
        for (index, box) in picture.boxes.enumerated() where layout.boxes.indices.contains(index) {
            let centre = layout.boxes[index]
            let size = FlowPicture.size(of: box)
            let (x, y) = (centre.x - size.width / 2, centre.y - size.height / 2)
            let open =
                box.href.map { "<a href=\"\($0.htmlEscaped)\" class=\"flow-box flow-\(box.style)\">" } ?? "<g class=\"flow-box flow-\(box.style)\">"
            out += open + "<title>\(box.description.htmlEscaped)</title>"
            out +=
                "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"\(box.style == "external" ? 18 : 8)\"/>"
            let titleY = box.detail == nil ? centre.y + 4.5 : centre.y - 2
            out += "<text x=\"\(n(centre.x))\" y=\"\(n(titleY))\">\(box.title.htmlEscaped)</text>"
            if let detail = box.detail {
                out += "<text class=\"flow-detail\" x=\"\(n(centre.x))\" y=\"\(n(centre.y + 14))\">\(detail.htmlEscaped)</text>"
            }
            out += box.href == nil ? "</g>\n" : "</a>\n"
        }
        return out + "</g>\n</svg>"
    }

    /// An arrowhead from `from` to its tip.
    private static func arrow(from: FlowLayout.Point, to tip: FlowLayout.Point) -> String {
        let (dx, dy) = (tip.x - from.x, tip.y - from.y)
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / length, dy / length)
        let base = (x: tip.x - ux * 7, y: tip.y - uy * 7)
        let left = (x: base.x - uy * 3.5, y: base.y + ux * 3.5)
        let right = (x: base.x + uy * 3.5, y: base.y - ux * 3.5)
        return "<polygon points=\"\(n(tip.x)),\(n(tip.y)) \(n(left.x)),\(n(left.y)) \(n(right.x)),\(n(right.y))\"/>"
    }

    /// A coordinate to one decimal place, without a trailing `.0`.
    static func n(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10
        let rest = abs(Int(tenths)) % 10
        if rest == 0 { return String(Int(tenths) / 10) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(rest)"
    }
}
