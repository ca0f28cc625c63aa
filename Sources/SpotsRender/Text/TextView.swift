import SpotsFormat

/// A screen in a text mode (`build --text`, the audit's contexts): its screen text (`ScreenText`)
/// pseudo-localised or at its longest, the rest of it as written.
package struct TextView: Sendable {
    /// The mode.
    package let mode: TextMode
    /// The longest values of the site's fields, for `.long`.
    package let longest: LongestText?

    /// The view of `mode` over a site of `screens` (read only for `.long`).
    package init(mode: TextMode, screens: @autoclosure () -> [Screen]) {
        self.mode = mode
        longest = mode == .long ? LongestText(screens()) : nil
    }

    /// `screen` in the view's mode.
    package func apply(to screen: Screen) -> Screen {
        switch mode {
        case .asWritten: return screen
        case .pseudo:
            return ScreenText.map(screen) { _, form, value in
                form == .plain
                    ? PseudoText.transform(value)
                    : MarkdownRenderer.transformingText(value) { PseudoText.transform($0, opens: $1, closes: $2) }
            }
        case .long:
            guard let longest else { return screen }
            return ScreenText.map(screen) { longest.lengthened($2, field: $0, form: $1) }
        }
    }
}
