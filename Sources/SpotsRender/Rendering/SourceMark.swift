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
}
