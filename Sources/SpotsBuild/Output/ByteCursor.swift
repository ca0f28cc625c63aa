import Foundation
import SpotsFormat

/// Reads JSON straight from its bytes where it is written exactly as spots-site writes its own
/// files (`RecordLine`, `SummaryLine`): no space between values, whole numbers of at most 15
/// digits, and strings of valid UTF-8 with nothing escaped and no control character. Anything else is not read here
/// (nil), and the JSON parser reads it instead, with the same result. Read through a pointer to
/// the bytes (a tenth of the time of indexing an array slice byte by byte, each index checked).
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next value starts.
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte is read.
    var atEnd: Bool { index == bytes.endIndex }

    /// `null` as `.some(nil)`, a value `read` reads as itself, and nil for anything else.
    mutating func nullOr<Value>(_ read: (inout ByteCursor) -> Value?) -> Value?? {
        if take("null") { return .some(nil) }
        return read(&self).map { .some($0) }
    }

    /// Takes `text` when the bytes go on with it.
    mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.endIndex - index >= count else { return false }
        let matches = text.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    /// A string with no `"`, `\` or control character in it, of valid UTF-8 no longer than the parser
    /// reads whole (`JSONParser.maximumString`); `known` itself when it is that string (a page's
    /// problems name few files, each many times: one string for each).
    mutating func string(reusing known: String? = nil) -> String? {
        guard let (end, ascii) = stringEnd() else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        let text: String
        if let known, Self.holds(known, content) {
            text = known
        } else {
            text = String(decoding: content, as: UTF8.self)
            // Bytes that are no UTF-8 are the parser's to read (or refuse): decoding mends them.
            guard ascii || Self.holds(text, content) else { return nil }
        }
        index = end + 1
        return text
    }

    /// An array of strings as `string()` reads them.
    mutating func strings() -> [String]? {
        guard take("[") else { return nil }
        var found: [String] = []
        if take("]") { return found }
        repeat {
            guard let string = string() else { return nil }
            found.append(string)
        } while take(",")
        return take("]") ? found : nil
    }

    /// Takes a string as `string()` reads one, without making it (but to check its UTF-8); false
    /// when there is none.
    mutating func skipString() -> Bool {
        guard let (end, ascii) = stringEnd() else { return false }
        if !ascii {
            let content = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            guard Self.holds(String(decoding: content, as: UTF8.self), content) else { return false }
        }
        index = end + 1
        return true
    }

    /// Where the string at `index` (as `string()` reads one) closes, and whether it is all ASCII.
    private func stringEnd() -> (end: Int, ascii: Bool)? {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        var ascii = true
        let last = min(bytes.endIndex, index + 1 + JSONParser.maximumString)
        while end < last {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { return (end, ascii) }
            guard byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        return nil
    }

    /// Whether `text` is `bytes`.
    private static func holds(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { own in
            guard own.count == bytes.count, let left = own.baseAddress, let right = bytes.baseAddress else { return own.count == bytes.count }
            return memcmp(left, right, bytes.count) == 0
        }
    }

    /// A whole number of 1 to 15 digits, without a leading zero (but 0 itself).
    mutating func number() -> Int? {
        var end = index
        var value = 0
        while end < bytes.endIndex, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
            // More digits than an `Int` is sure to hold are the parser's to read (or refuse).
            guard end - index < 15 else { return nil }
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        let digits = end - index
        guard digits >= 1, digits == 1 || bytes[index] != UInt8(ascii: "0") else { return nil }
        // A number goes on with `,`, `]` or `}`; not with `.`, `e` or another sign.
        guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: "}")
        else { return nil }
        index = end
        return value
    }
}
