import Foundation
import SpotsBuild
import SpotsFormat
import SpotsLiveSite

/// What `serve` prints after a rebuild: one line for a save (`Rebuilt 1 page in 32 ms
/// (Content/screens/home.json); 1 error`), then the problems it brought (`NewProblems`).
/// The catalog catching up with saved screens (a run of its own, just after) prints nothing
/// unless it found a new problem.
struct RebuildLog {
    let update: LiveBuilder.Update
    let before: LiveSite.Version
    let after: LiveSite.Version

    /// The messages to log, in order; none when there is nothing to say.
    func messages(source: @escaping (String) -> String?) -> [String] {
        let saved = Set(update.sources.map(Self.display))
        let errors = NewProblems.worthPrinting(after.errors, before: Set(before.errors), saved: saved)
        let warnings = NewProblems.worthPrinting(after.warnings, before: Set(before.warnings), saved: saved)
        guard !update.sources.isEmpty || !errors.isEmpty || !warnings.isEmpty else { return [] }
        var messages = [headline]
        if !errors.isEmpty { messages.append(DiagnosticFormat.text.format(errors, source: source)) }
        if !warnings.isEmpty { messages.append(DiagnosticFormat.text.format(warnings, limited: true, source: source)) }
        return messages
    }

    /// The one line: what was done, how long it took, after which change, and the problems now.
    var headline: String {
        "\(done) in \(Int(update.milliseconds.rounded())) ms\(cause); \(problems)"
    }

    private var done: String {
        let pages = update.renderedPages
        if update.heldBack { return "Held every page at its last good version" }
        if update.sources.isEmpty { return "Caught up the catalog" }
        if pages == 0 { return update.changedFiles.isEmpty ? "Nothing to rebuild" : "Updated \(update.changedFiles.count.counted("file"))" }
        return update.everything && pages > 1 ? "Rebuilt all \(pages) pages" : "Rebuilt \(pages.counted("page"))"
    }

    private var cause: String {
        guard let first = update.sources.first else { return "" }
        let more = update.sources.count > 1 ? " and \(update.sources.count - 1) more" : ""
        return " (\(Self.display(first))\(more))"
    }

    /// A file as diagnostics name it (relative to the working directory).
    private static func display(_ path: String) -> String { FolderName.display(of: URL(fileURLWithPath: path)) }

    private var problems: String {
        var counts: [String] = []
        if !after.errors.isEmpty { counts.append(after.errors.count.counted("error")) }
        if after.warningCount > 0 { counts.append(after.warningCount.counted("warning")) }
        return counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
    }
}
