import Foundation

/// Memoises what a template makes of data of one *shape*, so Mustache evaluates each template once
/// per shape instead of once per item.
///
/// Mustache's output for a context depends on the context's shape (which keys are present, which
/// strings are empty, the booleans, the lengths of lists) and, beyond that, only copies values into
/// place, escaped or not. So a template is rendered once with numbered markers instead of the
/// values; the output, cut at the markers, is kept under the shape's description; and every further
/// context of that shape is filled in with its own values. The output is byte for byte what
/// Mustache renders (the tests compare both). Templates whose output can depend on values in other
/// ways (partials with indentation, transforms, changed delimiters, inheritance) are never cached.
final class ShapeCache: @unchecked Sendable {
    /// A template's output for one shape: literal text and the places the values go.
    struct Compiled {
        enum Piece {
            case text(String)
            case value(Int, escaped: Bool)
        }

        var pieces: [Piece]

        func fill(_ leaves: [Any]) -> String {
            var output = ""
            for piece in pieces {
                switch piece {
                case .text(let text): output += text
                case .value(let index, let escaped):
                    let text = ShapeCache.text(of: leaves[index])
                    output += escaped ? FastHTMLContentType.escape(text) : text
                }
            }
            return output
        }
    }

    private var entries: [String: Compiled] = [:]
    private let lock = NSLock()

    func compiled(for shape: String) -> Compiled? {
        lock.lock()
        defer { lock.unlock() }
        return entries[shape]
    }

    func store(_ compiled: Compiled, for shape: String) {
        lock.lock()
        entries[shape] = compiled
        lock.unlock()
    }

    /// Whether a template's source uses nothing that makes its output depend on values beyond
    /// copying them: no partials, inheritance, blocks, delimiter changes or transforms.
    static func canCache(source: String) -> Bool {
        for tag in tags(in: source) {
            guard let sigil = tag.first else { continue }
            if sigil == "!" { continue }  // a comment
            if ">$<=".contains(sigil) { return false }
            if tag.contains("(") { return false }  // a transform: `{{uppercased(title)}}`
        }
        return true
    }

    /// The text between every `{{` and the next `}}`, trimmed.
    private static func tags(in source: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            tags.append(rest[..<close.lowerBound].trimmingSpaces)
            rest = rest[close.upperBound...]
        }
        return tags
    }

    /// Every name a template can look up (each part of a dotted name), or nil when it uses `{{.}}`
    /// and so can print whole objects. Keys not among these names cannot change the output, so
    /// they are left out of shapes: items that differ only in data the template never reads share one.
    static func names(in source: String) -> [String]? {
        var names: Set<String> = []
        for var tag in tags(in: source) {
            if tag.first == "!" || tag.first == "%" { continue }
            while let first = tag.first, "{#^/&".contains(first) || first == " " { tag = tag.dropFirst() }
            let name = tag.trimmingSpaces
            if name.isEmpty { continue }
            if name == "." { return nil }
            for part in name.split(separator: ".") { names.insert(String(part)) }
        }
        return names.sorted()
    }

    // MARK: Shapes and markers

    /// The shape of `context` and its values (leaves), in one fixed order: keys sorted, lists in order.
    static func describe(_ context: [String: Any], names: [String]) -> (shape: String, leaves: [Any]) {
        var shape = ""
        var leaves: [Any] = []
        describe(object: context, names: names, shape: &shape, leaves: &leaves)
        return (shape, leaves)
    }

    /// `names` is sorted, so every object is walked in one order without sorting its keys.
    private static func describe(object: [String: Any], names: [String], shape: inout String, leaves: inout [Any]) {
        shape += "{"
        for (index, key) in names.enumerated() {
            guard let value = object[key] else { continue }
            shape += String(index)
            shape += ":"
            describe(value: value, names: names, shape: &shape, leaves: &leaves)
        }
        shape += "}"
    }

    private static func describe(value: Any, names: [String], shape: inout String, leaves: inout [Any]) {
        switch value {
        case let text as String:
            shape += text.isEmpty ? "e," : "s,"
            leaves.append(text)
        case let flag as Bool:
            shape += flag ? "t," : "f,"
        case is Int, is Double:
            shape += "n,"
            leaves.append(value)
        case let object as [String: Any]:
            describe(object: object, names: names, shape: &shape, leaves: &leaves)
        case let objects as [[String: Any]]:
            shape += "["
            for object in objects { describe(object: object, names: names, shape: &shape, leaves: &leaves) }
            shape += "]"
        case let values as [Any]:
            shape += "["
            for element in values { describe(value: element, names: names, shape: &shape, leaves: &leaves) }
            shape += "]"
        default:
            // Anything else is rendered as it is, so its exact text is part of the shape.
            shape += "?\(String(reflecting: value)),"
            leaves.append(value)
        }
    }

    /// `context` with every value replaced by its marker, in the order `describe` numbers them.
    static func markers(for context: [String: Any], names: [String]) -> [String: Any] {
        var counter = 0
        return markers(object: context, names: names, counter: &counter)
    }

    private static func markers(object: [String: Any], names: [String], counter: inout Int) -> [String: Any] {
        var result: [String: Any] = [:]
        for key in names {
            guard let value = object[key] else { continue }
            result[key] = markers(value: value, names: names, counter: &counter)
        }
        return result
    }

    private static func markers(value: Any, names: [String], counter: inout Int) -> Any {
        switch value {
        case let text as String:
            defer { counter += 1 }
            return text.isEmpty ? "" : marker(counter)
        case is Bool:
            return value
        case is Int, is Double:
            defer { counter += 1 }
            return marker(counter)
        case let object as [String: Any]:
            return markers(object: object, names: names, counter: &counter)
        case let objects as [[String: Any]]:
            return objects.map { markers(object: $0, names: names, counter: &counter) }
        case let values as [Any]:
            return values.map { markers(value: $0, names: names, counter: &counter) }
        default:
            defer { counter += 1 }
            return value
        }
    }

    /// A marker survives Mustache as it is, and `&` in it shows whether it was escaped.
    private static func marker(_ index: Int) -> String { markerOpen + String(index) + "&" + markerClose }
    static let markerOpen = String(decoding: [0xEF, 0xB7, 0x92], as: UTF8.self)  // U+FDD2, a noncharacter
    static let markerClose = String(decoding: [0xEF, 0xB7, 0x93], as: UTF8.self)  // U+FDD3

    /// Cuts a rendering with markers into pieces; nil if a marker came out in an unexpected form.
    static func compile(_ rendered: String, leafCount: Int) -> Compiled? {
        let open: [UInt8] = [0xEF, 0xB7, 0x92]  // U+FDD2
        let close: [UInt8] = [0xEF, 0xB7, 0x93]  // U+FDD3
        let bytes = Array(rendered.utf8)
        var pieces: [Compiled.Piece] = []
        var textStart = 0
        var index = 0
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
        }
        while index < bytes.count {
            if bytes[index] == 0xEF, matches(close, at: index) { return nil }
            guard bytes[index] == 0xEF, matches(open, at: index) else {
                index += 1
                continue
            }
            var cursor = index + open.count
            var value = 0
            var digits = 0
            while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
                value = value * 10 + Int(bytes[cursor] - 0x30)
                digits += 1
                cursor += 1
            }
            let escaped: Bool
            if matches(Array("&amp;".utf8) + close, at: cursor) {
                escaped = true
                cursor += 5 + close.count
            } else if matches(Array("&".utf8) + close, at: cursor) {
                escaped = false
                cursor += 1 + close.count
            } else {
                return nil
            }
            guard digits > 0, value < leafCount else { return nil }
            if index > textStart { pieces.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self))) }
            pieces.append(.value(value, escaped: escaped))
            index = cursor
            textStart = cursor
        }
        if bytes.count > textStart { pieces.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return Compiled(pieces: pieces)
    }

    /// A value as Mustache prints it.
    static func text(of value: Any) -> String {
        if let text = value as? String { return text }
        return String(describing: value)
    }
}
