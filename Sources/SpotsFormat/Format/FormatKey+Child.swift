extension FormatKey {
    /// The object the key's value holds (or holds a list or a map of), read from its schema's
    /// first `$ref`: `components` holds components, `layout` a layout, a catalog's `components` a
    /// map of entries. Nil for a value with no keys of the format (`meta`, a string).
    package var child: (object: FormatObject, isMap: Bool)? {
        let text = schema.text()
        guard let start = text.range(of: "\"#/$defs/") else { return nil }
        let name = text[start.upperBound...].prefix { $0 != "\"" }
        let object: FormatObject? =
            switch name {
            case "entry": .catalogEntry
            case "field": .catalogField
            default: FormatObject(rawValue: String(name))
            }
        guard let object else { return nil }
        return (object, text.contains("\"additionalProperties\": { \"$ref\""))
    }

    /// The object at `path` (keys and indexes, indexes skipped) from a file's root object `root`;
    /// nil where the format says nothing of the keys (`meta`, data).
    package static func object(at path: [String?], from root: FormatObject) -> FormatObject? {
        var object = root
        var mapEntry = false
        for step in path {
            guard let key = step else { continue }  // an array's element: the list's object
            if mapEntry {
                mapEntry = false
                continue
            }
            guard let child = FormatKeys.key(key, in: object)?.child else { return nil }
            object = child.object
            mapEntry = child.isMap
        }
        return mapEntry ? nil : object
    }
}
