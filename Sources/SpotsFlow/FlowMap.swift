import SpotsBuild
import SpotsFormat

/// Where the map's pages are, and when a site is too large to draw whole.
package enum FlowMap {
    /// The map's page.
    package static let home = Route(segments: ["flow"])

    /// A map draws at most this many boxes: above it the top page draws folders, and a folder
    /// above it is listed in its table only.
    package static let drawLimit = 150

    /// The folders' pages, by folder, of a site planned at the outline.
    struct Plan: Sendable {
        var folders: [String: Route]
    }

    /// The page of each top folder of screens (`flow/profile/`), when the site has more screens
    /// (pages from data counted once, variants not) than a map draws; none otherwise.
    static func folderPages(of content: LoadedContent) -> [String: Route] {
        var screens = 0
        var pageFiles = Set<String>()
        var folders = Set<String>()
        for screenFile in content.screenFiles where screenFile.variant == nil {
            if screenFile.record != nil, !pageFiles.insert(screenFile.contentPath).inserted { continue }
            screens += 1
            if screenFile.route.segments.count > 1, let first = screenFile.route.segments.first { folders.insert(first) }
        }
        guard screens > drawLimit else { return [:] }
        var pages: [String: Route] = [:]
        for folder in folders { pages[folder] = Route(segments: ["flow", folder]) }
        return pages
    }
}
