import Foundation
import SpotsFormat
import SpotsRender

/// A build while its steps run, kept by `spots-site serve` between runs: the options, what only
/// `serve` and `--incremental` set (`run`), the caches, and one product per phase. Each step makes
/// one product from the earlier ones and replaces it whole; each product carries the problems its
/// phase found, and each step says what of its product goes into the site (`BuildStep.output`):
///
/// `LoadedContent` (Find content, Read screens) and `TemplateSet` (Load templates) → `SiteOutline`
/// (Outline) → `RenderedPages` (Render and validate pages) → a `BuildStep.Output` per generator.
package struct BuildContext: Sendable {
    package let options: BuildOptions
    /// The content folder and how diagnostics name it.
    package let contentFolder: ContentFolder
    /// What this run covers and where its pages go: all that only `serve` and `--incremental` set.
    package var run = BuildRun()
    /// The data files read so far, shared by every screen.
    package var dataFiles: DataFiles
    /// Where the time went: every step's; the templates' and screens' with `options.metrics`.
    package var metrics = BuildMetrics()
    /// Collects the templates' times, with `options.metrics`.
    package var templateTimer: TemplateTimer?
    /// `Find content` and `Read screens`: the content folder's model.
    package var content = LoadedContent()
    /// `Load templates`.
    package var templates = TemplateSet()
    /// `Outline`: what many pages need.
    package var outline = SiteOutline()
    /// `Render and validate pages`: each screen's page.
    package var rendered = RenderedPages()
    /// What each generator made, by its name (`GeneratorStep` reads and replaces its own).
    package var generated: [String: BuildStep.Output] = [:]
    /// The steps that failed in this run, one error each.
    var failures: [Diagnostic] = []

    package init(options: BuildOptions) {
        self.options = options
        var folder = ContentFolder(
            url: options.content, displayName: FolderName.display(of: options.content), maxFileSize: options.maxFileSize,
            documents: options.documents)
        if let name = options.purpose.contentPageName { folder.pageName = name }
        contentFolder = folder
        dataFiles = DataFiles(content: contentFolder)
    }

    /// How pages name the content and templates folders' files, wherever the build runs.
    package var pageFileNames: PageFileNames {
        PageFileNames(folders: [
            (contentFolder.displayName, contentFolder.pageName),
            (FolderName.display(of: options.templates), options.templates.standardizedFileURL.lastPathComponent),
        ])
    }

    /// Whether this is `build --incremental`: a build that writes its pages, and records what
    /// they were made from. Not in a text mode where one screen's change may change every page
    /// (`TextMode.readsEveryScreen`): that build renders every page, and updates its output in place.
    var isIncrementalBuild: Bool {
        guard options.incremental, !options.view.text.readsEveryScreen, case .staging = run.pageSink else { return false }
        return true
    }

    /// Each feature of the build, in order, and whether this build makes it (`--no-catalog` and
    /// `"catalog": false` turn the catalog off).
    package var featureStates: [(feature: any SiteFeature, isOn: Bool)] {
        let (options, config) = (options, content.config)
        return options.features.map { ($0, $0.isOn(options: options, config: config)) }
    }

    /// The features this build makes, and those it does not.
    package var features: (on: [any SiteFeature], off: [any SiteFeature]) {
        let states = featureStates
        return (states.filter(\.isOn).map(\.feature), states.filter { !$0.isOn }.map(\.feature))
    }

    /// The parts of each screen the features that are on show whole (`SiteFeature.shownParts`),
    /// by route, once the outline has their plans; nil when one of them may show any part.
    package var shownParts: [Route: [String]]? {
        var shown: [Route: [String]] = [:]
        for (feature, plan) in zip(features.on, outline.features) {
            guard let parts = feature.shownParts(of: plan) else { return nil }
            shown.merge(parts, uniquingKeysWith: +)
        }
        return shown
    }

    /// The plans of the features that are on, for the screens as read now.
    package func featurePlans() -> [FeaturePlan] {
        features.on.map { $0.plan(content: content, templates: templates) }
    }
}
