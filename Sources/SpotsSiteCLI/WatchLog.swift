import Foundation
import SpotsBuild
import SpotsFormat

/// What `build --watch` prints after a save, as `serve` does: one line (what was built, in how
/// long, after a change to which file, and the problems now), then only the problems worth
/// printing again (`NewProblems`). The first build of the watch prints as `build` does.
final class WatchLog: @unchecked Sendable {
    /// The problems of the last build; nil before the first.
    private var known: Set<Diagnostic>?
    /// The files of the save that started this build, as diagnostics name them.
    var saved: [String] = []

    /// The problems to print of a build that found `diagnostics`; remembered for the next.
    func worthPrinting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        defer { known = Set(diagnostics) }
        guard let known else { return diagnostics }
        return NewProblems.worthPrinting(diagnostics, before: known, saved: Set(saved))
    }

    /// The cause of a rebuild, for its line: ` after a change to Content/screens/a.json`; empty
    /// for the first build.
    var cause: String {
        guard let first = saved.first else { return "" }
        let more = saved.count > 1 ? " and \(saved.count - 1) more" : ""
        return " after a change to \(first)\(more)"
    }
}
