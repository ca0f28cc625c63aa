/// `Content/site.json`: site-wide settings.
package struct SiteConfig: Sendable, Equatable {
    /// The site's name, shown in every page's header and title.
    package var title = "Screens"
    /// A one-line description.
    package var description: String?
    /// The public address (`https://crew.example.com/`), for absolute sitemap URLs.
    package var baseURL: String?
    /// The pages' `lang`.
    package var language = "en"
    /// The pages' `dir`: `ltr`, `rtl` or `auto`; nil takes it from `language` (Arabic, Hebrew,
    /// Persian, Urdu and the other right-to-left scripts' languages are `rtl`).
    package var direction: String?
    /// The site navigation in every page's header; nil shows the home page and the screens
    /// directly in `screens/`.
    package var navigation: [NavigationEntry]?
    /// Warnings are errors.
    package var strict = false
    /// Data every screen's key paths can read (a screen's own data wins on a clash).
    package var data: DataSource?
    /// Whether the build makes the design catalog at `catalog/` (`"catalog": false` turns it off).
    package var catalog = true
    /// The app's map and the checks of its navigation graph (`flow`).
    package var flow = FlowSettings()
    /// The warnings and notes silenced by rule and path (`diagnostics.ignore`).
    package var diagnostics = DiagnosticIgnores()
    /// The oldest app version still supported on each platform (`clients`), by platform name
    /// (`ios`, `android`); `sortedByPlatform` lists them.
    package var clients: [String: ClientVersion] = [:]
    /// The platforms `clients` names, a version that is not one or not: a platform named with a
    /// bad version is an error of its own, not one `since` does not know.
    package var clientPlatforms: Set<String> = []

    /// Creates the default settings.
    package init() {}

    /// `dir` for the pages.
    package var resolvedDirection: String {
        direction ?? (Self.rightToLeftLanguages.contains(language.split(separator: "-").first.map { $0.lowercased() } ?? "") ? "rtl" : "ltr")
    }

    /// Languages written right to left by default (their primary subtags).
    package static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "khw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}

/// One link of the site navigation, from `site.json`'s `navigation`.
package struct NavigationEntry: Sendable, Equatable {
    /// The link text.
    package var title: String
    /// Where it leads, as an item action.
    package var action: String
    /// Where `action` is written, for diagnostics.
    package var actionLocation: SourceLocation
    /// The JSON path of the entry (`navigation[1]`).
    package var path: String
}
