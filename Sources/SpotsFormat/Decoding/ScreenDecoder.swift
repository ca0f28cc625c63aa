/// Turns a parsed screen document into a `Screen`, in any of the spec's dialects, recording
/// every problem instead of stopping at the first.
package struct ScreenDecoder {
    // The keys each object knows, from `FormatKeys`; a key not among them is a warning.
    package static let screenKeys = FormatKeys.names(in: .screen)
    /// Screen fields a key path can fill.
    package static let screenBindableFields = Set(FormatKeys.screen.compactMap(\.binds))
    package static let componentKeys = FormatKeys.names(in: .component)
    package static let layoutKeys = FormatKeys.names(in: .layout)
    package static let insetKeys = FormatKeys.names(in: .inset)
    package static let interactionKeys = FormatKeys.names(in: .interaction)
    package static let itemKeys = FormatKeys.names(in: .item)
    package static let sizeKeys = FormatKeys.names(in: .size)

    package var reader: FieldReader

    package init(file: String) {
        reader = FieldReader(file: file)
    }

    /// Decodes a screen; the diagnostics are in `reader.diagnostics` afterwards.
    package mutating func decode(_ root: JSONNode, route: Route) -> Screen {
        var screen = Screen(file: reader.file, route: route)
        switch root.value {
        case .object(let allMembers):
            let bindings = allMembers.filter {
                Self.screenBindableFields.contains(String($0.key.dropLast("KeyPath".count))) && $0.key.hasSuffix("KeyPath")
            }
            let members = allMembers.filter { member in !bindings.contains { $0.key == member.key } }
            reader.checkKeys(members, known: Self.screenKeys, path: "", what: "a screen")
            screen.keyPaths = keyPaths(bindings, path: "")
            screen.title = reader.string(root.value["title"], path: "title")
            screen.description = reader.string(root.value["description"], path: "description")
            screen.data = reader.dataSource(root.value["data"], path: "data")
            if let settings = root.value["//spots-site"] {
                screen.ignoredRules = Set(reader.diagnosticIgnores(settings, path: "//spots-site", inScreen: true).entries.map(\.rule))
            }
            if let clients = root.value["clients"] {
                (screen.clients, screen.clientLocations) = reader.clientVersions(clients, path: "clients", what: "'clients'")
            }
            guard let components = reader.array(root.value["components"], path: "components", what: "'components'") else {
                if root.value["components"] == nil || root.value["components"]?.value == .null {
                    reader.report(
                        .error, .screenShape, at: root.location, path: "", "a screen needs a 'components' array", hint: "add \"components\": [ … ]")
                }
                return screen
            }
            screen.components = decodeComponents(components, path: "components")
            if components.isEmpty, let node = root.value["components"] {
                reader.report(
                    .warning, .emptyScreen, at: node.reportLocation, path: "components", "this screen has no components; its page is empty",
                    hint: "add a component, e.g. { \"kind\": \"list\", \"items\": [] }")
            }
        case .array(let sections):
            screen.components = decodeSections(sections)
        default:
            reader.report(
                .error, .screenShape, at: root.location, path: "", "a screen must be a JSON object with 'components', got \(root.value.typeName)")
        }
        return screen
    }

    package mutating func decodeComponents(_ nodes: [JSONNode], path: String) -> [Component] {
        var components: [Component] = []
        components.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if let component = decodeComponent(node, path: "\(path)[\(index)]") { components.append(component) }
        }
        return components
    }

    package mutating func decodeComponent(_ node: JSONNode, path: String) -> Component? {
        guard let members = reader.object(node, path: path, what: "a component") else { return nil }
        reader.checkKeys(members, known: Self.componentKeys, path: path, what: "a component")
        let value = node.value
        var component = Component()
        component.location = node.location
        component.path = path

        if let kindName = kindName(value, path: path) {
            component.kind = ComponentKind(name: kindName)
            component.kindLocation = (value["kind"] ?? value["type"])?.location
        }
        component.identifier = reader.string(value["identifier"], path: joinPath(path, "identifier"))

        if let header = value["header"] {
            if case .string(let kind) = header.value {
                var item = Item()
                item.kind = kind.isEmpty ? nil : kind
                item.location = header.location
                item.path = joinPath(path, "header")
                component.header = item
            } else {
                component.header = decodeItem(header, path: joinPath(path, "header"))
            }
        }
        if let title = reader.string(value["title"], path: joinPath(path, "title")) {
            if var header = component.header {
                if let existing = header.title, existing != title, let node = value["title"] {
                    reader.report(
                        .warning, .legacyField, at: node.reportLocation, path: joinPath(path, "title"),
                        "'title' and 'header.title' disagree; the header's title is used", hint: "remove the legacy 'title'")
                } else if header.title == nil {
                    header.title = title
                    header.titleLocation = value["title"]?.location
                    component.header = header
                }
            } else {
                var item = Item()
                item.title = title
                item.titleLocation = value["title"]?.location
                item.location = value["title"]?.location ?? node.location
                item.path = joinPath(path, "title")
                component.header = item
            }
        }
        if let footer = value["footer"] {
            component.footer = decodeItem(footer, path: joinPath(path, "footer"))
        }
        if let items = reader.array(value["items"], path: joinPath(path, "items"), what: "'items'") {
            // Reserved: an array grown by appending holds up to twice the items, and screens stay in memory.
            component.items.reserveCapacity(items.count)
            for (index, itemNode) in items.enumerated() {
                if let item = decodeItem(itemNode, path: "\(path).items[\(index)]") { component.items.append(item) }
            }
        }
        component.layout = decodeLayout(value["layout"], path: joinPath(path, "layout"))
        if let span = nonNegative((value["span"], joinPath(path, "span"))) {
            if let layoutSpan = component.layout.span, layoutSpan != span, let node = value["span"] {
                reader.report(
                    .warning, .legacyField, at: node.reportLocation, path: joinPath(path, "span"),
                    "'span' and 'layout.span' disagree; 'layout.span' is used", hint: "remove the legacy 'span'")
            } else {
                component.layout.span = span
            }
        }
        component.interaction = decodeInteraction(value["interaction"], path: joinPath(path, "interaction"))
        component.meta = reader.free(value["meta"])
        if let slots = value["slots"] { component.slots = decodeSlots(slots, path: joinPath(path, "slots")) }
        return component
    }

    /// The items of a data file's array (Slots contents), with paths inside that file.
    package mutating func decodeItems(_ nodes: [JSONNode], path: String) -> [Item] {
        // Reserved up front: a screen of many items would otherwise hold up to twice their room.
        var items: [Item] = []
        items.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if let item = decodeItem(node, path: "\(path)[\(index)]") { items.append(item) }
        }
        return items
    }

    /// A component's or an item's kind (`kind`, or the legacy `type`): a name. A number or a
    /// boolean is an error at the value, as the schema says, and no kind (the default's).
    package mutating func kindName(_ value: JSONValue, path: String) -> String? {
        // The key that is used: `kind`, or else the legacy `type`.
        if let key = value["kind"] != nil ? "kind" : value["type"] != nil ? "type" : nil, let node = value[key] {
            let shown: String
            switch node.value {
            case .number(let number): shown = "the number " + NumberText.text(number)
            case .bool(let flag): shown = "the boolean \(flag)"
            default: return legacyString(value, new: "kind", old: "type", path: path)
            }
            reader.report(
                .error, .wrongType, at: node.location, path: joinPath(path, key), "a kind is a name, got \(shown)",
                hint: "write the kind's name in quotes, such as \"list\", \"grid\" or \"person\"")
            return nil
        }
        return legacyString(value, new: "kind", old: "type", path: path)
    }

    /// Reads a key that Spots renamed (`type` → `kind`), warning only when both are present and disagree.
    package mutating func legacyString(_ value: JSONValue, new: String, old: String, path: String) -> String? {
        let current = reader.string(value[new], path: joinPath(path, new))
        let legacy = reader.string(value[old], path: joinPath(path, old))
        if let current, let legacy, current != legacy, let node = value[old] {
            reader.report(
                .warning, .legacyField, at: node.reportLocation, path: joinPath(path, old),
                "'\(old)' (\"\(legacy)\") and '\(new)' (\"\(current)\") disagree; '\(new)' is used", hint: "remove the legacy '\(old)'")
        }
        return current ?? legacy
    }

    package mutating func decodeItem(_ node: JSONNode, path: String) -> Item? {
        guard let members = reader.object(node, path: path, what: "an item") else { return nil }
        let bindings = members.filter { $0.key.hasSuffix("KeyPath") && $0.key.count > "KeyPath".count }
        reader.checkKeys(members.filter { !bindings.map(\.key).contains($0.key) }, known: Self.itemKeys, path: path, what: "an item")
        let value = node.value
        var item = Item()
        item.keyPaths = keyPaths(bindings, path: path)
        item.location = node.location
        item.path = path
        item.title = reader.string(value["title"], path: joinPath(path, "title"))
        item.subtitle = reader.string(value["subtitle"], path: joinPath(path, "subtitle"))
        item.text = reader.string(value["text"], path: joinPath(path, "text"))
        item.titleLocation = value["title"]?.location
        item.subtitleLocation = value["subtitle"]?.location
        item.textLocation = value["text"]?.location
        item.image = reader.string(value["image"], path: joinPath(path, "image"))
        item.imageLocation = value["image"]?.location
        item.kind = kindName(value, path: path)
        item.kindLocation = (value["kind"] ?? value["type"])?.location
        item.action = reader.string(value["action"], path: joinPath(path, "action"))
        item.actionLocation = value["action"]?.location
        item.meta = reader.free(value["meta"])
        item.identifier = reader.string(value["identifier"], path: joinPath(path, "identifier"))
        if let sizeMembers = reader.object(value["size"], path: joinPath(path, "size"), what: "'size'"), let size = value["size"] {
            reader.checkKeys(sizeMembers, known: Self.sizeKeys, path: joinPath(path, "size"), what: "a size")
            let width = nonNegative((size.value["width"], joinPath(path, "size.width"))) ?? 0
            let height = nonNegative((size.value["height"], joinPath(path, "size.height"))) ?? 0
            if width > 0, height > 0 { item.size = Item.Size(width: width, height: height) }
        }
        if let relations = reader.object(value["relations"], path: joinPath(path, "relations"), what: "'relations'") {
            for relation in relations {
                let relationPath = joinPath(path, "relations.\(relation.key)")
                guard let nodes = reader.array(relation.node, path: relationPath, what: "a relation") else { continue }
                let items = nodes.enumerated().compactMap { decodeItem($0.element, path: "\(relationPath)[\($0.offset)]") }
                item.relations.append((relation.key, items))
            }
        }
        if let children = reader.array(value["children"], path: joinPath(path, "children"), what: "'children'") {
            item.children = decodeComponents(children, path: joinPath(path, "children"))
        }
        return item
    }

    /// `titleKeyPath: "user.name"` and the like: the path must be a string.
    package mutating func keyPaths(_ members: [JSONMember], path: String) -> [KeyPathBinding] {
        members.compactMap { member in
            let jsonPath = joinPath(path, member.key)
            guard let dotted = reader.string(member.node, path: jsonPath) else { return nil }
            return KeyPathBinding(
                field: String(member.key.dropLast("KeyPath".count)), path: dotted, location: member.node.location, jsonPath: jsonPath)
        }
    }

}
