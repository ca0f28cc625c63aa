import SpotsFormat

extension FlowKept {
    /// Reads the values of a kept line as `encoded` writes them, byte by byte (`EdgeLine`,
    /// `NodeLine`): no space, whole numbers of digits, strings without escapes. Whatever it does not
    /// read so (nil), the JSON parser reads, as it reads every line, so that both take the same
    /// lines for the same values.
    struct LineReader {
        let bytes: ArraySlice<UInt8>
        var at: Int

        /// A line `encoded` could have written plainly: no control character and no escape.
        static func isPlain(_ line: ArraySlice<UInt8>) -> Bool {
            line.last == UInt8(ascii: "]") && line.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\\") }
        }

        /// Whether the values go on past a comma.
        mutating func comma() -> Bool { take(",") }

        mutating func take(_ byte: Unicode.Scalar) -> Bool {
            guard at < bytes.endIndex, bytes[at] == UInt8(ascii: byte) else { return false }
            at += 1
            return true
        }

        /// Whether the line ends here with its closing bracket.
        var isAtEnd: Bool { at == bytes.endIndex - 1 && bytes[at] == UInt8(ascii: "]") }

        /// A whole number of at most 15 digits, which a Double holds exactly as the parser reads it (no
        /// sign, no leading zero but 0 itself).
        mutating func int() -> Int? {
            var value = 0
            let first = at
            while at < bytes.endIndex, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), at - first < 15 {
                value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                at += 1
            }
            guard at > first, at == first + 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
            guard at == bytes.endIndex || bytes[at] < UInt8(ascii: "0") || bytes[at] > UInt8(ascii: "9") else { return nil }
            return value
        }

        /// A string without escapes (a plain line has none) in valid UTF-8.
        mutating func string() -> String? {
            guard at < bytes.endIndex, bytes[at] == UInt8(ascii: "\"") else { return nil }
            let open = at + 1
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let content = bytes[open..<close]
            let string = String(decoding: content, as: UTF8.self)
            // Decoding mends bad UTF-8, which the parser refuses: beyond ASCII, the bytes must come back.
            guard content.allSatisfy({ $0 < 0x80 }) || string.utf8.elementsEqual(content) else { return nil }
            at = close + 1
            return string
        }

        /// `[]` or strings between brackets.
        mutating func strings() -> [String]? {
            guard take("[") else { return nil }
            var strings: [String] = []
            if take("]") { return strings }
            repeat {
                guard let string = string() else { return nil }
                strings.append(string)
            } while comma()
            return take("]") ? strings : nil
        }

        mutating func null() -> Bool {
            guard bytes[at...].starts(with: "null".utf8) else { return false }
            at += 4
            return true
        }

        /// `.some(nil)` for null, nil when it is neither.
        mutating func stringOrNull() -> String?? { null() ? .some(nil) : string().map { .some($0) } }

        mutating func intOrNull() -> Int?? { null() ? .some(nil) : int().map { .some($0) } }

        mutating func stringsOrNull() -> [String]?? { null() ? .some(nil) : strings().map { .some($0) } }
    }
}
