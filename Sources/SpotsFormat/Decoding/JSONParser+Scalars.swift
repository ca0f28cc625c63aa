/// The scalars of JSON: numbers, and strings with their escapes (`JSONParser` reads the structure).
extension JSONParser {
    /// A number by RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        let startLocation = location
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits() -> Int {
            var count = 0
            while index < bytes.count, isDigit(bytes[index]) { index += 1; count += 1 }
            return count
        }
        func invalid(_ hint: String) -> SyntaxError {
            while index < bytes.count,
                isDigit(bytes[index])
                    || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index])
            {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return SyntaxError(location: startLocation, message: "'\(text)' is not a valid JSON number", hint: hint)
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw invalid("a number starts with a digit, e.g. 0.5") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw invalid("remove the leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw invalid("write at least one digit after the point, e.g. 1.0") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw invalid("write the exponent's digits, e.g. 1e5") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw SyntaxError(location: startLocation, message: "'\(text)' is too large a number")
        }
        return .number(number)
    }

    mutating func parseString() throws(SyntaxError) -> String {
        let open = location
        index += 1
        // Fast path: most strings have no escapes and no control characters.
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[index..<scan], as: UTF8.self)
                index = scan + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            scan += 1
        }
        // Slow path: collect UTF-8 bytes, decoding escapes into them, and make one String at the end.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(scan - index + 16)
        func append(_ scalar: Unicode.Scalar) {
            buffer.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
        }
        while true {
            guard index < bytes.count else {
                throw SyntaxError(location: open, message: "this string is never closed", hint: "add the closing '\"'")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escapeLocation = location
                index += 1
                guard index < bytes.count else { continue }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): append(try parseUnicodeEscape(at: escapeLocation))
                default:
                    throw SyntaxError(
                        location: escapeLocation, message: "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string",
                        hint: "write a backslash as \\\\")
                }
            case 0x0A, 0x0D:
                throw SyntaxError(
                    location: open, message: "this string is never closed on its line", hint: "write a line break inside a string as \\n")
            case 0x00..<0x20:
                throw SyntaxError(location: location, message: "control character in a string", hint: "write it as an escape such as \\t or \\u0001")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseHex4(at escapeLocation: SourceLocation) throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw SyntaxError(location: escapeLocation, message: "\\u must be followed by four hex digits")
        }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw SyntaxError(location: escapeLocation, message: "\\u must be followed by four hex digits")
            }
            value = value * 16 + digit
        }
        index += 4
        return value
    }

    private mutating func parseUnicodeEscape(at escapeLocation: SourceLocation) throws(SyntaxError) -> Unicode.Scalar {
        let high = try parseHex4(at: escapeLocation)
        if (0xD800...0xDBFF).contains(high), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            let resume = index
            index += 2
            let low = try parseHex4(at: escapeLocation)
            if (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return scalar
            }
            // Not a low surrogate: the lone high one is replaced and the next escape read on its own.
            index = resume
            return loneSurrogate(high, at: escapeLocation)
        }
        return Unicode.Scalar(high) ?? loneSurrogate(high, at: escapeLocation)
    }

    /// A surrogate escape without its pair stands for no character: it becomes U+FFFD, with a warning.
    private mutating func loneSurrogate(_ value: UInt32, at location: SourceLocation) -> Unicode.Scalar {
        let escape = "\\u" + String(value, radix: 16, uppercase: false).leftPadded(to: 4)
        let half =
            (0xD800...0xDBFF).contains(value) ? "a high surrogate without the low one after it" : "a low surrogate without a high one before it"
        warnings.append(
            SyntaxError(
                location: location, message: "'\(escape)' is \(half); it becomes the replacement character �",
                hint: "write the character itself, or both halves of its UTF-16 pair (\\ud83d\\ude00 for 😀)"))
        return "\u{FFFD}"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
