/// One item of a component: a row, a cell, a card, a header or a footer (Spots' `Item`).
struct Item: Sendable, Equatable {
    /// Plain text, always escaped.
    var title: String?
    /// CommonMark.
    var subtitle: String?
    /// CommonMark.
    var text: String?
    /// An absolute http(s) URL, or a path under `Content/assets/`.
    var image: String?
    /// Picks the item template (`Templates/items/<kind>`); nil uses `items/default`.
    var kind: String?
    /// Where the item links to (`profile:1`, `/about`, `https://…`).
    var action: String?
    /// A free object for templates.
    var meta: JSONValue?
    /// A stable id for the HTML `id`.
    var identifier: String?
    /// Named groups of items, for templates.
    var relations: [(name: String, items: [Item])] = []
    /// Components rendered inside the item (Spots composite items).
    var children: [Component] = []
    /// The preferred size, in CSS pixels.
    var size: Size?
    /// Fields that take their values from the screen's data.
    var keyPaths: [KeyPathBinding] = []
    /// Further fields given to templates as they are (JSONViewControllers rows carry their own).
    var fields: [(name: String, value: JSONValue)] = []
    /// Where the item starts, and its JSON path, for diagnostics.
    var location: SourceLocation = .start
    /// The JSON path (`components[0].items[2]`).
    var path: String = ""
    /// The file the item is written in, when it is not its screen's (a Slots data file).
    var file: String?
    /// Where the `image` and `action` values stand.
    var imageLocation: SourceLocation?
    /// Where the `action` value stands.
    var actionLocation: SourceLocation?
    /// Where the `kind` value stands.
    var kindLocation: SourceLocation?
    /// Where the `subtitle` value stands.
    var subtitleLocation: SourceLocation?
    /// Where the `text` value stands.
    var textLocation: SourceLocation?

    /// Creates an empty item.
    init() {}

    /// A preferred size hint.
    struct Size: Sendable, Equatable {
        /// Width in CSS pixels.
        var width: Double
        /// Height in CSS pixels.
        var height: Double
    }

    static func == (lhs: Item, rhs: Item) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.text == rhs.text && lhs.image == rhs.image
            && lhs.kind == rhs.kind && lhs.action == rhs.action && lhs.meta == rhs.meta
            && lhs.identifier == rhs.identifier && lhs.children == rhs.children && lhs.size == rhs.size
            && lhs.relations.map(\.name) == rhs.relations.map(\.name)
            && lhs.relations.map(\.items) == rhs.relations.map(\.items)
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}
