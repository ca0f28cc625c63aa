import SpotsFormat
import SpotsRender

/// A page the last build wrote with the links to screens whose titles changed made again in
/// place, for the quick update of a large site: the map's folder pages (`FlowRetitle`) and the
/// design catalog's home page list every screen of a folder, or of the site, in a table or list of
/// thousands of rows, whose bytes change only in the screens' links, `<a href="…">title</a>`, which
/// their built-in templates write and nothing else on those pages does. Rendering and checking
/// them again took most of a title change's time.
package enum LinkRetitle {
    /// A link as a page shows it: its opening tag, and the whole link with the title it had and has.
    package struct Link: Sendable, Equatable {
        package var href: [UInt8]
        package var old: [UInt8]
        package var new: [UInt8]

        /// The link to `href` (as the page writes it, unescaped) with the title `old`, then `new`;
        /// nil when the page may not take `new` as it is (`takes`).
        package init?(href: String, old: String, new: String) {
            guard LinkRetitle.takes(new) else { return nil }
            let opening = "<a href=\"\(href.htmlEscaped)\">"
            let (old, new) = (opening + old.htmlEscaped + "</a>", opening + new.htmlEscaped + "</a>")
            self.init(href: Array(opening.utf8), old: Array(old.utf8), new: Array(new.utf8))
        }

        package init(href: [UInt8], old: [UInt8], new: [UInt8]) {
            self.href = href
            self.old = old
            self.new = new
        }
    }

    /// Whether a page takes `title` in a link as it is: one with a visible character (an empty
    /// link is a problem the page's checks find, `PageScan`) and no control character (the
    /// renderer tidies line ends, `ByteLines.tidy`). Otherwise the page is made again.
    package static func takes(_ title: String) -> Bool {
        title.contains { !$0.isWhitespace } && !title.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// What becomes of a page.
    package enum Page: Equatable {
        /// It shows none of the links.
        case unchanged
        /// Its bytes with the links changed.
        case changed([UInt8])
        /// It cannot be changed so: no such part, a link to the screen with another title than the
        /// one kept, a marker before the part (`refusedBefore`), or not well-formed after.
        case refused
    }

    /// `page` with each link's `old` bytes replaced by its `new` in its part from the first `open`
    /// to the `close` after it; refused when `refusedBefore` is found before that part (the map's
    /// picture, which shows the titles in boxes laid out for them).
    package static func retitled(_ page: [UInt8], from open: String, to close: String, refusedBefore: String? = nil, links: [Link]) -> Page {
        guard let start = page[...].place(of: Array(open.utf8)), let end = page[start.upperBound...].place(of: Array(close.utf8)) else {
            return .refused
        }
        var part = Array(page[start.upperBound..<end.lowerBound])
        var changed = false
        for link in links {
            // Every link to the screen shows the title kept, or the page is not as it was written.
            guard part[...].count(of: link.href) == part[...].count(of: link.old) else { return .refused }
            var made: [UInt8] = []
            var rest = part[...]
            while let found = rest.place(of: link.old) {
                made += rest[..<found.lowerBound]
                made += link.new
                rest = rest[found.upperBound...]
            }
            guard !made.isEmpty else { continue }
            part = made + rest
            changed = true
        }
        guard changed else { return .unchanged }
        if let refusedBefore, page[..<start.lowerBound].place(of: Array(refusedBefore.utf8)) != nil { return .refused }
        let made = Array(page[..<start.upperBound]) + part + page[end.lowerBound...]
        return PageChecker.isWellFormed(made) ? .changed(made) : .refused
    }
}
