/// A JSON value as text, indented by two spaces a level, members in their order: what the
/// catalog shows of an example's JSON, and how `schema --write` writes back a settings file.
package enum JSONText {
    /// `value` as JSON text; an array of more than `elements` shows them and then how many more
    /// there are (`// … 49,994 more`).
    package static func text(of value: JSONValue, elements: Int = .max) -> String {
        var output = ""
        write(value, indent: "", elements: elements, to: &output)
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
    package static func quoted(_ text: String) -> String { text.jsonQuoted(forScript: false) }
}
