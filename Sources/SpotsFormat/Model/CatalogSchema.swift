/// A JSON Schema (draft 2020-12) of `Content/catalog.json`, for editors: `spots-site schema catalog`.
/// It refuses what spots-site reports: an unknown status, and keys it does not read.
public enum CatalogSchema {
    /// The schema's text.
    public static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://spots-site.invalid/catalog.schema.json",
          "title": "spots-site design catalog",
          "description": "What the design catalog says of each component and item kind. Every field is optional.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "components": {
              "type": "object",
              "description": "Component kinds (a component's \"kind\": list, grid, carousel or a project's own), by kind.",
              "additionalProperties": { "$ref": "#/$defs/entry" }
            },
            "items": {
              "type": "object",
              "description": "Item kinds (an item's \"kind\": person, photo or a project's own), by kind.",
              "additionalProperties": { "$ref": "#/$defs/entry" }
            }
          },
          "$defs": {
            "entry": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "status": {
                  "enum": ["stable", "beta", "experimental", "deprecated"],
                  "description": "Where the kind stands. Using a deprecated kind is a warning at every screen line that does (an error with --strict)."
                },
                "description": { "type": "string", "description": "What the kind is for, in CommonMark." },
                "owner": { "type": "string", "description": "Who looks after it: a team or a person." },
                "replacement": { "type": "string", "description": "The kind of the same family to use instead; the deprecation warning names it." }
              }
            }
          }
        }
        """#
}
