/// One item of a component: a row, a cell, a card, a header or a footer (Spots' `Item`).
///
/// A site holds every item of every screen (hundreds of thousands), and walks over them copy each
/// item they look at: an item keeps its fields in one box its copies share (`CopyOnWrite`), so a
/// copy costs one retain, and reads and writes them as properties (`item.title`).
@dynamicMemberLookup
@usableFromInline package struct Item: Sendable, Equatable {
    /// What an item holds.
    @usableFromInline package struct Fields: Sendable {
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
        /// Where the `title` value stands.
        package var titleLocation: SourceLocation?
        /// What few items set (`Rare`, read and written through the item's own properties of
        /// the same names); nil while the item sets none of it.
        @usableFromInline var rare: CopyOnWrite<Rare>?
    }

    /// The fields few items set, kept out of `Fields` so that most items do not pay for them.
    @usableFromInline package struct Rare: Sendable {
        @usableFromInline var text: String?
        @usableFromInline var identifier: String?
        @usableFromInline var relations: [(name: String, items: [Item])] = []
        @usableFromInline var children: [Component] = []
        @usableFromInline var size: Size?
        @usableFromInline var keyPaths: [KeyPathBinding] = []
        @usableFromInline var fields: [(name: String, value: JSONValue)] = []
        @usableFromInline var file: String?
        @usableFromInline var textLocation: SourceLocation?
        @usableFromInline var clientMark: ClientMark?
    }

    @usableFromInline var storage = CopyOnWrite(Fields())

    /// Creates an empty item.
    package init() {}

    /// A field of the item, as if it were a stored property.
    @inlinable package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { storage[keyPath] }
        set { storage[keyPath] = newValue }
        _modify { yield &storage[keyPath] }
    }

    // The rare fields, as properties of the item's own (which dynamic members do not shadow): a
    // change in place (`item.children[0].items.append(…)`) reaches the field where it is, where a
    // key path to a computed property would copy it out and back.

    /// CommonMark.
    package var text: String? {
        @inlinable get { storage.fields.rare?.fields.text }
        set { setRare(\.text, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.text] }
    }
    /// A stable id for the HTML `id`.
    package var identifier: String? {
        @inlinable get { storage.fields.rare?.fields.identifier }
        set { setRare(\.identifier, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.identifier] }
    }
    /// Named groups of items, for templates.
    package var relations: [(name: String, items: [Item])] {
        @inlinable get { storage.fields.rare?.fields.relations ?? [] }
        set { setRare(\.relations, newValue, unless: newValue.isEmpty) }
        _modify { yield &rareToChange[\.relations] }
    }
    /// Components rendered inside the item (Spots composite items).
    package var children: [Component] {
        @inlinable get { storage.fields.rare?.fields.children ?? [] }
        set { setRare(\.children, newValue, unless: newValue.isEmpty) }
        _modify { yield &rareToChange[\.children] }
    }
    /// The preferred size, in CSS pixels.
    package var size: Size? {
        @inlinable get { storage.fields.rare?.fields.size }
        set { setRare(\.size, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.size] }
    }
    /// Fields that take their values from the screen's data.
    package var keyPaths: [KeyPathBinding] {
        @inlinable get { storage.fields.rare?.fields.keyPaths ?? [] }
        set { setRare(\.keyPaths, newValue, unless: newValue.isEmpty) }
        _modify { yield &rareToChange[\.keyPaths] }
    }
    /// Further fields given to templates as they are (JSONViewControllers rows carry their own).
    package var fields: [(name: String, value: JSONValue)] {
        @inlinable get { storage.fields.rare?.fields.fields ?? [] }
        set { setRare(\.fields, newValue, unless: newValue.isEmpty) }
        _modify { yield &rareToChange[\.fields] }
    }
    /// The file the item is written in, when it is not its screen's (a Slots data file).
    package var file: String? {
        @inlinable get { storage.fields.rare?.fields.file }
        set { setRare(\.file, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.file] }
    }
    /// Where the `text` value stands.
    package var textLocation: SourceLocation? {
        @inlinable get { storage.fields.rare?.fields.textLocation }
        set { setRare(\.textLocation, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.textLocation] }
    }

    /// What an old app does with the item in a `--client` preview (`ClientView`); nil in every other build.
    package var clientMark: ClientMark? {
        @inlinable get { storage.fields.rare?.fields.clientMark }
        set { setRare(\.clientMark, newValue, unless: newValue == nil) }
        _modify { yield &rareToChange[\.clientMark] }
    }

    /// Sets a rare field, making the rare fields' box only for a value that is not empty.
    private mutating func setRare<Value>(_ keyPath: WritableKeyPath<Rare, Value>, _ value: Value, unless isEmpty: Bool) {
        if storage.fields.rare == nil, isEmpty { return }
        rareToChange[keyPath] = value
    }

    /// The rare fields' box, to change: made when the item has none, both boxes copied first
    /// when another item shares them.
    private var rareToChange: CopyOnWrite<Rare> {
        get { storage.fields.rare ?? CopyOnWrite(Rare()) }
        _modify {
            let box = storage.unique()
            // Taken out of the item while it changes, so that it is the only holder of its box.
            var rare = box.fields.rare ?? CopyOnWrite(Rare())
            box.fields.rare = nil
            defer { box.fields.rare = rare }
            yield &rare
        }
    }

    /// A preferred size hint.
    @usableFromInline package struct Size: Sendable, Equatable {
        /// Width in CSS pixels.
        package var width: Double
        /// Height in CSS pixels.
        package var height: Double
    }

    @usableFromInline package static func == (lhs: Item, rhs: Item) -> Bool {
        if lhs.storage.box === rhs.storage.box { return true }
        return lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.text == rhs.text && lhs.image == rhs.image
            && lhs.kind == rhs.kind && lhs.action == rhs.action && lhs.meta == rhs.meta
            && lhs.identifier == rhs.identifier && lhs.children == rhs.children && lhs.size == rhs.size
            && lhs.relations.map(\.name) == rhs.relations.map(\.name)
            && lhs.relations.map(\.items) == rhs.relations.map(\.items)
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
            && lhs.clientMark == rhs.clientMark
    }
}
