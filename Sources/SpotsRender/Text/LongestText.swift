import Foundation
import SpotsFormat

/// The longest value each field of screen text has on any screen of a site (`--text long`): what a
/// layout must hold when real content is at its longest. Lengths are of the text a reader sees
/// (a markdown value's text without its markup), in characters; of two values as long, the one
/// that sorts first is kept, so the table does not depend on the order screens are read in.
package struct LongestText: Sendable, Equatable {
    /// The longest value of each field ("person.title", "default.meta.role"), as written, and its text's length.
    package private(set) var values: [String: (value: String, length: Int)] = [:]

    /// The table of `screens`.
    package init(_ screens: some Sequence<Screen>) {
        for screen in screens {
            ScreenText.forEach(in: screen) { field, form, value in
                let length = (form == .markdown ? MarkdownRenderer.plainText(from: value) : value).count
                if let kept = values[field], kept.length > length || kept.length == length && kept.value <= value { return }
                values[field] = (value, length)
            }
        }
    }

    /// `value` of `field` at the field's longest: a plain string becomes the longest value; a
    /// markdown one keeps its markup and has the longest value's words added to its last text, so
    /// its links and emphasis stay where they were.
    package func lengthened(_ value: String, field: String, form: ScreenText.Form) -> String {
        // An empty value stays empty: a template shows a field only when it is set.
        guard let longest = values[field], !value.allSatisfy(\.isWhitespace) else { return value }
        guard form == .markdown else { return longest.value.count > value.count ? longest.value : value }
        let missing = longest.length - MarkdownRenderer.plainText(from: value).count
        guard missing > 1 else { return value }
        let words = MarkdownRenderer.plainText(from: longest.value).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return MarkdownRenderer.transformingText(value) { text, _, isLast in
            // No space at the end: it would end emphasis around the text (`*on call…*`) too early.
            isLast ? text + " " + words.prefix(missing - 1).trimmingCharacters(in: .whitespaces) : text
        }
    }

    package static func == (lhs: LongestText, rhs: LongestText) -> Bool {
        lhs.values.mapValues(\.value) == rhs.values.mapValues(\.value)
    }
}
