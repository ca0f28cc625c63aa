import Logging

/// Builds a site: runs `Pipeline.steps` from `Content/` to a `RenderedSite` in memory. Only
/// `SiteWriter` touches the output folder.
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
    /// in the result's diagnostics (sorted for reporting).
    public func build() -> RenderedSite {
        var context = BuildContext(options: options)
        Pipeline.run(context: &context, logger: logger)
        var site = Pipeline.site(of: context)
        site.diagnostics.sort(by: Diagnostic.reportOrder)
        return site
    }
}
