extension ScreenDecoder {
    package static let sectionKeys = FormatKeys.names(in: .section)

    /// JSONViewControllers: a top-level array of `{ "rows": [...] }` sections, each rendered as a list.
    package mutating func decodeSections(_ sections: [JSONNode]) -> [Component] {
        var components: [Component] = []
        for (index, section) in sections.enumerated() {
            let path = "[\(index)]"
            guard let members = reader.object(section, path: path, what: "a section") else { continue }
            reader.checkKeys(members, known: Self.sectionKeys, path: path, what: "a section")
            var component = Component()
            component.location = section.location
            component.path = path
            if let title = reader.string(section.value["title"], path: joinPath(path, "title")) {
                var header = Item()
                header.title = title
                component.header = header
            }
            let rows = reader.array(section.value["rows"], path: joinPath(path, "rows"), what: "'rows'") ?? []
            for (rowIndex, row) in rows.enumerated() {
                if let item = decodeRow(row, path: "\(path).rows[\(rowIndex)]") { component.items.append(item) }
            }
            components.append(component)
        }
        return components
    }

    /// A row's kind is `reuseId ?? class ?? nib`; every other key is an item field.
    package mutating func decodeRow(_ node: JSONNode, path: String) -> Item? {
        guard let members = reader.object(node, path: path, what: "a row") else { return nil }
        var item = Item()
        item.location = node.location
        item.path = path
        let value = node.value
        item.kind =
            reader.string(value["reuseId"], path: joinPath(path, "reuseId"))
            ?? reader.string(value["class"], path: joinPath(path, "class"))
            ?? reader.string(value["nib"], path: joinPath(path, "nib"))
        item.kindLocation = (value["reuseId"] ?? value["class"] ?? value["nib"])?.location
        for member in members where !["reuseId", "class", "nib"].contains(member.key) {
            let fieldPath = joinPath(path, member.key)
            switch member.key {
            case "title": item.title = reader.string(member.node, path: fieldPath)
            case "subtitle": item.subtitle = reader.string(member.node, path: fieldPath)
            case "text": item.text = reader.string(member.node, path: fieldPath)
            case "action":
                item.action = reader.string(member.node, path: fieldPath)
                item.actionLocation = member.node.location
            case "identifier": item.identifier = reader.string(member.node, path: fieldPath)
            case "image":
                item.image = reader.string(member.node, path: fieldPath)
                item.imageLocation = member.node.location
            case "meta": item.meta = reader.free(member.node)
            default:
                if member.key.hasSuffix("KeyPath"), member.key.count > "KeyPath".count {
                    item.keyPaths += keyPaths([member], path: path)
                } else {
                    item.fields.append((member.key, SafeText.sanitized(member.node.value)))
                }
            }
        }
        return item
    }
}
