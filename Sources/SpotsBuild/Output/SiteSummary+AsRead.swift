import SpotsFormat

extension SiteSummary {
    /// A summary as its file held it (`OutlineFile.read`): each screen with its line, and the
    /// problems and the report with theirs. What is still as read when the summary is written
    /// again is written as its lines (`OutlineFile.bytes`): a quick update changes a screen or
    /// two of 10,000 and the files' sizes, and made every line again (a tenth of a second).
    ///
    /// Not part of what the summary says: summaries are equal whatever their text.
    package struct AsRead: Sendable, Equatable {
        /// Each screen and its line, by its route's path.
        var screens: [String: (screen: Screen, line: ArraySlice<UInt8>)] = [:]
        /// The lines of the problems (`before`, `variant`, `after`) and of the report, in the order of the file.
        var problemLines: [ArraySlice<UInt8>] = []
        var reportLines: [ArraySlice<UInt8>] = []
        /// The problems and the report those lines hold.
        private var readProblems: (before: [Problem], variants: [String: [Diagnostic]], after: [Problem])?
        private var readReport: KeptReport?

        /// Takes the problems and the report of `summary`, read from the lines kept.
        mutating func keep(_ summary: SiteSummary) {
            readProblems = (summary.before, summary.variants, summary.after)
            readReport = summary.report
        }

        /// The lines of `summary`'s problems, when they are the ones read.
        func problems(of summary: SiteSummary) -> [ArraySlice<UInt8>]? {
            guard let problems = readProblems, problems.before == summary.before, problems.variants == summary.variants,
                problems.after == summary.after
            else { return nil }
            return problemLines
        }

        /// The lines of `report`, when it is the one read.
        func reportLines(of report: KeptReport) -> [ArraySlice<UInt8>]? {
            readReport == report ? reportLines : nil
        }

        package static func == (_: AsRead, _: AsRead) -> Bool { true }
    }
}
