import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// A site kept built in memory that runs again only the part of the pipeline a change of files
/// needs: the engine of `spots-site serve`.
///
/// - A changed screen file reads and renders its pages again (all of a `[id].json` file's, and its variants').
/// - A changed data file does the same for the screens that read it; a changed template renders
///   the pages rendered with it.
/// - An asset or theme file that changed is served anew; no page changes.
/// - Files added or removed, `site.json`, the site's data file, a `[id].json` file or the records
///   it makes pages of: everything. A changed title (in the navigation, breadcrumbs and index)
///   renders every page. In long text (`--text long`) any change of content but an asset renders every page.
///
/// A page whose new rendering has errors keeps its last good HTML, so the site never shows a
/// broken or blank page; the errors are in `diagnostics` until they are fixed. Errors in
/// `site.json` or a template hold the whole site back.
package struct LiveBuilder: Sendable {
    /// What one build or update did.
    package struct Update: Sendable {
        /// Output files whose content changed (or appeared), by their paths in the site.
        package var changedFiles: Set<String> = []
        /// Output files that are gone.
        package var removedFiles: Set<String> = []
        /// How many pages were rendered.
        package var renderedPages = 0
        /// Whether every page was rendered.
        package var everything = false
        /// How long it took, in milliseconds.
        package var milliseconds = 0.0
        /// The source files (full paths) whose change it followed; empty for the first build and
        /// for the catalog catching up with saved screens.
        package var sources: [String] = []
        /// Whether errors in `site.json` or a template held the site back: no page changed.
        package var heldBack = false

        package init() {}
    }

    package let options: BuildOptions
    /// The site as it is served: the last good version of every file.
    package private(set) var site = RenderedSite()
    /// Every problem of the current sources, sorted for reporting.
    package var diagnostics: [Diagnostic] { current.sortedForReport() }
    /// Every problem, in no particular order (the language server sorts each file's).
    package var unsortedDiagnostics: [Diagnostic] { current }
    /// The errors alone, sorted: what the open pages show.
    package var errors: [Diagnostic] { current.filter { $0.severity == .error }.sortedForReport() }
    /// The warnings, in no particular order (sorting thousands takes a while, and is done for those printed).
    package var warnings: [Diagnostic] { current.filter { $0.severity == .warning } }
    /// How many warnings there are.
    package var warningCount: Int { current.count { $0.severity == .warning } }

    /// The diagnostics in no particular order.
    private var current: [Diagnostic] = []
    private var context: BuildContext
    private var snapshot = FolderSnapshot()
    /// Whether a run was held back by errors in `site.json` or the templates: the next change
    /// rebuilds everything.
    private var heldBack = false
    /// Whether the features (the catalog) wait for a run of their own (see `run`).
    private var featuresPending = false
    /// Whether a good version of the site has been published.
    private var published = false

    /// Creates a builder; `build()` makes the first version.
    package init(options: BuildOptions) {
        self.options = options
        context = BuildContext(options: options)
    }

    /// What the last good run read and outlined: the screens, the templates, the catalog, the
    /// navigation graph (what the language server answers from).
    package var built: BuildContext { context }

    /// The folders whose files the site is made from.
    package var watchedFolders: [URL] { [options.content, options.templates] }

    /// The oldest app version supported on each platform: `site.json`'s `clients`.
    package var clientFloors: [String: ClientVersion] { context.content.config.clients }

    /// The app versions a preview may be asked for: the floors and every version `catalog.json`'s
    /// `since` names (`ClientTarget.named`).
    package var clientVersions: [ClientTarget] { ClientTarget.named(clients: clientFloors, catalog: context.content.catalog) }

    /// What the site says of a preview as `target` asked for with `?client=` (`serve`): a platform
    /// `clients` does not name, a version older than any supported (`ClientCheck.target`).
    package func clientNotes(for target: ClientTarget) -> [Diagnostic] {
        ClientCheck.target(target, clients: clientFloors, configFile: context.content.configFile, asked: "?client=")
    }

    /// Builds everything.
    @discardableResult
    package mutating func build() -> Update {
        let started = DispatchTime.now()
        snapshot = FolderSnapshot.take(watchedFolders)
        var update = run(.everything, changed: [])
        update.milliseconds = Self.milliseconds(since: started)
        return update
    }

    /// Looks at the watched folders and brings the site up to date with what changed; nil when
    /// nothing did. With `reported`, the files a change notification named, it looks at those
    /// alone (unless one is a folder). The features it leaves for later (the catalog, the map)
    /// are its caller's to run, with `catchUp()`: at once (serve), or once the editor is quiet on
    /// another thread (the language server).
    package mutating func refresh(reported: Set<String>? = nil) -> Update? {
        let started = DispatchTime.now()
        let now = reported.flatMap { snapshot.updating($0, roots: watchedFolders) } ?? FolderSnapshot.take(watchedFolders)
        let changed = now.changes(since: snapshot)
        guard !changed.isEmpty else { return nil }
        let structural = changed.contains { now.contains($0) != snapshot.contains($0) }
        snapshot = now
        return update(changed, structural: structural, since: started)
    }

    /// Whether the features (the catalog) wait for `catchUp()` after an update.
    package var isCatchingUp: Bool { featuresPending }

    /// Runs the features an update left for later (the catalog, the map), now that the saved
    /// screens are shown; nil when none waits.
    package mutating func catchUp() -> Update? {
        guard featuresPending else { return nil }
        let started = DispatchTime.now()
        var update = run(BuildScope(everything: false), changed: [])
        update.milliseconds = Self.milliseconds(since: started)
        return update
    }

    /// Brings the site up to date with files its caller knows changed, without looking at the
    /// folders: the documents an editor changed and did not save (`spots-site lsp`, which reads
    /// them through `BuildOptions.documents`). Files added or removed are for `refresh`.
    @discardableResult
    package mutating func update(changed: Set<String>) -> Update {
        update(changed, structural: false, since: DispatchTime.now())
    }

    /// Runs what the change of `changed` (full paths) needs: everything when files came or went.
    private mutating func update(_ changed: Set<String>, structural: Bool, since started: DispatchTime) -> Update {
        let change = ChangedFiles(changed, options: options)
        // In long text one screen's change may change every page (`TextMode.readsEveryScreen`).
        let everything = heldBack || structural || (options.view.text.readsEveryScreen && change.contentPaths.contains { !$0.hasPrefix("assets/") })
        var update = run(everything ? .everything : change.scope(in: context), changed: change.contentPaths, defersFeatures: true)
        update.changedFiles.formUnion(change.assets)
        update.sources = changed.sorted()
        update.milliseconds = Self.milliseconds(since: started)
        return update
    }

    /// Runs the pipeline over `scope`, then publishes the result unless errors in `site.json` or
    /// a template would change every page for the worse.
    /// With `defersFeatures`, the catalog stays as it was until `catchUp()` brings it up to date
    /// (serve calls it right after publishing, the language server after a quiet): saved screens
    /// show first.
    private mutating func run(_ scope: BuildScope, changed contentPaths: Set<String>, defersFeatures: Bool = false) -> Update {
        var next = context
        next.run.scope = scope
        // This run's times alone: a site kept all day would otherwise keep every run's.
        next.metrics = BuildMetrics()
        next.dataFiles.forget(contentPaths)
        next.run.defersFeatures = defersFeatures && !scope.everything && !context.outline.features.isEmpty
        Pipeline.run(context: &next)
        let configFile = next.content.configFile
        let blocking =
            next.content.problems.filter { $0.severity == .error && $0.file == configFile } + next.templates.problems.filter { $0.severity == .error }
        if !blocking.isEmpty, published {
            heldBack = true
            current = blocking + site.diagnostics
            var update = Update()
            update.heldBack = true
            return update
        }
        heldBack = false
        featuresPending = next.run.defersFeatures
        context = next
        return publish()
    }

    /// Takes the pipeline's site, keeping the last good version of every page whose new rendering
    /// has errors, and notes which files changed.
    private mutating func publish() -> Update {
        var fresh = Pipeline.site(of: context)
        for (route, outcome) in context.rendered.pages {
            let loadErrors = context.content.screens[route]?.diagnostics.hasErrors ?? false
            guard outcome.hasErrors || loadErrors, let previous = site.files[route.outputFile] else { continue }
            fresh.files[route.outputFile] = previous
        }
        var update = Update()
        update.everything = context.run.scope.rendersEverything
        update.renderedPages = context.rendered.renderedCount
        for (path, file) in fresh.files where site.files[path] != file { update.changedFiles.insert(path) }
        for path in site.files.keys where fresh.files[path] == nil { update.removedFiles.insert(path) }
        site = fresh
        current = fresh.diagnostics
        published = true
        return update
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}
