/// `Content/site.json`: site-wide settings.
public struct SiteConfig: Sendable, Equatable {
    /// The site's name, shown in every page's header and title.
    public var title = "Screens"
    /// A one-line description.
    public var description: String?
    /// The public address (`https://crew.example.com/`), for absolute sitemap URLs.
    public var baseURL: String?
    /// The pages' `lang`.
    public var language = "en"
    /// The pages' `dir`: `ltr`, `rtl` or `auto`; nil takes it from `language` (Arabic, Hebrew,
    /// Persian, Urdu and the other right-to-left scripts' languages are `rtl`).
    public var direction: String?
    /// The site navigation in every page's header; nil shows the home page and the screens
    /// directly in `screens/`.
    public var navigation: [NavigationEntry]?
    /// Warnings are errors.
    public var strict = false
    /// Data every screen's key paths can read (a screen's own data wins on a clash).
    public var data: DataSource?

    /// Creates the default settings.
    public init() {}

    /// `dir` for the pages.
    public var resolvedDirection: String {
        direction ?? (Self.rightToLeftLanguages.contains(language.split(separator: "-").first.map { $0.lowercased() } ?? "") ? "rtl" : "ltr")
    }

    /// Languages written right to left by default (their primary subtags).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "khw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}

/// One link of the site navigation, from `site.json`'s `navigation`.
public struct NavigationEntry: Sendable, Equatable {
    /// The link text.
    public var title: String
    /// Where it leads, as an item action.
    public var action: String
    /// Where `action` is written, for diagnostics.
    public var actionLocation: SourceLocation
    /// The JSON path of the entry (`navigation[1]`).
    public var path: String
}
