extension FormatKeys {
    /// An item: of a component, a header or footer, a relation, a Slots feed's contents.
    package static let item: [FormatKey] = [
        FormatKey("title", in: .item, .string, "plain text, escaped", since: .spotsE0, diff: "title"),
        FormatKey(
            "subtitle", in: .item, .string, "CommonMark (cmark, safe mode); links in it follow the action rules below", since: .spotsE0,
            note: "CommonMark.", diff: "subtitle"),
        FormatKey(
            "text", in: .item, .string, "CommonMark (cmark, safe mode); links in it follow the action rules below", since: .spotsE2,
            note: "CommonMark.", diff: "text"),
        FormatKey(
            "image", in: .item, .string,
            "an `https:`/`http:` URL, or a path under `Content/assets/` (checked to exist; a missing one is a warning and the item shows a blank picture in its place)",
            since: .spotsE0, note: "An https: URL or a path under Content/assets/.", diff: "image"),
        FormatKey(
            "kind", in: .item, .string, "picks `Templates/items/<kind>.mustache` (then the lowercased name), else `items/default` with a note",
            since: .spotsE1, note: "Picks Templates/items/<kind>.mustache.", diff: "kind"),
        FormatKey("type", in: .item, .string, "legacy name of `kind`", since: .spotsE0, note: "Legacy name of kind."),
        FormatKey(
            "action", in: .item, .string, "a link, see below", since: .spotsE0, note: "profile:1, /route, https:, http:, mailto: or tel:.",
            diff: "action"),
        FormatKey(
            "meta", in: .item, .object,
            "free object for templates; `alt` (or `accessibilityLabel`) is the image's text alternative (default: the title), `decorative: true` marks an image that only decorates, `label` names a link without a title, `background-color` and `foreground-color` (or `text-color`) colour the item",
            since: .spotsE0, schema: .ref("meta"), diff: "meta"),
        FormatKey("identifier", in: .item, .string, "the item's HTML `id`", diff: "identifier"),
        FormatKey(
            "relations", in: .item, .object, "`{ name: [item, …] }`, for templates",
            schema: .object([.init("type", .string("object")), .init("additionalProperties", list(of: "item"))])),
        FormatKey("children", in: .item, .array, "components rendered inside the item", schema: list(of: "component")),
        FormatKey(
            "size", in: .item, .object, "`{width, height}`: the image's aspect ratio", since: .spotsE0,
            schema: .object(
                [
                    .init("type", .string("object")), .init("additionalProperties", .raw("false")),
                    .init("properties", properties(of: .size, lines: false)),
                ], lines: true),
            diff: "size", css: CSSVariable("--aspect", .ratio)),
        FormatKey(
            "target", in: .item, .object, "accepted and ignored, as Spots ignored it", since: .spotsE0, note: "Legacy (2015); accepted and ignored."),
        FormatKey(
            "<field>KeyPath", in: .item, .string, "takes `<field>` from the screen's data by a dotted key path (see Data and key paths below)",
            since: .jsonViewControllers, note: "Takes the field from the screen's data by a dotted key path.", pattern: ".KeyPath$"),
    ]

    /// An item's `size`.
    package static let size: [FormatKey] = [
        FormatKey("width", in: .size, .number, "the width, in any unit the height shares", since: .spotsE0),
        FormatKey("height", in: .size, .number, "the height", since: .spotsE0),
    ]

    /// A component's `slots`: a Slots feed.
    package static let slots: [FormatKey] = [
        FormatKey(
            "pattern", in: .slots, .array, "content types in the order one round takes them", since: .slots, required: true,
            schema: strings("Content types in the order one round takes them.")),
        FormatKey(
            "repeatables", in: .slots, .array, "types that go on after the others have run out", since: .slots,
            schema: strings("Types that go on after the others have run out.")),
        FormatKey(
            "header", in: .slots, .array, "types taken once, before the pattern", since: .slots,
            schema: strings("Types taken once, before the pattern.")),
        FormatKey(
            "fixed", in: .slots, .object, "index → type, placed after the pattern", since: .slots,
            schema: .raw(
                #"{ "type": "object", "patternProperties": { "^[0-9]+$": { "type": "string" } }, "additionalProperties": false, "description": "Index → type, placed after the pattern." }"#
            )),
        FormatKey(
            "default", in: .slots, .string, "the type that fills in for one that has run out", since: .slots,
            note: "The type that fills in for one that has run out."),
        FormatKey(
            "contents", in: .slots, .object, "each type's items, or a data file holding them", since: .slots,
            schema: .object(
                [
                    .init("type", .string("object")),
                    .init(
                        "additionalProperties",
                        .raw(##"{ "anyOf": [{ "type": "array", "items": { "$ref": "#/$defs/item" } }, { "type": "string" }] }"##)),
                    .init("description", .string("Each type's items, or a data file holding them.")),
                ], lines: true)),
    ]
}
