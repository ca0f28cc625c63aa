import SpotsFormat
import SpotsRender

/// Step 3: every screen file read (parsed, decoded, bound to its data) on all cores, before any
/// page is rendered, so the outline can use every screen's title.
enum ReadScreens {
    package static let step = BuildStep(
        name: "Read screens", runs: .screensChanged,
        run: { context in
            let scope = context.run.scope
            let screenFiles = scope.everything ? context.content.screenFiles : context.content.screenFiles.filter { scope.screens.contains($0.route) }
            let reader = ScreenReader(context)
            let read = screenFiles.parallelMap { reader.read($0) }
            let previous = context.content.screens
            if scope.everything { context.content.screens = [:] }
            for (screenFile, var loaded) in zip(screenFiles, read) {
                // While serving, a screen that cannot be read now goes on showing its last good version.
                if loaded.screen == nil, let last = previous[screenFile.route]?.screen {
                    loaded.screen = last
                    loaded.isStale = true
                }
                context.content.screens[screenFile.route] = loaded
            }
            let all = context.content.screenFiles.compactMap { screenFile in
                context.content.screens[screenFile.route].map { (screen: $0.screen, diagnostics: $0.diagnostics) }
            }
            context.content.screenProblems = VariantDiagnostics.attribute(all, content: context.content)
            return "\(screenFiles.count.counted("screen")), \(all.count { $0.screen == nil }) unreadable"
        },
        output: { .init(problems: $0.content.screenProblems) })
}

/// Reads one screen as every build does (`ScreenLoader`, and the kinds `catalog.json` marks as
/// deprecated), its file taken apart for its footprint when the build is incremental (`ScreenFootprint`).
struct ScreenReader: Sendable {
    private let loader: ScreenLoader
    private let catalog: CatalogConfig
    private let catalogFile: String
    private let config: SiteConfig
    private let footprints: Bool

    init(_ context: BuildContext) {
        loader = ScreenLoader(dataFiles: context.dataFiles, siteData: context.content.siteData)
        (catalog, catalogFile) = (context.content.catalog, context.content.catalogFile)
        config = context.content.config
        footprints = context.isIncrementalBuild
    }

    func read(_ screenFile: ScreenFile) -> LoadedScreen {
        var bytes: [UInt8]?
        var root: JSONNode?
        var loaded = loader.load(screenFile, bytes: &bytes, root: &root)
        guard let screen = loaded.screen else { return loaded }
        loaded.diagnostics += CatalogConfigCheck.deprecatedUses(in: screen, catalog: catalog, catalogFile: catalogFile)
        if !config.clients.isEmpty || !screen.clients.isEmpty {
            let uses = ClientUses.find(in: screen, catalog: catalog) { root?.node(atPath: $0)?.reportLocation }
            loaded.diagnostics += ClientCheck.uses(uses, in: screen, catalog: catalog, clients: config.clients)
            loaded.diagnostics += ClientCheck.screenClients(of: screen, site: config)
        }
        loaded.diagnostics = loaded.diagnostics.silencing(screen.ignoredRules, in: screen.file)
        if footprints, let bytes, screen.variant == nil, screen.dependencies.isEmpty {
            // Every value and action that may be left out: which are is known once the features say what they show.
            let candidates = ScreenFootprint.privatePlaces(of: screen, shown: [])
            loaded.footprintParts = ScreenFootprint.parts(
                of: bytes, candidates: candidates.values.union(candidates.actions), title: root?.value["title"]?.location,
                problems: loaded.diagnostics, dependencies: screen.dependencies)
        }
        return loaded
    }
}
