import SpotsFormat
import SpotsRender

/// `build --incremental`: the pages taken from the previous output as they are, because their
/// inputs (`PageInputs`) are those its manifest records; and the records of the pages written now.
struct PageReuse: Sendable {
    /// What the pages are made from; nil unless the build is incremental (and writes its pages).
    package let inputs: PageInputs?
    /// The previous output's records of pages that may be taken: none unless everything every
    /// page is made with is as it was.
    private let previous: [String: PageRecord]

    package init(_ context: BuildContext) {
        guard let hashes = context.run.sourceHashes else {
            (inputs, previous) = (nil, [:])
            return
        }
        let inputs = PageInputs(context, hashes: hashes)
        self.inputs = inputs
        if let records = context.run.previous?.records, let site = inputs.site, records.site == ContentHash.hex(site) {
            // The records file is read from the output, which anyone may have changed: a page
            // whose recorded problems name a file that is not one of this build's inputs (a screen
            // file, a file a screen reads, a settings file, a template) is rendered, so no
            // problem (nor the excerpt printed under it) comes from elsewhere.
            let inputs = Self.inputFiles(context)
            previous = records.pages.filter { _, record in
                record.namesOnly(inputs)
            }
        } else {
            previous = [:]
        }
    }

    /// The files this build reads, as its diagnostics name them: the screen files, the files
    /// under the content folder the screens read, `site.json`, `catalog.json` and the templates.
    package static func inputFiles(_ context: BuildContext) -> Set<String> {
        inputFiles(context, dependencies: context.content.screens.values.flatMap { $0.screen?.dependencies ?? [] })
    }

    /// The same, for screens that read `dependencies` (paths under the content folder).
    static func inputFiles(_ context: BuildContext, dependencies: some Sequence<String>) -> Set<String> {
        var files = Set(context.content.screenFiles.map(\.diagnosticName))
        files.formUnion([context.content.configFile, context.content.catalogFile])
        for path in dependencies { files.insert(context.contentFolder.display(path)) }
        files.formUnion(context.templates.origins.values)
        return files
    }

    /// The hash of `screen`'s page's own inputs, when the build records them.
    package func hash(of screenFile: ScreenFile, screen: Screen?) -> UInt64? {
        guard let inputs, let screen else { return nil }
        return inputs.inputs(of: screenFile, screen: screen)
    }

    /// The page of `route` taken from the previous output into the staging folder with its
    /// record, or nil when it must be rendered (its inputs changed, or its file did).
    package func take(_ route: Route, inputs hash: UInt64?, sink: PageSink) throws -> (PageOutcome, PageRecord)? {
        guard let hash, case .staging(let folder) = sink, let record = previous[route.outputFile],
            record.inputs == ContentHash.hex(hash), try folder.reuse(route.outputFile, size: record.size)
        else { return nil }
        var outcome = record.outcome(for: route)
        // Tagged as the pages rendered now are (see `CheckedPageRenderer`).
        for index in outcome.diagnostics.indices { outcome.diagnostics[index].step = RenderPages.step.name }
        return (outcome, record)
    }

    /// The record of a page rendered now, when it is written (no errors) and its inputs are known.
    package func record(of outcome: PageOutcome, inputs hash: UInt64?, size: Int?) -> PageRecord? {
        Self.record(of: outcome, inputs: hash, size: size)
    }

    /// The same, for any build that records its pages (`QuickUpdate` too).
    static func record(of outcome: PageOutcome, inputs hash: UInt64?, size: Int?) -> PageRecord? {
        guard let hash, let size, outcome.isRendered, !outcome.diagnostics.hasErrors else { return nil }
        return PageRecord(outcome, inputs: hash, size: size)
    }

    /// The records of this build's pages, for the manifest; nil unless the build is incremental.
    package func records(_ pages: [(String, PageRecord)]) -> BuildRecords? {
        guard let inputs else { return nil }
        return BuildRecords(site: inputs.site.map(ContentHash.hex) ?? "none", pages: Dictionary(pages, uniquingKeysWith: { first, _ in first }))
    }
}
