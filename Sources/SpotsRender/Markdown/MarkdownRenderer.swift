internal import CCmark
import Foundation
import SpotsFormat

/// CommonMark to HTML through cmark, in its safe mode: raw HTML and `javascript:`-style URLs are dropped.
///
/// Every link and image destination is handed to a rewriter first, so markdown can link to screens
/// with the same forms as item actions (`[Ada](profile:1)`), and a destination the rewriter refuses
/// leaves its text in place instead of an empty link. This is the only file that touches cmark.
package enum MarkdownRenderer {
    /// The version of the cmark the program runs with ("0.30.2").
    static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// What a destination belongs to.
    package enum Destination { case link, image }

    /// Decides what a destination becomes: a new URL, or nil to keep only the text.
    package typealias Rewriter = (Destination, String) -> String?

    /// What rendering gave.
    package struct Rendered {
        package var html = ""
        /// The destinations of images written without a description (`![](photo.jpg)`), which
        /// get `alt=""` and so say nothing to a screen reader.
        var imagesWithoutAlt: [String] = []
        /// The destinations of links with no text (`[](people)`); they are left out, as nobody
        /// could see or hear them.
        var emptyLinks: [String] = []
    }

    /// The HTML of `markdown`; empty for empty input.
    package static func html(from markdown: String, rewrite: Rewriter = { _, url in url }) -> String {
        render(markdown, rewrite: rewrite).html
    }

    /// Renders `markdown` with its headings moved so that its highest one becomes
    /// `<h{headingLevel}>` and none skips a level (capped at `h6`): markdown inside an item
    /// cannot add a second `h1` to a page or break its outline.
    package static func render(_ markdown: String, headingLevel: Int = 1, rewrite: Rewriter = { _, url in url }) -> Rendered {
        var result = Rendered()
        guard !markdown.isEmpty else { return result }
        let rendered: String? = parsed(markdown) { source, length, document in
            // Links and images need '[' or '<' in the source; without either there is nothing to rewrite.
            // (memchr: a scan byte by byte through the String was 1.7% of a build.)
            let has = { (byte: UInt8) in memchr(source, Int32(byte), length) != nil }
            if has(UInt8(ascii: "[")) || has(UInt8(ascii: "<")) {
                (result.imagesWithoutAlt, result.emptyLinks) = rewriteDestinations(in: document, rewrite)
            }
            // A heading needs '#', or a line of '=' or '-' under its text.
            if has(UInt8(ascii: "#")) || has(UInt8(ascii: "\n")) {
                shiftHeadings(in: document, to: headingLevel)
            }
            guard let output = cmark_render_html(document, options) else { return nil }
            return String(cString: output)
        }
        result.html = rendered ?? ""
        return result
    }

    /// The text a reader sees of `markdown`, without its markup: each block on a line, a soft break
    /// a space, raw HTML (which the safe mode drops) left out. `*very* first` is `very first`.
    package static func plainText(from markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        return parsed(markdown) { _, _, document -> String? in
            guard let iterator = cmark_iter_new(document) else { return nil }
            defer { cmark_iter_free(iterator) }
            var text = ""
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(node)
                if event == CMARK_EVENT_EXIT {
                    // A block ends its line (a list's items and a quote's paragraphs end their own).
                    if [CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING].contains(type), !text.hasSuffix("\n") { text += "\n" }
                    continue
                }
                switch type {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK: text += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                case CMARK_NODE_SOFTBREAK: text += " "
                case CMARK_NODE_LINEBREAK: text += "\n"
                default: break
                }
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        } ?? markdown
    }

    /// `markdown` with the text of each of its text nodes changed by `change` (told whether the
    /// node is the first and the last with more than whitespace), written back as CommonMark: its markup, links, code and
    /// images' destinations stay as they were. `markdown` unchanged when it has no text.
    package static func transformingText(_ markdown: String, _ change: (String, _ isFirst: Bool, _ isLast: Bool) -> String) -> String {
        guard !markdown.isEmpty else { return markdown }
        return parsed(markdown) { _, _, document -> String? in
            guard let iterator = cmark_iter_new(document) else { return nil }
            var texts: [OpaquePointer] = []
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_TEXT {
                    texts.append(node)
                }
            }
            cmark_iter_free(iterator)
            let words = texts.map { node in (node, cmark_node_get_literal(node).map { String(cString: $0) } ?? "") }
                .filter { !$0.1.allSatisfy(\.isWhitespace) }
            guard !words.isEmpty else { return nil }
            for (index, (node, text)) in words.enumerated() {
                _ = cmark_node_set_literal(node, change(text, index == 0, index == words.count - 1))
            }
            guard let output = cmark_render_commonmark(document, options, 0) else { return nil }
            let written = String(cString: output)
            return written.hasSuffix("\n") && !markdown.hasSuffix("\n") ? String(written.dropLast()) : written
        } ?? markdown
    }

    /// cmark ≥ 0.29 is safe unless CMARK_OPT_UNSAFE is given; it is never given here.
    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8

    /// `body` of `markdown`'s document (with its source and length in bytes), parsed in this thread's
    /// arena, which is emptied at once when `body` is done (or when the outermost parse on this thread
    /// ends, should a rewriter render markdown too); nil when it cannot be parsed.
    private static func parsed<T>(_ markdown: String, _ body: (UnsafePointer<CChar>, Int, OpaquePointer) -> T?) -> T? {
        spots_cmark_arena_enter()
        defer { spots_cmark_arena_leave() }
        return markdown.withCString { source in
            guard let parser = cmark_parser_new_with_mem(options, spots_cmark_arena()) else { return nil }
            let length = markdown.utf8.count
            cmark_parser_feed(parser, source, length)
            let document = cmark_parser_finish(parser)
            cmark_parser_free(parser)
            return document.flatMap { body(source, length, $0) }
        }
    }

    /// Moves the headings so the highest of them is at `level`, and no heading is more than one
    /// level below the heading before it (`#` then `###` becomes h3 then h4 at level 3).
    private static func shiftHeadings(in document: OpaquePointer, to level: Int) {
        var headings: [(node: OpaquePointer, level: Int)] = []
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_HEADING else {
                continue
            }
            headings.append((node, Int(cmark_node_get_heading_level(node))))
        }
        guard let highest = headings.map(\.level).min() else { return }
        var previous = level - 1
        for heading in headings {
            let shifted = min(6, heading.level - highest + level, previous + 1)
            cmark_node_set_heading_level(heading.node, Int32(shifted))
            previous = shifted
        }
    }

    /// Rewrites every link and image destination; returns those of images with no description
    /// and of links with no text, which are removed.
    private static func rewriteDestinations(in document: OpaquePointer, _ rewrite: Rewriter) -> (images: [String], links: [String]) {
        var targets: [(node: OpaquePointer, destination: Destination)] = []
        var withoutAlt: [String] = []
        var emptyLinks: [String] = []
        guard let iterator = cmark_iter_new(document) else { return ([], []) }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK: targets.append((node, .link))
            case CMARK_NODE_IMAGE: targets.append((node, .image))
            default: break
            }
        }
        // Changed after the walk: unlinking nodes while iterating would confuse the iterator.
        for target in targets {
            let url = cmark_node_get_url(target.node).map { String(cString: $0) } ?? ""
            if target.destination == .link, !hasText(target.node) {
                emptyLinks.append(url)
                unwrap(target.node)
                continue
            }
            if !url.isEmpty, !isDangerous(url), let replacement = rewrite(target.destination, url) {
                cmark_node_set_url(target.node, replacement)
                if target.destination == .image, !hasText(target.node) { withoutAlt.append(url) }
            } else {
                unwrap(target.node)
            }
        }
        return (withoutAlt, emptyLinks)
    }

    /// Whether any text (not only spaces) is inside `node`.
    private static func hasText(_ node: OpaquePointer) -> Bool {
        guard let iterator = cmark_iter_new(node) else { return false }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return false }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator), child != node,
                let literal = cmark_node_get_literal(child)
            else { continue }
            if String(cString: literal).contains(where: { !$0.isWhitespace }) { return true }
        }
    }

    /// Replaces a link or image by its children: the text stays, the destination goes.
    private static func unwrap(_ node: OpaquePointer) {
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_insert_before(node, child)
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// The schemes cmark's safe mode drops, checked here so they never reach the rewriter.
    static func isDangerous(_ url: String) -> Bool {
        // Compare the scheme byte by byte, ignoring case and the whitespace browsers ignore.
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { break }
            if byte <= 0x20 { continue }
            scheme.append(byte | 0x20)
            if scheme.count > 10 { return false }
        }
        switch String(decoding: scheme, as: UTF8.self) {
        case "javascript", "vbscript", "file": return true
        case "data":
            let lowered = url.lowercased()
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lowered.hasPrefix($0) }
        default: return false
        }
    }
}
