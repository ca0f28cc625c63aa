/// Text that pages can carry: what every string read from content passes through.
package enum SafeText {
    /// Replaces characters that HTML and XML cannot carry (control characters, U+FFFE, U+FFFF) and
    /// the renderer's markers (see `Markers`) with U+FFFD.
    package static func sanitized(_ text: String) -> String {
        guard !isClean(text) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }

    /// Every string of a JSON value, keys included, sanitized: the value itself when none needs it
    /// (most: an item's meta is kept as it was parsed, not made again).
    package static func sanitized(_ value: JSONValue) -> JSONValue {
        guard !isClean(value) else { return value }
        switch value {
        case .string(let text): return .string(sanitized(text))
        case .array(let elements):
            return .array(elements.map { JSONNode(sanitized($0.value), at: $0.location, keyLocation: $0.keyLocation) })
        case .object(let members):
            return .object(
                members.map {
                    JSONMember(
                        key: sanitized($0.key), keyLocation: $0.keyLocation,
                        node: JSONNode(sanitized($0.node.value), at: $0.node.location, keyLocation: $0.node.keyLocation))
                })
        default: return value
        }
    }

    /// Whether no string of `value`, keys included, holds a scalar `isForbidden` names.
    private static func isClean(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): isClean(text)
        case .array(let elements): elements.allSatisfy { isClean($0.value) }
        case .object(let members): members.allSatisfy { isClean($0.key) && isClean($0.node.value) }
        default: true
        }
    }

    /// Whether `text` holds no scalar `isForbidden` names.
    private static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { !hasForbidden($0) } ?? !text.unicodeScalars.contains(where: isForbidden)
    }

    /// Whether valid UTF-8 `bytes` hold a scalar `isForbidden` names, read on the bytes (every
    /// string read from content passes here): C0 controls and DEL are one byte, C1 controls are
    /// C2 80–C2 9F, U+FFFE and U+FFFF are EF BF BE and EF BF BF, the reserved block U+FDD0–U+FDEF is
    /// EF B7 90–EF B7 AF. A continuation byte is never C2 or EF, so every byte can be looked at.
    static func hasForbidden(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2 {
                if index + 1 < count, bytes[index + 1] <= 0x9F { return true }
            } else if byte == 0xEF, index + 2 < count {
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if second == 0xBF && third >= 0xBE { return true }
                if second == 0xB7 && (0x90...0xAF).contains(third) { return true }
            }
            index += 1
        }
        return false
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
            || value == 0xFFFE || value == 0xFFFF || Markers.reservedRange.contains(value)
    }
}
