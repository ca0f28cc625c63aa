/// Finds the place in a template's own source that made a place in its output, so a template that
/// renders broken markup is reported at `Templates/items/note.mustache:3:14`, where editors jump.
///
/// The template's literal text is cut at its tags, and a marker (one private-use character per
/// piece, which XML accepts in text, attribute values and names) is put before every piece. The
/// marked template renders as the template did, with markers: a place in that output is inside the
/// piece of the last marker before it, or past its end, in what the tag after the piece wrote.
struct TemplateSourceMap {
    /// A piece of literal text and the tag after it.
    struct Piece {
        /// Where the piece starts in the source, as a UTF-8 offset.
        var start: Int
        /// Its bytes.
        var text: ArraySlice<UInt8>
        /// The tag after it (`{{title}}`), and where it starts; nil at the end.
        var tag: (text: String, start: Int)?
    }

    /// Where a place in the output came from.
    enum Origin: Equatable {
        /// The template's own text at this line and column; with the last tag before it whose
        /// value held markup (`{{{body}}}`), which may have opened what the text closes.
        case text(SourceLocation, markupFrom: Tag?)
        /// What the tag at this place wrote (a value, a partial, a section's content).
        case tag(String, SourceLocation)
    }

    /// A tag and where it is in the source.
    struct Tag: Equatable {
        var text: String
        var location: SourceLocation
    }

    let source: [UInt8]
    private(set) var pieces: [Piece] = []

    /// The first marker, U+100000: plane 16 is private use, and nothing in a page uses it.
    static let firstMarker: UInt32 = 0x10_0000

    /// The map of `source`, or nil when the template changes its delimiters (`{{=<% %>=}}`).
    init?(source: String) {
        self.source = Array(source.utf8)
        var index = 0
        var start = 0
        let bytes = self.source
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let isTriple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let close: [UInt8] = isTriple ? Array("}}}".utf8) : Array("}}".utf8)
            var end = index + 2
            while end + close.count <= bytes.count, !bytes[end..<end + close.count].elementsEqual(close) { end += 1 }
            guard end + close.count <= bytes.count else { break }
            if bytes[index + 2] == UInt8(ascii: "=") { return nil }
            let tag = String(decoding: bytes[index..<end + close.count], as: UTF8.self)
            pieces.append(Piece(start: start, text: bytes[start..<index], tag: (tag, index)))
            index = end + close.count
            start = index
        }
        pieces.append(Piece(start: start, text: bytes[start...], tag: nil))
    }

    /// The source with a marker before every piece.
    var marked: String {
        var text = ""
        for (number, piece) in pieces.enumerated() {
            text.unicodeScalars.append(Unicode.Scalar(Self.firstMarker + UInt32(number)) ?? "?")
            text += String(decoding: piece.text, as: UTF8.self)
            if let tag = piece.tag { text += tag.text }
        }
        return text
    }

    /// Where the character at `line` and `column` (counted in characters, from 1) of the marked
    /// template's output came from; nil when no marker comes before it.
    func origin(ofLine line: Int, column: Int, in output: String) -> Origin? {
        var currentLine = 1
        var currentColumn = 1
        var lastMarker: Int?
        var sinceMarker: [UInt8] = []
        var markupTag: Tag?
        for scalar in output.unicodeScalars {
            if currentLine == line && currentColumn >= column || currentLine > line { break }
            if scalar.value >= Self.firstMarker, scalar.value < Self.firstMarker + UInt32(pieces.count) {
                if let lastMarker, let tag = pieces[lastMarker].tag, sinceMarker.dropFirst(pieces[lastMarker].text.count).contains(UInt8(ascii: "<"))
                {
                    markupTag = Tag(text: tag.text, location: location(ofOffset: tag.start))
                }
                lastMarker = Int(scalar.value - Self.firstMarker)
                sinceMarker = []
            } else {
                sinceMarker += Array(String(scalar).utf8)
            }
            if scalar == "\n" {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
        }
        guard let lastMarker else { return nil }
        let piece = pieces[lastMarker]
        if sinceMarker.count <= piece.text.count, piece.text.prefix(sinceMarker.count).elementsEqual(sinceMarker) {
            return .text(location(ofOffset: piece.start + sinceMarker.count), markupFrom: markupTag)
        }
        guard let tag = piece.tag else { return .text(location(ofOffset: piece.start + piece.text.count), markupFrom: markupTag) }
        return .tag(tag.text, location(ofOffset: tag.start))
    }

    /// The line and UTF-8 column of a byte offset in the source.
    func location(ofOffset offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}
