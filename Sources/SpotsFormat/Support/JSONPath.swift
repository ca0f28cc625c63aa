/// `components[0].items` + `title` → `components[0].items.title`: the JSON paths diagnostics show.
func joinPath(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

/// The value `table` has for `path` or, failing that, for the nearest path that holds it
/// (`components[0].items[2].title` → `components[0].items[2]` → `components[0]`).
@inlinable package func innermost<Value>(_ path: String, in table: [String: Value]) -> Value? {
    var path = Substring(path)
    while !path.isEmpty {
        if let value = table[String(path)] { return value }
        guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
        path = path[..<cut]
    }
    return nil
}
