extension FormatKeys {
    /// A screen: the Spots dialect's object.
    package static let screen: [FormatKey] = [
        FormatKey(
            "$schema", in: .screen, .string,
            "the JSON Schema an editor checks the file against (see [Editor support](#editor-support-the-json-schema))"),
        FormatKey(
            "title", in: .screen, .string, default: "made from the route", "the page heading", note: "The page heading.", diff: "title"),
        FormatKey(
            "description", in: .screen, .string, default: "`site.json`'s", "the page's meta description", note: "The page's meta description.",
            diff: "description"),
        FormatKey(
            "data", in: .screen, .either(.string, .object),
            "a data file under the content folder, or an inline object, that key paths read (see [Data and key paths](#data-and-key-paths))",
            schema: .raw(#"{ "type": ["string", "object"], "description": "A data file path or an inline object." }"#), diff: "data"),
        FormatKey(
            "each", in: .screen, .string, "in a file named with `[field]`: the data file whose records each make a page (see Pages from data above)",
            note: "In a file named with [field]: the data file whose records each make a page."),
        FormatKey(
            "titleKeyPath", in: .screen, .string, "takes the title from the screen's data (or record) by a dotted key path",
            note: "Takes the title from the screen's data (or record) by a dotted key path.", binds: "title"),
        FormatKey(
            "descriptionKeyPath", in: .screen, .string, "takes the description from the screen's data (or record) by a dotted key path",
            note: "Takes the description from the screen's data (or record).", binds: "description"),
        FormatKey("components", in: .screen, .array, "the components, top to bottom", since: .spotsE0, required: true, schema: list(of: "component")),
        FormatKey(
            "//spots-site", in: .screen, .object,
            "settings for this screen: `{ \"ignore\": [\"placeholder-image\"] }` silences those rules' warnings and notes in it",
            note: "spots-site's settings for this screen: { \"ignore\": [\"placeholder-image\"] } silences those rules' warnings and notes in it."),
        FormatKey(
            "clients", in: .screen, .object, default: "`site.json`'s",
            "the oldest app version served this screen on each platform, `{ \"ios\": \"3.4\" }` (servers route by version): raises `site.json`'s `clients` for this screen and its variants (see [Client versions](#client-versions))",
            schema: clients(
                "The oldest app version served this screen on each platform (servers route by version), e.g. { \"ios\": \"3.4\" }: raises site.json's clients for this screen and its variants."
            )),
    ]

    /// A component of a screen.
    package static let component: [FormatKey] = [
        FormatKey(
            "kind", in: .component, .string, default: "`list`",
            "`list`, `grid`, `carousel`, or a custom kind rendered by `Templates/components/<kind>.mustache`", since: .spotsE1,
            schema: .raw(
                #"{ "type": "string", "description": "list, grid, carousel, or a custom kind with Templates/components/<kind>.mustache.", "examples": ["list", "grid", "carousel"] }"#
            ), diff: "kind"),
        FormatKey("type", in: .component, .string, "legacy name of `kind`", since: .spotsE0, note: "Legacy name of kind."),
        FormatKey("identifier", in: .component, .string, default: "`component-N`", "the section's HTML `id`", diff: "identifier"),
        FormatKey(
            "title", in: .component, .string, "legacy: a header item with this title", since: .spotsE0, note: "Legacy: a header item with this title."
        ),
        FormatKey(
            "header", in: .component, .either(.object, .string),
            "an item shown above the items (template `items/<kind>`, else `items/header`); a string is a header item of that kind (legacy)",
            since: .spotsE2,
            schema: .raw(
                ##"{ "anyOf": [{ "$ref": "#/$defs/item" }, { "type": "string", "description": "Legacy: a header item of this kind." }] }"##)),
        FormatKey(
            "footer", in: .component, .object, "an item shown below the items (template `items/<kind>`, else `items/footer`)", since: .spotsE3,
            schema: .ref("item")),
        FormatKey(
            "items", in: .component, .array, "the items; a component with no items (and no header or footer) is left out", since: .spotsE0,
            schema: list(of: "item")),
        FormatKey("span", in: .component, .number, "legacy name of `layout.span`", since: .spotsE0, note: "Legacy name of layout.span."),
        FormatKey(
            "layout", in: .component, .object, "spacing, columns and the like: see the `layout` keys below", since: .spotsE3, schema: .ref("layout")),
        FormatKey("interaction", in: .component, .object, "scrolling: see the `interaction` keys below", schema: .ref("interaction")),
        FormatKey(
            "meta", in: .component, .object,
            "free object for templates; `background-color` and `foreground-color`/`text-color` (hex, `\"222222\"`, `\"#222\"` or `\"#222222\"`) colour the component's panel (see Items for how colours are settled)",
            since: .spotsE0, schema: .ref("meta"), diff: "meta"),
        FormatKey(
            "slots", in: .component, .object, "a Slots feed: items interleaved by content type, before `items` (see below)", since: .slots,
            schema: .ref("slots")),
        FormatKey("size", in: .component, .any, "accepted, ignored (runtime-only in Spots)", since: .spotsE0),
        FormatKey("index", in: .component, .any, "accepted, ignored (runtime-only in Spots)", since: .spotsE0),
        FormatKey("amountOfItemsToCache", in: .component, .any, "accepted, ignored (runtime-only in Spots)"),
        FormatKey("model", in: .component, .any, "accepted, ignored (runtime-only in Spots)"),
    ]

    /// A JSONViewControllers section.
    package static let section: [FormatKey] = [
        FormatKey("title", in: .section, .string, "the section's heading", since: .jsonViewControllers),
        FormatKey(
            "rows", in: .section, .array, "its rows, each an item", since: .jsonViewControllers, required: true,
            schema: .object(
                [
                    .init("type", .string("array")),
                    .init(
                        "items",
                        .object(
                            [
                                .init("type", .string("object")),
                                .init("description", .string("A row: its template is reuseId ?? class ?? nib; every other key is a field.")),
                                .init("properties", properties(of: .row)),
                            ], lines: true)),
                ], lines: true)),
    ]

    /// A JSONViewControllers row: these keys, and any other as an item field.
    package static let row: [FormatKey] = [
        FormatKey("reuseId", in: .row, .string, "the row's item kind, first choice", since: .jsonViewControllers),
        FormatKey("class", in: .row, .string, "the row's item kind, second choice", since: .jsonViewControllers),
        FormatKey("nib", in: .row, .string, "the row's item kind, third choice", since: .jsonViewControllers),
        FormatKey("action", in: .row, .string, "a link, as an item's", since: .jsonViewControllers),
    ]
}
