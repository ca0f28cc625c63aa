import SpotsFormat

/// What an item or component carries that a default template would not show: a row's own fields
/// (JSONViewControllers, bound key paths already resolved), its meta, an image or action that
/// leads nowhere. Shown as a labelled list when no template of its kind exists, so every real
/// screen file is readable in the browser before anyone writes a template.
struct DetailsContext: TemplateContext {
    /// One labelled value.
    package struct Entry: TemplateContext {
        package var label: String
        /// The value as text, shortened past `Details.shownLength` characters.
        package var value: String
        /// The whole value, when `value` is shortened (shown on hover).
        package var full: String?
        /// Where an image value is shown from.
        var imageSource: String?

        /// An absent `full` or `image` is false, not nil: Mustache would look it up in the
        /// item around the entry and show the item's own image in every entry.
        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .label?: .text(label)
            case .value?: .text(value)
            case .full?: full.map(TemplateValue.text) ?? .flag(false)
            case .image?: imageSource.map { .object(TemplateFields(fields: ["src": .text($0)])) } ?? .flag(false)
            default: nil
            }
        }
    }

    package var entries: [Entry]

    package func value(for name: TemplateName) -> TemplateValue? {
        name.known == .entries ? .objects(entries) : nil
    }
}

/// Makes the entries of a `DetailsContext`.
enum Details {
    /// How many characters of a value are shown before it is shortened.
    static let shownLength = 120

    /// Entries for `fields` in order; objects are flattened (`meta.badge`), lists of values joined,
    /// nulls left out. `image` gives the `src` of a value that is an image the page can show.
    package static func entries(_ fields: [(name: String, value: JSONValue)], image: (String) -> String?) -> [DetailsContext.Entry] {
        var entries: [DetailsContext.Entry] = []
        for (name, value) in fields { add(value, label: name, image: image, to: &entries) }
        return entries
    }

    /// One entry of `label` and its text, its runs of white space (line breaks too) made one space.
    package static func entry(_ label: String, _ value: String, imageSource: String? = nil) -> DetailsContext.Entry {
        let text = isPlain(value) ? value : value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard text.utf8.count > shownLength, text.count > shownLength else {
            return DetailsContext.Entry(label: label, value: text, imageSource: imageSource)
        }
        return DetailsContext.Entry(label: label, value: String(text.prefix(shownLength - 1)) + "…", full: text, imageSource: imageSource)
    }

    private static func add(_ value: JSONValue, label: String, image: (String) -> String?, to entries: inout [DetailsContext.Entry]) {
        switch value {
        case .null: return
        case .string(let text): entries.append(entry(label, text, imageSource: looksLikeImage(text) ? image(text) : nil))
        case .object(let members):
            for member in members { add(member.node.value, label: label + "." + member.key, image: image, to: &entries) }
        case .array(let elements):
            let scalars = elements.compactMap { scalarText($0.value) }
            if scalars.count == elements.count {
                entries.append(entry(label, scalars.joined(separator: ", ")))
            } else {
                for (index, element) in elements.enumerated() { add(element.value, label: "\(label)[\(index)]", image: image, to: &entries) }
            }
        case .bool, .number: entries.append(entry(label, scalarText(value) ?? ""))
        }
    }

    /// A string, number or boolean as text; nil for anything else.
    static func scalarText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): NumberText.text(number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// ASCII text whose white space is single spaces between words: what most values are, and
    /// what `entry` leaves as it is.
    private static func isPlain(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte >= 0x80 || (byte < 0x20 && byte != 0) || byte == 0x7F { return false }
            if byte == 0x20 && previous == 0x20 { return false }
            previous = byte
        }
        return previous != 0x20 || text.isEmpty
    }

    /// A string that names an image file or address.
    static func looksLikeImage(_ text: String) -> Bool {
        let path = text.utf8.prefix { $0 != 0x3F }  // up to a query (`?`)
        return imageExtensions.contains { suffix in
            path.count >= suffix.count
                && zip(path.suffix(suffix.count), suffix).allSatisfy { byte, expected in
                    byte == expected || (expected >= 0x61 && byte | 0x20 == expected)
                }
        }
    }

    private static let imageExtensions = [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif"].map { Array($0.utf8) }
}
