import Foundation
import SpotsFormat
import SpotsRender

/// Where a build reads and writes, and how strict it is.
public struct BuildOptions: Sendable {
    /// The content folder (`Content`).
    public var content: URL
    /// The project's templates folder (`Templates`); a missing folder means the built-in theme alone.
    public var templates: URL
    /// Whether `templates` was named by the user, so a missing folder is an error.
    public var templatesRequired: Bool
    /// The output folder (`Output`).
    public var output: URL
    /// Turn warnings into errors.
    public var strict: Bool
    /// The largest screen or data file read, in bytes: a larger one is an error, so a mistaken
    /// export cannot take the machine's memory (`--max-screen-size`).
    public var maxFileSize = FileSize.defaultLimit
    /// Whether the build times its steps, templates and screens (`--metrics`).
    public var metrics = false
    /// Whether the build makes the design catalog (`--no-catalog` turns it off; so does
    /// `"catalog": false` in site.json).
    public var catalog = true
    /// Whether the build draws the app's map at `flow/` (`--no-flow` turns it off; so does
    /// `"flow": false` in site.json).
    public var flow = true
    /// The parts of a site made beside the screens' pages (the design catalog), in order: the
    /// command line lists them (`SiteFeatures.all`).
    package var features: [any SiteFeature] = []
    /// Whether a build takes from the previous output the pages whose inputs are unchanged
    /// (`--incremental`; see `PageInputs`), instead of rendering every page.
    public var incremental = false
    /// The app version the site is built as (`--client ios@3.0`): every kind and field it does not
    /// know replaced or left out, and marked (`ClientView`); nil builds the site as it is.
    package var client: ClientTarget?
    /// The text the pages show (`--text pseudo|long`): the screens' own, or text that stresses
    /// their layout (`TextView`).
    package var text = TextMode.asWritten
    /// Whether each item's element names the line of its screen file that made it (`SourceMark`):
    /// the audit's builds, which no one publishes.
    package var marksSources = false
    /// Whether each item and component has its inspect panel beside it (`build --inspect`,
    /// `serve`'s `?inspect=on`): its kind, template, source line and data.
    package var inspects = false
    /// Whether a build with errors writes every page it can, each screen whose page cannot be made
    /// given a page of its errors (`build --keep-going`, `ErrorPages`); it still fails.
    public var keepsGoing = false
    /// Whether the build makes the screens' pages and the core's only, not the features' pages
    /// (the catalog, the map): the audit's builds, which open screen pages alone. The features
    /// stay on, so the pages read as published (their footers link to the catalog and the map).
    package var screenPagesOnly = false
    /// How much rendering a page may take (`RenderBudget`); the tests make it smaller.
    package var pageBudget = RenderBudget.page
    /// What an audit of the site found (`build --audit DIR`, the audit's report folder), shown on
    /// the catalog's kind pages; nil when the build was given no audit.
    package var audited: AuditedFindings?
    /// How pages name the content folder when it is not by its own name: `spots-site diff` builds
    /// two folders of different names as one, so that only what they hold tells their pages apart.
    public var contentPageName: String?

    /// Options for a project folder laid out as the spec says.
    public init(
        content: URL, templates: URL, templatesRequired: Bool = false, output: URL, strict: Bool = false, maxFileSize: Int = FileSize.defaultLimit
    ) {
        self.maxFileSize = maxFileSize
        self.content = content
        self.templates = templates
        self.templatesRequired = templatesRequired
        self.output = output
        self.strict = strict
    }

    /// Why the site may not be written to `target` (the output's, links resolved): it is
    /// inside the content or templates folder, so each build would copy the last site into the
    /// next; nil when it may.
    public func placementProblem(of target: URL) -> Diagnostic? {
        let outputPath = RealPath.ofPossiblyMissing(target.path)
        for (folder, role) in [(content, "content"), (templates, "templates")] {
            guard RealPath.isInside(outputPath, RealPath.ofPossiblyMissing(folder.path)) else { continue }
            return Diagnostic(
                .error, rule: .outputFolder, file: FolderName.display(of: output),  // as named: the user may not know the link
                message:
                    "the output folder is inside the \(role) folder \(FolderName.display(of: folder))/, so each build would copy the last site into the next",
                hint: "choose an --output outside \(FolderName.display(of: folder))/, such as Output")
        }
        return nil
    }
}
