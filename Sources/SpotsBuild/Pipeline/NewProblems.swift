import SpotsFormat

/// Which problems a rebuild prints (`serve`, `build --watch`): one rule for both. An error is
/// printed when it is new, or in a file of the save (the one being mended); an error elsewhere that
/// was printed already is counted, not printed again. A warning or note is printed when it is new:
/// one left alone is not repeated at every save.
public enum NewProblems {
    /// What of `now` to print after a rebuild for the files `saved` (as diagnostics name them),
    /// given the problems of the build before; in report order.
    public static func worthPrinting(_ now: [Diagnostic], before: Set<Diagnostic>, saved: Set<String>) -> [Diagnostic] {
        now.filter { !before.contains($0) || ($0.severity == .error && saved.contains($0.file)) }.sortedForReport()
    }
}
