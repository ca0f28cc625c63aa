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

    /// Creates the default settings.
    public init() {}
}
