import Foundation
import SpotsFormat
import SpotsRender

/// What the content folder holds, found and read: the model every later step reads and none changes.
package struct LoadedContent: Sendable {
    /// `site.json`.
    package var config = SiteConfig()
    /// How diagnostics name `site.json` (`Content/site.json`).
    package var configFile = "site.json"
    /// `catalog.json`: the design catalog's word on each kind.
    package var catalog = CatalogConfig()
    /// How diagnostics name `catalog.json` (`Content/catalog.json`).
    package var catalogFile = "catalog.json"
    /// Every screen file with its route, sorted by route.
    package var screenFiles: [ScreenFile] = []
    /// Files under `Content/assets/`, by their path under that folder.
    package var assets: [String: URL] = [:]
    /// The site's data (`site.json`'s `data`), read.
    var siteData: JSONValue?
    /// Every screen as read, by route (`ReadScreens` fills it in).
    package var screens: [Route: LoadedScreen] = [:]

    /// Every screen that could be read (or is shown in its last good version), in route order.
    package var readScreens: [Screen] { screenFiles.compactMap { screens[$0.route]?.screen } }
    /// What finding the content found wrong: `site.json`, `catalog.json`, the screen files'
    /// names and routes.
    package var problems: [Diagnostic] = []
    /// What reading the screens found wrong: each screen's problems (its `LoadedScreen`'s), those
    /// of a variant given to the variant's file.
    package var screenProblems: [Diagnostic] = []
}

/// One screen file as read: the screen when it could be read, and what was found wrong with it.
package struct LoadedScreen: Sendable {
    /// The screen, decoded and bound to its data; nil when the file cannot be read as a screen.
    package var screen: Screen?
    /// The file's problems (and those of data files it was the first to read).
    package var diagnostics: [Diagnostic]
    /// Set by `spots-site serve` when the file cannot be read now and `screen` is its last good
    /// version, kept so the site goes on showing it.
    package var isStale = false
    /// Its file taken apart for its footprint (`ScreenFootprint`), for `build --incremental`; nil
    /// in other builds, and for a screen that reads other files (a variant, a page from data).
    package var footprintParts: ScreenFootprint.Parts?
    /// The footprint made of those parts once the features have said what they show, as the
    /// screen's page is made (`RenderPages`), while the screen is whole.
    package var footprint: UInt64?
    /// The footprint with the values (subtitles, images) the features show left out too (`SiteSummary.Screen.baseFootprint`).
    package var baseFootprint: UInt64?
    /// The footprint with its actions outside the parts the features show left out too (`SiteSummary.Screen.flowFootprint`).
    package var flowFootprint: UInt64?
    /// The hashes of the values (subtitles, images) of the parts the features show (`SiteSummary.Screen.parts`).
    package var partHashes: [String: UInt64]?
    /// The hash of its items' titles (`SiteSummary.Screen.itemTitles`).
    package var itemTitles: UInt64?
}
