import SpotsFormat
import SpotsRender

/// What a feature is given to make again, for the quick update (`QuickUpdate`), its files that
/// show parts of the changed screens (`SiteFeature.quickFiles`), without the other screens: what
/// it kept in the output at the last incremental build that ran every step (`keptFile(of:)`, which
/// it wrote as one of its generated files), the changed screens as read now, and any other screen
/// read on request.
package struct QuickFeatureInput: Sendable {
    package let options: BuildOptions
    /// The content, with the changed screens read (`screens`); the others are read by `read`.
    package let content: LoadedContent
    package let templates: TemplateSet
    /// Renders screens as their pages do, with the site's fields.
    package let renderer: PageRenderer
    /// The parts of the changed screens whose values (subtitles, images) changed, by the screen's route: the JSON
    /// paths of the parts a feature shows (`SiteFeature.shownParts`).
    package let changed: [Route: Set<String>]
    /// The changed screens whose titles changed, with their titles now (nil: none), by route.
    package let retitled: [Route: String?]
    /// The changed screens whose items' titles changed (`ScreenFootprint.itemTitles`).
    package var itemsRetitled: Set<Route> = []
    /// The graph of actions made again, when the changed screens' actions changed (`FlowReroute`).
    package var rerouted: FlowReroute? = nil
    /// The site as the last build summed it up (the titles then).
    package let summary: SiteSummary
    /// The bytes of a file of the previous output, by its path; nil when it cannot be read.
    package let output: @Sendable (String) -> [UInt8]?
    /// The bytes of the feature's kept file in the output, nil when there is none.
    package var kept: [UInt8]?
    /// The HTML id of each component of the page at a route, as its record keeps them.
    package let anchors: @Sendable (Route) -> [String: String]?
    /// The screen at a route, read as the build reads it; nil when it is not one the quick update
    /// can read alone (a variant, one made from data, one that reads other files).
    package let read: @Sendable (Route) -> LoadedScreen?

    /// The prefix of every kept file's name, at the output's root.
    static let keptPrefix = ".spots-site-kept-"

    /// The file a feature keeps in the output for the quick update: `.spots-site-kept-catalog`.
    package static func keptFile(of feature: String) -> String { keptPrefix + feature }
}

extension BuildRecords {
    /// Whether the output's file at `path` is one `build --incremental` keeps for the next
    /// (`files`, or a feature's kept file) rather than one of the site's.
    package static func isKept(_ path: String) -> Bool {
        files.contains(path) || path.hasPrefix(QuickFeatureInput.keptPrefix)
    }
}
