/// A JSON value that remembers where it stood in its file, so every diagnostic can point at it.
@usableFromInline package struct JSONNode: Sendable, Equatable {
    /// The value.
    package var value: JSONValue
    /// Where the value starts.
    package var location: SourceLocation
    /// Where its key starts, for a member's value: problems with a member are reported there.
    package var keyLocation: SourceLocation?

    /// Creates a node.
    package init(_ value: JSONValue, at location: SourceLocation = .start, keyLocation: SourceLocation? = nil) {
        self.value = value
        self.location = location
        self.keyLocation = keyLocation
    }

    /// Where a problem with this value is reported: its key, or the value itself in an array.
    package var reportLocation: SourceLocation { keyLocation ?? location }
}

/// One `"key": value` member of a JSON object, with the key's own location.
@usableFromInline package struct JSONMember: Sendable, Equatable {
    /// The key.
    @usableFromInline package var key: String
    /// Where the key starts.
    package var keyLocation: SourceLocation
    /// The value.
    @usableFromInline package var node: JSONNode

    package init(key: String, keyLocation: SourceLocation, node: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.node = node
    }
}

/// A JSON value. Objects keep their members in file order.
@usableFromInline package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name of the value's type, for messages ("expected a string, got a number").
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member named `key` of an object (the first, when a key repeats).
    @inlinable package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The string, if this is one.
    @inlinable package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, if this is one.
    @inlinable package var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The members, if this is an object.
    @inlinable package var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    @inlinable package var elements: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The strings, if this is an array of strings only.
    package var strings: [String]? {
        guard let elements else { return nil }
        let strings = elements.compactMap(\.value.string)
        return strings.count == elements.count ? strings : nil
    }
}
