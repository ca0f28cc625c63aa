import SpotsFormat

/// How a `--client` preview marks what an old app shows differently (`ClientMark`): the part it
/// shows in a dashed outline under a label saying what the app does, or, for a part the app
/// leaves out, the label alone in its place. Built pages carry no mark, so they have none of it.
enum ClientMarkup {
    /// What `render` writes, as `mark` has it: as it is without a mark, the label alone for a part
    /// the app leaves out (not rendered at all), or inside the outline under the label.
    static func apply(_ mark: ClientMark?, render: () -> [UInt8]?) -> [UInt8]? {
        guard let mark else { return render() }
        return mark.isHidden ? hidden(mark) : render().map { wrap($0, in: mark) }
    }

    /// `html` inside the mark's outline, under its label.
    static func wrap(_ html: [UInt8], in mark: ClientMark) -> [UInt8] {
        Array("<div class=\"client-fallback\"><p class=\"client-note\">\(mark.note.htmlEscaped)</p>".utf8) + html + Array("</div>".utf8)
    }

    /// The label alone, where the app shows nothing.
    static func hidden(_ mark: ClientMark) -> [UInt8] {
        Array("<div class=\"client-fallback client-hidden\"><p class=\"client-note\">\(mark.note.htmlEscaped)</p></div>".utf8)
    }

    /// What a `--client` page says atop its components: which app it shows the page as.
    static func banner(_ note: String) -> [UInt8] {
        Array("<p class=\"client-banner\">\(note.htmlEscaped)</p>".utf8)
    }
}
