import SpotsFormat
import SpotsRender

/// The site `QuickUpdate` makes: the changed screens' pages, written, and the rest of the output
/// as it was, with the problems the last build found outside those pages.
struct QuickSite: Sendable {
    /// Every file of the site: the pages written now and the files taken (`.staged`: in place
    /// already), the records and stamps written again, and the assets (whose bytes no hash covers).
    var files: [String: RenderedSite.File] = [:]
    /// Every page's problems, in the order of the screens (each variant's as it is reported).
    var pageProblems: [Diagnostic] = []
    /// The problems outside the pages, as the last build found them.
    var summary: SiteSummary
    /// How many screens became pages.
    var screenCount = 0
    /// The last build's report, printed for every problem (`pageProblems` is then empty).
    var report: KeptReport?
}

extension QuickPlan {
    /// The site's fields that the changed screens' pages show: the navigation, the features'
    /// links, the typos as the last build found them.
    func frame(_ context: BuildContext) -> SiteFrame {
        // The features' link, as their plans have it, and the typos as the last build found them (`SiteOutline.frame`).
        var footnotes: [Route: String] = [:]
        for entry in changed { footnotes[entry.screenFile.route] = footnote(of: entry.screenFile.route) }
        let featureLinks = Dictionary(
            context.features.on.compactMap { feature in feature.link.map { (feature.name, $0) } }, uniquingKeysWith: { first, _ in first })
        return SiteFrame(navigation: navigation, links: links, featureLinks: featureLinks, typos: summary.typos, footnotes: footnotes)
    }

    /// The changed screens' pages, rendered and checked with the site's fields (`frame`), in the order of `changed`.
    func render(_ context: BuildContext, frame: SiteFrame) -> [PageOutcome] {
        let renderer = PageRenderer(
            templates: context.templates, config: context.content.config, frame: frame, timer: context.templateTimer,
            marksSources: context.options.purpose.marksSources, inspects: context.options.view.inspects)
        let checker = CheckedPageRenderer(renderer: renderer, plannedFiles: planned, context: context)
        let timed = context.options.metrics
        return changed.parallelMap { entry in
            let started = timed ? BuildMetrics.now() : 0
            var outcome = checker.page(for: entry.screenFile.route, screen: entry.loaded.screen)
            if timed { outcome.nanoseconds = BuildMetrics.now() - started }
            return outcome
        }
    }

    /// Why the rest of the site cannot be taken with these pages: one has errors, or problems or
    /// component ids other than its record's, which the catalog shows; nil when it can.
    func check(_ outcomes: [PageOutcome]) -> QuickRefusal? {
        for (entry, outcome) in zip(changed, outcomes) {
            let record = records.pages[entry.screenFile.route.outputFile]
            var problems = outcome.diagnostics
            for index in problems.indices { problems[index].step = nil }
            guard outcome.isRendered, !problems.hasErrors, let record, problems == record.problems ?? [], outcome.anchors == record.anchors ?? [:],
                outcome.templates == Set(record.templates)
            else { return QuickRefusal(reason: "the page of \(entry.screenFile.diagnosticName) has other problems or parts than before") }
        }
        return nil
    }

    /// Writes the changed screens' pages (`outcomes`, checked) and the files that show their parts
    /// or titles (`featureFiles`, by path: the features', `routes.json`); the site is the rest as it was.
    func build(_ context: inout BuildContext, outcomes: [PageOutcome], featureFiles: [String: RenderedSite.File]) throws -> QuickSite {
        let content = context.content
        let timed = context.options.metrics
        try folder.list(changed.map(\.screenFile.route.outputFile) + [RecordsFile.name, StampsFile.name])
        var site = QuickSite(summary: summary)
        var records = self.records
        // The records of this site's pages only, as a build that renders them writes them.
        let pages = Set(content.screenFiles.map(\.route.outputFile))
        records.pages = records.pages.filter { pages.contains($0.key) }
        var fresh: [Route: PageOutcome] = [:]
        for (entry, var outcome) in zip(changed, outcomes) {
            let route = entry.screenFile.route
            let size = outcome.page?.count
            try outcome.send(to: .staging(folder))
            fresh[route] = outcome
            if let record = PageReuse.record(of: outcome, inputs: entry.inputs, size: size) {
                records.pages[route.outputFile] = record
            }
            if timed, let screen = entry.loaded.screen {
                context.metrics.add(screen: .init(file: screen.source, route: route.path, nanoseconds: outcome.nanoseconds, items: screen.itemCount))
            }
        }
        site.report = report
        for screenFile in content.screenFiles where report == nil {
            let route = screenFile.route
            if let outcome = fresh[route] {
                site.pageProblems += outcome.diagnostics
            } else if screenFile.variant != nil {
                site.pageProblems += (summary.variants[route.path] ?? []).tagged(RenderPages.step.name)
            } else {
                site.pageProblems += (records.pages[route.outputFile]?.problems ?? []).tagged(RenderPages.step.name)
            }
        }
        for path in listed.subtracting(Self.ownFiles) { site.files[path] = .staged }
        let off = context.features.off.compactMap(\.assetPrefix)
        for (path, file) in SiteFiles.assets(of: content, theme: SiteOutline.themeAssets(of: context.templates, off: off)) {
            site.files[path] = file
        }
        site.files[OutlineFile.name] = .staged
        if !featureFiles.isEmpty || !shownChanges.isEmpty || !retitled.isEmpty || !itemsRetitled.isEmpty || reroute != nil {
            // The summary keeps the files' sizes, the screens' footprints and titles as they are now.
            var summary = summary
            for (route, title) in retitled { summary.screens[route.path]?.title = title }
            for (route, titles) in itemsRetitled { summary.screens[route.path]?.itemTitles = titles }
            for (path, file) in featureFiles {
                site.files[path] = file
                if !BuildRecords.isKept(path) { summary.files[path] = file.generatedSize }
            }
            for (route, footnote) in reroute?.footnotes ?? [:] { summary.screens[route.path]?.footnote = footnote }
            for (route, made) in rerouted {
                summary.screens[route.path]?.footprint = made.footprint
                summary.screens[route.path]?.baseFootprint = made.base
            }
            for (route, change) in shownChanges {
                summary.screens[route.path]?.footprint = change.footprint
                summary.screens[route.path]?.flowFootprint = change.flowFootprint
                summary.screens[route.path]?.parts = change.parts
            }
            site.files[OutlineFile.name] = .bytes(OutlineFile.bytes(summary))
        }
        site.files[RecordsFile.name] = .bytes(RecordsFile.bytes(records))
        site.files[StampsFile.name] = .text(StampsFile.encoded(hashes.settled))
        site.screenCount = content.screenFiles.count
        return site
    }
}
