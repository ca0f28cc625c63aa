/// A JSON Schema (draft 2020-12) of the screen format, for editors: put `"$schema"` in a screen file
/// (or map `Content/screens/**/*.json` to it in the editor's settings) for completion and checks.
///
/// It follows what spots-site reads: legacy keys, numeric strings where numbers are expected, and
/// `"meta": []`. Keys it does not know are refused, as spots-site warns about them.
public enum ScreenSchema {
    /// The schema's text.
    public static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://spots-site.invalid/screen.schema.json",
          "title": "spots-site screen",
          "description": "A screen: a Spots object with components, or a JSONViewControllers array of sections.",
          "oneOf": [
            { "$ref": "#/$defs/screen" },
            { "type": "array", "items": { "$ref": "#/$defs/section" } }
          ],
          "$defs": {
            "numberish": {
              "description": "A number of zero or more; a numeric string such as \"1\" is accepted, as Spots did.",
              "anyOf": [
                { "type": "number", "minimum": 0 },
                { "type": "string", "pattern": "^\\s*[0-9]+(\\.[0-9]+)?\\s*$" }
              ]
            },
            "meta": {
              "description": "A free object passed to templates; an empty array stands for an empty object.",
              "anyOf": [{ "type": "object" }, { "type": "array", "maxItems": 0 }]
            },
            "slots": {
              "description": "A Slots feed: items interleaved by content type, before the component's own items.",
              "type": "object",
              "required": ["pattern"],
              "additionalProperties": false,
              "properties": {
                "pattern": { "type": "array", "items": { "type": "string" }, "description": "Content types in the order one round takes them." },
                "repeatables": { "type": "array", "items": { "type": "string" }, "description": "Types that go on after the others have run out." },
                "header": { "type": "array", "items": { "type": "string" }, "description": "Types taken once, before the pattern." },
                "fixed": { "type": "object", "patternProperties": { "^[0-9]+$": { "type": "string" } }, "additionalProperties": false, "description": "Index → type, placed after the pattern." },
                "default": { "type": "string", "description": "The type that fills in for one that has run out." },
                "contents": {
                  "type": "object",
                  "additionalProperties": { "anyOf": [{ "type": "array", "items": { "$ref": "#/$defs/item" } }, { "type": "string" }] },
                  "description": "Each type's items, or a data file holding them."
                }
              }
            },
            "screen": {
              "type": "object",
              "required": ["components"],
              "additionalProperties": false,
              "properties": {
                "$schema": { "type": "string" },
                "title": { "type": "string", "description": "The page heading." },
                "description": { "type": "string", "description": "The page's meta description." },
                "data": { "type": ["string", "object"], "description": "A data file path or an inline object." },
                "each": { "type": "string", "description": "In a file named with [field]: the data file whose records each make a page." },
                "titleKeyPath": { "type": "string", "description": "Takes the title from the screen's data (or record) by a dotted key path." },
                "descriptionKeyPath": { "type": "string", "description": "Takes the description from the screen's data (or record)." },
                "components": { "type": "array", "items": { "$ref": "#/$defs/component" } }
              }
            },
            "component": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "kind": { "type": "string", "description": "list, grid, carousel, or a custom kind with Templates/components/<kind>.mustache.", "examples": ["list", "grid", "carousel"] },
                "type": { "type": "string", "description": "Legacy name of kind." },
                "identifier": { "type": "string" },
                "title": { "type": "string", "description": "Legacy: a header item with this title." },
                "header": { "anyOf": [{ "$ref": "#/$defs/item" }, { "type": "string", "description": "Legacy: a header item of this kind." }] },
                "footer": { "$ref": "#/$defs/item" },
                "items": { "type": "array", "items": { "$ref": "#/$defs/item" } },
                "span": { "$ref": "#/$defs/numberish", "description": "Legacy name of layout.span." },
                "layout": { "$ref": "#/$defs/layout" },
                "interaction": { "$ref": "#/$defs/interaction" },
                "meta": { "$ref": "#/$defs/meta" },
                "slots": { "$ref": "#/$defs/slots" },
                "size": {},
                "index": {},
                "amountOfItemsToCache": {},
                "model": {}
              }
            },
            "layout": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "span": { "$ref": "#/$defs/numberish" },
                "item-spacing": { "$ref": "#/$defs/numberish" },
                "line-spacing": { "$ref": "#/$defs/numberish" },
                "inset": {
                  "anyOf": [
                    { "$ref": "#/$defs/numberish" },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "top": { "$ref": "#/$defs/numberish" },
                        "left": { "$ref": "#/$defs/numberish" },
                        "bottom": { "$ref": "#/$defs/numberish" },
                        "right": { "$ref": "#/$defs/numberish" }
                      }
                    }
                  ]
                },
                "items-per-row": { "$ref": "#/$defs/numberish" },
                "header-mode": { "enum": ["default", "sticky"] },
                "page-indicator": { "enum": ["below", "overlay"] },
                "show-empty-component": { "type": "boolean" },
                "dynamic-span": { "type": "boolean" },
                "dynamic-height": { "type": "boolean" },
                "infinite-scrolling": { "type": "boolean" }
              }
            },
            "interaction": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "paginate": { "enum": ["disabled", "page", "item"] },
                "scroll-direction": { "enum": ["horizontal", "vertical"] },
                "mouseClick": {}
              }
            },
            "item": {
              "type": "object",
              "additionalProperties": false,
              "patternProperties": {
                "KeyPath$": { "type": "string", "description": "Takes the field from the screen's data by a dotted key path." }
              },
              "properties": {
                "title": { "type": "string" },
                "subtitle": { "type": "string", "description": "CommonMark." },
                "text": { "type": "string", "description": "CommonMark." },
                "image": { "type": "string", "description": "An https: URL or a path under Content/assets/." },
                "kind": { "type": "string", "description": "Picks Templates/items/<kind>.mustache." },
                "type": { "type": "string", "description": "Legacy name of kind." },
                "action": { "type": "string", "description": "profile:1, /route, https:, http:, mailto: or tel:." },
                "meta": { "$ref": "#/$defs/meta" },
                "identifier": { "type": "string" },
                "relations": { "type": "object", "additionalProperties": { "type": "array", "items": { "$ref": "#/$defs/item" } } },
                "children": { "type": "array", "items": { "$ref": "#/$defs/component" } },
                "size": {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": { "width": { "$ref": "#/$defs/numberish" }, "height": { "$ref": "#/$defs/numberish" } }
                },
                "target": { "type": "object", "description": "Legacy (2015); accepted and ignored." }
              }
            },
            "section": {
              "type": "object",
              "required": ["rows"],
              "additionalProperties": false,
              "properties": {
                "title": { "type": "string" },
                "rows": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "description": "A row: its template is reuseId ?? class ?? nib; every other key is a field.",
                    "properties": {
                      "reuseId": { "type": "string" },
                      "class": { "type": "string" },
                      "nib": { "type": "string" },
                      "action": { "type": "string" }
                    }
                  }
                }
              }
            }
          }
        }
        """#
}
