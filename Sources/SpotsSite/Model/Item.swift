/// One item of a component: a row, a cell, a card, a header or a footer (Spots' `Item`).
public struct Item: Sendable, Equatable {
    /// Plain text, always escaped.
    public var title: String?
    /// CommonMark.
    public var subtitle: String?
    /// CommonMark.
    public var text: String?
    /// An absolute http(s) URL, or a path under `Content/assets/`.
    public var image: String?
    /// Picks the item template (`Templates/items/<kind>`); nil uses `items/default`.
    public var kind: String?
    /// Where the item links to (`profile:1`, `/about`, `https://…`).
    public var action: String?
    /// A free object for templates.
    public var meta: JSONValue?
    /// A stable id for the HTML `id`.
    public var identifier: String?
    /// Named groups of items, for templates.
    public var relations: [(name: String, items: [Item])] = []
    /// Components rendered inside the item (Spots composite items).
    public var children: [Component] = []
    /// The preferred size, in CSS pixels.
    public var size: Size?
    /// Fields that take their values from the screen's data.
    public var keyPaths: [KeyPathBinding] = []
    /// Further fields given to templates as they are (JSONViewControllers rows carry their own).
    public var fields: [(name: String, value: JSONValue)] = []
    /// Where the item starts, and its JSON path, for diagnostics.
    public var location: SourceLocation = .start
    /// The JSON path (`components[0].items[2]`).
    public var path: String = ""
    /// The file the item is written in, when it is not its screen's (a Slots data file).
    public var file: String?
    /// Where the `image` and `action` values stand.
    public var imageLocation: SourceLocation?
    /// Where the `action` value stands.
    public var actionLocation: SourceLocation?
    /// Where the `kind` value stands.
    public var kindLocation: SourceLocation?
    /// Where the `subtitle` value stands.
    public var subtitleLocation: SourceLocation?
    /// Where the `text` value stands.
    public var textLocation: SourceLocation?

    /// Creates an empty item.
    public init() {}

    /// A preferred size hint.
    public struct Size: Sendable, Equatable {
        /// Width in CSS pixels.
        public var width: Double
        /// Height in CSS pixels.
        public var height: Double
    }

    public static func == (lhs: Item, rhs: Item) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.text == rhs.text && lhs.image == rhs.image
            && lhs.kind == rhs.kind && lhs.action == rhs.action && lhs.meta == rhs.meta
            && lhs.identifier == rhs.identifier && lhs.children == rhs.children && lhs.size == rhs.size
            && lhs.relations.map(\.name) == rhs.relations.map(\.name)
            && lhs.relations.map(\.items) == rhs.relations.map(\.items)
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}
