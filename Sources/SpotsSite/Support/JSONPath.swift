/// `components[0].items` + `title` → `components[0].items.title`: the JSON paths diagnostics show.
func joinPath(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
