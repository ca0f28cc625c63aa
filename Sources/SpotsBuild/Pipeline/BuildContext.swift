import Foundation
import SpotsFormat
import SpotsRender

/// The state the steps share while a site builds, and that `spots-site serve` keeps between runs:
/// each step reads what earlier steps made and writes its own part.
package struct BuildContext: Sendable {
    package let options: BuildOptions
    /// The content folder and how diagnostics name it.
    package let contentFolder: ContentFolder
    /// What this run covers and where its pages go: all that only `serve` and `--incremental` set.
    package var run = BuildRun()
    /// The data files read so far, shared by every screen.
    package var dataFiles: DataFiles
    /// Templates evaluated once per shape of data; replaced when the templates change.
    var shapeCache = ShapeCache()
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
    /// `Hash sources`: every source file's hash, when the build writes its pages.
    var sourceHashes: SourceHashes?
    /// `Render pages`: each screen's page, by route.
    package var pages: [Route: PageOutcome] = [:]
    /// `Render pages`: the screens that became pages, in route order.
    var renderedScreens: [Screen] = []
    /// How many pages this run rendered.
    var renderedCount = 0
    /// The files steps write besides pages and assets (every step's `writes`), by the step.
    var generatedFiles: [String: OutputPlan.FileOwner] = [:]
    /// Each step's output files and problems, by step name.
    package private(set) var outputs: [String: [String: RenderedSite.File]] = [:]
    package private(set) var problems: [String: [Diagnostic]] = [:]
    /// The step running now, whose name `report` gives each problem.
    private(set) var currentStep = ""

    package init(options: BuildOptions) {
        self.options = options
        var folder = ContentFolder(
            url: options.content, displayName: FolderName.display(of: options.content), maxFileSize: options.maxFileSize)
        if let name = options.contentPageName { folder.pageName = name }
        contentFolder = folder
        dataFiles = DataFiles(content: contentFolder)
    }

    /// Starts `step`: its problems from an earlier run are dropped (its files stay until it writes new ones).
    mutating func begin(_ step: String) {
        currentStep = step
        problems[step] = []
    }

    /// Records problems the current step found.
    package mutating func report(_ diagnostics: [Diagnostic]) {
        var tagged = diagnostics
        // Tagged already (a page's problems, tagged where it was rendered): not copied again.
        for index in tagged.indices where tagged[index].step != currentStep { tagged[index].step = currentStep }
        // The step's first problems are kept as they came, not copied one by one (thousands, while serving).
        guard let earlier = problems[currentStep], !earlier.isEmpty else {
            problems[currentStep] = tagged
            return
        }
        problems[currentStep] = earlier + tagged
    }

    /// The files the current step writes (replacing what it wrote before).
    package mutating func write(_ files: [String: RenderedSite.File]) {
        outputs[currentStep] = files
    }

    /// What the current step wrote in an earlier run.
    package var previousOutput: [String: RenderedSite.File] { outputs[currentStep] ?? [:] }

    /// Problems recorded so far by `step`.
    package func problems(of step: BuildStep) -> [Diagnostic] { problems[step.name] ?? [] }

    /// How pages name the content and templates folders' files, wherever the build runs.
    package var pageFileNames: PageFileNames {
        PageFileNames(folders: [
            (contentFolder.displayName, contentFolder.pageName),
            (FolderName.display(of: options.templates), options.templates.standardizedFileURL.lastPathComponent),
        ])
    }

    /// Whether this is `build --incremental`: a build that writes its pages, and records what
    /// they were made from.
    var isIncrementalBuild: Bool {
        guard options.incremental, case .staging = run.pageSink else { return false }
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

    /// The plans of the features that are on, for the screens as read now.
    package func featurePlans() -> [FeaturePlan] {
        features.on.map { $0.plan(content: content, templates: templates) }
    }
}

/// What reading, rendering and checking one screen gave.
package struct PageOutcome: Sendable {
    /// The page's route (also when the screen could not be read).
    package var route: Route
    /// The page; nil when the screen could not be read, or when it left for the page sink.
    package var html: String?
    /// Whether the screen became a page (it could be read).
    var isRendered = false
    /// What rendering the screen and checking its page found (reading it is `LoadedScreen`'s).
    package var diagnostics: [Diagnostic]
    var danglingCount = 0
    /// The templates the page was rendered with.
    package var templates: Set<String> = []
    /// The HTML id of each component on the page, by its JSON path.
    package var anchors: [String: String] = [:]
    /// How long rendering and checking the page took, with `--metrics`.
    package var nanoseconds: UInt64 = 0
    /// Whether the page was taken from the previous output (`build --incremental`), not rendered.
    var isReused = false

    /// Whether the page is missing or has errors of its own (while serving, its last good version then stays).
    package var hasErrors: Bool { !isRendered || diagnostics.hasErrors }

    /// Hands the page to `sink`: it stays in memory, is dropped, or is written into the staging
    /// folder (and dropped) when it has no errors; a build with errors writes nothing anyway.
    package mutating func send(to sink: PageSink) throws {
        guard let page = html else { return }
        switch sink {
        case .memory: return
        case .discard: html = nil
        case .staging(let folder):
            if !diagnostics.hasErrors { try folder.write(page, to: route.outputFile) }
            html = nil
        }
    }
}
