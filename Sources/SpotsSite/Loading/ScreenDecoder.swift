/// Turns a parsed screen document into a `Screen`, in any of the spec's dialects, recording
/// every problem instead of stopping at the first.
struct ScreenDecoder {
    static let screenKeys: Set<String> = ["components", "title", "description", "data", "each", "$schema"]
    /// Screen fields a key path can fill.
    static let screenBindableFields: Set<String> = ["title", "description"]
    static let componentKeys: Set<String> = [
        "kind", "type", "identifier", "header", "footer", "items", "layout", "interaction", "meta", "slots",
        "size", "index", "amountOfItemsToCache", "model", "span", "title",
    ]
    static let layoutKeys: Set<String> = [
        "span", "item-spacing", "line-spacing", "inset", "items-per-row", "header-mode", "page-indicator",
        "show-empty-component", "dynamic-span", "dynamic-height", "infinite-scrolling",
    ]
    static let insetKeys: Set<String> = ["top", "left", "bottom", "right"]
    static let interactionKeys: Set<String> = ["paginate", "scroll-direction", "mouseClick"]
    static let itemKeys: Set<String> = [
        "title", "subtitle", "text", "image", "kind", "type", "action", "meta", "identifier", "relations",
        "children", "size", "target",
    ]

    var reader: FieldReader

    init(file: String) {
        reader = FieldReader(file: file)
    }

    /// Decodes a screen; the diagnostics are in `reader.diagnostics` afterwards.
    mutating func decode(_ root: JSONNode, route: Route) -> Screen {
        var screen = Screen(file: reader.file, route: route)
        switch root.value {
        case .object(let allMembers):
            let bindings = allMembers.filter { Self.screenBindableFields.contains(String($0.key.dropLast("KeyPath".count))) && $0.key.hasSuffix("KeyPath") }
            let members = allMembers.filter { member in !bindings.contains { $0.key == member.key } }
            reader.checkKeys(members, known: Self.screenKeys, path: "", what: "a screen")
            screen.keyPaths = keyPaths(bindings, path: "")
            screen.title = reader.string(root.value["title"], path: "title")
            screen.description = reader.string(root.value["description"], path: "description")
            screen.data = reader.dataSource(root.value["data"], path: "data")
            guard let components = reader.array(root.value["components"], path: "components", what: "'components'") else {
                if root.value["components"] == nil || root.value["components"]?.value == .null {
                    reader.report(.error, at: root.location, path: "", "a screen needs a 'components' array", hint: "add \"components\": [ … ]")
                }
                return screen
            }
            screen.components = decodeComponents(components, path: "components")
            if components.isEmpty, let node = root.value["components"] {
                reader.report(.warning, at: node.reportLocation, path: "components", "this screen has no components; its page is empty", hint: "add a component, e.g. { \"kind\": \"list\", \"items\": [] }")
            }
        case .array(let sections):
            screen.components = decodeSections(sections)
        default:
            reader.report(
                .error, at: root.location, path: "", "a screen must be a JSON object with 'components', got \(root.value.typeName)")
        }
        return screen
    }

    private mutating func decodeComponents(_ nodes: [JSONNode], path: String) -> [Component] {
        var components: [Component] = []
        for (index, node) in nodes.enumerated() {
            if let component = decodeComponent(node, path: "\(path)[\(index)]") { components.append(component) }
        }
        return components
    }

    private mutating func decodeComponent(_ node: JSONNode, path: String) -> Component? {
        guard let members = reader.object(node, path: path, what: "a component") else { return nil }
        reader.checkKeys(members, known: Self.componentKeys, path: path, what: "a component")
        let value = node.value
        var component = Component()
        component.location = node.location
        component.path = path

        let kindName = legacyString(value, new: "kind", old: "type", path: path)
        if let kindName {
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
                        .warning, at: node.reportLocation, path: joinPath(path, "title"),
                        "'title' and 'header.title' disagree; the header's title is used", hint: "remove the legacy 'title'")
                } else if header.title == nil {
                    header.title = title
                    component.header = header
                }
            } else {
                var item = Item()
                item.title = title
                item.location = value["title"]?.location ?? node.location
                item.path = joinPath(path, "title")
                component.header = item
            }
        }
        if let footer = value["footer"] {
            component.footer = decodeItem(footer, path: joinPath(path, "footer"))
        }
        if let items = reader.array(value["items"], path: joinPath(path, "items"), what: "'items'") {
            for (index, itemNode) in items.enumerated() {
                if let item = decodeItem(itemNode, path: "\(path).items[\(index)]") { component.items.append(item) }
            }
        }
        component.layout = decodeLayout(value["layout"], path: joinPath(path, "layout"))
        if let span = nonNegative((value["span"], joinPath(path, "span"))) {
            if let layoutSpan = component.layout.span, layoutSpan != span, let node = value["span"] {
                reader.report(
                    .warning, at: node.reportLocation, path: joinPath(path, "span"),
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

    static let slotsKeys: Set<String> = ["pattern", "repeatables", "header", "fixed", "default", "contents"]

    /// `slots`: the feed's pattern and its contents, checked for types that name nothing.
    private mutating func decodeSlots(_ node: JSONNode, path: String) -> Slots? {
        guard let members = reader.object(node, path: path, what: "'slots'") else { return nil }
        reader.checkKeys(members, known: Self.slotsKeys, path: path, what: "'slots'")
        let value = node.value
        var slots = Slots()
        slots.location = node.location
        slots.path = path
        func types(_ key: String) -> [(String, SourceLocation)]? {
            guard let nodes = reader.array(value[key], path: joinPath(path, key), what: "'\(key)'") else { return nil }
            return nodes.enumerated().compactMap { index, node in
                reader.string(node, path: "\(joinPath(path, key))[\(index)]").map { ($0, node.location) }
            }
        }
        let pattern = types("pattern") ?? []
        let repeatables = types("repeatables")
        let header = types("header")
        slots.pattern = pattern.map(\.0)
        slots.repeatables = repeatables?.map(\.0)
        slots.header = header?.map(\.0)
        if value["pattern"] == nil {
            reader.report(.error, at: node.location, path: path, "'slots' needs a 'pattern'", hint: "list the content types in order, e.g. \"pattern\": [\"post\", \"post\", \"ad\"]")
        } else if pattern.isEmpty, let patternNode = value["pattern"] {
            reader.report(.warning, at: patternNode.reportLocation, path: joinPath(path, "pattern"), "the pattern is empty, so the feed has no items")
        }
        var fixedLocations: [(String, SourceLocation)] = []
        if let fixed = reader.object(value["fixed"], path: joinPath(path, "fixed"), what: "'fixed'") {
            for member in fixed {
                let fixedPath = joinPath(path, "fixed.\(member.key)")
                guard let index = Int(member.key), index >= 0 else {
                    reader.report(.error, at: member.keyLocation, path: fixedPath, "'\(member.key)' is not an index", hint: "keys of 'fixed' are positions: \"0\", \"5\"")
                    continue
                }
                guard let type = reader.string(member.node, path: fixedPath) else { continue }
                slots.fixed.append((index, type))
                fixedLocations.append((type, member.node.location))
            }
        }
        slots.defaultType = reader.string(value["default"], path: joinPath(path, "default"))
        let contentMembers = reader.object(value["contents"], path: joinPath(path, "contents"), what: "'contents'")
        if let contentMembers {
            for member in contentMembers {
                let contentPath = joinPath(path, "contents.\(member.key)")
                switch member.node.value {
                case .string(let file):
                    slots.contents.append((member.key, .file(file, at: member.node.location)))
                case .array(let nodes):
                    let items = nodes.enumerated().compactMap { decodeItem($0.element, path: "\(contentPath)[\($0.offset)]") }
                    slots.contents.append((member.key, .items(items)))
                default:
                    reader.report(
                        .error, at: member.keyLocation, path: contentPath, "expected an array of items or a data file, got \(member.node.value.typeName)",
                        hint: "write [ { \"title\": … } ] or \"data/\(member.key).json\"")
                }
            }
        } else if value["contents"] == nil {
            reader.report(.warning, at: node.location, path: path, "'slots' has no 'contents', so the feed has no items")
        }
        // A type named in the pattern, header, fixed or default with no contents is most likely a typo.
        let known = slots.contents.map(\.type)
        var named: [(String, SourceLocation, String)] = pattern.map { ($0.0, $0.1, "pattern") } + (repeatables ?? []).map { ($0.0, $0.1, "repeatables") }
        named += (header ?? []).map { ($0.0, $0.1, "header") } + fixedLocations.map { ($0.0, $0.1, "fixed") }
        if let type = slots.defaultType, let location = value["default"]?.location { named.append((type, location, "default")) }
        var reported = Set<String>()
        for (type, location, key) in named where value["contents"] != nil && !known.contains(type) && reported.insert(type).inserted {
            reader.report(
                .warning, at: location, path: joinPath(path, key), "the content type '\(type)' has no contents; it counts as empty",
                hint: Suggestions.didYouMean(type, in: known) ?? "add \"\(type)\": [ … ] to 'contents'")
        }
        let used = Set(named.map(\.0))
        for member in contentMembers ?? [] where !used.contains(member.key) {
            reader.report(
                .warning, at: member.keyLocation, path: joinPath(path, "contents.\(member.key)"),
                "the content type '\(member.key)' is in no pattern, header, fixed or default, so its items are never shown",
                hint: Suggestions.didYouMean(member.key, in: Array(used)) ?? "add it to the pattern")
        }
        return slots
    }

    /// The items of a data file's array (Slots contents), with paths inside that file.
    mutating func decodeItems(_ nodes: [JSONNode], path: String) -> [Item] {
        nodes.enumerated().compactMap { decodeItem($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// Reads a key that Spots renamed (`type` → `kind`), warning only when both are present and disagree.
    private mutating func legacyString(_ value: JSONValue, new: String, old: String, path: String) -> String? {
        let current = reader.string(value[new], path: joinPath(path, new))
        let legacy = reader.string(value[old], path: joinPath(path, old))
        if let current, let legacy, current != legacy, let node = value[old] {
            reader.report(
                .warning, at: node.reportLocation, path: joinPath(path, old),
                "'\(old)' (\"\(legacy)\") and '\(new)' (\"\(current)\") disagree; '\(new)' is used", hint: "remove the legacy '\(old)'")
        }
        return current ?? legacy
    }

    private mutating func decodeLayout(_ node: JSONNode?, path: String) -> Layout {
        var layout = Layout()
        guard let members = reader.object(node, path: path, what: "'layout'"), let value = node?.value else { return layout }
        reader.checkKeys(members, known: Self.layoutKeys, path: path, what: "a layout")
        func field(_ key: String) -> (JSONNode?, String) { (value[key], joinPath(path, key)) }
        layout.span = nonNegative(field("span"))
        layout.itemSpacing = nonNegative(field("item-spacing"))
        layout.lineSpacing = nonNegative(field("line-spacing"))
        if let rows = nonNegative(field("items-per-row")) { layout.itemsPerRow = max(1, Int(rows)) }
        layout.headerMode = choice(field("header-mode"), ["default", "sticky"])
        layout.pageIndicator = choice(field("page-indicator"), ["below", "overlay"])
        layout.showEmptyComponent = reader.bool(value["show-empty-component"], path: joinPath(path, "show-empty-component")) ?? false
        layout.dynamicSpan = reader.bool(value["dynamic-span"], path: joinPath(path, "dynamic-span")) ?? false
        layout.dynamicHeight = reader.bool(value["dynamic-height"], path: joinPath(path, "dynamic-height")) ?? false
        layout.infiniteScrolling = reader.bool(value["infinite-scrolling"], path: joinPath(path, "infinite-scrolling")) ?? false
        let insetPath = joinPath(path, "inset")
        if let insetNode = value["inset"] {
            if case .number = insetNode.value, let all = nonNegative((insetNode, insetPath)) {
                layout.inset = Layout.Inset(top: all, left: all, bottom: all, right: all)
            } else if let insetMembers = reader.object(insetNode, path: insetPath, what: "'inset'") {
                reader.checkKeys(insetMembers, known: Self.insetKeys, path: insetPath, what: "an inset")
                func side(_ key: String) -> Double { nonNegative((insetNode.value[key], joinPath(insetPath, key))) ?? 0 }
                layout.inset = Layout.Inset(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
            }
        }
        return layout
    }

    private mutating func decodeInteraction(_ node: JSONNode?, path: String) -> Interaction {
        var interaction = Interaction()
        guard let members = reader.object(node, path: path, what: "'interaction'"), let value = node?.value else { return interaction }
        reader.checkKeys(members, known: Self.interactionKeys, path: path, what: "an interaction")
        interaction.paginate = choice((value["paginate"], joinPath(path, "paginate")), ["disabled", "page", "item"])
        interaction.scrollDirection = choice((value["scroll-direction"], joinPath(path, "scroll-direction")), ["horizontal", "vertical"])
        return interaction
    }

    private mutating func nonNegative(_ field: (JSONNode?, String)) -> Double? {
        guard let number = reader.number(field.0, path: field.1) else { return nil }
        if number < 0 {
            reader.report(.error, at: field.0?.reportLocation, path: field.1, "must not be negative, got \(number)")
            return nil
        }
        return min(number, 10_000)
    }

    private mutating func choice(_ field: (JSONNode?, String), _ options: [String]) -> String? {
        guard let text = reader.string(field.0, path: field.1) else { return nil }
        if options.contains(text) { return text }
        reader.report(
            .warning, at: field.0?.reportLocation, path: field.1,
            "'\(text)' is not one of \(options.map { "'\($0)'" }.joined(separator: ", ")); it is ignored",
            hint: Suggestions.didYouMean(text, in: options))
        return nil
    }

    mutating func decodeItem(_ node: JSONNode, path: String) -> Item? {
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
        item.subtitleLocation = value["subtitle"]?.location
        item.textLocation = value["text"]?.location
        item.image = reader.string(value["image"], path: joinPath(path, "image"))
        item.imageLocation = value["image"]?.location
        item.kind = legacyString(value, new: "kind", old: "type", path: path)
        item.kindLocation = (value["kind"] ?? value["type"])?.location
        item.action = reader.string(value["action"], path: joinPath(path, "action"))
        item.actionLocation = value["action"]?.location
        item.meta = reader.free(value["meta"])
        item.identifier = reader.string(value["identifier"], path: joinPath(path, "identifier"))
        if let sizeMembers = reader.object(value["size"], path: joinPath(path, "size"), what: "'size'"), let size = value["size"] {
            reader.checkKeys(sizeMembers, known: ["width", "height"], path: joinPath(path, "size"), what: "a size")
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
    private mutating func keyPaths(_ members: [JSONMember], path: String) -> [KeyPathBinding] {
        members.compactMap { member in
            let jsonPath = joinPath(path, member.key)
            guard let dotted = reader.string(member.node, path: jsonPath) else { return nil }
            return KeyPathBinding(
                field: String(member.key.dropLast("KeyPath".count)), path: dotted, location: member.node.location, jsonPath: jsonPath)
        }
    }

    /// JSONViewControllers: a top-level array of `{ "rows": [...] }` sections, each rendered as a list.
    private mutating func decodeSections(_ sections: [JSONNode]) -> [Component] {
        var components: [Component] = []
        for (index, section) in sections.enumerated() {
            let path = "[\(index)]"
            guard let members = reader.object(section, path: path, what: "a section") else { continue }
            reader.checkKeys(members, known: ["rows", "title"], path: path, what: "a section")
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
    private mutating func decodeRow(_ node: JSONNode, path: String) -> Item? {
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
                    item.fields.append((member.key, FieldReader.sanitized(member.node.value)))
                }
            }
        }
        return item
    }
}
