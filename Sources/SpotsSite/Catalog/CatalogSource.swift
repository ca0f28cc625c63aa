/// The JSON behind a catalog example, as its file has it: found again by its JSON path, and
/// printed with two-space indentation and the keys in the file's order.
enum CatalogSource {
    /// The node at `path` under `root`: keys joined by dots, array indices in brackets
    /// (`components[0].items[2]`, `[0].rows[1]`, `components[1].header`); nil when there is none.
    static func node(at path: String, in root: JSONNode) -> JSONNode? {
        var node = root
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let elements = node.value.elements, elements.indices.contains(index)
                else { return nil }
                node = elements[index]
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard let child = node.value[String(rest[..<end])] else { return nil }
                node = child
                rest = rest[end...]
            }
        }
        return node
    }

    /// `node` as JSON text, indented by two spaces a level, keys in their order; an array of more
    /// than `elements` shows them and then how many more there are (`// … 49,994 more`).
    static func text(of node: JSONNode, elements: Int = .max) -> String {
        var output = ""
        write(node.value, indent: "", elements: elements, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: String, elements limit: Int, to output: inout String) {
        let inner = indent + "  "
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += NumberText.text(number)
        case .string(let text): output += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            output += "[\n"
            let shown = elements.prefix(limit)
            for (index, element) in shown.enumerated() {
                output += inner
                write(element.value, indent: inner, elements: limit, to: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            if elements.count > shown.count { output += inner + "// … \((elements.count - shown.count).counted("more", plural: "more"))\n" }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + quoted(member.key) + ": "
                write(member.node.value, indent: inner, elements: limit, to: &output)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String { text.jsonQuoted(forScript: false) }
}
