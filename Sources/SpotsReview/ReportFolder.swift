import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// Where `diff --report` may write: never into, over or around what it compares. A report folder
/// that is, holds or is inside a compared site, a compared project's content or templates
/// folder, or the project's output would be replaced by the report (or would hold it next build).
package enum ReportFolder {
    /// Why `report` may not hold the report of comparing `inputs` with `output` the project's
    /// output folder; nil when it may. `named` are the folders as given on the command line.
    package static func problem(_ report: URL, inputs: [ReviewInput], named: [URL], output: URL) -> Diagnostic? {
        let target = RealPath.ofPossiblyMissing(OutputPath.resolve(report).map(\.path).get(or: report.path))
        var guarded: [(String, String)] = named.map { ($0.path, "a compared folder") }
        guarded.append((OutputPath.resolve(output).map(\.path).get(or: output.path), "the project's output"))
        for input in inputs {
            switch input {
            case .output(let folder): guarded.append((folder.path, "a compared site"))
            case .project(let options):
                guarded.append((options.content.path, "a compared content folder"))
                guarded.append((options.templates.path, "a compared templates folder"))
            }
        }
        for (path, what) in guarded {
            let folder = RealPath.ofPossiblyMissing(URL(fileURLWithPath: path).standardizedFileURL.path)
            guard let relation = RealPath.overlap(of: target, with: folder) else { continue }
            return Diagnostic(
                .error, rule: .review, file: report.path,
                message: "the report folder \(relation) \(what) (\(folder)); writing the report would replace what is compared",
                hint: "name a new folder outside both sites and the output, such as /tmp/spots-review")
        }
        return nil
    }
}

extension Result {
    /// The success value, or `fallback`.
    package func get(or fallback: Success) -> Success {
        (try? get()) ?? fallback
    }
}
