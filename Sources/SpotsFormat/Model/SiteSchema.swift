/// A JSON Schema (draft 2020-12) of `Content/site.json`, for editors: `spots-site schema site`.
/// Its keys come from `FormatKeys`; keys spots-site does not read are refused, as it warns about them.
public enum SiteSchema {
    /// The schema's text.
    public static let json: String = SchemaNode.object(
        [
            .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            .init("$id", .string("https://spots-site.invalid/site.schema.json")),
            .init("title", .string("spots-site site settings")),
            .init("description", .string("Site-wide settings of Content/site.json. Every field is optional.")),
            .init("type", .string("object")), .init("additionalProperties", .raw("false")),
            .init("properties", FormatKeys.properties(of: .site)),
        ], lines: true
    ).text()
}
