/// The bytes of a parsed JSON document, sliced at the locations its parser recorded: a value or a
/// key exactly as the file wrote it. What is written back unchanged is written from here, so
/// `12345678901234567890`, `-0`, `1.50` and `"\ud800"` stay as they were (read into a value and
/// written again, they would not).
package struct JSONSource {
    private let bytes: [UInt8]
    /// The offset of each line's first byte; line 1 starts after a byte order mark, as in the parser.
    private let lineStarts: [Int]

    /// The source of `bytes`, which `JSONParser` has parsed.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The text of the value at `location` (a node's `location`, or a member's `keyLocation` for
    /// its key) as the file wrote it; nil for a location that is no value's start.
    package func text(at location: SourceLocation) -> String? {
        span(at: location).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The offsets of the bytes the value at `location` takes: from its first byte to just past
    /// its last (past the closing bracket of an array or object), for an edit that keeps every
    /// other byte; nil for a location that is no value's start.
    package func span(at location: SourceLocation) -> Range<Int>? {
        guard let start = offset(of: location), let end = end(ofValueAt: start) else { return nil }
        return start..<end
    }

    /// The bytes at `range` (offsets `span(at:)` gave) as text.
    package func text(in range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// The spaces and tabs that open the line of `location`.
    package func lineIndent(at location: SourceLocation) -> String {
        guard location.line >= 1, location.line <= lineStarts.count else { return "" }
        let start = lineStarts[location.line - 1]
        let indent = bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }
        return String(decoding: indent, as: UTF8.self)
    }

    private func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { return nil }
        let offset = lineStarts[location.line - 1] + location.column - 1
        return offset < bytes.count ? offset : nil
    }

    /// Just past the value that starts at `start`: past its closing quote or bracket, or its last
    /// character. The parser accepted the text, so only strings and nesting need care here.
    private func end(ofValueAt start: Int) -> Int? {
        var index = start
        var depth = 0
        repeat {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
            default:
                guard depth == 0 else {
                    index += 1
                    continue
                }
                // A number or a literal: it runs to the next delimiter.
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                return index
            }
        } while depth > 0
        return index <= bytes.count ? index : nil
    }

    private static let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
}
