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

    /// Whether the process ends after this build (`spots-site build`), so that what the build
    /// made on the way (the screens, the outline, the records) is left for the end to take back
    /// at once instead of freed value by value (40 ms of an incremental build of 10,000 screens).
    /// Not for a builder that lives on (`serve`).
    public var endsWithTheProcess = false

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
        let (site, context) = buildKeepingContext(pages: pages)
        if endsWithTheProcess { _ = Unmanaged.passRetained(LeftForTheEnd(context)) }
        return site
    }

    /// `build`, with what the build read, outlined and rendered on the way: for a command that
    /// reads more of a build than its files (the audit's screens and anchors, a review side's
    /// screens). Every command builds through this entry.
    package func buildKeepingContext(pages: PageSink = .memory) -> (RenderedSite, BuildContext) {
        var context = BuildContext(options: options)
        context.run.pageSink = pages
        // The page cache, handed in: what the output this build updates holds of the last one,
        // its stamps read now (timed as a step of its own), the rest beside the load steps.
        if context.isIncrementalBuild, case .staging(let folder) = pages, let previous = folder.previous {
            let started = BuildMetrics.Reading.now()
            context.run.previous = PreviousOutput.read(in: previous, forQuickUpdate: folder.inPlace)
            context.metrics.step(PreviousOutput.stampsStepName, since: started)
        }
        Pipeline.run(context: &context, logger: logger)
        var site = Pipeline.site(of: context)
        site.diagnostics.sortForReport()
        return (site, context)
    }

    /// The site read and outlined as a build does (where the navigation and the flow graph are
    /// made), nothing rendered or written.
    package func outline() -> BuildContext {
        var context = BuildContext(options: options)
        Pipeline.run(context: &context, logger: logger, stopBefore: RenderPages.step)
        return context
    }
}

/// What a build that ends with its process leaves for the process's end to free.
private final class LeftForTheEnd: Sendable {
    let context: BuildContext
    init(_ context: BuildContext) { self.context = context }
}
