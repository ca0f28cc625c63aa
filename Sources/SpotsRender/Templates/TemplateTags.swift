import SpotsFormat

/// What a template's source says about the values it can print: the names it looks up.
package enum TemplateTags {
    /// Every name a template looks up as written (`meta.team`, `image`), or nil when it uses `{{.}}`.
    /// Inside a section of one of `objects`, a name is the object's own when the object has it
    /// (`src` in `{{#image}}…{{/image}}`: `objects["image"]` lists it) and is left out; any other name
    /// is looked up around the section, as Mustache does. Inside `{{#meta}}`, `team` is `meta.team`.
    /// An object whose names are all its own (a list of links, nested markup) lists `*`.
    package static func topLevelNames(in source: String, objects: [String: Set<String>]) -> [String]? {
        var names: Set<String> = []
        var open: [String] = []
        for var tag in tags(in: source) {
            guard let sigil = tag.first, sigil != "!", sigil != "%" else { continue }
            let closes = sigil == "/"
            let opens = sigil == "#" || sigil == "^"
            while let first = tag.first, "{#^/&".contains(first) || first == " " { tag = tag.dropFirst() }
            let name = String(tag.trimmingSpaces)
            if name.isEmpty { continue }
            if name == "." {
                // An element of a list the renderer makes (`{{#labels}}{{.}}`); anywhere else, the whole context.
                if let object = open.last, objects[object]?.contains("*") == true { continue }
                return nil
            }
            if closes {
                if let index = open.lastIndex(of: name) { open.removeSubrange(index...) }
                continue
            }
            if let object = open.last {
                if object == "meta" {
                    names.insert("meta." + name)
                } else if let own = objects[object], !own.contains(name), !own.contains("*") {
                    names.insert(name)
                }
            } else {
                names.insert(name)
            }
            // A text's or flag's section (`{{#href}}`) changes nothing; an object's does.
            if opens && objects[name] != nil { open.append(name) }
        }
        return names.sorted()
    }

    /// The text between every `{{` and the next `}}`, trimmed.
    package static func tags(in source: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = Substring(source)
        while let open = rest.mustacheRange(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.mustacheRange(of: "}}") else { break }
            tags.append(rest[..<close.lowerBound].trimmingSpaces)
            rest = rest[close.upperBound...]
        }
        return tags
    }
}
