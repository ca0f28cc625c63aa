import SpotsFormat
import SpotsRender

/// A part of a site made beside the screens' own pages, such as the design catalog
/// (`SpotsCatalog`). It joins a build in two places, without the core naming it: at the outline,
/// with its plan (its model, and the files and pages its generators will write), and with its
/// generators, after the screens' pages. `BuildOptions.features` lists the features a build has;
/// the command line lists them once (`SiteFeatures.all`).
package protocol SiteFeature: Sendable {
    /// Its name, as the inputs of every page record it (`catalog`).
    var name: String { get }
    /// The theme's files it owns (`assets/catalog`): written only when it is on.
    var assetPrefix: String? { get }
    /// The folder of the output that holds its pages and files (`catalog/`), if they are in one.
    var folder: String? { get }
    /// The files it may write at the output's root, outside its folder (the catalog's `_headers`):
    /// names no screen may take (`OutputPlan.reservedNames`).
    var rootFiles: [String] { get }
    /// What makes its files, each a step of its own, in order, after the screens' pages, the
    /// index and the 404 page. A new page of the feature is one more here.
    var generators: [any PageGenerator] { get }
    /// How a clash with one of its files names it.
    var owner: OutputPlan.FileOwner { get }
    /// The page every page's footer links to (`{{catalog}}`), if any.
    var link: Route? { get }
    /// Whether this build makes it (its option, and `site.json`).
    func isOn(options: BuildOptions, config: SiteConfig) -> Bool
    /// What its generators read, made once from the screens as read (the catalog's kinds, uses
    /// and shapes); made beside the outline, on another core.
    func model(content: LoadedContent, templates: TemplateSet) -> any Sendable
    /// What it finds once the outline is made: problems that read the plan.
    func problems(of plan: FeaturePlan, templates: TemplateSet) -> [Diagnostic]
    /// The HTTP headers some of its files need from whatever serves them, by the file's path under
    /// the output folder (the catalog's story index, read from another origin): written for static
    /// hosts by the feature, sent by `spots-site serve`.
    func headers(of file: String) -> [(name: String, value: String)]
    /// The JSON paths of the parts of each screen (components and items) whose every field it
    /// shows (the catalog's examples), by the screen's route, with `plan` its plan; nil when it
    /// may show any part of any screen. The subtitles and images outside them are left out of the screens'
    /// footprints (`ScreenFootprint`), and in `build` and `check` only the screens named here are
    /// kept whole once their pages are made (the others are hollowed, `Screen.hollow`; with nil,
    /// none is).
    func shownParts(of plan: FeaturePlan) -> [Route: [String]]?
    /// Its files that show parts of the changed screens (`shownParts`; `input.changed`) or their
    /// titles (`input.retitled`), made again for the quick update from what it kept in the output
    /// (`QuickFeatureInput.keptFile`) and those screens, every other file of it as the last build
    /// left it; nil when it cannot (every step then runs). A feature that shows no part of any
    /// screen makes none. In batches, as `GeneratedFiles` are: each batch is made and rendered on
    /// its own, so that what a batch's documents hold is let go as they are rendered.
    func quickFiles(_ input: QuickFeatureInput) -> [@Sendable () -> [GeneratedFile]]?
}

extension SiteFeature {
    package func headers(of file: String) -> [(name: String, value: String)] { [] }

    package var folder: String? { nil }

    package var rootFiles: [String] { [] }

    /// Whether a file of the output (`catalog/search.js`, `assets/catalog.js`) is one of its
    /// own: in its folder, or one of the theme's files it owns (by the theme's names: a content
    /// asset `assets/catalogue-cover.svg` is not the catalog's).
    package func owns(_ path: String) -> Bool {
        if let folder, path.hasPrefix(folder) { return true }
        guard let assetPrefix, path.hasPrefix(assetPrefix) else { return false }
        return BuiltinTemplates.files[path] != nil
    }

    /// Any part, unless the feature says which.
    package func shownParts(of plan: FeaturePlan) -> [Route: [String]]? { nil }

    /// None: every step runs when a part it may show changes.
    package func quickFiles(_ input: QuickFeatureInput) -> [@Sendable () -> [GeneratedFile]]? { nil }

    /// Its generators' steps.
    package var steps: [BuildStep] { generators.map { .generating($0, feature: name) } }

    /// Its plan for the screens as read: its model, and what each generator plans from it.
    package func plan(content: LoadedContent, templates: TemplateSet) -> FeaturePlan {
        let model = model(content: content, templates: templates)
        let plans = generators.map { $0.plan(of: model) }
        return FeaturePlan(
            feature: name, files: plans.flatMap(\.files), pages: plans.flatMap(\.pages), otherRoutes: plans.flatMap(\.otherRoutes), owner: owner,
            link: link, model: model)
    }
}

/// What a feature will write, known before any page renders, so links to its pages are checked
/// and a screen that would write one of its files is an error.
package struct FeaturePlan: Sendable {
    /// The name of the feature it is the plan of.
    package var feature: String
    /// Its files besides its pages (`catalog/index.json`).
    package var files: [String]
    /// Its pages, with their titles, for the sitemap and `routes.json`.
    package var pages: [(route: Route, title: String)]
    /// Its other pages (each rendered example of the catalog): planned, not listed.
    package var otherRoutes: [Route]
    /// How a clash with one of its files names it.
    package var owner: OutputPlan.FileOwner
    /// The page every page's footer links to (`{{catalog}}`), if any.
    package var link: Route?
    /// What its steps read (the catalog's kinds, uses and shapes).
    package var model: any Sendable

    package init(
        feature: String, files: [String], pages: [(route: Route, title: String)], otherRoutes: [Route], owner: OutputPlan.FileOwner, link: Route?,
        model: any Sendable
    ) {
        self.feature = feature
        self.files = files
        self.pages = pages
        self.otherRoutes = otherRoutes
        self.owner = owner
        self.link = link
        self.model = model
    }

    /// Every file it writes: its pages', its other routes', and its own.
    package var allFiles: [String] { (pages.map(\.route) + otherRoutes).map(\.outputFile) + files }

    /// Its routes, to tell whether a change of screens changes what it writes.
    package var routes: [Route] { pages.map(\.route) + otherRoutes }
}
