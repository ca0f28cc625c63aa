/// A screen as one app version renders it (`--client ios@3.0`): every kind it does not know
/// replaced by its fallback, or hidden, and every field it does not know left out, each marked
/// (`ClientMark`) so that the page shows what degrades.
package enum ClientView {
    /// `screen` as `target` renders it, saying so atop the page; a screen whose own `clients` does
    /// not serve `target` is one label saying so.
    package static func apply(to screen: Screen, catalog: CatalogConfig, target: ClientTarget) -> Screen {
        var screen = screen
        screen.clientNote = "This page as \(target.displayName) renders it (a --client preview)"
        if let own = screen.clients[target.platform], target.version < own {
            let note = "\(target.displayName) is not served this screen: its \"clients\" starts at \(own)"
            screen.components = [marked(ClientMark(note: note, isHidden: true))]
            return screen
        }
        if catalog.hasVersions {
            for index in screen.components.indices { apply(to: &screen.components[index], catalog: catalog, target: target) }
        }
        return screen
    }

    /// A component that is only its mark.
    private static func marked(_ mark: ClientMark) -> Component {
        var component = Component()
        component.clientMark = mark
        return component
    }

    private static func apply(to component: inout Component, catalog: CatalogConfig, target: ClientTarget) {
        var notes: [String] = []
        let kind = component.kind.name
        if let first = catalog.entry(.components, kind)?.since[target.platform], target.version < first {
            let shown = ClientFallback.shown(instead: kind, of: .components, catalog: catalog, platform: target.platform, version: target.version)
            let note = "\(target.displayName) shows \(ClientFallback.noun(shown, of: .components)) here; '\(kind)' needs \(first)"
            guard case .kind(let fallback) = shown else {
                component.clientMark = ClientMark(note: note, isHidden: true)
                return
            }
            component.kind = ComponentKind(name: fallback)
            notes.append(note)
        } else {
            // Fields newer than the kind, of a kind the app knows (a kind it shows instead renders its own).
            for (name, first) in newerFields(of: .components, kind, catalog: catalog, target: target) where component.sets(name) {
                component.leaveOut(name)
                notes.append("\(target.displayName) leaves out '\(name)' here; it needs \(first)")
            }
        }
        if !notes.isEmpty { component.clientMark = ClientMark(note: notes.joined(separator: "; "), isHidden: false) }
        if let header = component.header { component.header = applied(to: header, role: true, catalog: catalog, target: target) }
        for index in component.items.indices {
            component.items[index] = applied(to: component.items[index], role: false, catalog: catalog, target: target)
        }
        if let footer = component.footer { component.footer = applied(to: footer, role: true, catalog: catalog, target: target) }
    }

    /// `item` as `target` renders it; `role`: a header or footer, whose template without a kind is
    /// its role's (`items/header`), not the default item's.
    private static func applied(to item: Item, role: Bool, catalog: CatalogConfig, target: ClientTarget) -> Item {
        var item = item
        var notes: [String] = []
        if let kind = item.kind ?? (role ? nil : "default") {
            if let first = catalog.entry(.items, kind)?.since[target.platform], target.version < first {
                let shown = ClientFallback.shown(instead: kind, of: .items, catalog: catalog, platform: target.platform, version: target.version)
                let note = "\(target.displayName) shows \(ClientFallback.noun(shown, of: .items)) here; '\(kind)' needs \(first)"
                guard case .kind(let fallback) = shown else {
                    item.clientMark = ClientMark(note: note, isHidden: true)
                    return item
                }
                item.kind = role && fallback == "default" ? nil : fallback
                notes.append(note)
            } else {
                for (name, first) in newerFields(of: .items, kind, catalog: catalog, target: target) where item.sets(name) {
                    item.leaveOut(name)
                    notes.append("\(target.displayName) leaves out '\(name)' here; it needs \(first)")
                }
            }
        }
        if !notes.isEmpty { item.clientMark = ClientMark(note: notes.joined(separator: "; "), isHidden: false) }
        if !item.children.isEmpty {
            for index in item.children.indices { apply(to: &item.children[index], catalog: catalog, target: target) }
        }
        return item
    }

    /// The fields of `kind` that `target` does not show, with the version each needs, by name.
    private static func newerFields(
        of family: CatalogConfig.Family, _ kind: String, catalog: CatalogConfig, target: ClientTarget
    ) -> [(name: String, first: ClientVersion)] {
        guard let fields = catalog.entry(family, kind)?.fields, !fields.isEmpty else { return [] }
        return fields.sorted { $0.key < $1.key }.compactMap { name, field in
            guard let first = field.since[target.platform], target.version < first else { return nil }
            return (name, first)
        }
    }
}

extension JSONValue {
    /// The value without the object key at the dotted path `dotted` (`badge.count`).
    package func removing(keys dotted: Substring) -> JSONValue {
        guard case .object(var members) = self else { return self }
        let keys = dotted.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(keys[0])
        if keys.count == 1 {
            members.removeAll { $0.key == key }
        } else {
            for index in members.indices where members[index].key == key {
                members[index].node.value = members[index].node.value.removing(keys: keys[1])
            }
        }
        return .object(members)
    }
}

extension Item {
    /// The item without the field `name` (`subtitle`, `meta.badge`, a row's own field).
    mutating func leaveOut(_ name: String) {
        if name.hasPrefix("meta.") {
            self.meta = self.meta?.removing(keys: name.dropFirst(5))
            return
        }
        switch name {
        case "title": self.title = nil
        case "subtitle": self.subtitle = nil
        case "text": self.text = nil
        case "image": self.image = nil
        case "action": self.action = nil
        case "meta": self.meta = nil
        case "identifier": self.identifier = nil
        case "size": self.size = nil
        case "relations": self.relations = []
        case "children": self.children = []
        default: self.fields.removeAll { $0.name == name }
        }
    }
}

extension Component {
    /// The component without the field `name` (`header`, `meta.badge`).
    mutating func leaveOut(_ name: String) {
        if name.hasPrefix("meta.") {
            meta = meta?.removing(keys: name.dropFirst(5))
            return
        }
        switch name {
        case "header": header = nil
        case "footer": footer = nil
        case "meta": meta = nil
        case "identifier": identifier = nil
        case "items": items = []
        case "layout": layout = Layout()
        case "interaction": interaction = Interaction()
        default: break
        }
    }
}
