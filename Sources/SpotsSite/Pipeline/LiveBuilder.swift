import Foundation

/// A site kept built in memory that rebuilds only what a change of files affects: the engine of
/// `spots-site serve`.
///
/// - A changed screen file renders its pages again (all of a `[id].json` file's, and its variants').
/// - A changed data file renders the pages that read it; a changed template the pages rendered with it.
/// - An asset or theme file that changed is served anew; no page changes.
/// - Files added or removed, `site.json`, the site's data file, a `[id].json` file or the records it
///   makes pages of, a screen whose title changed (titles are in the navigation, breadcrumbs and
///   index) or a template added or removed: everything.
///
/// A page whose new rendering has errors keeps its last good HTML, so the site never shows a
/// broken or blank page; the errors are in `diagnostics` until they are fixed.
public final class LiveBuilder: @unchecked Sendable {
    /// What one build or update did.
    public struct Update: Sendable {
        /// Output files whose content changed (or appeared), by their paths in the site.
        public var changedFiles: Set<String> = []
        /// Output files that are gone.
        public var removedFiles: Set<String> = []
        /// How many pages were rendered.
        public var renderedPages = 0
        /// Whether everything was rebuilt.
        public var everything = false
        /// How long it took, in milliseconds.
        public var milliseconds = 0.0
    }

    public let options: BuildOptions
    /// The site as it is served: the last good version of every file.
    public private(set) var site = RenderedSite()
    /// Every problem of the current sources, sorted for reporting.
    public var diagnostics: [Diagnostic] {
        if let sorted { return sorted }
        let all = current.sorted(by: Diagnostic.reportOrder)
        sorted = all
        return all
    }
    /// The errors alone, sorted: what the open pages show.
    public var errors: [Diagnostic] { current.filter { $0.severity == .error }.sorted(by: Diagnostic.reportOrder) }
    /// How many warnings there are.
    public var warningCount: Int { current.count { $0.severity == .warning } }

    /// The diagnostics in no particular order, and sorted once asked for.
    private var current: [Diagnostic] = []
    private var sorted: [Diagnostic]?

    private var content = LoadedContent()
    private var templates = TemplateSet()
    private var pageSet: PageSet?
    private var globalDiagnostics: [Diagnostic] = []
    private var outcomes: [Route: PageSet.Outcome] = [:]
    private var snapshot = FolderSnapshot()
    /// Set when a rebuild was held back by errors in `site.json` or the templates: the next change
    /// rebuilds everything.
    private var heldBack = false
    /// The diagnostics of the site as it is served.
    private var published: [Diagnostic] = []

    /// Creates a builder; `build()` makes the first version.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// The folders whose files the site is made from.
    public var watchedFolders: [URL] { [options.content, options.templates] }

    /// Builds everything.
    @discardableResult
    public func build() -> Update {
        let started = DispatchTime.now()
        snapshot = FolderSnapshot.take(watchedFolders)
        var update = rebuildEverything()
        update.milliseconds = Self.milliseconds(since: started)
        return update
    }

    /// Looks at the watched folders and brings the site up to date with what changed; nil when
    /// nothing did.
    public func refresh() -> Update? {
        let started = DispatchTime.now()
        let current = FolderSnapshot.take(watchedFolders)
        let changed = current.changes(since: snapshot)
        guard !changed.isEmpty else { return nil }
        let added = changed.filter { current.contains($0) && !snapshot.contains($0) }
        let removed = changed.filter { !current.contains($0) && snapshot.contains($0) }
        snapshot = current
        var update = heldBack ? rebuildEverything() : apply(changed: changed, structural: !added.isEmpty || !removed.isEmpty)
        update.milliseconds = Self.milliseconds(since: started)
        return update
    }

    // MARK: What a change affects

    private func apply(changed: Set<String>, structural: Bool) -> Update {
        let contentRoot = options.content.standardizedFileURL.path + "/"
        let templatesRoot = options.templates.standardizedFileURL.path + "/"
        var routes = Set<Route>()
        var changedTemplates = Set<String>()
        var changedAssets = Set<String>()
        for path in changed {
            if path.hasPrefix(templatesRoot) {
                let relative = String(path.dropFirst(templatesRoot.count))
                if relative.hasPrefix("assets/") {
                    if structural { return rebuildEverything() }
                    changedAssets.insert(relative)
                } else if relative.hasSuffix(".mustache") {
                    if structural { return rebuildEverything() }
                    changedTemplates.insert(String(relative.dropLast(".mustache".count)))
                }
                continue
            }
            guard path.hasPrefix(contentRoot) else { continue }
            let relative = String(path.dropFirst(contentRoot.count))
            if relative == "site.json" || structural { return rebuildEverything() }
            if case .file(let siteData, _)? = content.config.data, siteData == relative { return rebuildEverything() }
            if relative.hasPrefix("assets/") {
                changedAssets.insert(relative)
                continue
            }
            // Records and `[id]` files decide which pages there are: that is everything again.
            if content.screenFiles.contains(where: { $0.recordSource == relative })
                || (relative.hasPrefix("screens/") && ContentLoader.placeholders(in: String(relative.dropFirst("screens/".count))) != nil)
            {
                return rebuildEverything()
            }
            // A screen file makes its own pages; any file (a data file, a screen that variants
            // vary) is a dependency of the pages that read it.
            for screenFile in content.screenFiles where screenFile.relative == relative { routes.insert(screenFile.route) }
            for (route, outcome) in outcomes where outcome.screen?.dependencies.contains(relative) == true { routes.insert(route) }
        }
        if !changedTemplates.isEmpty {
            let (reloaded, problems) = SiteBuilder.loadTemplates(options)
            guard reloaded.templateCount == templates.templateCount else { return rebuildEverything() }
            if problems.contains(where: { $0.severity == .error }) { return holdBack(problems) }
            templates = reloaded
            // The template set's own problems (a template that does not parse) stand for all of them.
            globalDiagnostics = globalDiagnostics.filter { !$0.file.hasSuffix(".mustache") } + problems
            let (renderer, _) = SiteBuilder.makeRenderer(content, templates: templates, options: options)
            pageSet = PageSet(renderer: renderer, content: content)
            for (route, outcome) in outcomes where !outcome.templates.isDisjoint(with: changedTemplates) { routes.insert(route) }
        }
        var update = Update()
        let changedData = Set(changed.filter { $0.hasPrefix(contentRoot) }.map { String($0.dropFirst(contentRoot.count)) })
        content.dataFiles.forget(changedData)
        if !routes.isEmpty {
            guard let rendered = render(routes) else { return rebuildEverything() }
            update = rendered
        }
        for asset in changedAssets {
            let file = asset.hasPrefix("assets/") ? asset : "assets/" + asset
            update.changedFiles.insert(file)
        }
        return update
    }

    /// Renders the pages of `routes` again; nil when a title changed, which needs everything.
    private func render(_ routes: Set<Route>) -> Update? {
        guard let pageSet else { return nil }
        let screenFiles = content.screenFiles.filter { routes.contains($0.route) }
        let fresh = pageSet.render(screenFiles)
        for var outcome in fresh {
            let old = outcomes[outcome.route]
            if let screen = outcome.screen, let previous = old?.screen, screen.title != previous.title { return nil }
            if outcome.screen == nil, let old, old.screen != nil {
                // The screen cannot be read now: its last good page stays, with the new problems.
                outcome.screen = old.screen
                outcome.html = old.html
                outcome.templates = old.templates
            }
            outcomes[outcome.route] = outcome
        }
        var update = Update()
        update.renderedPages = fresh.count
        // Routes and titles are as they were: the sitemap and the routes manifest too.
        publish(into: &update, siteFiles: false)
        return update
    }

    private func rebuildEverything() -> Update {
        let loader = ContentLoader(folder: options.content, displayName: BuildOptions.displayName(of: options.content))
        let loaded = loader.load()
        let (loadedTemplates, templateProblems) = SiteBuilder.loadTemplates(options)
        // Errors in site.json or a template would change every page for the worse: keep serving
        // the last good site (if there is one) until they are fixed.
        let settings = loaded.configFile
        let blocking = (loaded.diagnostics + templateProblems).filter {
            $0.severity == .error && ($0.file == settings || $0.file.hasSuffix(".mustache") || $0.file.hasSuffix("/templates") || $0.file == "Templates")
        }
        if !blocking.isEmpty, pageSet != nil { return holdBack(blocking) }
        heldBack = false
        content = loaded
        templates = loadedTemplates
        let (renderer, navigationProblems) = SiteBuilder.makeRenderer(content, templates: templates, options: options)
        globalDiagnostics = content.diagnostics + templateProblems + navigationProblems
        let pages = PageSet(renderer: renderer, content: content)
        pageSet = pages
        outcomes = Dictionary(pages.render().map { ($0.route, $0) }) { first, _ in first }
        var update = Update()
        update.everything = true
        update.renderedPages = outcomes.count
        publish(into: &update)
        return update
    }

    /// Keeps the served site as it is and reports `problems` on top of its diagnostics.
    private func holdBack(_ problems: [Diagnostic]) -> Update {
        heldBack = true
        setDiagnostics(problems + published)
        return Update()
    }

    /// Combines the outcomes into the served site, keeping the last good version of every page
    /// whose new rendering has errors, and notes which files changed.
    private func publish(into update: inout Update, siteFiles: Bool = true) {
        guard let pageSet else { return }
        let combined = pageSet.combine(outcomes.values.sorted { $0.route < $1.route })
        var files = combined.files
        var erroneous = Set<String>()
        for outcome in outcomes.values where outcome.diagnostics.contains(where: { $0.severity == .error }) || outcome.html == nil {
            erroneous.insert(outcome.route.outputFile)
        }
        for path in erroneous {
            // Keep what was served before; a page that has no good version yet is shown as it is.
            if let previous = site.files[path] { files[path] = previous }
        }
        if siteFiles {
            var contentWithScreens = content
            contentWithScreens.screens = combined.screens
            files.merge(SiteFiles(content: contentWithScreens, templates: templates).make()) { current, _ in current }
        } else {
            for (path, file) in site.files where files[path] == nil && !path.hasSuffix(".html") { files[path] = file }
        }
        for (path, file) in files where site.files[path] != file { update.changedFiles.insert(path) }
        for path in site.files.keys where files[path] == nil { update.removedFiles.insert(path) }
        site.files = files
        site.screens = combined.screens
        site.pageCount = combined.screens.count
        var all = globalDiagnostics + combined.diagnostics
        if options.strict || content.config.strict {
            for index in all.indices where all[index].severity == .warning {
                all[index].severity = .error
                all[index].message += " [strict]"
            }
        }
        published = all
        setDiagnostics(all)
    }

    private func setDiagnostics(_ all: [Diagnostic]) {
        current = all
        sorted = nil
        site.diagnostics = all
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}

