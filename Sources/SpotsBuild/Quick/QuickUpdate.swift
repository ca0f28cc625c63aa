import SpotsFormat
import SpotsRender

/// `build --incremental`'s decision, made once the load steps have run and before any other
/// (`Pipeline.run`), on what the previous output holds (`PreviousOutput`, handed in): when nothing
/// changed since the last build but screens' titles (which the navigation does not show: the
/// features' files that show titles and `routes.json` are made again) and the subtitles and
/// images of screens' items (their footprints,
/// `ScreenFootprint`, are those the output's `SiteSummary` keeps, with the values their own pages
/// show left out, or failing that with the features' too), and their pages, rendered and checked
/// again, have the problems and component ids their records keep (the catalog lists the one and
/// links to the other), those pages alone are written, with the features' files that show values
/// that changed (the catalog's pages of the kinds whose examples those screens hold,
/// `SiteFeature.quickFiles`), and the rest of the site is taken as the last build left it: every
/// other page, the rest of the design catalog, the map, the index, the site files, and the
/// problems found outside those pages. No other step then runs. Otherwise it says why not, and
/// every step runs as in any incremental build.
enum QuickUpdate {
    package static let step = BuildStep(
        name: "Take the rest of the site", runs: .incrementalBuild,
        run: { context in
            switch QuickPlan.make(context) {
            case .failure(let refusal):
                return "no, \(refusal.reason)"
            case .success(let plan):
                let frame = plan.frame(context)
                let outcomes = plan.render(context, frame: frame)
                if let refusal = plan.check(outcomes) { return "no, \(refusal.reason)" }
                var shown: [String: RenderedSite.File]
                switch plan.featureFiles(context, frame: frame) {
                case .failure(let refusal): return "no, \(refusal.reason)"
                case .success(let files): shown = files
                }
                if !plan.retitled.isEmpty {
                    // `routes.json` names every page's title (its size was checked with the other files').
                    guard case .success(let bytes)? = context.run.previous?.folder.bytes(of: "routes.json"),
                        let manifest = SiteFiles.routesManifest(bytes, retitling: plan.retitled)
                    else { return "no, routes.json is not one the last build wrote" }
                    shown["routes.json"] = .text(manifest)
                }
                let site = try plan.build(&context, outcomes: outcomes, featureFiles: shown)
                context.run.quick = site
                let rendered = plan.changed.count.counted("page")
                let made = shown.isEmpty ? "" : ", \(shown.count.counted("file")) that \(shown.count == 1 ? "shows" : "show") what changed made again"
                return "yes, \(rendered) rendered\(made) (\(site.screenCount - plan.changed.count) unchanged, taken from the previous output)"
            }
        },
        output: { _ in .init() })
}

/// Why the site is not taken as it was.
struct QuickRefusal: Error {
    let reason: String
}

/// What `QuickUpdate` found it can take, and the screens it reads and renders again.
struct QuickPlan {
    let summary: SiteSummary
    let records: BuildRecords
    let hashes: SourceHashes
    let folder: StagingFolder
    /// Every file of the previous output, as its manifest lists them.
    let listed: Set<String>
    /// The screens whose files changed, read again, with the hashes of their pages' inputs.
    var changed: [(screenFile: ScreenFile, loaded: LoadedScreen, inputs: UInt64?)]
    /// The links between the pages, and the navigation every page shows (of the screens' titles).
    let links: LinkResolver
    let navigation: SiteNavigation
    /// The files the build writes but those of `build --incremental`.
    let planned: Set<String>
    /// The changed screens whose values (subtitles, images) that features show changed, by route: those features'
    /// files are made again (`featureFiles`), and the summary keeps the new hashes.
    let shownChanges: [Route: ShownChange]
    /// The changed screens whose titles changed, with their titles now, by route: the features'
    /// files that show titles are made again (`featureFiles`), and `routes.json`.
    let retitled: [Route: String?]
    /// The graph of actions, when the changed screens' actions changed (`FlowReroute`); their
    /// footprints now (with and without the values the features show), by route.
    var reroute: FlowReroute?
    var rerouted: [Route: (footprint: UInt64, base: UInt64)] = [:]
    /// The features' kept files the plan has read already (the map's, for `reroute`), by path:
    /// `featureFiles` gives them to the features rather than read them again.
    var keptFiles: [String: [UInt8]] = [:]
    /// The changed screens whose items' titles changed (the catalog's search index lists them),
    /// with the hash of those titles now (`ScreenFootprint.itemTitles`), by route.
    var itemsRetitled: [Route: UInt64] = [:]
    /// The last build's report, printed for the problems rather than every page's read again
    /// (`KeptReport.fits`); nil when they are read.
    var report: KeptReport?

    /// A screen whose values in parts the features show changed.
    struct ShownChange {
        /// Its footprint now, and its flow footprint (which keeps the values the features show).
        var footprint: UInt64
        var flowFootprint: UInt64
        /// The hash of the values (subtitles, images) of each part the features show, now.
        var parts: [String: UInt64]
        /// The parts whose values (subtitles, images) changed.
        var changed: Set<String>
    }

    /// The files that only `build --incremental` writes, which no page links to.
    static let ownFiles = BuildRecords.files.union([OutputManifest.name, OutputJournal.name])

    static func make(_ context: BuildContext) -> Result<QuickPlan, QuickRefusal> {
        func no(_ reason: String) -> Result<QuickPlan, QuickRefusal> { .failure(QuickRefusal(reason: reason)) }
        guard case .staging(let folder) = context.run.pageSink, folder.inPlace, let previous = context.run.previous,
            let hashes = context.run.sourceHashes, let records = previous.records
        else { return no("the output is not updated in place") }
        let output = previous.folder
        guard let summary = previous.summary, summary.site == records.site else {
            return no("the output has no summary of the site that matches its records")
        }
        let screenFiles = context.content.screenFiles
        guard screenFiles.count == summary.screens.count, screenFiles.allSatisfy({ summary.screens[$0.route.path] != nil }) else {
            return no("screens were added or removed")
        }
        // The files screens read, which a change of makes more than one page change.
        var read = Set<String>()
        for screen in summary.screens.values { read.formUnion(screen.dependencies) }
        var changed: [(screenFile: ScreenFile, inputs: UInt64?)] = []
        for screenFile in screenFiles {
            let entry = summary.screens[screenFile.route.path]
            guard let entry, let record = records.pages[screenFile.route.outputFile] else { return no("a page has no record") }
            let inputs = PageInputs.inputs(
                of: screenFile.contentPath, dependencies: entry.dependencies, content: hashes.content, footnote: entry.footnote)
            guard inputs.map(ContentHash.hex) != record.inputs else { continue }
            guard screenFile.variant == nil, screenFile.record == nil, entry.dependencies.isEmpty, entry.footprint != nil,
                !read.contains(screenFile.contentPath)
            else { return no("\(screenFile.diagnosticName) changed, and it reads other files or others read it") }
            changed.append((screenFile, inputs))
        }
        let reader = ScreenReader(context)
        let loaded = changed.parallelMap { reader.read($0.screenFile) }
        var titles: [Route: String?] = [:]
        for screenFile in screenFiles { titles[screenFile.route] = summary.screens[screenFile.route.path]?.title }
        var shownChanges: [Route: ShownChange] = [:]
        var retitled: [Route: String?] = [:]
        var rerouted: [Route: (footprint: UInt64, base: UInt64)] = [:]
        var itemsRetitled: [Route: UInt64] = [:]
        for ((screenFile, _), loaded) in zip(changed, loaded) {
            let entry = summary.screens[screenFile.route.path]
            guard let screen = loaded.screen, let parts = loaded.footprintParts, let entry else {
                return no("\(screenFile.diagnosticName) changed more than its title and its items' titles, subtitles, images and meta strings")
            }
            if screen.title != entry.title {
                retitled[screenFile.route] = screen.title
                titles[screenFile.route] = screen.title
            }
            let itemTitles = ScreenFootprint.itemTitles(of: screen)
            if itemTitles != entry.itemTitles {
                guard entry.itemTitles != nil else { return no("the output's summary keeps no titles of \(screenFile.diagnosticName)'s items") }
                itemsRetitled[screenFile.route] = itemTitles
            }
            let (footprint, flow) = parts.footprints(of: screen, shown: entry.shown)
            guard footprint != entry.footprint else { continue }
            let base = parts.footprint(of: screen, shown: [])
            // Only where its actions lead changed: the graph of actions is made again (`reroute`).
            if flow == entry.flowFootprint {
                rerouted[screenFile.route] = (footprint, base)
                continue
            }
            // Subtitles a feature shows changed too: its files that show them are made again.
            guard entry.baseFootprint != nil, base == entry.baseFootprint else {
                return no("\(screenFile.diagnosticName) changed more than its title and its items' titles, subtitles, images and meta strings")
            }
            guard let shown = entry.shown else { return no("\(screenFile.diagnosticName) changed, and a feature may show any part of it") }
            let hashes = parts.valueHashes(of: screen, shown: shown)
            let changed = Set(hashes.filter { entry.parts?[$0.key] != $0.value }.keys)
            shownChanges[screenFile.route] = ShownChange(footprint: footprint, flowFootprint: flow, parts: hashes, changed: changed)
        }
        guard let listed = previous.listed else { return no("the output has no manifest") }
        // A page or file changed in the output since (another size) is written again.
        let sizes = records.pages.map { ($0.key, $0.value.size) } + summary.files.map { ($0.key, $0.value) }
        // The output holds no link: it is updated in place (see `SiteWriter.inspect`).
        guard sizes.parallelMap(chunk: 512, { output.regularFileSize(inLinklessTree: $0.0) == $0.1 }).allSatisfy({ $0 }) else {
            return no("files in the output changed since the last build")
        }
        let planned = listed.subtracting(ownFiles).filter { !BuildRecords.isKept($0) }
        var own = Set(screenFiles.map(\.contentPath))
        own.formUnion(read)
        // The kinds are as they were (every screen's footprint is), and so are their typos.
        let links = SiteOutline.links(of: context.content, screensFolder: context.contentFolder.display("screens"))
        let navigation = SiteNavigation.make(for: context.content, titles: titles, links: links).0
        if !retitled.isEmpty {
            // A site with no home screen of its own has an index page of every screen (`IndexPage`).
            guard summary.screens[Route.root.path]?.readable == true else { return no("the index page lists every screen's title") }
            var before = titles
            for route in retitled.keys { before[route] = summary.screens[route.path]?.title }
            guard SiteNavigation.make(for: context.content, titles: before, links: links).0.shownLines == navigation.shownLines else {
                return no("the navigation or the breadcrumbs show a title that changed")
            }
        }
        let inputs = PageInputs(context, hashes: hashes, own: own, planned: planned, navigation: navigation, typos: summary.typos)
        guard inputs.site.map(ContentHash.hex) == records.site else {
            return no("something every page is made with changed (templates, settings, assets, data, spots-site)")
        }
        // Problems are printed with the lines they point at: only of files this build reads. The
        // pages' problems are read only when the last build's report is not printed (`KeptReport`).
        let files = PageReuse.inputFiles(context, dependencies: read)
        let kept = summary.report.flatMap { $0.fits(context) ? $0 : nil }
        let problems = summary.before.map(\.diagnostic) + summary.after.map(\.diagnostic) + summary.variants.values.joined()
        guard (problems + (kept?.digest.shown ?? [])).allSatisfy({ files.contains($0.file) }),
            kept != nil || records.pages.values.allSatisfy({ $0.namesOnly(files) })
        else { return no("the output's records name files this build does not read") }
        var plan = QuickPlan(
            summary: summary, records: records, hashes: hashes, folder: folder, listed: listed,
            changed: zip(changed, loaded).map { ($0.0.screenFile, $0.1, $0.0.inputs) },
            links: links, navigation: navigation, planned: planned, shownChanges: shownChanges, retitled: retitled)
        plan.itemsRetitled = itemsRetitled
        plan.report = kept
        if !rerouted.isEmpty {
            guard retitled.isEmpty, shownChanges.isEmpty else { return no("screens' actions changed with their titles or shown values") }
            if let refusal = plan.reroute(rerouted, context: context, output: output, read: read) { return .failure(refusal) }
        }
        return .success(plan)
    }
}
