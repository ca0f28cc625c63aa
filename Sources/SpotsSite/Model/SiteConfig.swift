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
    /// Warnings are errors.
    public var strict = false
    /// Data every screen's key paths can read (a screen's own data wins on a clash).
    public var data: DataSource?

    /// Creates the default settings.
    public init() {}
}
