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
            let loader = ScreenLoader(dataFiles: context.dataFiles, siteData: context.content.siteData)
            let read = screenFiles.parallelMap { loader.load($0) }
            let previous = context.content.screens
            if scope.everything { context.content.screens = [:] }
            let catalog = context.content.catalog
            for (screenFile, var loaded) in zip(screenFiles, read) {
                if let screen = loaded.screen {
                    loaded.diagnostics += CatalogConfigCheck.deprecatedUses(in: screen, catalog: catalog, catalogFile: context.content.catalogFile)
                }
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
