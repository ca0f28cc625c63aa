/// The text a build writes into its pages (`build --text`, the audit's contexts): the screens' own
/// words, or words that stress a layout the way translations and long content do. Only the text a
/// reader sees changes (`ScreenText` says which), never markup, URLs or identifiers.
package enum TextMode: String, Sendable, CaseIterable, Comparable {
    /// The screens' words as written.
    case asWritten = "as-written"
    /// Each string pseudo-localised (`PseudoText`): accented, about 40% longer, in brackets.
    case pseudo
    /// Each string at the longest value its field has on any screen (`LongestText`).
    case long

    /// The words for a context: "as-written text", "pseudo text", "long text".
    package var phrase: String {
        switch self {
        case .asWritten: "as-written text"
        case .pseudo: "pseudo text"
        case .long: "long text"
        }
    }

    /// Whether a page in it depends on every screen, not only on its own: in long text each string is
    /// the longest its field has on any screen. So no build may take a page as it was when another
    /// screen changed: `build --incremental` and `serve` render every page, and the catalog writes
    /// no example page in it.
    package var readsEveryScreen: Bool { self == .long }

    package static func < (lhs: TextMode, rhs: TextMode) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
