/// A JSON Schema (draft 2020-12) of the screen format, for editors: put `"$schema"` in a screen file
/// (or map `Content/screens/**/*.json` to it in the editor's settings) for completion and checks.
///
/// It follows what spots-site reads: legacy keys, numeric strings where numbers are expected, and
/// `"meta": []`. Keys it does not know are refused, as spots-site warns about them. Each object's
/// keys come from `FormatKeys`.
public enum ScreenSchema {
    /// The schema's text.
    public static let json: String = SchemaNode.object(
        [
            .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            .init("$id", .string("https://spots-site.invalid/screen.schema.json")),
            .init("title", .string("spots-site screen")),
            .init("description", .string("A screen: a Spots object with components, or a JSONViewControllers array of sections.")),
            .init("oneOf", .array([.ref("screen"), FormatKeys.list(of: "section")], lines: true)),
            .init(
                "$defs",
                .object(
                    [
                        .init("numberish", numberish), .init("meta", meta),
                        .init(
                            "slots",
                            FormatKeys.definition(
                                of: .slots, description: "A Slots feed: items interleaved by content type, before the component's own items.")),
                        .init("screen", FormatKeys.definition(of: .screen)), .init("component", FormatKeys.definition(of: .component)),
                        .init("layout", FormatKeys.definition(of: .layout)), .init("interaction", FormatKeys.definition(of: .interaction)),
                        .init("item", FormatKeys.definition(of: .item)), .init("section", FormatKeys.definition(of: .section)),
                    ], lines: true)),
        ], lines: true
    ).text()

    /// A number of zero or more, or a string that spells one.
    private static let numberish = SchemaNode.object(
        [
            .init("description", .string("A number of zero or more; a numeric string such as \"1\" is accepted, as Spots did.")),
            .init(
                "anyOf",
                .array(
                    [.raw(#"{ "type": "number", "minimum": 0 }"#), .raw(#"{ "type": "string", "pattern": "^\\s*[0-9]+(\\.[0-9]+)?\\s*$" }"#)],
                    lines: true)),
        ], lines: true)

    /// An object, or an empty array standing for one.
    private static let meta = SchemaNode.object(
        [
            .init("description", .string("A free object passed to templates; an empty array stands for an empty object.")),
            .init("anyOf", .raw(#"[{ "type": "object" }, { "type": "array", "maxItems": 0 }]"#)),
        ], lines: true)
}
