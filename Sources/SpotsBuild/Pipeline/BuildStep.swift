import SpotsFormat
import SpotsRender

/// One named step of a build: `Pipeline.steps(for:)` lists them in order, and every command runs them.
package struct BuildStep: Sendable {
    /// The name printed as `[3/8] Read screens: …` and given to every problem the step finds.
    package let name: String
    /// Files the step writes besides pages and assets (`404.html`), known before any step runs, so
    /// links to them are checked like links to pages.
    package var writes: Set<String> = []
    /// When the step has work to do; every step runs in a full build.
    package var runs = When.always
    /// How a clash with one of `writes` names the step.
    package var owner: OutputPlan.FileOwner { OutputPlan.FileOwner(name: "the step “\(name)”") }
    /// Does the step's work (makes its product, replacing the one of an earlier run) and returns
    /// a one-line summary of it.
    package let run: @Sendable (inout BuildContext) throws -> String
    /// What of its product goes into the site: the files it makes and the problems it found.
    package let output: @Sendable (BuildContext) -> Output

    /// A step's part of the site.
    package struct Output: Sendable {
        package var files: [String: RenderedSite.File] = [:]
        package var problems: [Diagnostic] = []

        package init(files: [String: RenderedSite.File] = [:], problems: [Diagnostic] = []) {
            self.files = files
            self.problems = problems
        }
    }

    package init(
        name: String, writes: Set<String> = [], runs: When = .always, run: @escaping @Sendable (inout BuildContext) throws -> String,
        output: @escaping @Sendable (BuildContext) -> Output
    ) {
        self.name = name
        self.writes = writes
        self.runs = runs
        self.run = run
        self.output = output
    }

    /// What a run must cover for a step to have work to do.
    package enum When: Sendable {
        /// Every run.
        case always
        /// A full build only.
        case everything
        /// A full build, or a run with templates to load again.
        case templatesChanged
        /// A full build, or a run with screens to read again.
        case screensChanged
        /// A run that renders every page, or in which a screen's title changed.
        case titlesChanged
        /// `build --incremental`.
        case incrementalBuild
    }

    /// Whether the step has work to do in a run over `scope`, incremental or not.
    func runsFor(_ scope: BuildScope, incremental: Bool = false) -> Bool {
        switch runs {
        case .incrementalBuild: scope.everything && incremental
        case .always: true
        case .everything: scope.everything
        case .templatesChanged: scope.everything || !scope.templates.isEmpty
        case .screensChanged: scope.everything || !scope.screens.isEmpty
        case .titlesChanged: scope.rendersEverything || scope.titlesChanged
        }
    }
}

/// What a run of the pipeline covers: everything (a build), or what a change of files affects
/// (`spots-site serve`).
package struct BuildScope: Sendable {
    /// A full build: every step runs over everything.
    package var everything: Bool
    /// Screens to read and render again: their files, or files they read, changed.
    package var screens: Set<Route> = []
    /// Templates whose files changed: the pages rendered with them are rendered again.
    package var templates: Set<String> = []
    /// Set by the outline when something every page shows (a title in the navigation) changed.
    var renderAll = false
    /// Set by the outline when a screen's title changed (the site's files list them).
    var titlesChanged = false

    package init(everything: Bool, screens: Set<Route> = [], templates: Set<String> = []) {
        self.everything = everything
        self.screens = screens
        self.templates = templates
    }

    /// A full build.
    package static let everything = BuildScope(everything: true)

    /// Whether every page is rendered.
    package var rendersEverything: Bool { everything || renderAll }
}
