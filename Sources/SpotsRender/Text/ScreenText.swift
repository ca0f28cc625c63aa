import Foundation
import SpotsFormat

/// The text of a screen a reader sees, field by field: the one place that says what `--text
/// pseudo|long` may change. It is the screen's title, each item's title, the text of its
/// subtitle and text outside their markup, and the values of its meta and further fields that
/// read as words (`isWords`); never a kind, action, image, identifier, URL or the markup of
/// markdown.
package enum ScreenText {
    /// How a string is written.
    package enum Form: Sendable { case plain, markdown }

    /// A string of screen text: its field, by the kind of its item or its role ("person.title",
    /// "default.subtitle", "stat.meta.trend", "header.title", "screen.title"), how
    /// it is written, and its value.
    package typealias Change = (_ field: String, _ form: Form, _ value: String) -> String

    /// `screen` with each of its strings of screen text replaced by what `change` makes of it.
    package static func map(_ screen: Screen, _ change: Change) -> Screen {
        var screen = screen
        if let title = screen.title { screen.title = change("screen.title", .plain, title) }
        for index in screen.components.indices { map(&screen.components[index], change) }
        return screen
    }

    /// Calls `visit` with each string of screen text of `screen`, changing nothing.
    package static func forEach(in screen: Screen, _ visit: (_ field: String, _ form: Form, _ value: String) -> Void) {
        _ = map(screen) { field, form, value in
            visit(field, form, value)
            return value
        }
    }

    /// Whether a value of meta or a further field reads as words a reader sees: it has a letter,
    /// and is not a URL, path, e-mail address, colour (nor under a key naming a colour) or an identifier (one token joined by `-`,
    /// `_`, `.`, `/`, `:` or `@`, or mixing letters and digits, as `card-1` and `avatars/1.svg` do).
    package static func isWords(_ value: String) -> Bool {
        guard value.contains(where: \.isLetter) else { return false }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") || trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.contains("://") { return false }
        if trimmed.lowercased().hasPrefix("rgb(") || trimmed.lowercased().hasPrefix("hsl(") { return false }
        if trimmed.contains(where: \.isWhitespace) { return true }
        if trimmed.contains(where: { "-_./:@".contains($0) }) { return false }
        // Six or eight hex digits are a colour written without its `#` (`ffffff`).
        if [6, 8].contains(trimmed.count) && trimmed.allSatisfy(\.isHexDigit) { return false }
        return !trimmed.contains(where: \.isNumber)
    }

    private static func map(_ component: inout Component, _ change: Change) {
        if var header = component.header {
            map(&header, role: "header.", change)
            component.header = header
        }
        for index in component.items.indices {
            map(&component.items[index], role: (component.items[index].kind ?? "default") + ".", change)
        }
        if var footer = component.footer {
            map(&footer, role: "footer.", change)
            component.footer = footer
        }
        if let meta = component.meta { component.meta = mapWords(meta, field: "component.meta", change) }
    }

    /// `role` names the fields of each kind of item apart, and a header's and a footer's ("header.title").
    private static func map(_ item: inout Item, role: String, _ change: Change) {
        if let title = item.title { item.title = change(role + "title", .plain, title) }
        if let subtitle = item.subtitle { item.subtitle = change(role + "subtitle", .markdown, subtitle) }
        if let text = item.text { item.text = change(role + "text", .markdown, text) }
        if let meta = item.meta { item.meta = mapWords(meta, field: role + "meta", change) }
        if !item.fields.isEmpty {
            item.fields = item.fields.map { ($0.name, mapWords($0.value, field: "\(role)fields.\($0.name)", change)) }
        }
        if !item.relations.isEmpty {
            item.relations = item.relations.map { relation in
                (
                    relation.name,
                    relation.items.map { related in
                        var related = related
                        map(&related, role: (related.kind ?? "default") + ".", change)
                        return related
                    }
                )
            }
        }
        if !item.children.isEmpty {
            for index in item.children.indices { map(&item.children[index], change) }
        }
    }

    /// `value` with each string in it that reads as words changed, named by its key path under `field`.
    private static func mapWords(_ value: JSONValue, field: String, _ change: Change) -> JSONValue {
        switch value {
        case .string(let text): return isWords(text) ? .string(change(field, .plain, text)) : value
        case .array(let elements):
            return .array(elements.map { JSONNode(mapWords($0.value, field: field, change), at: $0.location, keyLocation: $0.keyLocation) })
        case .object(let members):
            return .object(
                members.map { member in
                    // A colour (`background-color`, `textColour`) is never words, whatever its value.
                    let key = member.key.lowercased()
                    guard !key.contains("color") && !key.contains("colour") else { return member }
                    var member = member
                    member.node.value = mapWords(member.node.value, field: "\(field).\(member.key)", change)
                    return member
                })
        case .null, .bool, .number: return value
        }
    }
}
