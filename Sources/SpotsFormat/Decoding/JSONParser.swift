/// A JSON parser that records the line and column of every value and key.
///
/// Foundation's parsers give no positions (on Linux only a byte offset in an error), and every
/// diagnostic of spots-site points at a line and column, so screens are read with this one.
/// It accepts trailing commas, which real Spots files have, and reports each as a warning.
package struct JSONParser {
    /// A syntax error: where and what.
    package struct SyntaxError: Error, Equatable {
        package var location: SourceLocation
        package var message: String
        package var hint: String?
    }

    /// What parsing gives: the root value, and warnings about lenient input that was accepted.
    package struct Result {
        package var root: JSONNode
        package var warnings: [SyntaxError]
    }

    /// Deeper nesting than this is refused instead of exhausting the stack.
    package static let maximumDepth = 256

    /// The longest text one value may be (UTF-8 bytes). Every value a page shows is rendered as
    /// markdown, transformed for the text modes and copied into the catalog's pages: a 2 MB
    /// subtitle of `*a*a…` took 7 s and 1.2 GB, and a key path can bind one value into every
    /// item. No screen shows a longer one.
    package static let maximumString = 256 * 1024

    /// `text`, cut at `maximumString` with a warning when it is longer.
    private mutating func bounded(_ text: String, at start: SourceLocation) -> String {
        guard text.utf8.count > Self.maximumString else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: Self.maximumString)
        // On a scalar's first byte, so no character is broken.
        while end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        warnings.append(
            SyntaxError(
                location: start,
                message: "this text is \(text.utf8.count / 1024) KB, more than the \(Self.maximumString / 1024) KB one value may be; it is cut there",
                hint: "split it into several items, or link to a page that holds it"))
        return String(text[..<end])
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    private var depth = 0
    var warnings: [SyntaxError] = []
    /// The members of the objects being parsed, and the elements of the arrays, innermost last:
    /// each object's or array's are copied out when it closes, in storage of their own count (grown
    /// one by one, each would hold room for up to twice as many, and a screen keeps the objects of
    /// its items' `meta` until its page is made).
    private var openMembers: [JSONMember] = []
    private var openElements: [JSONNode] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Result {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw SyntaxError(location: parser.location, message: "the file is empty; expected a JSON object or array")
        }
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw SyntaxError(
                location: parser.location, message: "unexpected text after the end of the JSON value",
                hint: "a file holds one value; remove what follows or wrap both in an array")
        }
        return Result(root: root, warnings: parser.warnings)
    }

    var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let start = location
        guard index < bytes.count else {
            throw SyntaxError(location: start, message: "unexpected end of file; expected a value")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(bounded(try parseString(), at: start)), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(try parseNumber(), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "'"):
            throw SyntaxError(location: start, message: "strings must use double quotes", hint: "replace ' with \"")
        default:
            throw SyntaxError(location: start, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let start = location
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw SyntaxError(location: start, message: "expected '\(word)'", hint: "JSON literals are true, false and null, in lowercase")
            }
            index += 1
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw SyntaxError(location: location, message: "values are nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let open = location
        index += 1
        let first = openMembers.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard index < bytes.count else {
                throw SyntaxError(location: open, message: "this object is never closed", hint: "add '}'")
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}"), openMembers.count > first {
                    // Reached only after a comma: a trailing comma.
                    index += 1
                    return .object(Self.closing(&openMembers, from: first))
                }
                throw SyntaxError(
                    location: keyLocation, message: "expected a key in double quotes, found \(describeCurrent())",
                    hint: bytes[index] == UInt8(ascii: "'") ? "replace ' with \"" : nil)
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw SyntaxError(location: location, message: "expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            var value = try parseValue()
            value.keyLocation = keyLocation
            openMembers.append(JSONMember(key: key, keyLocation: keyLocation, node: value))
            let valueEnd = location
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(location: open, message: "this object is never closed", hint: "add '}'")
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(Self.closing(&openMembers, from: first))
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                if bytes[index] == UInt8(ascii: "\""), line > valueEnd.line { throw Self.missingComma(at: valueEnd, before: line, "member") }
                // A letter right after a string value usually means that string lost its closing quote.
                let byte = bytes[index]
                let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                throw SyntaxError(
                    location: location, message: "expected ',' or '}' after a member, found \(describeCurrent())",
                    hint: isLetter && value.value.string != nil
                        ? "is a closing '\"' missing in the string before it?" : "members are separated by commas")
            }
            let comma = location
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                warnings.append(
                    SyntaxError(location: comma, message: "trailing comma in an object", hint: "remove the comma; strict JSON parsers reject it"))
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let open = location
        index += 1
        let first = openElements.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(location: open, message: "this array is never closed", hint: "add ']'")
            }
            if bytes[index] == UInt8(ascii: "]"), openElements.count > first {
                index += 1
                return .array(Self.closing(&openElements, from: first))
            }
            let element = try parseValue()
            openElements.append(element)
            let valueEnd = location
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(location: open, message: "this array is never closed", hint: "add ']'")
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(Self.closing(&openElements, from: first))
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                if line > valueEnd.line, Self.startsValue(bytes[index]) { throw Self.missingComma(at: valueEnd, before: line, "element") }
                throw SyntaxError(
                    location: location, message: "expected ',' or ']' after an element, found \(describeCurrent())",
                    hint: "elements are separated by commas")
            }
            let comma = location
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                warnings.append(
                    SyntaxError(location: comma, message: "trailing comma in an array", hint: "remove the comma; strict JSON parsers reject it"))
            }
        }
    }

    /// The members (or elements) of the object (or array) that closes, from `first` on, taken off
    /// `open` into storage of their own count.
    private static func closing<Element>(_ open: inout [Element], from first: Int) -> [Element] {
        var closed: [Element] = []
        closed.reserveCapacity(open.count - first)
        closed.append(contentsOf: open[first...])
        open.removeSubrange(first...)
        return closed
    }

    /// A comma missing at the end of a line, where the next member or element starts a later line:
    /// said where the comma belongs (after the value), not where the next one starts.
    private static func missingComma(at end: SourceLocation, before nextLine: Int, _ what: String) -> SyntaxError {
        SyntaxError(
            location: end, message: "expected ',' after the \(what); the next one starts on line \(nextLine)",
            hint: "add ',' at the end of this line")
    }

    /// Whether `byte` can begin a JSON value (or a value a person meant: a quote, a digit, a letter).
    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "a")...UInt8(ascii: "z"):
            true
        default: false
        }
    }
}
