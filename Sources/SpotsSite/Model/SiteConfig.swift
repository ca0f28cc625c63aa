/// `Content/site.json`: site-wide settings.
struct SiteConfig: Sendable, Equatable {
    /// The site's name, shown in every page's header and title.
    var title = "Screens"
    /// A one-line description.
    var description: String?
    /// The public address (`https://crew.example.com/`), for absolute sitemap URLs.
    var baseURL: String?
    /// The pages' `lang`.
    var language = "en"
    /// The pages' `dir`: `ltr`, `rtl` or `auto`; nil takes it from `language` (Arabic, Hebrew,
    /// Persian, Urdu and the other right-to-left scripts' languages are `rtl`).
    var direction: String?
    /// The site navigation in every page's header; nil shows the home page and the screens
    /// directly in `screens/`.
    var navigation: [NavigationEntry]?
    /// Warnings are errors.
    var strict = false
    /// Data every screen's key paths can read (a screen's own data wins on a clash).
    var data: DataSource?
    /// Whether the build makes the design catalog at `catalog/` (`"catalog": false` turns it off).
    var catalog = true

    /// Creates the default settings.
    init() {}

    /// `dir` for the pages.
    var resolvedDirection: String {
        direction ?? (Self.rightToLeftLanguages.contains(language.split(separator: "-").first.map { $0.lowercased() } ?? "") ? "rtl" : "ltr")
    }

    /// Languages written right to left by default (their primary subtags).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "khw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}

/// One link of the site navigation, from `site.json`'s `navigation`.
struct NavigationEntry: Sendable, Equatable {
    /// The link text.
    var title: String
    /// Where it leads, as an item action.
    var action: String
    /// Where `action` is written, for diagnostics.
    var actionLocation: SourceLocation
    /// The JSON path of the entry (`navigation[1]`).
    var path: String
}
