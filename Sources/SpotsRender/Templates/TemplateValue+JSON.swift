import SpotsFormat

/// Template values kept in a file between builds (what the catalog keeps of its kind pages for
/// `build --incremental`), as JSON: a text is a string, a flag a boolean, a list an array, an
/// object of fields an object (its keys sorted), a whole number `{"#number": 3}` and any other
/// `{"#decimal": "0.5"}` (no field of a template is named with `#`).
extension TemplateValue {
    /// The value as JSON; nil when it holds an object that is not plain fields (`TemplateFields`),
    /// whose answers cannot be listed.
    package var json: String? {
        var text = ""
        return append(to: &text) ? text : nil
    }

    private func append(to text: inout String) -> Bool {
        switch self {
        case .text(let string): text += string.jsonQuoted(forScript: false)
        case .number(let number): text += "{\"#number\":\(number)}"
        case .decimal(let number): text += "{\"#decimal\":\(String(number).jsonQuoted(forScript: false))}"
        case .flag(let flag): text += flag ? "true" : "false"
        case .list(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                guard value.append(to: &text) else { return false }
            }
            text += "]"
        case .object(let context):
            guard let fields = context as? TemplateFields else { return false }
            return Self.append(fields.fields, to: &text)
        }
        return true
    }

    /// `fields` as a JSON object, its keys sorted; false when a value cannot be written.
    private static func append(_ fields: [String: TemplateValue], to text: inout String) -> Bool {
        text += "{"
        for (index, (key, value)) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { text += "," }
            text += key.jsonQuoted(forScript: false) + ":"
            guard value.append(to: &text) else { return false }
        }
        text += "}"
        return true
    }

    /// `fields` as JSON, as `json` writes an object of them; nil when a value cannot be written.
    package static func json(of fields: [String: TemplateValue]) -> String? {
        var text = ""
        return append(fields, to: &text) ? text : nil
    }

    /// The value `json` wrote; nil for JSON it does not write.
    package init?(json value: JSONValue) {
        switch value {
        case .string(let string): self = .text(string)
        case .bool(let flag): self = .flag(flag)
        case .array(let nodes):
            var values: [TemplateValue] = []
            values.reserveCapacity(nodes.count)
            for node in nodes {
                guard let value = TemplateValue(json: node.value) else { return nil }
                values.append(value)
            }
            self = .list(values)
        case .object(let members):
            if members.count == 1, members[0].key == "#number", case .number(let number) = members[0].node.value,
                let whole = Int(exactly: number)
            {
                self = .number(whole)
            } else if members.count == 1, members[0].key == "#decimal", case .string(let text) = members[0].node.value,
                let number = Double(text)
            {
                self = .decimal(number)
            } else {
                guard let fields = Self.fields(json: value) else { return nil }
                self = .object(TemplateFields(fields: fields))
            }
        case .null, .number: return nil
        }
    }

    /// The fields of an object `json(of:)` wrote; nil for JSON it does not write.
    package static func fields(json value: JSONValue) -> [String: TemplateValue]? {
        guard case .object(let members) = value else { return nil }
        var fields: [String: TemplateValue] = [:]
        for member in members {
            guard let value = TemplateValue(json: member.node.value) else { return nil }
            fields[member.key] = value
        }
        return fields
    }
}
