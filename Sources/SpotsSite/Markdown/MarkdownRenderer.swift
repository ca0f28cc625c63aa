internal import CCmark

/// CommonMark to HTML through cmark, in its safe mode: raw HTML and `javascript:`-style URLs are dropped.
///
/// This is the only file that touches cmark.
enum MarkdownRenderer {
    /// The HTML of `markdown`; empty for empty input.
    static func html(from markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        // cmark ≥ 0.29 is safe unless CMARK_OPT_UNSAFE is given; it is never given here.
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        let length = markdown.utf8.count
        let rendered: String? = markdown.withCString { source in
            guard let output = cmark_markdown_to_html(source, length, options) else { return nil }
            defer { spots_cmark_free(output) }
            return String(cString: output)
        }
        return rendered ?? ""
    }
}
