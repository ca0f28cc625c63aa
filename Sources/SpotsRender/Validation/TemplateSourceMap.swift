import SpotsFormat

/// Finds the place in a template's own source that made a place in its output, so a template that
/// renders broken markup is reported at `Templates/items/note.mustache:3:14`, where editors jump.
///
/// The template's literal text is cut at its tags, and a marker (one private-use character per
/// piece, which XML accepts in text) is put into every piece where it is outside an HTML tag: at
/// its start, or for a piece that starts inside a tag (`<h{{level}}>`, `"{{{attributes}}}>`, where
/// a marker would break the markup) just after the `>` that closes it. The marked template renders
/// as the template did, with markers: a place in that output is in the piece of the last marker
/// before it, or past its end, in what the tag after the piece wrote. A place it cannot tell for
/// sure (before a piece with no marker at all) has no origin.
struct TemplateSourceMap {
    /// A piece of literal text and the tag after it.
    package struct Piece {
        /// Where the piece starts in the source, as a UTF-8 offset.
        package var start: Int
        /// Its bytes.
        package var text: ArraySlice<UInt8>
        /// The tag after it (`{{title}}`), and where it starts; nil at the end.
        package var tag: (text: String, start: Int)?
        /// Where in the piece its marker goes: 0 when it starts outside an HTML tag, after the `>`
        /// that closes the tag it starts in, or nil when it has none.
        var markerOffset: Int? = 0
        /// Whether it starts outside an HTML tag.
        var isMarked: Bool { markerOffset == 0 }
    }

    /// Where a place in the output came from.
    package enum Origin: Equatable {
        /// The template's own text at this line and column; with the last tag before it whose
        /// value held markup (`{{{body}}}`), which may have opened what the text closes.
        case text(SourceLocation, markupFrom: Tag?)
        /// What the tag at this place wrote (a value, a partial, a section's content).
        case tag(String, SourceLocation)
    }

    /// A tag and where it is in the source.
    struct Tag: Equatable {
        package var text: String
        package var location: SourceLocation
    }

    package let source: [UInt8]
    package private(set) var pieces: [Piece] = []

    /// The first marker, U+100000: plane 16 is private use, and nothing in a page uses it.
    static let firstMarker: UInt32 = 0x10_0000

    /// The map of `source`, or nil when the template changes its delimiters (`{{=<% %>=}}`).
    package init?(source: String) {
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
        // Which pieces start inside an HTML tag: the literal text says where tags open and close
        // (values are assumed not to, as they are escaped or are whole attributes).
        var inTag = false
        var quote: UInt8?
        for index in pieces.indices {
            pieces[index].markerOffset = inTag ? nil : 0
            for (offset, byte) in pieces[index].text.enumerated() {
                if let open = quote {
                    if byte == open { quote = nil }
                } else if inTag {
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                    if byte == UInt8(ascii: ">") {
                        inTag = false
                        if pieces[index].markerOffset == nil { pieces[index].markerOffset = offset + 1 }
                    }
                } else if byte == UInt8(ascii: "<") {
                    inTag = true
                }
            }
        }
    }

    /// The source with a marker before every piece.
    var marked: String {
        var text = ""
        for (number, piece) in pieces.enumerated() {
            let split = piece.markerOffset.map { piece.text.startIndex + $0 } ?? piece.text.endIndex
            text += String(decoding: piece.text[..<split], as: UTF8.self)
            if piece.markerOffset != nil { text.unicodeScalars.append(Unicode.Scalar(Self.firstMarker + UInt32(number)) ?? "?") }
            text += String(decoding: piece.text[split...], as: UTF8.self)
            if let tag = piece.tag { text += tag.text }
        }
        return text
    }

    /// Where the character at `line` and `column` (counted in characters, from 1) of the marked
    /// template's output came from; nil when no marker comes before it.
    package func origin(ofLine line: Int, column: Int, in output: String) -> Origin? {
        var currentLine = 1
        var currentColumn = 1
        var lastMarker: Int?
        var sinceMarker: [UInt8] = []
        var markupTag: Tag?
        for scalar in output.unicodeScalars {
            if currentLine == line && currentColumn >= column || currentLine > line { break }
            if scalar.value >= Self.firstMarker, scalar.value < Self.firstMarker + UInt32(pieces.count) {
                let piece = lastMarker.map { pieces[$0] }
                if let piece, let tag = piece.tag,
                    sinceMarker.dropFirst(piece.text.count - (piece.markerOffset ?? 0)).contains(UInt8(ascii: "<"))
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
        guard let lastMarker, let markerOffset = pieces[lastMarker].markerOffset else { return nil }
        let piece = pieces[lastMarker]
        let rest = piece.text.dropFirst(markerOffset)
        if sinceMarker.count <= rest.count, rest.prefix(sinceMarker.count).elementsEqual(sinceMarker) {
            return .text(location(ofOffset: piece.start + markerOffset + sinceMarker.count), markupFrom: markupTag)
        }
        // Past the piece: in what its tag wrote, unless a piece with no marker follows, whose text is mixed in.
        if lastMarker + 1 < pieces.count, pieces[lastMarker + 1].markerOffset == nil { return nil }
        guard let tag = piece.tag else { return .text(location(ofOffset: piece.start + piece.text.count), markupFrom: markupTag) }
        return .tag(tag.text, location(ofOffset: tag.start))
    }

    /// The line and UTF-8 column of a byte offset in the source.
    package func location(ofOffset offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}
