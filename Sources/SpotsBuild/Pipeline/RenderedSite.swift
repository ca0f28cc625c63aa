import Foundation
import SpotsFormat
import SpotsRender

/// A whole site in memory: every output file by its path under the output folder.
public struct RenderedSite: Sendable {
    /// What a file holds.
    public enum File: Sendable, Equatable {
        /// Generated text (pages, sitemap, manifest, theme CSS).
        case text(String)
        /// A file copied as is (assets).
        case copy(URL)
        /// A page in the build's staging folder already (`PageSink.staging`).
        case staged
    }

    /// Every file by its path under the output folder (`profile/1/index.html`).
    public var files: [String: File] = [:]
    /// The screens that became pages.
    package var screens: [Screen] = []
    /// How many screens became pages (`screens`, or those an incremental build took unchanged).
    public var screenCount = 0
    /// Everything found wrong, sorted for reporting.
    public var diagnostics: [Diagnostic] = []
    /// Counts for the summary.
    public var pageCount = 0
    /// Where the build's time went (see `--metrics`).
    public var metrics = BuildMetrics()

    package init(
        files: [String: File] = [:], screens: [Screen] = [], diagnostics: [Diagnostic] = [], pageCount: Int = 0,
        metrics: BuildMetrics = BuildMetrics()
    ) {
        self.files = files
        self.screens = screens
        screenCount = screens.count
        self.diagnostics = diagnostics
        self.pageCount = pageCount
        self.metrics = metrics
    }

    /// The text of a generated file.
    public func text(at path: String) -> String? {
        if case .text(let text)? = files[path] { return text }
        return nil
    }
}
