import SpotsFormat

extension ShapeCache {
    /// The shape of `context` and its values (leaves), in one fixed order: `names` sorted, lists in
    /// order. The shape is written as bytes after what `shape` holds (the template's name): each
    /// value present as its name's index in two bytes and its kind (`e` empty text, `s` text, `t`
    /// and `f` flags, `n` a number), objects in braces, lists in brackets. Every entry has the same
    /// form, so two shapes have the same bytes only when they are the same.
    package static func describe(_ context: any TemplateContext, names: [String], into shape: inout [UInt8]) -> [TemplateValue] {
        var leaves: [TemplateValue] = []
        describe(object: context, names: names, shape: &shape, leaves: &leaves)
        return leaves
    }

    private static func describe(object: any TemplateContext, names: [String], shape: inout [UInt8], leaves: inout [TemplateValue]) {
        shape.append(UInt8(ascii: "{"))
        for (index, key) in names.enumerated() {
            guard let value = object.value(named: key) else { continue }
            shape.append(UInt8(truncatingIfNeeded: index))
            shape.append(UInt8(truncatingIfNeeded: index >> 8))
            describe(value: value, names: names, shape: &shape, leaves: &leaves)
        }
        shape.append(UInt8(ascii: "}"))
    }

    private static func describe(value: TemplateValue, names: [String], shape: inout [UInt8], leaves: inout [TemplateValue]) {
        switch value {
        case .text(let text):
            shape.append(text.isEmpty ? UInt8(ascii: "e") : UInt8(ascii: "s"))
            leaves.append(value)
        case .flag(let flag):
            shape.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .number, .decimal:
            shape.append(UInt8(ascii: "n"))
            leaves.append(value)
        case .object(let object):
            describe(object: object, names: names, shape: &shape, leaves: &leaves)
        case .list(let values):
            shape.append(UInt8(ascii: "["))
            for element in values { describe(value: element, names: names, shape: &shape, leaves: &leaves) }
            shape.append(UInt8(ascii: "]"))
        }
    }

    /// `context` with every value replaced by its marker, in the order `describe` numbers them.
    static func markers(for context: any TemplateContext, names: [String]) -> TemplateFields {
        var counter = 0
        return markers(object: context, names: names, counter: &counter)
    }

    private static func markers(object: any TemplateContext, names: [String], counter: inout Int) -> TemplateFields {
        var result = TemplateFields()
        for key in names {
            guard let value = object.value(named: key) else { continue }
            result.fields[key] = markers(value: value, names: names, counter: &counter)
        }
        return result
    }

    private static func markers(value: TemplateValue, names: [String], counter: inout Int) -> TemplateValue {
        switch value {
        case .text(let text):
            defer { counter += 1 }
            return .text(text.isEmpty ? "" : Markers.value(counter))
        case .flag:
            return value
        case .number, .decimal:
            defer { counter += 1 }
            return .text(Markers.value(counter))
        case .object(let object):
            return .object(markers(object: object, names: names, counter: &counter))
        case .list(let values):
            return .list(values.map { markers(value: $0, names: names, counter: &counter) })
        }
    }

    /// Cuts a rendering with markers into pieces; nil if a marker came out in an unexpected form.
    static func compile(_ rendered: String, leafCount: Int) -> Compiled? {
        let open = Markers.valueOpen
        let close = Markers.valueClose
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
            if index > textStart { pieces.append(.text(.init(Array(bytes[textStart..<index])))) }
            pieces.append(.value(value, escaped: escaped))
            index = cursor
            textStart = cursor
        }
        if bytes.count > textStart { pieces.append(.text(.init(Array(bytes[textStart...])))) }
        return Compiled(pieces: pieces)
    }
}
