import SpotsFormat

/// A document's text as bytes, with where its lines start: the one place where the build's
/// places (1-based lines, columns in UTF-8 bytes) and the protocol's (0-based lines, columns in
/// UTF-16 code units) are turned into each other.
package struct DocumentText: Sendable {
    package let bytes: [UInt8]
    /// The editor's version of it, when it is open.
    package var version: Int?
    /// The offset where each line starts.
    private let lineStarts: [Int]

    package init(_ text: String, version: Int? = nil) {
        self.init(bytes: Array(text.utf8), version: version)
    }

    package init(bytes: [UInt8], version: Int? = nil) {
        self.bytes = bytes
        self.version = version
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The byte offset of a build's place (clamped to the text).
    package func offset(of location: SourceLocation) -> Int {
        let line = min(max(location.line - 1, 0), lineStarts.count - 1)
        return min(lineStarts[line] + max(location.column - 1, 0), lineEnd(line))
    }

    /// The byte offset of a protocol position (clamped to its line).
    package func offset(of position: LSP.Position) -> Int {
        let line = min(max(position.line, 0), lineStarts.count - 1)
        var offset = lineStarts[line]
        let end = lineEnd(line)
        var units = 0
        while offset < end, units < position.character {
            let width = Self.scalarWidth(bytes[offset])
            units += width == 4 ? 2 : 1
            offset += width
        }
        return min(offset, end)
    }

    /// The protocol position of a byte offset.
    package func position(of offset: Int) -> LSP.Position {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var index = lineStarts[low]
        while index < offset {
            let width = Self.scalarWidth(bytes[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return LSP.Position(line: low, character: units)
    }

    /// The protocol range of a byte range.
    package func range(_ bytes: Range<Int>) -> LSP.Range {
        LSP.Range(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
    }

    /// The JSON token that starts at `offset`: a whole string with its quotes, or a run of a
    /// literal's characters; empty where none starts.
    package func token(at offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return offset..<offset }
        if bytes[offset] == UInt8(ascii: "\"") { return offset..<JSONCursor.stringEnd(bytes, from: offset) }
        var index = offset
        while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        return offset..<index
    }

    /// The range a diagnostic at `location` underlines: the token there, or the place alone.
    package func underline(at location: SourceLocation?) -> LSP.Range {
        guard let location else { return LSP.Range(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)) }
        return range(token(at: offset(of: location)))
    }

    private func lineEnd(_ line: Int) -> Int {
        line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    }

    /// Whether `byte` ends a literal's token.
    static func ends(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D, UInt8(ascii: "\""):
            true
        default: false
        }
    }

    /// How many bytes the UTF-8 sequence that `lead` starts takes (1 for a stray byte).
    static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

extension DocumentText {
    /// Where the JSON value starting at `offset` ends: past its closing bracket, string or literal.
    func valueEnd(from offset: Int) -> Int {
        guard offset < bytes.count else { return bytes.count }
        let first = bytes[offset]
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return token(at: offset).upperBound }
        var depth = 0
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = JSONCursor.stringEnd(bytes, from: index)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return bytes.count
    }
}
