import SpotsFormat

/// What the default view shows of a JSONViewControllers row that has no template of its own. A
/// row's keys are its cell's attributes (`"caption": "Food Menu"`, `"nameKeyPath": "user.name"`),
/// with no title or subtitle; its cell shows some of them in its labels. Shown are the values
/// that read as words: bound by a key path, holding a space, or one capitalised word; not those
/// that read as identifiers (`icn_foodmenu`, `Navigator|food`, `showMenu`). A row that shows
/// nothing at all is blank space (`SpacerTableViewCell`), as tall as its `height` says.
enum RowCell {
    /// `item`'s labels, in the row's order, each marked when it is the placeholder of a key path
    /// that found nothing (`placeholders`, field names); none for an item with a title, a subtitle
    /// or a text of its own (the default view shows those).
    static func labels(of item: Item, placeholders: Set<String> = []) -> [LabelContext] {
        guard !item.fields.isEmpty, item.title == nil, item.subtitle == nil, item.text == nil else { return [] }
        let bound = Set(item.keyPaths.map(\.field))
        var labels: [LabelContext] = []
        for field in item.fields {
            guard let text = field.value.string?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { continue }
            if bound.contains(field.name) || readsAsWords(text) {
                labels.append(LabelContext(text: text, isPlaceholder: placeholders.contains(field.name)))
            }
        }
        return labels
    }

    /// Whether a value reads as text a person is shown, not as a name a program uses.
    static func readsAsWords(_ text: String) -> Bool {
        if text.contains(where: \.isWhitespace) { return true }
        guard let first = text.first, first.isUppercase else { return false }
        return !text.contains { "_|:/.\\@#=&?".contains($0) }
    }

    /// The CSS of a blank row's height (`--row-height: 10px`), from its numeric `height` field.
    static func heightStyle(of item: Item) -> String? {
        guard let height = item.fields.last(where: { $0.name == "height" })?.value.number, height >= 0, height <= 1_000 else { return nil }
        return "--row-height: " + LayoutStyle.px(height)
    }
}
