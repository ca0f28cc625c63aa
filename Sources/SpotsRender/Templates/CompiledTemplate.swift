import SpotsFormat

/// A Mustache template compiled once into a tree of nodes (see `TemplateCompiler`), evaluated
/// straight into the page's bytes: literal text copied as it is, values escaped while they are
/// written, children put in their place by `FragmentWriter`.
///
/// It gives byte for byte what swift-mustache renders from the same source and context (the tests
/// compare both on every page of the example sites and on generated templates): names are looked
/// up through the stack of sections as Mustache does, an empty text is false, a list renders its
/// section once per element, and so on. A value Mustache would print as a Swift description (an
/// object or a list in `{{x}}`) makes `render` return nil, and the template is rendered by
/// swift-mustache instead.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text([UInt8])
        case variable(Name, escaped: Bool)
        case section(Name, [Node])
        case inverted(Name, [Node])
    }

    /// A tag's name: `title`, `page.title`, `.` (the innermost value) or `.title` (the innermost
    /// value's own, looked up nowhere else).
    struct Name: Sendable {
        let parts: [TemplateName]
        /// Whether the name starts with a dot: looked up in the innermost value only.
        let anchored: Bool

        init(_ text: String) {
            parts = text.split(separator: ".").map { TemplateName(String($0)) }
            anchored = text.first == "."
        }
    }

    let nodes: [Node]
    /// How many bytes of literal text the template has, sections counted once: room to reserve.
    let textLength: Int

    init(nodes: [Node]) {
        self.nodes = nodes
        func length(of nodes: [Node]) -> Int {
            nodes.reduce(0) { total, node in
                switch node {
                case .text(let bytes): total + bytes.count
                case .variable: total + 16
                case .section(_, let body), .inverted(_, let body): total + length(of: body)
                }
            }
        }
        textLength = length(of: nodes)
    }

    /// The output for `context`, children (markers of `fragments`) put in their place; nil when a
    /// value cannot be printed the way Mustache prints it.
    func render(_ context: any TemplateContext, fragments: Fragments) -> [UInt8]? {
        var evaluation = Evaluation(writer: FragmentWriter(fragments: fragments, capacity: textLength + fragments.byteCount))
        evaluation.stack.append(.object(context))
        guard evaluation.run(nodes) else { return nil }
        evaluation.writer.finish()
        return evaluation.writer.bytes
    }

    /// The values of the open sections, innermost last, and the output so far.
    private struct Evaluation {
        var writer: FragmentWriter
        var stack: [TemplateValue] = []

        init(writer: FragmentWriter) {
            self.writer = writer
            stack.reserveCapacity(8)
        }

        /// Writes `nodes`; false when a value cannot be printed.
        mutating func run(_ nodes: [Node]) -> Bool {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    bytes.withUnsafeBufferPointer { writer.append($0) }
                case .variable(let name, let escaped):
                    guard let value = lookUp(name) else { continue }
                    guard write(value, escaped: escaped) else { return false }
                case .section(let name, let body):
                    guard let value = lookUp(name) else { continue }
                    switch value {
                    case .list(let elements):
                        for element in elements {
                            stack.append(element)
                            defer { stack.removeLast() }
                            guard run(body) else { return false }
                        }
                    case .flag(let flag):
                        if flag, !run(body) { return false }
                    case .text(let text) where text.isEmpty:
                        continue
                    default:
                        stack.append(value)
                        defer { stack.removeLast() }
                        guard run(body) else { return false }
                    }
                case .inverted(let name, let body):
                    switch lookUp(name) {
                    case nil:
                        guard run(body) else { return false }
                    case .list(let elements) where elements.isEmpty:
                        // Mustache renders it with the empty list as the innermost value.
                        stack.append(.list(elements))
                        defer { stack.removeLast() }
                        guard run(body) else { return false }
                    case .flag(false), .text(""):
                        guard run(body) else { return false }
                    default:
                        continue
                    }
                }
            }
            return true
        }

        /// Looks `name` up as Mustache does: its first part in the innermost value that has it
        /// (only objects have names), the rest inside what that gives.
        private func lookUp(_ name: Name) -> TemplateValue? {
            guard let innermost = stack.last else { return nil }
            guard let first = name.parts.first else { return innermost }
            if name.anchored { return Self.descend(name.parts[...], from: innermost) }
            // By index, innermost first: iterating the values would copy each one.
            var index = stack.count - 1
            while index >= 0 {
                if case .object(let object) = stack[index], let found = object.value(for: first) {
                    return name.parts.count == 1 ? found : Self.descend(name.parts.dropFirst(), from: found)
                }
                index -= 1
            }
            return nil
        }

        private static func descend(_ parts: ArraySlice<TemplateName>, from value: TemplateValue) -> TemplateValue? {
            var value = value
            for part in parts {
                guard case .object(let object) = value, let child = object.value(for: part) else { return nil }
                value = child
            }
            return value
        }

        /// Writes a value as Mustache prints it; false for objects and lists, which it prints as
        /// their Swift descriptions.
        private mutating func write(_ value: TemplateValue, escaped: Bool) -> Bool {
            switch value {
            case .text(var text):
                if let child = writer.fragments.part(markedBy: text) {
                    writer.appendChild(child)
                } else {
                    text.withUTF8 { escaped ? writer.appendEscaped($0) : writer.append($0) }
                }
            case .number(let number):
                var text = String(number)
                text.withUTF8 { writer.append($0) }
            case .decimal(let number):
                var text = String(describing: number)
                text.withUTF8 { escaped ? writer.appendEscaped($0) : writer.append($0) }
            case .flag(let flag):
                (flag ? Self.true : Self.false).withUnsafeBufferPointer { writer.append($0) }
            case .object, .list:
                return false
            }
            return true
        }

        private static let `true` = Array("true".utf8)
        private static let `false` = Array("false".utf8)
    }
}
