/// One item of a component: a row, a cell, a card, a header or a footer (Spots' `Item`).
///
/// A site holds every item of every screen (hundreds of thousands), so an item keeps inline only
/// what most items set; the rest (`Extras`) is boxed, shared between copies until one changes, and
/// made only when one of its values is set to something.
@usableFromInline package struct Item: Sendable, Equatable {
    /// Plain text, always escaped.
    package var title: String?
    /// CommonMark.
    package var subtitle: String?
    /// An absolute http(s) URL, or a path under `Content/assets/`.
    package var image: String?
    /// Picks the item template (`Templates/items/<kind>`); nil uses `items/default`.
    package var kind: String?
    /// Where the item links to (`profile:1`, `/about`, `https://…`).
    package var action: String?
    /// A free object for templates.
    package var meta: JSONValue?
    /// Where the item starts, and its JSON path, for diagnostics.
    package var location: SourceLocation = .start
    /// The JSON path (`components[0].items[2]`).
    package var path: String = ""
    /// Where the `image` and `action` values stand.
    package var imageLocation: SourceLocation?
    /// Where the `action` value stands.
    package var actionLocation: SourceLocation?
    /// Where the `kind` value stands.
    package var kindLocation: SourceLocation?
    /// Where the `subtitle` value stands.
    package var subtitleLocation: SourceLocation?
    /// What few items set; nil when the item sets none of it. `@usableFromInline`, as `Extras` is,
    /// so that the getters below inline into the other targets: called, they cost each caller a
    /// copy of the whole item.
    @usableFromInline private(set) var extras: Extras?

    /// CommonMark.
    package var text: String? {
        @inlinable get { extras?.text }
        set { if extras != nil || newValue != nil { unique.text = newValue } }
        _modify { yield &unique.text }
    }
    /// A stable id for the HTML `id`.
    package var identifier: String? {
        @inlinable get { extras?.identifier }
        set { if extras != nil || newValue != nil { unique.identifier = newValue } }
        _modify { yield &unique.identifier }
    }
    /// Named groups of items, for templates.
    package var relations: [(name: String, items: [Item])] {
        @inlinable get { extras?.relations ?? [] }
        set { if extras != nil || !newValue.isEmpty { unique.relations = newValue } }
        _modify { yield &unique.relations }
    }
    /// Components rendered inside the item (Spots composite items).
    package var children: [Component] {
        @inlinable get { extras?.children ?? [] }
        set { if extras != nil || !newValue.isEmpty { unique.children = newValue } }
        _modify { yield &unique.children }
    }
    /// The preferred size, in CSS pixels.
    package var size: Size? {
        @inlinable get { extras?.size }
        set { if extras != nil || newValue != nil { unique.size = newValue } }
        _modify { yield &unique.size }
    }
    /// Fields that take their values from the screen's data.
    package var keyPaths: [KeyPathBinding] {
        @inlinable get { extras?.keyPaths ?? [] }
        set { if extras != nil || !newValue.isEmpty { unique.keyPaths = newValue } }
        _modify { yield &unique.keyPaths }
    }
    /// Further fields given to templates as they are (JSONViewControllers rows carry their own).
    package var fields: [(name: String, value: JSONValue)] {
        @inlinable get { extras?.fields ?? [] }
        set { if extras != nil || !newValue.isEmpty { unique.fields = newValue } }
        _modify { yield &unique.fields }
    }
    /// The file the item is written in, when it is not its screen's (a Slots data file).
    package var file: String? {
        @inlinable get { extras?.file }
        set { if extras != nil || newValue != nil { unique.file = newValue } }
        _modify { yield &unique.file }
    }
    /// Where the `text` value stands.
    package var textLocation: SourceLocation? {
        @inlinable get { extras?.textLocation }
        set { if extras != nil || newValue != nil { unique.textLocation = newValue } }
        _modify { yield &unique.textLocation }
    }

    /// The extras, made (or copied, when another item shares them) to be changed.
    private var unique: Extras {
        mutating get {
            if extras == nil {
                extras = Extras()
            } else if !isKnownUniquelyReferenced(&extras) {
                extras = extras?.copy()
            }
            return extras ?? Extras()
        }
    }

    /// Creates an empty item.
    package init() {}

    /// A preferred size hint.
    @usableFromInline package struct Size: Sendable, Equatable {
        /// Width in CSS pixels.
        package var width: Double
        /// Height in CSS pixels.
        package var height: Double
    }

    @usableFromInline package static func == (lhs: Item, rhs: Item) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.text == rhs.text && lhs.image == rhs.image
            && lhs.kind == rhs.kind && lhs.action == rhs.action && lhs.meta == rhs.meta
            && lhs.identifier == rhs.identifier && lhs.children == rhs.children && lhs.size == rhs.size
            && lhs.relations.map(\.name) == rhs.relations.map(\.name)
            && lhs.relations.map(\.items) == rhs.relations.map(\.items)
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}

/// What few items set, kept out of `Item` itself. Changed only through `Item.unique`, when no
/// other item shares it, so sharing it between threads is safe.
@usableFromInline final class Extras: @unchecked Sendable {
    @usableFromInline var text: String?
    @usableFromInline var identifier: String?
    @usableFromInline var relations: [(name: String, items: [Item])] = []
    @usableFromInline var children: [Component] = []
    @usableFromInline var size: Item.Size?
    @usableFromInline var keyPaths: [KeyPathBinding] = []
    @usableFromInline var fields: [(name: String, value: JSONValue)] = []
    @usableFromInline var file: String?
    @usableFromInline var textLocation: SourceLocation?

    func copy() -> Extras {
        let copy = Extras()
        copy.text = text
        copy.identifier = identifier
        copy.relations = relations
        copy.children = children
        copy.size = size
        copy.keyPaths = keyPaths
        copy.fields = fields
        copy.file = file
        copy.textLocation = textLocation
        return copy
    }
}
