import SpotsRender

/// One context a page is audited in: a width, a colour scheme, a direction and a text mode.
package struct AuditContext: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A colour scheme, as the system asks for it (the audit emulates the media features).
    package enum Scheme: String, Sendable, CaseIterable, Comparable {
        case light, dark
        /// More contrast (`prefers-contrast: more`): the theme's high-contrast tokens, held to WCAG AAA.
        case highContrast = "high-contrast"

        /// The media features that ask for it.
        package var mediaFeatures: [(name: String, value: String)] {
            switch self {
            case .light: [("prefers-color-scheme", "light"), ("prefers-contrast", "no-preference")]
            case .dark: [("prefers-color-scheme", "dark"), ("prefers-contrast", "no-preference")]
            case .highContrast: [("prefers-color-scheme", "light"), ("prefers-contrast", "more")]
            }
        }

        /// The contrast text must reach: WCAG AA, or AAA for more contrast.
        package var level: String { self == .highContrast ? "AAA" : "AA" }

        package var phrase: String { self == .highContrast ? "high contrast" : rawValue }

        package static func < (lhs: Scheme, rhs: Scheme) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// A direction.
    package enum Direction: String, Sendable, CaseIterable, Comparable {
        /// The site's own (`site.json`'s language).
        case asWritten = "as-written"
        /// Right to left, as Arabic and Hebrew read.
        case rtl

        package var phrase: String { self == .rtl ? "right to left" : "as written" }

        package static func < (lhs: Direction, rhs: Direction) -> Bool { lhs == .asWritten && rhs == .rtl }
    }

    /// The default widths: phone, tablet and desktop.
    package static let defaultWidths = [375, 768, 1280]
    /// The height of the window a page is measured in (a phone's); the page is measured whole.
    package static let height = 800

    package var width: Int
    package var scheme: Scheme
    package var direction: Direction
    package var text: TextMode

    package init(width: Int, scheme: Scheme = .light, direction: Direction = .asWritten, text: TextMode = .asWritten) {
        self.width = width
        self.scheme = scheme
        self.direction = direction
        self.text = text
    }

    /// "375 px", "375 px in dark, right to left, in pseudo text": what differs from the plainest context.
    package var description: String {
        var parts: [String] = []
        if scheme != .light { parts.append("in \(scheme.phrase)") }
        if direction == .rtl { parts.append(direction.phrase) }
        if text != .asWritten { parts.append("in \(text.phrase)") }
        return parts.isEmpty ? "\(width) px" : "\(width) px " + parts.joined(separator: ", ")
    }

    /// Every context of the choices, in the order a page is measured in: by text mode (a page
    /// loads once in each), width, direction, then scheme, last because a colour scheme changes no
    /// box: the page is laid out again only when its width or direction changes.
    /// Every default context: each default width, scheme, direction and text mode (54).
    package static var everyDefault: [AuditContext] {
        all(widths: defaultWidths, schemes: Scheme.allCases, directions: Direction.allCases, texts: TextMode.allCases)
    }

    package static func all(widths: [Int], schemes: [Scheme], directions: [Direction], texts: [TextMode]) -> [AuditContext] {
        var contexts: [AuditContext] = []
        for text in texts.sorted() {
            for width in widths.sorted() {
                for direction in directions.sorted() {
                    for scheme in schemes.sorted() { contexts.append(AuditContext(width: width, scheme: scheme, direction: direction, text: text)) }
                }
            }
        }
        return contexts
    }

    package static func < (lhs: AuditContext, rhs: AuditContext) -> Bool {
        (lhs.text, lhs.width, lhs.direction, lhs.scheme) < (rhs.text, rhs.width, rhs.direction, rhs.scheme)
    }
}
