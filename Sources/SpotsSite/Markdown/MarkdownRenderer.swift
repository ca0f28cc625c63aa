internal import CCmark

/// CommonMark to HTML through cmark, in its safe mode: raw HTML and `javascript:`-style URLs are dropped.
///
/// Every link and image destination is handed to a rewriter first, so markdown can link to screens
/// with the same forms as item actions (`[Ada](profile:1)`), and a destination the rewriter refuses
/// leaves its text in place instead of an empty link. This is the only file that touches cmark.
enum MarkdownRenderer {
    /// What a destination belongs to.
    enum Destination { case link, image }

    /// Decides what a destination becomes: a new URL, or nil to keep only the text.
    typealias Rewriter = (Destination, String) -> String?

    /// The HTML of `markdown`; empty for empty input.
    static func html(from markdown: String, rewrite: Rewriter = { _, url in url }) -> String {
        guard !markdown.isEmpty else { return "" }
        // cmark ≥ 0.29 is safe unless CMARK_OPT_UNSAFE is given; it is never given here.
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        let length = markdown.utf8.count
        let rendered: String? = markdown.withCString { source in
            guard let document = cmark_parse_document(source, length, options) else { return nil }
            defer { cmark_node_free(document) }
            // Links and images need '[' or '<' in the source; without either there is nothing to rewrite.
            if markdown.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") }) {
                rewriteDestinations(in: document, rewrite)
            }
            guard let output = cmark_render_html(document, options) else { return nil }
            defer { spots_cmark_free(output) }
            return String(cString: output)
        }
        return rendered ?? ""
    }

    private static func rewriteDestinations(in document: OpaquePointer, _ rewrite: Rewriter) {
        var targets: [(node: OpaquePointer, destination: Destination)] = []
        guard let iterator = cmark_iter_new(document) else { return }
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
            if !url.isEmpty, !isDangerous(url), let replacement = rewrite(target.destination, url) {
                cmark_node_set_url(target.node, replacement)
            } else {
                unwrap(target.node)
            }
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
