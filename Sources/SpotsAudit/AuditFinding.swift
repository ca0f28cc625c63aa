import Foundation

/// What the theme's audit script (`Templates/audit/audit.js`) found wrong with one element of a
/// page in one context, as it reports it.
package struct AuditFinding: Sendable, Hashable, Decodable {
    /// What is wrong.
    package enum Rule: String, Sendable, Decodable, CaseIterable, Comparable {
        case overflow, sideways
        case smallText = "small-text"
        case smallTarget = "small-target"
        case overlap, stretched, contrast

        package static func < (lhs: Rule, rhs: Rule) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// A box in the page, in CSS pixels from the document's top left.
    package struct Rect: Sendable, Hashable, Decodable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
    }

    /// What was measured: some of these, by rule.
    package struct Measured: Sendable, Hashable, Decodable {
        /// By how many pixels (overflow, sideways, overlap).
        package var px: Int?
        /// Whether the overflow is cut off by a box that clips, rather than spilling out of its card.
        package var clipped: Bool?
        /// The text's size in pixels (small-text).
        package var size: Double?
        /// The target's size (small-target).
        package var width: Int?
        package var height: Int?
        /// The image's own size and its size shown, "400×300" (stretched).
        package var natural: String?
        package var shown: String?
        /// The contrast ratio, the ratio needed, and the two colours (contrast).
        package var ratio: Double?
        package var needs: Double?
        package var color: String?
        package var background: String?
        /// Whether the colours are the screen's (a style attribute on the element or around it,
        /// which a template writes from meta), not the stylesheet's (contrast).
        package var authored: Bool?
    }

    package var rule: Rule
    /// The element's item's `data-spots-source` (`SourceMark`), when it is in one.
    package var source: String?
    /// The `id` of the component it is in.
    package var component: String?
    /// What the element is: "title", "subtitle", "meta", "image", "link", "frame:footer"…
    package var part: String
    /// Its tag (`p`, `code`), when the script says.
    package var tag: String?
    /// The start of its text.
    package var text: String
    /// Which element of its tag it is in its item (or component): the same element in every context.
    package var nth: Int?
    package var rect: Rect
    package var measured: Measured
    /// The CSS declarations that set what was measured, as the browser gives them (`StyleCauseFinder`);
    /// never read from the script's answer, which a page could forge.
    package var cause: StyleCause?

    private enum CodingKeys: String, CodingKey {
        case rule, source, component, part, tag, text, nth, rect, measured
    }
}

/// What the script gives for one page in one context.
package struct AuditMeasurement: Sendable, Decodable {
    /// The window's width and the page's.
    package var width: Int
    package var scrollWidth: Int
    package var findings: [AuditFinding]
}
