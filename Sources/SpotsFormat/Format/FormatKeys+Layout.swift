extension FormatKeys {
    /// A component's `layout`, in the spec's order. Adding a key here adds it to the decoder, the
    /// schema, the diff, the catalog and the format reference; its CSS variable, if it has one,
    /// reaches the theme through `LayoutStyle`.
    package static let layout: [FormatKey] = [
        FormatKey(
            "span", in: .layout, .number, "grid columns, carousel items across", since: .spotsE3, diff: "layout.span",
            css: CSSVariable("--span", .wholeNumber(from: 1)), field: .number(\.span)),
        FormatKey(
            "item-spacing", in: .layout, .number, "the gap between items, in CSS pixels", diff: "layout.itemSpacing",
            css: CSSVariable("--item-spacing", .pixels), field: .number(\.itemSpacing)),
        FormatKey(
            "line-spacing", in: .layout, .number, "the gap between rows, in CSS pixels", diff: "layout.lineSpacing",
            css: CSSVariable("--line-spacing", .pixels), field: .number(\.lineSpacing)),
        FormatKey(
            "inset", in: .layout, .either(.number, .object), "`{top, left, bottom, right}` (or one number) padding, in CSS pixels",
            schema: .object(
                [
                    .init(
                        "anyOf",
                        .array(
                            [
                                .ref("numberish"),
                                .object(
                                    [
                                        .init("type", .string("object")), .init("additionalProperties", .raw("false")),
                                        .init("properties", properties(of: .inset)),
                                    ], lines: true),
                            ], lines: true))
                ], lines: true),
            diff: "layout.inset", css: CSSVariable("--inset", .box), field: .inset(\.inset)),
        FormatKey(
            "items-per-row", in: .layout, .number, default: "`1`", "carousel rows", diff: "layout.itemsPerRow",
            css: CSSVariable("--rows", .wholeNumber(from: 2)), field: .count(\.itemsPerRow)),
        FormatKey(
            "header-mode", in: .layout, .choice(["default", "sticky"]), default: "`default`",
            "`sticky` keeps the header in view while the component scrolls past", diff: "layout.headerMode", field: .choice(\.headerMode)),
        FormatKey(
            "page-indicator", in: .layout, .choice(["below", "overlay"]), "numbered links to each page of a carousel, below it or over it",
            diff: "layout.pageIndicator", field: .choice(\.pageIndicator)),
        FormatKey(
            "show-empty-component", in: .layout, .boolean, default: "`false`", "render the component, with an empty-state line, when it has no items",
            diff: "layout.showEmptyComponent", field: .flag(\.showEmptyComponent)),
        FormatKey(
            "dynamic-span", in: .layout, .boolean, default: "`false`", "carousel items as wide as their content", diff: "layout.dynamicSpan",
            field: .flag(\.dynamicSpan)),
        FormatKey(
            "dynamic-height", in: .layout, .boolean, default: "`false`", "items as tall as their content instead of equal rows",
            diff: "layout.dynamicHeight", field: .flag(\.dynamicHeight)),
        FormatKey(
            "infinite-scrolling", in: .layout, .boolean, default: "`false`", "accepted (runtime-only)", diff: "layout.infiniteScrolling",
            field: .flag(\.infiniteScrolling)),
    ]

    /// A layout's `inset` written as an object.
    package static let inset: [FormatKey] = [
        FormatKey("top", in: .inset, .number, default: "`0`", "padding above the items, in CSS pixels"),
        FormatKey("left", in: .inset, .number, default: "`0`", "padding at the items' left, in CSS pixels"),
        FormatKey("bottom", in: .inset, .number, default: "`0`", "padding below the items, in CSS pixels"),
        FormatKey("right", in: .inset, .number, default: "`0`", "padding at the items' right, in CSS pixels"),
    ]

    /// A component's `interaction`.
    package static let interaction: [FormatKey] = [
        FormatKey(
            "paginate", in: .interaction, .choice(["disabled", "page", "item"]), default: "`item`",
            "how a carousel snaps as it scrolls: per item, per page, or not at all", diff: "interaction.paginate",
            field: .interaction(\.paginate)),
        FormatKey(
            "scroll-direction", in: .interaction, .choice(["horizontal", "vertical"]), default: "`horizontal`", "`vertical` stacks a carousel",
            diff: "interaction.scrollDirection", field: .interaction(\.scrollDirection)),
        FormatKey("mouseClick", in: .interaction, .any, "accepted, ignored (runtime-only in Spots)"),
    ]
}
