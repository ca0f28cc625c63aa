import Logging
import SpotsFormat
import SpotsRender

/// Builds a site: runs `Pipeline.steps(for:)` from `Content/` to a `RenderedSite`. Only `SiteWriter`
/// and the staging folder it makes touch the output.
public struct SiteBuilder: Sendable {
    /// Where to read.
    public let options: BuildOptions
    /// Receives one line per step.
    public let logger: Logger

    /// Creates a builder.
    public init(options: BuildOptions, logger: Logger = Logger(label: "spots-site", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// Loads, renders and validates every page; never throws for content problems, which are
    /// in the result's diagnostics (sorted for reporting). The pages go to `pages`: kept in the
    /// result, dropped once checked, or written into a staging folder as they pass (the result
    /// then names them `.staged`), so that memory holds the pages being rendered, not the site.
    public func build(pages: PageSink = .memory) -> RenderedSite {
        var context = BuildContext(options: options)
        context.run.pageSink = pages
        Pipeline.run(context: &context, logger: logger)
        var site = Pipeline.site(of: context)
        site.diagnostics.sortForReport()
        return site
    }
}
