import SpotsBuild
import SpotsFormat
import SpotsRender

extension JSONValue {
    /// The value as compact JSON on one line, object members in file order (`{"team":"crew"}`).
    var compactText: String { text(sortingKeys: false) }

    /// The value as compact JSON with object members sorted: equal for two values that differ
    /// only in where they stand and in the order of their keys.
    var canonicalText: String { text(sortingKeys: true) }

    private func text(sortingKeys: Bool) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return NumberText.text(number)
        case .string(let string): return string.jsonQuoted(forScript: false)
        case .array(let elements): return "[" + elements.map { $0.value.text(sortingKeys: sortingKeys) }.joined(separator: ",") + "]"
        case .object(let members):
            let ordered = sortingKeys ? members.sorted { $0.key < $1.key } : members
            return "{"
                + ordered.map { $0.key.jsonQuoted(forScript: false) + ":" + $0.node.value.text(sortingKeys: sortingKeys) }.joined(separator: ",")
                + "}"
        }
    }
}
