/// The keys of the screen format, `site.json` and `catalog.json`, declared once. The decoders'
/// key sets, the JSON Schemas, the diff's labels, the tables of docs/format.md and the theme's CSS
/// variables are made from these lists; each object's keys are in the order the schema lists them.
package enum FormatKeys {
    /// Every key of every object.
    package static let all: [FormatKey] =
        screen + component + section + row + layout + inset + interaction + item + size + slots + site + navigation + catalog + catalogEntry
        + catalogField + diagnostics + ignoreEntry

    /// The keys of `object`, in order.
    package static func keys(in object: FormatObject) -> [FormatKey] {
        switch object {
        case .screen: screen
        case .component: component
        case .section: section
        case .row: row
        case .layout: layout
        case .inset: inset
        case .interaction: interaction
        case .item: item
        case .size: size
        case .slots: slots
        case .site: site
        case .navigation: navigation
        case .catalog: catalog
        case .catalogEntry: catalogEntry
        case .catalogField: catalogField
        case .diagnostics: diagnostics
        case .ignoreEntry: ignoreEntry
        }
    }

    /// The names a decoder knows in `object`: every key but the bindings and families of keys,
    /// which it reads apart.
    package static func names(in object: FormatObject) -> Set<String> {
        Set(keys(in: object).filter { $0.binds == nil && $0.pattern == nil }.map(\.name))
    }

    /// The key `name` of `object`.
    package static func key(_ name: String, in object: FormatObject) -> FormatKey? {
        keys(in: object).first { $0.name == name }
    }

    /// The label `spots-site diff` gives a change to the key `name` of `object`; the name itself
    /// when the table has none.
    package static func diffLabel(_ name: String, in object: FormatObject) -> String {
        key(name, in: object)?.diffLabel ?? name
    }

    // MARK: Schema pieces

    /// The schema's `properties` of `object`: each key but the families, one a line.
    static func properties(of object: FormatObject, lines: Bool = true) -> SchemaNode {
        .object(keys(in: object).filter { $0.pattern == nil }.map { SchemaNode.Member($0.name, $0.schema) }, lines: lines)
    }

    /// The schema of an object that refuses keys it does not know: its `description`, `type`,
    /// `required`, `additionalProperties`, the families' `patternProperties` and `properties`.
    static func definition(of object: FormatObject, description: String? = nil) -> SchemaNode {
        let required = keys(in: object).filter(\.required).map(\.name)
        var members: [SchemaNode.Member] = []
        if let description { members.append(.init("description", .string(description))) }
        members.append(.init("type", .string("object")))
        if !required.isEmpty { members.append(.init("required", .array(required.map { .string($0) }))) }
        members.append(.init("additionalProperties", .raw("false")))
        let families = keys(in: object).compactMap { key in key.pattern.map { SchemaNode.Member($0, key.schema) } }
        if !families.isEmpty { members.append(.init("patternProperties", .object(families, lines: true))) }
        members.append(.init("properties", properties(of: object)))
        return .object(members, lines: true)
    }

    /// `{ "type": "array", "items": { "$ref": "#/$defs/<definition>" } }`.
    static func list(of definition: String) -> SchemaNode {
        .object([.init("type", .string("array")), .init("items", .ref(definition))])
    }

    /// `{ "type": "array", "items": { "type": "string" }, "description": … }`.
    static func strings(_ note: String) -> SchemaNode {
        .object([.init("type", .string("array")), .init("items", FormatType.string.schema(note: nil)), .init("description", .string(note))])
    }
}
