import SpotsFormat

extension CompiledTemplate {
    /// The values of the open sections, innermost last, and the output so far.
    struct Evaluation {
        var writer: FragmentWriter
        var stack: [TemplateValue] = []
        let partials: Partials
        /// How many partials are open: one that names itself without end stops the render.
        var partialDepth = 0
        /// How many steps (nodes, elements) the render took, and how many it may.
        var steps = 0
        let stepLimit: Int
        /// How large the output may grow.
        let byteLimit: Int
        /// The tags that printed an object or a list as nothing.
        var structures: [String] = []
        /// The innermost of what swift-mustache renders as one string (the template, a section,
        /// one element of a list, a partial), while a partial's lines are indented.
        var unit = Unit()

        /// Inside an indented partial, swift-mustache writes the indentation before each token
        /// (a line of text, a value, a whole section or partial) that renders as something, when
        /// the string rendered so far by the render it is in ends with a newline. A render that
        /// starts there leaves it to the one around it, which puts it before the whole.
        struct Unit {
            /// The indentation of its lines; empty outside indented partials (nothing to do).
            var indentation: [UInt8] = []
            /// The indentation the render around it puts before its first token with output.
            var pending: [UInt8]?
            /// `FragmentWriter.written` when it started.
            var start = 0
        }

        init(writer: FragmentWriter, partials: Partials, budget: RenderBudget) {
            self.writer = writer
            self.partials = partials
            stepLimit = budget.steps
            byteLimit = budget.bytes
            stack.reserveCapacity(8)
        }

        /// The indentation to write before a token with output, at this point of the unit.
        private func indentationHere() -> [UInt8]? {
            if writer.written == unit.start { return unit.pending }
            return writer.endsLine(since: unit.start) ? unit.indentation : nil
        }

        /// Writes the indentation due before a token with output, if one is due here.
        private mutating func writeIndentationIfDue() {
            indentationHere()?.withUnsafeBufferPointer { writer.append($0) }
        }

        /// Runs `nodes` as a unit of their own (a section, an element, a partial), indented by
        /// `indentation`, with `pending` to write before its first output.
        private mutating func run(_ nodes: [Node], indentation: [UInt8], pending: [UInt8]?) -> Bool {
            guard !indentation.isEmpty else { return run(nodes) }
            let outer = unit
            unit = Unit(indentation: indentation, pending: pending, start: writer.written)
            defer { unit = outer }
            return run(nodes)
        }

        /// Runs a section's body over `value`, one unit.
        private mutating func runSection(_ body: [Node], over value: TemplateValue?, pending: [UInt8]?) -> Bool {
            if let value { stack.append(value) }
            defer { if value != nil { stack.removeLast() } }
            return run(body, indentation: unit.indentation, pending: pending)
        }

        /// Takes one step; false when the budget allows no more.
        private mutating func step() -> Bool {
            steps += 1
            return steps <= stepLimit && writer.bytes.count <= byteLimit
        }

        /// Writes `nodes`; false when the budget ran out.
        mutating func run(_ nodes: [Node]) -> Bool {
            let indents = !unit.indentation.isEmpty
            for node in nodes {
                guard step() else { return false }
                switch node {
                case .text(let bytes):
                    if indents {
                        writeIndented(bytes)
                    } else {
                        bytes.withUnsafeBufferPointer { writer.append($0) }
                    }
                case .variable(let name, let escaped):
                    guard let value = lookUp(name) else { continue }
                    if indents, Self.printsSomething(value) { writeIndentationIfDue() }
                    if !write(value, escaped: escaped), !structures.contains(name.text) { structures.append(name.text) }
                case .section(let name, let body):
                    guard let value = lookUp(name) else { continue }
                    if indents {
                        guard runIndented(section: body, over: value) else { return false }
                        continue
                    }
                    switch value {
                    case .list(let elements):
                        for element in elements {
                            stack.append(element)
                            defer { stack.removeLast() }
                            guard step(), run(body) else { return false }
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
                    let value = lookUp(name)
                    switch value {
                    case nil, .flag(false), .text(""):
                        guard indents ? runSection(body, over: nil, pending: indentationHere()) : run(body) else { return false }
                    case .list(let elements) where elements.isEmpty:
                        // Mustache renders it with the empty list as the innermost value.
                        let pending = indents ? indentationHere() : nil
                        guard runSection(body, over: .list(elements), pending: pending) else { return false }
                    default:
                        continue
                    }
                case .partial(let name, let indentation):
                    guard let template = partials[name] else { continue }
                    guard partialDepth < 64 else { return false }  // the set refuses deeper ones as it loads
                    let pending = indents ? indentationHere() : nil
                    partialDepth += 1
                    defer { partialDepth -= 1 }
                    guard run(template.nodes, indentation: unit.indentation + indentation, pending: pending) else { return false }
                }
            }
            return true
        }

        /// A section in an indented unit: the whole of it is one token of the unit, and each
        /// element of a list a unit of its own.
        private mutating func runIndented(section body: [Node], over value: TemplateValue) -> Bool {
            let pending = indentationHere()
            switch value {
            case .list(let elements):
                // Only the start of all the elements is indented by the unit around them.
                let start = writer.written
                for element in elements {
                    guard step(), runSection(body, over: element, pending: writer.written == start ? pending : nil) else { return false }
                }
                return true
            case .flag(let flag): return !flag || runSection(body, over: nil, pending: pending)
            case .text(let text) where text.isEmpty: return true
            default: return runSection(body, over: value, pending: pending)
            }
        }

        /// Writes literal text in an indented unit: each of its lines is a token of its own.
        private mutating func writeIndented(_ text: [UInt8]) {
            text.withUnsafeBufferPointer { text in
                var start = 0
                while start < text.count {
                    var end = start
                    while end < text.count, text[end] != 0x0A { end += 1 }
                    end = min(end + 1, text.count)
                    writeIndentationIfDue()
                    writer.append(UnsafeBufferPointer(rebasing: text[start..<end]))
                    start = end
                }
            }
        }

        /// Whether `value` prints as something (a child's marker is something; an object or a
        /// list prints nothing).
        private static func printsSomething(_ value: TemplateValue) -> Bool {
            switch value {
            case .text(let text): !text.isEmpty
            case .object, .list: false
            default: true
            }
        }

        /// Looks `name` up as Mustache does: its first part in the innermost value that has it
        /// (only objects have names), the rest inside what that gives.
        /// Each value asked is a step: a name looked for through sections nested deep costs more,
        /// and a list found costs its length (a context makes it when it is asked for, and `{{list}}`
        /// printed in a loop runs no section whose elements would count).
        private mutating func lookUp(_ name: Name) -> TemplateValue? {
            let found = find(name)
            if case .list(let elements)? = found { steps += elements.count }
            return found
        }

        private mutating func find(_ name: Name) -> TemplateValue? {
            guard let innermost = stack.last else { return nil }
            guard let first = name.parts.first else { return innermost }
            if name.anchored { return Self.descend(name.parts[...], from: innermost) }
            // By index, innermost first: iterating the values would copy each one.
            var index = stack.count - 1
            defer { steps += stack.count - 1 - index }
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

        /// Writes a value as Mustache prints it; false for objects and lists, which Mustache prints
        /// as their Swift descriptions and this prints as nothing.
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
