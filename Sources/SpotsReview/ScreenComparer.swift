import SpotsBuild
import SpotsFormat
import SpotsRender

/// What changed between two versions of a screen, component by component and item by item
/// (paired as `ReviewMatching` says), field by field.
package struct ScreenComparer: Sendable {
    /// Where actions lead before and after: an action can dangle now with no change of its own.
    package let oldLinks: LinkResolver
    package let newLinks: LinkResolver

    /// Every change from `old` to `new`, top to bottom.
    package func changes(from old: Screen, to new: Screen) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        func field(_ name: String, _ before: String?, _ after: String?) {
            if before != after { changes.append(ReviewChange(.changed, "screen", field: name, old: before, new: after)) }
        }
        field(Self.label("title", in: .screen), old.title, new.title)
        field(Self.label("description", in: .screen), old.description, new.description)
        field(Self.label("data", in: .screen), Self.describe(old.data), Self.describe(new.data))
        changes += ReviewChange.clients(old.clients, new.clients, subject: "screen")
        compare(old.components, new.components, within: "", into: &changes)
        return changes
    }

    /// A screen's data source in words.
    package static func describe(_ data: DataSource?) -> String? {
        switch data {
        case .file(let path, _)?: path
        case .inline(let value)?: value.compactText
        case nil: nil
        }
    }

    // MARK: Components

    private func compare(_ old: [Component], _ new: [Component], within: String, into changes: inout [ReviewChange]) {
        compare(old, new, within: within, key: Self.key, name: Self.name, path: \.path, into: &changes) { before, after, subject, changes in
            compare(before, after, subject: subject, into: &changes)
        }
    }

    /// Pairs two lists of components or items by `key` and compares each pair (`compareOne`);
    /// one removed, added or moved is a change of its own.
    private func compare<Element>(
        _ old: [Element], _ new: [Element], within: String, key: (Element) -> ReviewMatching.Key, name: (Element) -> String,
        path: (Element) -> String, into changes: inout [ReviewChange], compareOne: (Element, Element, String, inout [ReviewChange]) -> Void
    ) {
        for step in ReviewMatching.match(old.map(key), new.map(key)).steps {
            switch step {
            case .removed(let index): changes.append(ReviewChange(.removed, name(old[index]) + within, path: path(old[index])))
            case .added(let index): changes.append(ReviewChange(.added, name(new[index]) + within, path: path(new[index])))
            case .paired(let pair):
                let (before, after) = (old[pair.old], new[pair.new])
                let subject = name(after) + within
                if pair.moved {
                    var move = ReviewChange(.moved, subject, path: path(after), note: "from position \(pair.old + 1) to \(pair.new + 1)")
                    move.oldPath = path(before)
                    changes.append(move)
                }
                compareOne(before, after, subject, &changes)
            }
        }
    }

    private func compare(_ old: Component, _ new: Component, subject: String, into changes: inout [ReviewChange]) {
        func field(_ name: String, _ before: String?, _ after: String?) {
            if before != after { changes.append(ReviewChange(.changed, subject, path: new.path, field: name, old: before, new: after)) }
        }
        field(Self.label("kind", in: .component), old.kind.name, new.kind.name)
        field(Self.label("identifier", in: .component), old.identifier, new.identifier)
        for (before, after) in zip(Self.layoutFields(old), Self.layoutFields(new)) where before.1 != after.1 {
            changes.append(Self.layoutChange(subject, path: new.path, field: before.0, before.1, after.1))
        }
        for key in FormatKeys.interaction {
            guard let label = key.diffLabel, case .interaction(let property)? = key.field else { continue }
            field(label, old.interaction[keyPath: property], new.interaction[keyPath: property])
        }
        compareMeta(old.meta, new.meta, label: Self.label("meta", in: .component), subject: subject, path: new.path, into: &changes)
        for (name, before, after) in [("header", old.header, new.header), ("footer", old.footer, new.footer)] {
            let part = "\(name) of \(subject)"
            switch (before, after) {
            case (nil, let after?): changes.append(ReviewChange(.added, part, path: after.path))
            case (let before?, nil): changes.append(ReviewChange(.removed, part, path: before.path))
            case (let before?, let after?): compare(before, after, subject: part, into: &changes)
            case (nil, nil): break
            }
        }
        compare(old.items, new.items, within: " in " + subject, into: &changes)
    }

    /// The label of the key `name` of `object`, from `FormatKeys`.
    private static func label(_ name: String, in object: FormatObject) -> String {
        FormatKeys.diffLabel(name, in: object)
    }

    /// The layout keys the diff shows, labelled, in the spec's order.
    private static func layoutFields(_ component: Component) -> [(String, LayoutValue?)] {
        FormatKeys.layout.compactMap { key in
            key.diffLabel.map { ($0, key.value(in: component.layout)) }
        }
    }

    /// A layout key's change. A number or a flag is a value, not text: its old and new are JSON
    /// (`layout.span: 3 → 2` in every format, as `meta` values are), where a keyword or an inset
    /// is words, quoted as text is.
    private static func layoutChange(_ subject: String, path: String, field: String, _ old: LayoutValue?, _ new: LayoutValue?) -> ReviewChange {
        var change = ReviewChange(.changed, subject, path: path, field: field, old: old.map(text), new: new.map(text))
        let isValue = [old, new].allSatisfy { value in
            switch value {
            case .number?, .count?, .on?, nil: true
            case .text?, .inset?: false
            }
        }
        if isValue { change.json = true }
        return change
    }

    /// A layout value in words: an inset as `top 8, left 16, bottom 8, right 16`.
    private static func text(_ value: LayoutValue) -> String {
        guard case .inset(let inset) = value else { return value.text }
        return
            "top \(NumberText.text(inset.top)), left \(NumberText.text(inset.left)), bottom \(NumberText.text(inset.bottom)), right \(NumberText.text(inset.right))"
    }

    private static func key(_ component: Component) -> ReviewMatching.Key {
        ReviewMatching.Key(identifier: component.identifier, kind: component.kind.name, title: component.header?.title)
    }

    /// `list “Crew”`, `grid #features`, or the kind alone.
    package static func name(of component: Component) -> String {
        if let title = component.header?.title { return "\(component.kind.name) “\(title)”" }
        if let identifier = component.identifier { return "\(component.kind.name) #\(identifier)" }
        return component.kind.name
    }

    // MARK: Items

    private func compare(_ old: [Item], _ new: [Item], within: String, into changes: inout [ReviewChange]) {
        compare(old, new, within: within, key: Self.key, name: Self.name, path: \.path, into: &changes) { before, after, subject, changes in
            compare(before, after, subject: subject, into: &changes)
        }
    }

    private func compare(_ old: Item, _ new: Item, subject: String, into changes: inout [ReviewChange]) {
        func field(_ name: String, _ before: String?, _ after: String?, note: String? = nil) {
            guard before != after else { return }
            changes.append(ReviewChange(.changed, subject, path: new.path, field: name, old: before, new: after, note: note))
        }
        func markdown(_ name: String, _ before: String?, _ after: String?) {
            guard before != after else { return }
            var change = ReviewChange(.changed, subject, path: new.path, field: name, old: before, new: after)
            if let before, let after { change.words = WordDiff.pieces(before, after) }
            changes.append(change)
        }
        field(Self.label("title", in: .item), old.title, new.title)
        markdown(Self.label("subtitle", in: .item), old.subtitle, new.subtitle)
        markdown(Self.label("text", in: .item), old.text, new.text)
        field(Self.label("image", in: .item), old.image, new.image)
        let action = Self.label("action", in: .item)
        if old.action != new.action {
            field(action, old.action, new.action, note: new.action.flatMap { destination(of: $0, links: newLinks) })
        } else if let newAction = new.action, let before = destination(of: newAction, links: oldLinks),
            let after = destination(of: newAction, links: newLinks), before != after
        {
            changes.append(ReviewChange(.changed, subject, path: new.path, field: action, old: newAction, new: newAction, note: "now " + after))
        }
        field(Self.label("kind", in: .item), old.kind, new.kind)
        field(Self.label("identifier", in: .item), old.identifier, new.identifier)
        field(
            Self.label("size", in: .item), old.size.map { "\(NumberText.text($0.width)) × \(NumberText.text($0.height))" },
            new.size.map { "\(NumberText.text($0.width)) × \(NumberText.text($0.height))" })
        compareMeta(old.meta, new.meta, label: Self.label("meta", in: .item), subject: subject, path: new.path, into: &changes)
        let oldFields = Dictionary(old.fields.map { ($0.name, $0.value.canonicalText) }, uniquingKeysWith: { first, _ in first })
        let newFields = Dictionary(new.fields.map { ($0.name, $0.value.canonicalText) }, uniquingKeysWith: { first, _ in first })
        for name in Set(oldFields.keys).union(newFields.keys).sorted() where oldFields[name] != newFields[name] {
            var change = ReviewChange(.changed, subject, path: new.path, field: name, old: oldFields[name], new: newFields[name])
            change.json = true
            changes.append(change)
        }
        let oldRelations = Dictionary(old.relations.map { ($0.name, $0.items) }, uniquingKeysWith: { first, _ in first })
        let newRelations = Dictionary(new.relations.map { ($0.name, $0.items) }, uniquingKeysWith: { first, _ in first })
        for name in Set(oldRelations.keys).union(newRelations.keys).sorted() {
            compare(oldRelations[name] ?? [], newRelations[name] ?? [], within: " in relations.\(name) of " + subject, into: &changes)
        }
        compare(old.children, new.children, within: " in " + subject, into: &changes)
    }

    /// Where an action leads, in words, when that is worth saying: `leads to /profile/1/`, or
    /// `dangles: no screen at /x/`; nil for an address outside the site.
    private func destination(of action: String, links: LinkResolver) -> String? {
        switch links.resolve(action: action) {
        case .success(.page(let route)): "leads to \(route.path)"
        case .success(.dangling(let route)): "dangles: no screen at \(route.path)"
        case .success(.external): nil
        case .failure(let problem): problem.message
        }
    }

    private static func key(_ item: Item) -> ReviewMatching.Key {
        ReviewMatching.Key(identifier: item.identifier, kind: item.kind ?? "default", title: item.title)
    }

    /// `item “Ada”`, `item #ada`, or `item`; with its kind when it has one (`person “Ada”`).
    package static func name(of item: Item) -> String {
        let kind = item.kind ?? "item"
        if let title = item.title { return "\(kind) “\(title)”" }
        if let identifier = item.identifier { return "\(kind) #\(identifier)" }
        return kind
    }

    // MARK: Meta

    /// `meta` (named `label`) key by key when both are objects; else as a whole.
    private func compareMeta(
        _ old: JSONValue?, _ new: JSONValue?, label: String, subject: String, path: String, into changes: inout [ReviewChange]
    ) {
        if case .object(let before)? = old, case .object(let after)? = new {
            let oldKeys = Dictionary(before.map { ($0.key, $0.node.value) }, uniquingKeysWith: { first, _ in first })
            let newKeys = Dictionary(after.map { ($0.key, $0.node.value) }, uniquingKeysWith: { first, _ in first })
            for key in Set(oldKeys.keys).union(newKeys.keys).sorted() where oldKeys[key]?.canonicalText != newKeys[key]?.canonicalText {
                var change = ReviewChange(
                    .changed, subject, path: path, field: "\(label).\(key)", old: oldKeys[key]?.compactText, new: newKeys[key]?.compactText)
                change.json = true
                changes.append(change)
            }
        } else if old?.canonicalText != new?.canonicalText {
            var change = ReviewChange(.changed, subject, path: path, field: label, old: old?.compactText, new: new?.compactText)
            change.json = true
            changes.append(change)
        }
    }
}
