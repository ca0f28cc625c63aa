import SpotsFormat
import SpotsRender

/// The screens' pages, as `Render and validate pages` leaves them.
package struct RenderedPages: Sendable {
    /// Each screen's page, by route.
    package var pages: [Route: PageOutcome] = [:]
    /// The screens that became pages, in route order.
    package var screens: [Screen] = []
    /// How many pages this run rendered (not taken from the previous output).
    package var renderedCount = 0
    /// The pages' files (and, with `--incremental`, what they were made from).
    package var files: [String: RenderedSite.File] = [:]
    /// Every page's problems, those of a variant's page given to the variant's file.
    package var problems: [Diagnostic] = []
    /// A variant's page's problems as `problems` has them, by its route (for `SiteSummary`).
    var variantProblems: [Route: [Diagnostic]] = [:]
    /// With `--incremental`, the hash of what every page is made with, as the records have it.
    var recordedSite: String?
}

/// What reading, rendering and checking one screen gave.
package struct PageOutcome: Sendable {
    /// The page's route (also when the screen could not be read).
    package var route: Route
    /// The page, as UTF-8 bytes; nil when the screen could not be read, or when it left for the page sink.
    package var page: [UInt8]?
    /// The page as text.
    package var html: String? { page.map { String(decoding: $0, as: UTF8.self) } }
    /// Whether the screen became a page (it could be read).
    var isRendered = false
    /// What rendering the screen and checking its page found (reading it is `LoadedScreen`'s).
    package var diagnostics: [Diagnostic]
    var danglingCount = 0
    /// The templates the page was rendered with.
    package var templates: Set<String> = []
    /// The HTML id of each component on the page, by its JSON path.
    package var anchors: [String: String] = [:]
    /// How long rendering and checking the page took, with `--metrics`.
    package var nanoseconds: UInt64 = 0
    /// Whether the page was taken from the previous output (`build --incremental`), not rendered.
    var isReused = false
    /// Whether the page went into the build's staging folder (`send(to:)`).
    var isStaged = false

    /// Whether the page is missing or has errors of its own (while serving, its last good version then stays).
    package var hasErrors: Bool { !isRendered || diagnostics.hasErrors }

    /// Hands the page to `sink`: it stays in memory, is dropped, or is written into the staging
    /// folder (and dropped) when neither it nor its screen (`screenHasErrors`: a key path that
    /// finds an object, say) has errors; a build with errors writes nothing (but with
    /// `--keep-going`, an error page in its place: `ErrorPages`).
    package mutating func send(to sink: PageSink, screenHasErrors: Bool = false) throws {
        guard let page else { return }
        switch sink {
        case .memory: return
        case .discard: self.page = nil
        case .staging(let folder):
            if !diagnostics.hasErrors, !screenHasErrors {
                try page.withUnsafeBytes { try folder.write(bytes: $0, to: route.outputFile) }
                isStaged = true
            }
            self.page = nil
        }
    }
}
