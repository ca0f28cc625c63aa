import Foundation

/// `spots-site diff`: two versions of a site built in memory with the same options and
/// compared, screen by screen and file by file; nothing is written unless a report is asked for.
public struct SiteDiff: Sendable {
    let review: SiteReview
    /// What building each side found wrong: a side with errors cannot be compared.
    public let oldDiagnostics: [Diagnostic]
    public let newDiagnostics: [Diagnostic]
    let old: ReviewSide
    let new: ReviewSide

    /// How a review is printed.
    public enum Format: String, Sendable, CaseIterable {
        /// For a terminal.
        case text
        /// A pull-request comment.
        case markdown
        /// For programs, in the schema `spots-site schema diff` prints.
        case json
    }

    /// Builds (or reads) both sides, side by side, and compares them.
    public static func compare(old: ReviewInput, new: ReviewInput) -> SiteDiff {
        let (before, after) = concurrently({ old.side() }, { new.side() })
        let failed = before.diagnostics.hasErrors || after.diagnostics.hasErrors
        let review = failed ? SiteReview() : SiteReview.make(old: before, new: after)
        return SiteDiff(review: review, oldDiagnostics: before.diagnostics, newDiagnostics: after.diagnostics, old: before, new: after)
    }

    /// Whether a side could not be built.
    public var failed: Bool { oldDiagnostics.hasErrors || newDiagnostics.hasErrors }

    /// Whether the sides differ.
    public var hasDifferences: Bool { !review.isEmpty }

    /// The review in `format`; `colour` and `summaryOnly` are for text.
    public func render(_ format: Format, colour: Bool = false, summaryOnly: Bool = false) -> String {
        switch format {
        case .text: ReviewText(review: review, colour: colour, summaryOnly: summaryOnly).render()
        case .markdown: ReviewMarkdown(review: review).render()
        case .json: ReviewJSON.render(review)
        }
    }
}
