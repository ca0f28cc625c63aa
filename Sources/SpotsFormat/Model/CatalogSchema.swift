/// A JSON Schema (draft 2020-12) of `Content/catalog.json`, for editors: `spots-site schema catalog`.
/// It refuses what spots-site reports: an unknown status, and keys it does not read. Its keys come
/// from `FormatKeys`.
public enum CatalogSchema {
    /// The schema's text.
    public static let json: String = SchemaNode.object(
        [
            .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            .init("$id", .string("https://spots-site.invalid/catalog.schema.json")),
            .init("title", .string("spots-site design catalog")),
            .init("description", .string("What the design catalog says of each component and item kind. Every field is optional.")),
            .init("type", .string("object")), .init("additionalProperties", .raw("false")),
            .init("properties", FormatKeys.properties(of: .catalog)),
            .init(
                "$defs",
                .object(
                    [
                        .init("entry", FormatKeys.definition(of: .catalogEntry)),
                        .init("field", FormatKeys.definition(of: .catalogField, description: "A field newer than its kind.")),
                    ], lines: true)),
        ], lines: true
    ).text()
}
