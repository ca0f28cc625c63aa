import Foundation
import SpotsBuild
import SpotsFormat

/// Where `audit --report` may write: never into, over or around the project it audits. A report
/// folder that is, holds or is inside the content, templates or output folder would replace them
/// (or be built into the site next time).
package enum AuditReportFolder {
    /// Why `folder` may not hold the report of auditing the project of `options`; nil when it may.
    package static func problem(_ folder: URL, options: BuildOptions) -> Diagnostic? {
        let target = RealPath.ofPossiblyMissing(folder.standardizedFileURL.path)
        let guarded = [(options.content, "the content folder"), (options.templates, "the templates folder"), (options.output, "the output folder")]
        for (url, what) in guarded {
            let path = RealPath.ofPossiblyMissing(url.standardizedFileURL.path)
            guard let relation = RealPath.overlap(of: target, with: path) else { continue }
            return Diagnostic(
                .error, rule: .audit, file: folder.path,
                message: "the report folder \(relation) \(what) (\(path)); writing the report would replace it",
                hint: "name a folder of its own, such as audit-report or /tmp/spots-audit")
        }
        return nil
    }
}
