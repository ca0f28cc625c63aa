import SpotsFormat

/// What one run of the pipeline covers and where its pages go. A build is one run over
/// everything, its pages kept or written; `spots-site serve` runs again over what a change
/// affects, and `build --incremental` takes the unchanged pages from the previous output. All that
/// only those two need is here, set by `SiteBuilder` and `LiveBuilder`, and read by the steps.
package struct BuildRun: Sendable {
    /// What the run covers.
    package var scope = BuildScope.everything
    /// Where rendered pages go: kept, dropped or written as they pass validation.
    package var pageSink = PageSink.memory
    /// What `build --incremental` takes from the output it updates (the page cache and the rest),
    /// handed in by `SiteBuilder` before any step runs: its pages whose inputs are unchanged are
    /// taken as they are.
    package var previous: PreviousOutput?
    /// While serving, a run for saved screens keeps the features (the catalog) as they were: the
    /// pages show first, and the features follow in a run of their own (`LiveBuilder`).
    package var defersFeatures = false
    /// `Hash sources`, with `build --incremental`: every source file's hash, taken before any is read.
    var sourceHashes: SourceHashes?
    /// `Take the rest of the site`, when it took it: the site, made without the steps after it.
    var quick: QuickSite?

    package init() {}
}
