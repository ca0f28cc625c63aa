/// Finds every `ClientUse` in a screen: each component and item kind it writes (headers, footers
/// and nested components too) whose `catalog.json` entry has a `since`, and each field it sets that
/// the entry lists under `fields`.
package enum ClientUses {
    /// The uses in `screen`, in the order they are written. `locate` finds where a JSON path of the
    /// screen's own file stands (a field the model keeps no place of, such as `meta.badge`); without
    /// it, or for an item of another file, such a field is reported where its item starts.
    package static func find(
        in screen: Screen, catalog: CatalogConfig, locate: ((String) -> SourceLocation?)? = nil
    ) -> [ClientUse] {
        guard catalog.hasVersions else { return [] }
        var uses: [ClientUse] = []
        // The uses of one kind's entry at one item or component: the kind, and each newer field it sets.
        func record(
            _ family: CatalogConfig.Family, _ kind: String, file: String, at place: (kind: SourceLocation?, start: SourceLocation, path: String),
            sets: (String) -> Bool, known: (String) -> SourceLocation?
        ) {
            guard let entry = catalog.entry(family, kind) else { return }
            if !entry.since.isEmpty {
                uses.append(
                    ClientUse(
                        subject: .kind(family, kind), since: entry.since, file: file, location: place.kind ?? place.start, path: place.path + ".kind")
                )
            }
            for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) where !field.since.isEmpty && sets(name) {
                let path = place.path + "." + name
                let location = known(name) ?? (file == screen.file ? locate?(path) : nil) ?? place.start
                uses.append(
                    ClientUse(subject: .field(family, kind: kind, field: name), since: field.since, file: file, location: location, path: path))
            }
        }
        // A header or footer without a kind is rendered by its role's template, not the default item's.
        func visitItem(_ item: Item, file outer: String, role: Bool = false) {
            let file = item.file ?? outer
            if let kind = item.kind ?? (role ? nil : "default") {
                record(.items, kind, file: file, at: (item.kindLocation, item.location, item.path), sets: item.sets, known: item.knownLocation(of:))
            }
            for child in item.children { visitComponent(child, file: file) }
        }
        func visitComponent(_ component: Component, file: String) {
            record(
                .components, component.kind.name, file: file, at: (component.kindLocation, component.location, component.path), sets: component.sets,
                known: { _ in nil })
            component.header.map { visitItem($0, file: file, role: true) }
            for item in component.items { visitItem(item, file: file) }
            component.footer.map { visitItem($0, file: file, role: true) }
        }
        for component in screen.components { visitComponent(component, file: screen.file) }
        return uses
    }
}

extension JSONValue {
    /// The value at a dotted path of object keys (`badge.count`), if there is one.
    package func value(atKeys dotted: Substring) -> JSONValue? {
        var value: JSONValue? = self
        for key in dotted.split(separator: ".", omittingEmptySubsequences: false) { value = value?[String(key)]?.value }
        return value
    }
}

extension JSONNode {
    /// The node at a JSON path as diagnostics write it: keys joined by dots, array indices in
    /// brackets (`components[0].items[2].meta.badge`, `[0].rows[1]`); nil when there is none.
    /// `keyLocation` tells where its key stands.
    package func node(atPath path: String) -> JSONNode? {
        var node = self
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let elements = node.value.elements, elements.indices.contains(index)
                else { return nil }
                node = elements[index]
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard let child = node.value[String(rest[..<end])] else { return nil }
                node = child
                rest = rest[end...]
            }
        }
        return node
    }
}

extension Item {
    /// Whether the item sets the field `name`: a key of its own (`subtitle`, a row's own field) or
    /// of its meta (`meta.badge`).
    package func sets(_ name: String) -> Bool {
        if name.hasPrefix("meta.") { return self.meta?.value(atKeys: name.dropFirst(5)) != nil }
        switch name {
        case "title": return self.title != nil
        case "subtitle": return self.subtitle != nil
        case "text": return self.text != nil
        case "image": return self.image != nil
        case "action": return self.action != nil
        case "meta": return self.meta != nil
        case "identifier": return self.identifier != nil
        case "size": return self.size != nil
        case "relations": return !relations.isEmpty
        case "children": return !children.isEmpty
        default: return fields.contains { $0.name == name }
        }
    }

    /// Where the item's field `name` stands, for the fields whose place the item keeps.
    package func knownLocation(of name: String) -> SourceLocation? {
        switch name {
        case "subtitle": self.subtitleLocation
        case "text": self.textLocation
        case "image": self.imageLocation
        case "action": self.actionLocation
        default: nil
        }
    }
}

extension Component {
    /// Whether the component sets the field `name`: a key of its own (`header`, `layout`: set when
    /// it is not the default) or of its meta (`meta.badge`).
    package func sets(_ name: String) -> Bool {
        if name.hasPrefix("meta.") { return meta?.value(atKeys: name.dropFirst(5)) != nil }
        switch name {
        case "header": return header != nil
        case "footer": return footer != nil
        case "meta": return meta != nil
        case "identifier": return identifier != nil
        case "items": return !items.isEmpty
        case "layout": return layout != Layout()
        case "interaction": return interaction != Interaction()
        default: return false
        }
    }
}
