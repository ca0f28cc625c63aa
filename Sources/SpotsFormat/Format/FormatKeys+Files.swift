extension FormatKeys {
    /// `Content/site.json`.
    package static let site: [FormatKey] = [
        FormatKey("title", in: .site, .string, default: "`Screens`", "the site name in every page header and `<title>`"),
        FormatKey("description", in: .site, .string, "the pages' meta description when a screen has none"),
        FormatKey("baseURL", in: .site, .string, "makes the sitemap's addresses absolute; without it they are root-relative paths"),
        FormatKey(
            "language", in: .site, .string, default: "`en`",
            "the pages' `lang`, a BCP 47 tag (`\"english\"` is an error with \"did you mean 'en'?\")"),
        FormatKey(
            "dir", in: .site, .choice(["ltr", "rtl", "auto"]), default: "by language",
            "the pages' `dir`: `rtl` by default for right-to-left languages (`ar`, `he`, `fa`, `ur`, …), else `ltr`"),
        FormatKey(
            "navigation", in: .site, .array,
            "the site `nav` in every page's header: `[{ \"title\": \"People\", \"action\": \"people\" }, …]`, actions as for items; an entry that leads nowhere is a warning and left out. Without it: the home page (titled \"Home\", or the home screen's title when it differs from the site's) and the screens directly in `screens/`, by title, when there are at most 8"
        ),
        FormatKey("strict", in: .site, .boolean, default: "`false`", "warnings are errors"),
        FormatKey("catalog", in: .site, .boolean, default: "`true`", "`false` leaves the design catalog out (as `--no-catalog`)"),
        FormatKey(
            "flow", in: .site, .either(.boolean, .object), default: "`true`",
            "the app's map at `flow/` and the checks of its navigation graph: `false` leaves the map out (as `--no-flow`); `{ \"map\": true, \"orphan\": true, \"unreachable\": true, \"deadEnd\": false }` chooses each, every one `true` by default",
            schema: flow),
        FormatKey("data", in: .site, .either(.string, .object), "site-wide data for key paths: a data file or an inline object"),
        FormatKey(
            "clients", in: .site, .object,
            "the oldest app version still supported on each platform: `{ \"ios\": \"3.0\", \"android\": \"2.9\" }`, platforms as lowercase words, versions as dotted numbers in quotes (see [Client versions](#client-versions))",
            schema: clients(
                "The oldest app version still supported on each platform, e.g. { \"ios\": \"3.0\", \"android\": \"2.9\" }: platforms are lowercase words, versions dotted numbers in quotes."
            )),
        FormatKey(
            "diagnostics", in: .site, .object,
            "how problems are reported: `{ \"ignore\": [ … ] }` silences warnings and notes by rule and path (below)"),
        FormatKey("$schema", in: .site, .string, "the JSON Schema an editor checks the file against"),
    ]

    /// `site.json`'s `diagnostics`, and a screen's `//spots-site`.
    package static let diagnostics: [FormatKey] = [
        FormatKey(
            "ignore", in: .diagnostics, .array,
            "the warnings and notes to silence: rule ids (`\"placeholder-image\"`), or entries `{ \"rule\": …, \"paths\": [ … ] }`")
    ]

    /// An entry of `diagnostics.ignore`.
    package static let ignoreEntry: [FormatKey] = [
        FormatKey("rule", in: .ignoreEntry, .string, "the rule, as printed after each warning (`dangling-action`)", required: true),
        FormatKey(
            "paths", in: .ignoreEntry, .array,
            "where: patterns of paths under the content folder (`screens/drafts/**`, `*` within a folder, `**` across folders); everywhere without it"
        ),
    ]

    /// An entry of `site.json`'s `navigation`.
    package static let navigation: [FormatKey] = [
        FormatKey("title", in: .navigation, .string, "the link text", required: true),
        FormatKey("action", in: .navigation, .string, "where it leads, as an item's action", required: true),
    ]

    /// `Content/catalog.json`.
    package static let catalog: [FormatKey] = [
        FormatKey("$schema", in: .catalog, .string, "the JSON Schema an editor checks the file against"),
        FormatKey(
            "components", in: .catalog, .object, "component kinds, by kind",
            schema: family("Component kinds (a component's \"kind\": list, grid, carousel or a project's own), by kind.")),
        FormatKey(
            "items", in: .catalog, .object, "item kinds, by kind",
            schema: family("Item kinds (an item's \"kind\": person, photo or a project's own), by kind.")),
        FormatKey(
            "builtInKinds", in: .catalog, .choice(CatalogConfig.BuiltInKinds.allCases.map(\.rawValue)), default: "`used`",
            "which of the built-in theme's kinds the catalog lists: `used`, those the screens use or that have an entry here; `all`, every one",
            note: "Which of the built-in theme's kinds the catalog lists: \"used\" (those the screens use or that have an entry here) or \"all\"."
        ),
    ]

    /// What `catalog.json` says of one kind.
    package static let catalogEntry: [FormatKey] = [
        FormatKey(
            "status", in: .catalogEntry, .choice(CatalogConfig.Status.allCases.map(\.rawValue)), "where the kind stands",
            schema: .object(
                [
                    .init("enum", .array(CatalogConfig.Status.allCases.map { .string($0.rawValue) })),
                    .init(
                        "description",
                        .string(
                            "Where the kind stands. Using a deprecated kind is a warning at every screen line that does (an error with --strict)."
                        )),
                ], lines: true)),
        FormatKey("description", in: .catalogEntry, .string, "what the kind is for, in CommonMark", note: "What the kind is for, in CommonMark."),
        FormatKey("owner", in: .catalogEntry, .string, "who looks after it: a team or a person", note: "Who looks after it: a team or a person."),
        FormatKey(
            "replacement", in: .catalogEntry, .string, "the kind of the same family to use instead; the deprecation warning names it",
            note: "The kind of the same family to use instead; the deprecation warning names it."),
        FormatKey(
            "since", in: .catalogEntry, .object,
            "the first app version on each platform that renders the kind; a platform not named has always had it",
            schema: clients(
                "The first app version on each platform that renders the kind, e.g. { \"ios\": \"3.2\", \"android\": \"3.0\" }; a platform not named has always had it."
            )),
        FormatKey(
            "fields", in: .catalogEntry, .object,
            "fields newer than the kind, by name (`badge`, or `meta.badge` for a meta key): `{ \"since\": { \"ios\": \"3.4\" } }`",
            schema: .object(
                [
                    .init("type", .string("object")),
                    .init(
                        "description",
                        .string(
                            "Fields newer than the kind, by name (a top-level key such as badge, or a meta key written meta.badge): { \"since\": { \"ios\": \"3.4\" } }."
                        )),
                    .init("additionalProperties", .ref("field")),
                ], lines: true)),
        FormatKey(
            "fallback", in: .catalogEntry, .string, default: "`default` (items), `hidden` (components)",
            "what an older client shows instead: another kind of the same family, or `hidden`",
            note:
                "What an older client shows instead: another kind of the same family, or \"hidden\". By default the default item for an item kind, and nothing (hidden) for a component kind."
        ),
    ]

    /// An entry of a catalog entry's `fields`.
    package static let catalogField: [FormatKey] = [
        FormatKey(
            "since", in: .catalogField, .object, "the first app version on each platform that shows the field",
            schema: clients("The first app version on each platform that shows the field, e.g. { \"ios\": \"3.4\" }."))
    ]

    /// The schema of a `clients` or `since` object: versions by platform.
    static func clients(_ description: String) -> SchemaNode {
        .object(
            [
                .init("type", .string("object")), .init("description", .string(description)),
                .init("propertyNames", .object([.init("pattern", .string("^[a-z]([a-z0-9-]*[a-z0-9])?$"))])),
                .init(
                    "additionalProperties",
                    .object([
                        .init("type", .string("string")), .init("pattern", .string(#"^[0-9]+(\.[0-9]+)*$"#)),
                        .init("description", .string("A version: dotted numbers, such as \"3.2\".")),
                    ])),
            ], lines: true)
    }

    /// `site.json`'s `flow`: a boolean, or the map and each check of the graph by name.
    static let flow: SchemaNode = .object(
        [
            .init(
                "description",
                .string(
                    "The app's map at flow/ and the checks of its navigation graph: false leaves the map out; an object chooses the map and each check."
                )),
            .init(
                "anyOf",
                .array(
                    [
                        .object([.init("type", .string("boolean"))]),
                        .object(
                            [
                                .init("type", .string("object")), .init("additionalProperties", .raw("false")),
                                .init(
                                    "properties",
                                    .object(
                                        FlowSettings.keys.map { .init($0, flowSetting($0)) }, lines: true)),
                            ], lines: true),
                    ], lines: true)),
        ], lines: true)

    /// The schema of one setting of `flow`.
    private static func flowSetting(_ name: String) -> SchemaNode {
        .object([.init("type", .string("boolean")), .init("description", .string(flowNotes[name] ?? ""))])
    }

    /// What each setting of `flow` turns on.
    static let flowNotes = [
        "map": "Draw the app's map at flow/ (default true).",
        "orphan": "Warn of a screen that no action, navigation entry or page from data leads to (orphan-screen; default true).",
        "unreachable": "Warn of a screen with no path from the home screen (unreachable-screen; default true).",
        "deadEnd": "Note a screen with no way out: no action, and a navigation that leads nowhere else (dead-end-screen; default true).",
    ]

    /// A family of `catalog.json`: its entries by kind.
    private static func family(_ description: String) -> SchemaNode {
        .object(
            [.init("type", .string("object")), .init("description", .string(description)), .init("additionalProperties", .ref("entry"))],
            lines: true)
    }
}
