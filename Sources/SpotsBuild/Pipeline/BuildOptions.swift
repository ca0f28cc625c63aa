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
    /// The files an editor holds open, read as the editor has them (`spots-site lsp`); nil for
    /// every other command, which reads the files as saved.
    package var documents: OpenDocuments?
    /// Whether a build takes from the previous output the pages whose inputs are unchanged
    /// (`--incremental`; see `PageInputs`), instead of rendering every page.
    public var incremental = false
    /// What the build is for (`BuildPurpose`): publish, check, preview, or what a feature declares.
    public var purpose = BuildPurpose.publish
    /// How the build views the site (`SiteView`): as an app version renders it (`--client`), in a
    /// text mode (`--text`), inspected (`--inspect`), or as built.
    package var view = SiteView.built
    /// Whether a build with errors writes every page it can, each screen whose page cannot be made
    /// given a page of its errors (`build --keep-going`, `ErrorPages`); it still fails.
    public var keepsGoing = false
    /// Whether the build's problems are only printed as the text format's limited report and
    /// counted (`build` in the text format, not watching, without `--all-diagnostics`): then the
    /// quick update of `build --incremental` may print the report the last build kept rather than
    /// read every page's problems again (`KeptReport`, `RenderedSite.keptReport`).
    package var reportsDigest = false
    /// How much rendering a page may take (`RenderBudget`); the tests make it smaller.
    package var pageBudget = RenderBudget.page
    /// What an audit of the site found (`build --audit DIR`, the audit's report folder), shown on
    /// the catalog's kind pages; nil when the build was given no audit.
    package var audited: AuditedFindings?

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
