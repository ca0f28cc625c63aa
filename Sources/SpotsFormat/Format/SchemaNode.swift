/// A piece of a JSON Schema as `spots-site schema` prints it: each object and array written on one
/// line, or one member a line, as chosen where it is made.
indirect enum SchemaNode: Sendable, Equatable {
    /// JSON text written as it is: a number, `false`, or a piece already written.
    case raw(String)
    /// An object; `lines` writes one member a line.
    case object([Member], lines: Bool = false)
    /// An array; `lines` writes one element a line.
    case array([SchemaNode], lines: Bool = false)

    /// A member of an object.
    struct Member: Sendable, Equatable {
        let key: String
        let node: SchemaNode

        init(_ key: String, _ node: SchemaNode) {
            self.key = key
            self.node = node
        }
    }

    /// A JSON string.
    static func string(_ text: String) -> SchemaNode {
        .raw(text.jsonQuoted(forScript: false))
    }

    /// `{ "$ref": "#/$defs/<name>" }`.
    static func ref(_ definition: String) -> SchemaNode {
        .object([Member("$ref", .string("#/$defs/\(definition)"))])
    }

    /// The text, its lines after the first indented by `indent`.
    func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .raw(let text):
            return text
        case .object(let members, let lines):
            if members.isEmpty { return "{}" }
            let written = members.map { $0.key.jsonQuoted(forScript: false) + ": " + $0.node.text(indent: lines ? inner : indent) }
            return lines
                ? "{\n" + written.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}" : "{ " + written.joined(separator: ", ") + " }"
        case .array(let elements, let lines):
            let written = elements.map { $0.text(indent: lines ? inner : indent) }
            return lines
                ? "[\n" + written.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "]" : "[" + written.joined(separator: ", ") + "]"
        }
    }
}
