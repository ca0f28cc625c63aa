import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a page is made from, as hashes for `build --incremental` (see `BuildRecords`): the one
/// place that says which files and settings a page depends on. `ChangedFiles` says the same for
/// the preview server, which keeps the site in memory instead.
///
/// - What every page is made with (`site`): spots-site itself, the settings, `site.json`,
///   `catalog.json`, the site's data file, every template, every content file no screen reads
///   (which may have a part no rule here knows), the names of the content's assets (which images
///   a page can show), and the outline: every file the build writes (a page added or removed
///   changes it), the navigation as every page shows it (the titles of the screens in it, and of
///   those that are folders of others, which breadcrumbs show) and the kinds that are likely
///   typos (a page warns of them). `site.json`, `catalog.json`
///   and the site's data file count here even when a screen reads one of them too.
/// - A page's own inputs: its screen file and every file the screen reads (the screen a variant
///   varies, the records it was made from, its data and Slots files).
struct PageInputs: Sendable {
    /// The hash of what every page is made with; nil when one of the files every page reads was
    /// not hashed (hidden, under `assets/`, or unreadable), so no page can be taken as it was.
    package let site: UInt64?
    private let content: [String: UInt64]
    /// What each page's footer says of the screens leading to it, by route (`FlowReach.footnote`).
    private let footnotes: [Route: String]

    package init(_ context: BuildContext, hashes: SourceHashes) {
        var own = Set<String>()
        for screenFile in context.content.screenFiles {
            own.insert(screenFile.contentPath)
            if let screen = context.content.screens[screenFile.route]?.screen { own.formUnion(screen.dependencies) }
        }
        self.init(
            context, hashes: hashes, own: own, planned: context.outline.plannedFiles, navigation: context.outline.navigation,
            typos: context.outline.typos)
    }

    /// The same, for screens that read the files `own` (the screen files among them), a site
    /// that writes `planned`, shows `navigation` on every page and warns of the kinds of `typos`
    /// (`QuickUpdate` makes them from `SiteSummary`).
    init(_ context: BuildContext, hashes: SourceHashes, own: Set<String>, planned: Set<String>, navigation: SiteNavigation, typos: KindTypos) {
        content = hashes.content
        footnotes = context.outline.footnotes
        let loaded = context.content
        var own = own
        // Read by every page, even when a screen reads one of them too.
        var everyPage = ["site.json", "catalog.json"]
        if case .file(let siteData, _)? = loaded.config.data {
            guard hashes.content[siteData] != nil else {
                site = nil
                return
            }
            everyPage.append(siteData)
        }
        own.subtract(everyPage)
        var combined = ContentHash.Combined()
        combined.add("spots-site \(SpotsSiteVersion.current) \(Self.executable)")
        let options = context.options
        // `catalog true`: each feature, and whether it is on.
        let features = context.featureStates.map { "\($0.feature.name) \($0.isOn)" }.joined(separator: " ")
        combined.add(
            "\(context.contentFolder.displayName) \(context.contentFolder.pageName) \(FolderName.display(of: options.templates)) "
                + "\(options.templates.standardizedFileURL.lastPathComponent) \(features) \(options.maxFileSize)"
                + (options.view.client.map { " client \($0)" } ?? "") + (options.view.text == .asWritten ? "" : " text \(options.view.text.rawValue)")
                + (options.view.inspects ? " inspect" : ""))
        combined.section("templates", hashes.templates)
        combined.section("content", hashes.content.filter { !own.contains($0.key) })
        combined.section("assets", loaded.assets.keys.sorted())
        combined.section("planned", planned.sorted())
        // Screens' titles as the pages show them (the navigation, the breadcrumbs' folders): the
        // title of a screen that is neither changes its own page alone.
        combined.section("navigation", navigation.shownLines)
        combined.section("typos", typos.lines)
        site = combined.value
    }

    /// The hash of the page of `screenFile`'s own inputs; nil when one of them was not hashed
    /// (then the page is always rendered).
    package func inputs(of screenFile: ScreenFile, screen: Screen) -> UInt64? {
        Self.inputs(
            of: screenFile.contentPath, dependencies: screen.dependencies.sorted(), content: content, footnote: footnotes[screenFile.route])
    }

    /// The hash of a page's own inputs: its screen file at `path` and the files it reads,
    /// `dependencies` (sorted), by their hashes in `content`, and what its footer says of the
    /// screens leading to it (`footnote`); nil when one was not hashed.
    static func inputs(of path: String, dependencies: [String], content: [String: UInt64], footnote: String?) -> UInt64? {
        var combined = ContentHash.Combined()
        if let footnote { combined.add("footnote \(footnote)") }
        for path in [path] + dependencies {
            guard let hash = content[path] else { return nil }
            combined.add(path)
            combined.add(hash)
        }
        return combined.value
    }

    /// The running program, by size and time of change: a new build of spots-site renders every page.
    private static let executable: String = {
        var status = stat()
        guard stat(Bundle.main.executablePath ?? "/proc/self/exe", &status) == 0 else { return "unknown" }
        return SourceStamp(status).description
    }()
}
