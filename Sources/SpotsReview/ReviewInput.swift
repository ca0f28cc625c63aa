import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// What one side of `spots-site diff` names: a content folder, a project folder (holding
/// `Content/`, maybe `Templates/`), or an output folder spots-site wrote (it has the manifest).
package enum ReviewInput: Sendable {
    /// A project to build in memory.
    case project(BuildOptions)
    /// An output folder, read as it is.
    case output(URL)

    /// What `path` is, with the options every built side shares (`base`: its templates folder,
    /// when named, is taken for both sides); a diagnostic when it is none of the three.
    package static func resolve(_ path: String, base: BuildOptions) -> Result<ReviewInput, Diagnostic> {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        guard ConfinedRoot.kind(ofNamed: url) == .folder else {
            return .failure(
                Diagnostic(
                    .error, rule: .review, file: path, message: "there is no folder here",
                    hint: "name a project folder, its Content/ folder, or a site spots-site wrote"))
        }
        let folder = ConfinedRoot(url, links: .followInside)
        func exists(_ name: String) -> Bool { folder.kind(of: name) != nil }
        if exists(OutputManifest.name) { return .success(.output(url)) }
        var options = base
        if exists("Content") {
            // A compared project may come from anywhere: its Content/ and Templates/ are taken
            // only where they are inside it, as `diff --base` takes a revision's.
            for name in ["Content", "Templates"] {
                if let problem = linkOut(name, in: url, file: path) { return .failure(problem) }
            }
            options.content = url.appendingPathComponent("Content")
            if !base.templatesRequired { options.templates = url.appendingPathComponent("Templates") }
        } else if exists("site.json") || exists("screens") {
            options.content = url
            // A content folder's templates are the ones beside it, as in a project, and are taken
            // only where they are inside the folder that holds both.
            if !base.templatesRequired {
                let parent = url.deletingLastPathComponent()
                if let problem = linkOut("Templates", in: parent, file: path) { return .failure(problem) }
                options.templates = parent.appendingPathComponent("Templates")
            }
        } else {
            return .failure(
                Diagnostic(
                    .error, rule: .review, file: path,
                    message:
                        "this is not a content folder (with site.json or screens/), a project folder (with Content/) or a site spots-site wrote (with \(OutputManifest.name))",
                    hint: "name the folder that holds Content/, or Content/ itself"))
        }
        return .success(.project(options))
    }

    /// Why `name` in `folder` may not be compared (said of `file`, as named on the command line):
    /// it is a link that leads out of the folder, or loops; nil when it is inside, or missing.
    private static func linkOut(_ name: String, in folder: URL, file: String) -> Diagnostic? {
        guard case .failure(let refusal) = ConfinedRoot(folder, links: .followInside).resolve(name), refusal != .missing(name) else { return nil }
        return Diagnostic(
            .error, rule: .review, file: file,
            message: refusal.phrase("'\(name)'", folder: FolderName.display(of: folder) + "/") + "; it is not compared",
            hint: "compare a folder that holds its own \(name)/, not a link out of it")
    }

    /// The side this input gives: built in memory, or read.
    package func side() -> ReviewSide {
        switch self {
        case .project(let options): ReviewSide.build(options)
        case .output(let folder): ReviewSide.read(output: folder)
        }
    }
}
