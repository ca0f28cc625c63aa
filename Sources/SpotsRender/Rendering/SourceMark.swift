import SpotsFormat

/// The place in a screen file that made an element of a page, written on the element in an
/// audit's build (`data-spots-source="Content/screens/index.json:12:9 components[0].items[2]"`), so
/// that what a browser finds wrong with the element is reported at that line. Published builds
/// never carry it.
package struct SourceMark: Sendable, Equatable, CustomStringConvertible {
    /// The attribute's name.
    package static let attribute = "data-spots-source"

    /// The file, as diagnostics name it.
    package var file: String
    /// Where the item or component starts.
    package var location: SourceLocation
    /// Its JSON path.
    package var path: String

    package init(file: String, location: SourceLocation, path: String) {
        self.file = file
        self.location = location
        self.path = path
    }

    /// The mark read back from the attribute's value; nil when it is not one.
    package init?(_ text: String) {
        guard let space = text.lastIndex(of: " ") else { return nil }
        let place = text[..<space].split(separator: ":")
        guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
        file = place.dropLast(2).joined(separator: ":")
        location = SourceLocation(line: line, column: column)
        path = String(text[text.index(after: space)...])
    }

    /// `FILE:LINE:COLUMN PATH`.
    package var description: String { "\(file):\(location.line):\(location.column) \(path)" }

    /// `html` with this mark on its first element when that element has none: an item template
    /// that does not write `{{{attributes}}}` still marks its item, so the audit finds every item
    /// at its own line whatever its template (not at its component's). HTML that starts with no
    /// element is left as it is.
    package func marking(_ html: [UInt8]) -> [UInt8] {
        guard let open = html.firstIndex(of: UInt8(ascii: "<")), open + 1 < html.count,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(html[open + 1] | 0x20)
        else { return html }
        var end = open + 1
        while end < html.count, !" \t\n\r/>".utf8.contains(html[end]) { end += 1 }
        guard let close = html[end...].firstIndex(of: UInt8(ascii: ">")) else { return html }
        guard !String(decoding: html[open...close], as: UTF8.self).contains(Self.attribute + "=") else { return html }
        var marked = Array(html[..<end])
        marked += Array(" \(Self.attribute)=\"\(description.htmlEscaped)\"".utf8)
        marked += html[end...]
        return marked
    }
}
