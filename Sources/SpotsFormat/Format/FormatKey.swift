/// One key of the screen format, of `site.json` or of `catalog.json`: everything spots-site knows
/// of it, in one place. `FormatKeys` lists them all; the decoder, the JSON Schema, the diff's
/// labels, the format reference and the theme's CSS variables are made from that list.
///
/// A class, not a struct: the lists are walked for every component (its CSS, the catalog), and
/// each step would copy a dozen fields.
package final class FormatKey: Sendable {
    /// The key as written in JSON (`item-spacing`); for a family of keys, how the docs name it (`<field>KeyPath`).
    package let name: String
    /// The object it may appear in.
    package let object: FormatObject
    /// The JSON value it takes.
    package let type: FormatType
    /// What a missing key stands for, in CommonMark (`` `list` ``); nil when nothing is said.
    package let defaultValue: String?
    /// One line for the format reference, in CommonMark.
    package let summary: String
    /// Where the key comes from, when the spec or the seeds say; nil for spots-site's own keys.
    package let since: FormatOrigin?
    /// Its JSON Schema, as `spots-site schema` prints it.
    let schema: SchemaNode
    /// How `spots-site diff` names a change to it; nil where the diff does not show it.
    package let diffLabel: String?
    /// The CSS custom property that carries it to the theme.
    package let css: CSSVariable?
    /// Where its value is kept in the model, for the keys read into `Layout` and `Interaction`.
    package let field: FormatField?
    /// For a screen's `titleKeyPath` and the like: the screen field it binds.
    package let binds: String?
    /// For a family of keys (`titleKeyPath`, `imageKeyPath`, …): the pattern their names match.
    package let pattern: String?
    /// Whether its object must have it.
    package let required: Bool
    /// How `value(in:)` reads `field` without a key path (`Layout.reader(of:)`).
    let read: (@Sendable (Layout) -> LayoutValue?)?

    /// A key; its schema is made from `type` and `note` unless `schema` is given.
    init(
        _ name: String, in object: FormatObject, _ type: FormatType, default defaultValue: String? = nil, _ summary: String,
        since: FormatOrigin? = nil, required: Bool = false, note: String? = nil, schema: SchemaNode? = nil, diff diffLabel: String? = nil,
        css: CSSVariable? = nil, field: FormatField? = nil, binds: String? = nil, pattern: String? = nil
    ) {
        self.name = name
        self.object = object
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.since = since
        self.schema = schema ?? type.schema(note: note)
        self.diffLabel = diffLabel
        self.css = css
        self.field = field
        self.binds = binds
        self.pattern = pattern
        self.required = required
        self.read = field.flatMap(Layout.reader(of:))
    }

    /// The key as the catalog names fields: `layout.item-spacing`, `interaction.paginate`, `title`.
    package var path: String { object.pathPrefix + name }
}

/// The objects of the formats, each with its own keys.
package enum FormatObject: String, Sendable, CaseIterable {
    case screen, component, layout, inset, interaction, item, size, section, row, slots, site, navigation, catalog
    case catalogEntry = "catalog-entry"
    case catalogField = "catalog-field"
    case diagnostics
    case ignoreEntry = "ignore-entry"

    /// How a field of this object is named from its component or item (`layout.`).
    package var pathPrefix: String {
        switch self {
        case .layout, .interaction, .slots, .size: rawValue + "."
        case .inset: "layout.inset."
        default: ""
        }
    }
}

/// The JSON value a key takes.
package indirect enum FormatType: Sendable, Equatable {
    case string, number, boolean, object, array, any
    /// One of these strings.
    case choice([String])
    /// Either of two.
    case either(FormatType, FormatType)

    /// The schema of a value of this type: a string, a number of zero or more (numeric strings
    /// too), a boolean, one of the choices, or anything.
    func schema(note: String?) -> SchemaNode {
        var members: [SchemaNode.Member] =
            switch self {
            case .string: [.init("type", .string("string"))]
            case .number: [.init("$ref", .string("#/$defs/numberish"))]
            case .boolean: [.init("type", .string("boolean"))]
            case .choice(let options): [.init("enum", .array(options.map { .string($0) }))]
            case .object: [.init("type", .string("object"))]
            case .array: [.init("type", .string("array"))]
            case .any, .either: []
            }
        if let note { members.append(.init("description", .string(note))) }
        return .object(members)
    }

    /// How the format reference names it: `string`, `` `a` or `b` ``.
    package var words: String {
        switch self {
        case .string, .number, .boolean, .object, .array: "\(self)"
        case .any: "any"
        case .choice(let options):
            options.dropLast().map { "`\($0)`" }.joined(separator: ", ") + (options.count > 1 ? " or " : "") + (options.last.map { "`\($0)`" } ?? "")
        case .either(let first, let second): "\(first.words) or \(second.words)"
        }
    }
}

/// Where a key comes from: the Spots era (as the conformance files' SOURCES.md names them) or the seed library.
package enum FormatOrigin: String, Sendable, CaseIterable {
    case spotsE0 = "Spots 0.x (2015)"
    case spotsE1 = "Spots 1–4"
    case spotsE2 = "Spots 5"
    case spotsE3 = "Spots 6"
    case jsonViewControllers = "JSONViewControllers"
    case slots = "Slots 2"
}

/// A CSS custom property on a component or an item, and how its value is written.
package struct CSSVariable: Sendable, Equatable {
    /// How a value becomes CSS.
    package enum Form: Sendable, Equatable {
        /// A length in CSS pixels: `8px`.
        case pixels
        /// A whole number, set only from `least` up: `2`.
        case wholeNumber(from: Int)
        /// Four lengths, top right bottom left, and each side as `<name>-top` and so on.
        case box
        /// Width over height: `4 / 3`.
        case ratio
    }

    /// With its dashes: `--item-spacing`.
    package let name: String
    package let form: Form

    package init(_ name: String, _ form: Form) {
        self.name = name
        self.form = form
    }
}
