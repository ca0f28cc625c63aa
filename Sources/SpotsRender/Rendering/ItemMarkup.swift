import SpotsFormat

/// Ready-made markup for the common parts of an item, so the built-in templates need few tags
/// (each Mustache tag costs about a microsecond per item): `attributes` (` id="…" style="…"
/// data-dangling="…"`, and in an audit's build `data-spots-source="…"`) and `heading` (the title as a heading, linked when the item has an action,
/// or a bare link for an item with an action and no title). Templates can use the parts instead.
enum ItemMarkup {
    static func prepare(_ context: inout ItemContext) {
        var attributes = ""
        if let id = context.id { attributes += " id=\"\(id.htmlEscaped)\"" }
        if let style = context.style { attributes += " style=\"\(style.htmlEscaped)\"" }
        if let dangling = context.dangling { attributes += " data-dangling=\"\(dangling.htmlEscaped)\"" }
        if let mark = context.sourceMark { attributes += " \(SourceMark.attribute)=\"\(mark.description.htmlEscaped)\"" }
        // The fields that show a key path's placeholder, for the theme to mark (a subtitle's, say).
        if !context.placeholders.isEmpty {
            attributes += " data-placeholders=\"\(context.placeholders.sorted().joined(separator: " ").htmlEscaped)\""
        }
        if !attributes.isEmpty { context.attributes = attributes }
        let href = context.href?.htmlEscaped
        if let title = context.title {
            let level = context.level
            let inner = href.map { "<a href=\"\($0)\">\(title.htmlEscaped)</a>" } ?? title.htmlEscaped
            let classes = context.placeholders.contains("title") ? "item-title is-placeholder" : "item-title"
            context.heading = "<h\(level) class=\"\(classes)\">\(inner)</h\(level)>"
        } else if let href, let label = context.linkLabel {
            context.heading = "<a class=\"item-link\" href=\"\(href)\">\(label.htmlEscaped)</a>"
        }
    }
}
