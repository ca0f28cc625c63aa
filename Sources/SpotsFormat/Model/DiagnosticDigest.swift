/// What the text format prints of a build's diagnostics when it is limited
/// (`DiagnosticFormat.format(_:limited:)`), and the counts the summary line gives: the first
/// `DiagnosticFormat.shownPerShape` diagnostics of each shape in report order, each shape with
/// more than that and how many more, and how many there are of each severity. Small whatever the
/// build found (a few hundred diagnostics of a site's hundred thousand), so that
/// `build --incremental` can keep it and report a site it takes as the last build left it
/// without reading every page's problems again (`SiteSummary.report`).
package struct DiagnosticDigest: Sendable, Equatable {
    /// The diagnostics printed in full, in report order.
    package var shown: [Diagnostic] = []
    /// Each shape with more diagnostics than are printed (`DiagnosticShapes.texts`), and how many
    /// more, in the order their first one left out came.
    package var more: [Shape] = []
    /// How many diagnostics there are of each severity.
    package var errors = 0
    package var warnings = 0
    package var notes = 0

    /// A shape past its share of the report.
    package struct Shape: Sendable, Equatable {
        package var text: String
        package var count: Int

        package init(text: String, count: Int) {
            self.text = text
            self.count = count
        }
    }

    package init(shown: [Diagnostic] = [], more: [Shape] = [], errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.shown = shown
        self.more = more
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// The digest of `diagnostics`, in report order.
    package init(_ diagnostics: [Diagnostic]) {
        let shapes = DiagnosticShapes(diagnostics)
        var counts = [Int](repeating: 0, count: shapes.texts.count)
        var hidden: [Int] = []
        for (diagnostic, shape) in zip(diagnostics, shapes.ids) {
            counts[shape] += 1
            if counts[shape] <= DiagnosticFormat.shownPerShape {
                shown.append(diagnostic)
            } else if counts[shape] == DiagnosticFormat.shownPerShape + 1 {
                hidden.append(shape)
            }
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        more = hidden.map { Shape(text: shapes.texts[$0], count: counts[$0] - DiagnosticFormat.shownPerShape) }
    }

    /// The digest of the same diagnostics without the notes (`--quiet`): a shape is of one severity
    /// (its text begins with it), so the notes' shapes are left out whole.
    package var withoutNotes: DiagnosticDigest {
        let prefix = Diagnostic.Severity.note.rawValue + ": "
        return DiagnosticDigest(
            shown: shown.filter { $0.severity != .note }, more: more.filter { !$0.text.hasPrefix(prefix) }, errors: errors,
            warnings: warnings)
    }
}
