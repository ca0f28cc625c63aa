import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// `spots-site diff`: two versions of a site built in memory with the same options and
/// compared, screen by screen and file by file; nothing is written unless a report is asked for.
package struct SiteDiff: Sendable {
    package var review: SiteReview
    /// What building each side found wrong: a side with errors cannot be compared.
    package let oldDiagnostics: [Diagnostic]
    package let newDiagnostics: [Diagnostic]
    package let old: ReviewSide
    package let new: ReviewSide

    /// How a review is printed.
    package enum Format: String, Sendable, CaseIterable {
        /// For a terminal.
        case text
        /// A pull-request comment.
        case markdown
        /// For programs, in the schema `spots-site schema diff` prints.
        case json
    }

    /// Builds (or reads) both sides, side by side, and compares them; the files of the features
    /// a side is built with (the design catalog) are counted apart from the others.
    package static func compare(old: ReviewInput, new: ReviewInput) -> SiteDiff {
        let built = [new, old].compactMap { input -> [any SiteFeature]? in
            if case .project(let options) = input { return options.features }
            return nil
        }
        return compare(old: old, new: new, features: built.first ?? [])
    }

    /// Builds (or reads) both sides and compares them, the files of `features` counted apart
    /// (two output folders name none: the command line's are given).
    package static func compare(old: ReviewInput, new: ReviewInput, features: [any SiteFeature]) -> SiteDiff {
        let (before, after) = concurrently({ old.side() }, { new.side() })
        let failed = before.diagnostics.hasErrors || after.diagnostics.hasErrors
        let review = failed ? SiteReview() : SiteReview.make(old: before, new: after, features: features)
        return SiteDiff(review: review, oldDiagnostics: before.diagnostics, newDiagnostics: after.diagnostics, old: before, new: after)
    }

    /// Whether a side could not be built.
    package var failed: Bool { oldDiagnostics.hasErrors || newDiagnostics.hasErrors }

    /// Whether the sides differ.
    package var hasDifferences: Bool { !review.isEmpty }

    /// What writing a report did.
    package struct ReportOutcome: Sendable {
        /// The folder written (links resolved).
        package var folder: URL
        /// How many screenshots were taken.
        package var screenshotCount = 0
        /// Why no screenshots were taken, when they were asked for and could not be.
        package var screenshotProblem: String?
        /// What the checks of the report's pages found (its templates are spots-site's own: a
        /// finding here is spots-site's fault).
        package var pageProblems: [Diagnostic] = []
    }

    /// Writes the HTML report into `folder` (replaced whole, and only if spots-site wrote it),
    /// with screenshots of the changed pages when asked and Chromium is there; `progress` is
    /// given the lines that say how far the screenshots are (`screenshots: 12 of 40 screens`).
    /// The sides are named `oldName` and `newName` in it. `temporary` is told the temporary folder
    /// of the screenshots before anything is written into it (the command removes it on an
    /// interrupt, after ending the browsers that write into it). `server` serves the report's pages
    /// to the browser that takes the screenshots (`PageServer`); without one, none are taken.
    package mutating func writeReport(
        to folder: URL, oldName: String, newName: String, screenshots: Bool = false, server: (any PageServer)? = nil, threshold: Double = 0.1,
        progress: (@Sendable (String) -> Void)? = nil, temporary: ((URL) -> Void)? = nil
    ) throws -> ReportOutcome {
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        var report = ReviewReport(review: review, old: old, new: new, oldName: oldName, newName: newName)
        let writer = SiteWriter(output: folder)
        var site = report.site(templates: templates)
        _ = try writer.write(site)
        var outcome = ReportOutcome(folder: writer.target)
        outcome.pageProblems = site.diagnostics
        guard screenshots, !review.screens.isEmpty else { return outcome }
        guard let chromium = Chromium.find() else {
            outcome.screenshotProblem =
                "\(Chromium.notFound), so no screenshots were taken"
            return outcome
        }
        guard let server else {
            outcome.screenshotProblem = "no server was given to show the pages to Chromium, so no screenshots were taken"
            return outcome
        }
        let served = try server.serve(writer.target)
        defer { served.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-shots-\(UUID().uuidString.prefix(8))")
        temporary?(work)
        defer { try? FileManager.default.removeItem(at: work) }
        var taker = ReviewScreenshots(chromium: chromium, work: work, served: served)
        taker.threshold = threshold
        guard case .text(let script)? = templates.themeFiles[ReviewReport.pixelDiffScript] else { return outcome }
        var told: (@Sendable (Int, Int) -> Void)?
        if let progress { told = { done, total in progress(ShotProgress.line(done: done, of: total)) } }
        review.shots = taker.take(review, pages: report.screenPages(), pixelDiff: script, progress: told)
        report = ReviewReport(review: review, old: old, new: new, oldName: oldName, newName: newName)
        site = report.site(templates: templates)
        _ = try writer.write(site)
        outcome.pageProblems = site.diagnostics
        outcome.screenshotCount = review.shots.values.flatMap { $0 }.map { [$0.before, $0.after].compactMap { $0 }.count }.reduce(0, +)
        if outcome.screenshotCount == 0 { outcome.screenshotProblem = "Chromium at \(chromium.path) took no screenshots" }
        return outcome
    }

    /// The review in `format`; `colour` and `summaryOnly` are for text, `reportURL` (where the
    /// report is published) for markdown; `allFiles` lists every other file in both, where they
    /// otherwise count them by group (JSON has them all).
    package func render(_ format: Format, colour: Bool = false, summaryOnly: Bool = false, reportURL: String? = nil, allFiles: Bool = false) -> String
    {
        switch format {
        case .text: ReviewText(review: review, colour: colour, summaryOnly: summaryOnly, allFiles: allFiles).render()
        // A compared site's control characters reach neither a terminal nor a CI log.
        case .markdown:
            TerminalText.lines(ReviewMarkdown(review: review, reportURL: reportURL, allFiles: allFiles).render())
        case .json: ReviewJSON.render(review)
        }
    }
}
