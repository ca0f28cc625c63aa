/// Where a place in a JSON document is, read from the document's start up to it by a lexer that
/// never fails: an author in the middle of typing leaves the JSON broken, and completion is asked
/// for exactly then. It tells the path of the object or array the place is in, and whether the
/// place is a key, or the value of which key.
package struct JSONCursor: Equatable {
    /// One step of a path: a key of an object, or an index of an array.
    package enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// What the place is.
    package enum Role: Equatable {
        /// A key of the object at `path` (complete or being typed).
        case key
        /// The value of `key` of the object at `path`.
        case value(key: String)
        /// An element of the array at `path`.
        case element(index: Int)
        /// Anywhere else (between tokens, outside the document).
        case other
    }

    /// The path of the innermost object or array around the place.
    package var path: [Step] = []
    package var role = Role.other
    /// The token at the place (a string with its quotes, a literal), or an empty range there.
    package var token: Range<Int>
    /// The text of that token as typed so far (a string's content, unescaped loosely).
    package var typed = ""
    /// The keys the object at `path` already has, before and after the place.
    package var siblings: [String] = []

    /// The cursor at byte `offset` of `bytes`.
    package init(_ bytes: [UInt8], at offset: Int) {
        token = offset..<offset
        var stack: [Frame] = []
        var index = 0
        let offset = min(max(offset, 0), bytes.count)
        var found = false
        var left = false
        while index < bytes.count {
            let byte = bytes[index]
            if !found, index >= offset {
                take(stack, at: offset..<offset, typed: "")
                found = true
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(Frame(isObject: byte == UInt8(ascii: "{")))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                index += 1
            case UInt8(ascii: ":"):
                if let last = stack.indices.last { stack[last].expectsKey = false }
                index += 1
            case UInt8(ascii: ","):
                if let last = stack.indices.last {
                    stack[last].expectsKey = stack[last].isObject
                    stack[last].index += 1
                    stack[last].key = nil
                }
                index += 1
            case UInt8(ascii: "\""):
                let end = Self.stringEnd(bytes, from: index)
                let closed = end > index + 1 && bytes[end - 1] == UInt8(ascii: "\"")
                let inner = index + 1..<(closed ? end - 1 : end)
                if !found, offset > index, offset < end || (!closed && offset == end) {
                    take(stack, at: index..<end, typed: Self.content(bytes, index + 1..<min(offset, inner.upperBound)))
                    found = true
                }
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey {
                    let key = Self.content(bytes, inner)
                    stack[last].key = key
                    stack[last].keys.append(key)
                }
                index = end
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            default:
                var end = index
                while end < bytes.count, !DocumentText.ends(bytes[end]) { end += 1 }
                if !found, offset > index, offset <= end {
                    take(stack, at: index..<end, typed: Self.content(bytes, index..<offset))
                    found = true
                }
                index = max(end, index + 1)
            }
            // The keys after the place, in the object the place is in, until it closes.
            if found, !left {
                if stack.count <= path.count {
                    left = true
                } else if siblings.count < 1_000, stack.count == path.count + 1, let last = stack.last, last.isObject, let key = last.keys.last,
                    !siblings.contains(key)
                {
                    siblings.append(key)
                }
            }
        }
        if !found { take(stack, at: offset..<offset, typed: "") }
    }

    /// Records the place: the path of `stack`, and what its innermost frame expects there.
    private mutating func take(_ stack: [Frame], at token: Range<Int>, typed: String) {
        self.token = token
        self.typed = typed
        path = []
        for (depth, frame) in stack.enumerated() where depth + 1 < stack.count {
            path.append(frame.isObject ? .key(frame.key ?? "") : .index(frame.index))
        }
        guard let frame = stack.last else {
            role = .other
            return
        }
        if frame.isObject {
            role = frame.expectsKey ? .key : frame.key.map { .value(key: $0) } ?? .other
            siblings = frame.keys
        } else {
            role = .element(index: frame.index)
        }
    }

    /// One open object or array while scanning.
    private struct Frame {
        var isObject: Bool
        var expectsKey = true
        var key: String?
        var index = 0
        var keys: [String] = []

        init(isObject: Bool) {
            self.isObject = isObject
            expectsKey = isObject
        }
    }

    /// Where the string starting at `start` ends: past its closing quote, or at its line's end
    /// when it is not closed there.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case 0x0A: return index
            default: index += 1
            }
        }
        return bytes.count
    }

    static func content(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound, range.upperBound <= bytes.count else { return "" }
        return String(decoding: bytes[range], as: UTF8.self)
    }
}
