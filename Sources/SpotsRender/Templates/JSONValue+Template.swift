import SpotsFormat

extension JSONValue {
    /// The value as templates see it (`meta`, a row's own fields): `null` as empty text, numbers
    /// by `NumberText`'s rule, objects by their keys (the first of a repeated key).
    var templateValue: TemplateValue {
        switch self {
        case .null: .text("")
        case .bool(let flag): .flag(flag)
        case .number(let number): NumberText.whole(number).map(TemplateValue.number) ?? .decimal(number)
        case .string(let text): .text(text)
        case .array(let elements): .list(elements.map(\.value.templateValue))
        case .object(let members): .object(JSONObjectContext(members: members))
        }
    }
}

/// A JSON object in a template: each name finds the first member with that key.
struct JSONObjectContext: TemplateContext {
    package let members: [JSONMember]

    package func value(named name: String) -> TemplateValue? {
        members.first { $0.key == name }?.node.value.templateValue
    }
}
