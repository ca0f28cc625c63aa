import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// One side of a review: a project built in memory (its files, and the model they were made
/// from), or an output folder spots-site wrote (its files and its `routes.json` only).
package struct ReviewSide: Sendable {
    /// Every output file by its path under the output folder.
    package var files: [String: RenderedSite.File] = [:]
    /// What building it found wrong (an output folder has nothing to say).
    package var diagnostics: [Diagnostic] = []
    /// The screens read, by route: nil for an output folder, which keeps no JSON.
    package var screens: [Route: Screen]?
    /// Each page's warnings, found reading, rendering and checking it, but those `site.json`
    /// silences (an output folder keeps none), naming files as pages do.
    package var warnings: [Route: [Diagnostic]] = [:]
    /// Each page's route and the screen file it came from, as pages name it (`Content/screens/a.json`).
    package var pages: [Route: String] = [:]
    /// Each page's title as the page shows it: an untitled screen's is made from its route, or
    /// is the site's for the home page (`PageTitle`); an output folder's from `routes.json`.
    package var titles: [Route: String] = [:]
    /// The templates each screen's page was rendered with.
    var pageTemplates: [Route: Set<String>] = [:]
    /// The screens each file under the content folder feeds (data files, a variant's base screen).
    var dependents: [String: Set<Route>] = [:]
    /// The project's template sources by name, the built-in theme's included.
    package var templates: [String: String] = [:]
    /// Where each template came from (`Templates/items/person.mustache`).
    var templateOrigins: [String: String] = [:]
    /// The data files (under the content folder) the screens, the site and the catalog
    /// (`catalog.json`) read, by path there.
    package var dataFiles: [String: URL] = [:]
    /// The content's assets by path under `assets/`.
    package var assets: [String: URL] = [:]
    /// `site.json`.
    package var config: SiteConfig?
    /// `catalog.json`: the `since`s that say which app versions render a kind or a field.
    var catalog = CatalogConfig()
    /// How pages name the content folder (`Content`).
    var contentName = "Content"
    /// Where actions lead on this side.
    package var links = LinkResolver(routes: [], assets: [])
    /// The app's navigation graph: nil for an output folder.
    package var flow: FlowReach?

    /// Whether the side was built from a project, so its screens can be compared field by field.
    var isProject: Bool { screens != nil }

    /// What `screen` needs of the apps on each platform on this side (`ClientDemand`); `other` is
    /// the other side, whose `catalog.json` tells what the screen writes that it gives a `since`.
    func clientDemands(of screen: Screen, other: ReviewSide? = nil) -> [String: ClientDemand] {
        ClientDemand.demands(of: screen, catalog: catalog, site: config?.clients ?? [:], other: other?.catalog)
    }

    /// Builds a project in memory as `spots-site build` would, writing nothing.
    package static func build(_ options: BuildOptions) -> ReviewSide {
        let (site, context) = SiteBuilder(options: options).buildKeepingContext()
        var side = ReviewSide()
        side.files = site.files
        side.diagnostics = site.diagnostics.sortedForReport()
        side.flow = site.flow
        var screens: [Route: Screen] = [:]
        for (route, loaded) in context.content.screens {
            guard let screen = loaded.screen else { continue }
            screens[route] = screen
            side.pages[route] = screen.source
            side.titles[route] = PageTitle.heading(of: screen, siteTitle: context.content.config.title)
            for path in screen.dependencies { side.dependents[path, default: []].insert(route) }
        }
        side.screens = screens
        let ignores = context.content.config.diagnostics
        // As pages name files (`Content/catalog.json`, not `old/Content/catalog.json`): the same
        // warning in two copies of a site, or in a revision taken out of git, reads the same.
        let names = context.pageFileNames
        for (route, loaded) in context.content.screens {
            var problems = loaded.diagnostics + (context.rendered.pages[route]?.diagnostics ?? [])
            _ = ignores.apply(to: &problems, contentFolder: context.contentFolder.displayName)
            side.warnings[route] = problems.filter { $0.severity == .warning }.map(names.diagnostic)
        }
        for (route, outcome) in context.rendered.pages { side.pageTemplates[route] = outcome.templates }
        side.templates = context.templates.sources
        side.templateOrigins = context.templates.origins.mapValues(context.pageFileNames.name(of:))
        side.contentName = context.contentFolder.pageName
        var dataPaths = Set(side.dependents.keys.filter { !$0.hasPrefix("screens/") })
        if case .file(let path, _)? = context.content.config.data { dataPaths.insert(path) }
        // catalog.json feeds the design catalog: its change says why the catalog's files changed.
        if case .success = context.contentFolder.gate.resolve("catalog.json") { dataPaths.insert("catalog.json") }
        // Through the gate: a data file linked inside the content folder is compared as its target.
        for path in dataPaths {
            side.dataFiles[path] =
                (try? context.contentFolder.gate.resolve(path).get()).map { URL(fileURLWithPath: $0) } ?? context.contentFolder.file(path)
        }
        side.assets = context.content.assets
        side.config = context.content.config
        side.catalog = context.content.catalog
        side.links = context.outline.links
        return side
    }

    /// An output folder spots-site wrote, read as it is: the regular files its manifest lists
    /// (but the records of an incremental build, which are not the site's), through the gate.
    /// The folder may come from anywhere (a downloaded CI artifact): a listed path that climbs
    /// out, is absolute, or passes through a symbolic link is not read, and a warning says so.
    package static func read(output folder: URL) -> ReviewSide {
        var side = ReviewSide()
        let site = ConfinedRoot(folder, links: .refuse)
        let shown = FolderName.display(of: folder)
        for path in (OutputManifest.listedFiles(in: site) ?? []).sorted() where !BuildRecords.isKept(path) {
            switch site.resolve(path) {
            case .success(let full) where ConfinedRoot.kind(atResolved: full) == .file:
                side.files[site.relative(of: full) ?? path] = .copy(URL(fileURLWithPath: full))
            case .success:
                side.diagnostics.append(
                    Diagnostic(
                        .warning, rule: .review, file: shown, message: "the manifest lists '\(path)', which is not a regular file; it is not compared"
                    ))
            case .failure(let refusal):
                side.diagnostics.append(
                    Diagnostic(
                        .warning, rule: .review, file: shown, message: refusal.phrase("the manifest", folder: shown + "/") + "; it is not compared",
                        hint: "compare sites spots-site wrote, as they were written"))
            }
        }
        struct Entry: Decodable {
            package var route: String
            package var source: String?
            package var title: String?
        }
        if let data = site.data(of: "routes.json"),
            let entries = try? JSONDecoder().decode([Entry].self, from: data)
        {
            for entry in entries {
                guard case .success(let route) = Route.parse(entry.route), let source = entry.source else { continue }
                side.pages[route] = source
                // routes.json has a screen's own title: one without has the title its page made from the route.
                side.titles[route] = entry.title ?? PageTitle.title(of: route)
            }
        }
        return side
    }

    /// The bytes of an output file.
    package func bytes(of path: String) -> Data? {
        switch files[path] {
        case .text(let text)?: Data(text.utf8)
        case .bytes(let bytes)?: Data(bytes)
        // A compared site's file may be of any size: one over the largest screen is not read
        // whole (compareFiles compares two such files a block at a time).
        case .copy(let url)?: try? Data(ConfinedRoot.bytes(atResolved: url.path, sizeLimit: FileSize.defaultLimit).get())
        case .staged?, .stagedText?, nil: nil  // a review's sites are built in memory
        }
    }

    /// The text of an output file (nil when it is missing or not UTF-8).
    package func text(of path: String) -> String? {
        switch files[path] {
        case .text(let text)?: text
        case .copy?, .bytes?: bytes(of: path).flatMap { String(data: $0, encoding: .utf8) }
        case .staged?, .stagedText?, nil: nil  // a review's sites are built in memory
        }
    }
}
