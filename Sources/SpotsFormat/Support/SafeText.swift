/// Text that pages can carry: what every string read from content passes through.
package enum SafeText {
    /// Replaces characters that HTML and XML cannot carry (control characters, U+FFFE, U+FFFF) and
    /// the renderer's markers (see `Markers`) with U+FFFD.
    package static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }

    /// Every string of a JSON value, keys included, sanitized.
    package static func sanitized(_ value: JSONValue) -> JSONValue {
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

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
            || value == 0xFFFE || value == 0xFFFF || Markers.reservedRange.contains(value)
    }
}
