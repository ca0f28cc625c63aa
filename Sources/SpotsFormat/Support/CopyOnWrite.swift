/// A value's fields in one box that its copies share: a copy of a value with many fields costs one
/// retain instead of one for each field, and a change copies the box first when a copy shares it.
///
/// The model is copied far more often than it is changed: walks over the hundreds of thousands of
/// items of a site (the outline's kind uses, the catalog's, the pages) each copy every item they
/// look at. A value keeps its `CopyOnWrite` and offers the fields by key path
/// (`@dynamicMemberLookup`), so `item.title` reads and writes as it would a stored property.
///
/// The box is changed only while no other value holds it (`unique()`), hence sendable.
@usableFromInline package struct CopyOnWrite<Fields: Sendable>: @unchecked Sendable {
    /// The fields' box.
    @usableFromInline final class Box {
        @usableFromInline var fields: Fields

        @inlinable init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    @inlinable package init(_ fields: Fields) { box = Box(fields) }

    /// All the fields, read where they are: reading one of them (`fields.title`) copies only it.
    @inlinable package var fields: Fields {
        _read { yield box.fields }
    }

    /// One field.
    @inlinable package subscript<Value>(_ keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: keyPath] }
        set { unique().fields[keyPath: keyPath] = newValue }
        _modify { yield &unique().fields[keyPath: keyPath] }
    }

    /// The box, copied first when another value shares it.
    @inlinable mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }
}
