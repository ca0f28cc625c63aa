/// What a build is for, as a value: the core's own (`publish`, `check`, `preview`) and those the
/// features declare (the audit's, a review side's), each saying what its builds make. A command
/// chooses one; the steps read what it says, never which command runs.
public struct BuildPurpose: Sendable, Equatable, CustomStringConvertible {
    /// Its name, for logs and tests: `publish`, `audit`, `review`.
    public var name: String
    /// Whether each item's element names the line of its screen file that made it (`SourceMark`):
    /// a build that no one publishes and a browser measures.
    package var marksSources = false
    /// Whether the features' own pages (the catalog, the map) are made beside the screens' pages.
    /// The features stay on either way, so the pages read as published (their footers link to them).
    package var makesFeaturePages = true
    /// How pages name the content folder when it is not by its own name: two folders of different
    /// names built to be compared as one, so that only what they hold tells their pages apart.
    package var contentPageName: String?

    package init(name: String, marksSources: Bool = false, makesFeaturePages: Bool = true, contentPageName: String? = nil) {
        self.name = name
        self.marksSources = marksSources
        self.makesFeaturePages = makesFeaturePages
        self.contentPageName = contentPageName
    }

    public var description: String { name }

    /// `build`: the site to publish, written to the output folder.
    public static let publish = BuildPurpose(name: "publish")
    /// `check` and `flow`: every page made and checked, nothing written.
    public static let check = BuildPurpose(name: "check")
    /// `serve`: the site held in memory for the preview, brought up to date on each change.
    public static let preview = BuildPurpose(name: "preview")
}
