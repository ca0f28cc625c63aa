import SpotsBuild
import SpotsFormat
import SpotsRender

/// Output files that are no screen's page, by what made them: a feature's (the design catalog's
/// pages, search index and scripts), the assets (the theme's and the content's), and the site's
/// own files (`routes.json`, `sitemap.xml`, the 404 page). A change to one reaches them by the
/// dozen, so every format counts each group on one line (`catalog: 12 files changed`), and lists
/// its files only when asked (`--all-files`); none of them is ever a screen's change.
package struct FileGroup: Sendable, Equatable {
    /// `catalog`, `assets`, `site files`.
    package var name: String
    /// Its files by what happened to them, each list sorted.
    package var added: [String] = []
    package var removed: [String] = []
    package var changed: [String] = []

    /// The group of the assets.
    static let assets = "assets"
    /// The group of every other file.
    static let siteFiles = "site files"

    /// "12 files changed, 2 added, 1 removed".
    package var counts: String {
        let parts = [("changed", changed), ("added", added), ("removed", removed)].filter { !$0.1.isEmpty }
        return parts.enumerated().map { index, part in
            index == 0 ? part.1.count.counted("file") + " " + part.0 : "\(part.1.count) \(part.0)"
        }.joined(separator: ", ")
    }

    /// "catalog: 12 files changed, 2 added".
    package var line: String { name + ": " + counts }

    /// Its files marked as `git status --short` marks them (A, D, M), sorted by path.
    package var files: [(mark: String, path: String)] {
        (added.map { ("A", $0) } + removed.map { ("D", $0) } + changed.map { ("M", $0) }).sorted { $0.1 < $1.1 }
    }

    /// The groups of the files added, removed and changed that no screen of `screens` owns: the
    /// features' first (in the order the build runs them), then the assets, then the rest; a
    /// group with no file is left out.
    static func groups(
        added: [String], removed: [String], changed: [String], screens: [ScreenReview], features: [any SiteFeature]
    ) -> [FileGroup] {
        let pages = Set(screens.map(\.page) + screens.compactMap { $0.oldRoute?.outputFile })
        let names = features.map(\.name) + [assets, siteFiles]
        var groups = names.map { FileGroup(name: $0) }
        func index(of path: String) -> Int {
            if let feature = features.firstIndex(where: { $0.owns(path) }) { return feature }
            return path.hasPrefix(assets + "/") ? names.count - 2 : names.count - 1
        }
        for path in added where !pages.contains(path) { groups[index(of: path)].added.append(path) }
        for path in removed where !pages.contains(path) { groups[index(of: path)].removed.append(path) }
        for path in changed where !pages.contains(path) { groups[index(of: path)].changed.append(path) }
        return groups.filter { !$0.added.isEmpty || !$0.removed.isEmpty || !$0.changed.isEmpty }
    }
}
