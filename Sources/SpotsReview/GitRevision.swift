import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// A project as it is at a git revision (`--base origin/main`): its content and templates folders
/// taken out of git into a temporary folder, which `remove()` deletes.
package struct GitRevision: Sendable {
    /// The temporary folder that holds the revision's files.
    package let folder: URL
    /// The options that build the revision: the working tree's, pointed into `folder`.
    package let options: BuildOptions

    /// Takes the folders of `options` out of git at `revision` (a branch, tag or commit); a
    /// diagnostic says why not when it cannot.
    package static func export(_ revision: String, options: BuildOptions) -> Result<GitRevision, Diagnostic> {
        let here = FileManager.default.currentDirectoryPath
        func problem(_ message: String, hint: String? = nil) -> Result<GitRevision, Diagnostic> {
            .failure(Diagnostic(.error, rule: .review, file: revision, message: message, hint: hint))
        }
        guard let top = run(["rev-parse", "--show-toplevel"], in: here), top.status == 0 else {
            return problem(
                "--base needs a git repository, and \(here) is not in one",
                hint: "run spots-site diff inside the project's repository, or name two folders")
        }
        let root = RealPath.of(top.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? top.output
        guard revision.first != "-", let commit = run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root), commit.status == 0
        else {
            let names = run(["for-each-ref", "--format=%(refname:short)"], in: root)?.output.split(separator: "\n").map(String.init) ?? []
            let hint = Suggestions.closest(to: revision, in: names + ["HEAD"]).map { "did you mean '\($0)'?" } ?? "name a branch, a tag or a commit"
            return problem("there is no revision '\(revision)' in this repository", hint: hint)
        }
        let sha = commit.output.trimmingCharacters(in: .whitespacesAndNewlines)
        func relative(_ url: URL) -> String? {
            let path = RealPath.ofPossiblyMissing(url.path)
            guard RealPath.isInside(path, root) else { return nil }
            return path == root ? "" : String(path.dropFirst(root.count + 1))
        }
        guard let content = relative(options.content) else {
            return problem("the content folder \(options.content.path) is outside the repository at \(root)")
        }
        let templates = relative(options.templates)
        var paths = [content]
        if let templates, run(["cat-file", "-e", "\(sha):\(templates)"], in: root)?.status == 0 { paths.append(templates) }
        guard content.isEmpty || run(["cat-file", "-e", "\(sha):\(content)"], in: root)?.status == 0 else {
            return problem("\(content)/ does not exist at \(revision)", hint: "compare with a revision that has the project")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-base-\(UUID().uuidString.prefix(8))")
        let archive = folder.appendingPathComponent(".revision.tar")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return problem("cannot make a temporary folder: \(error.localizedDescription)")
        }
        let exported = GitRevision(folder: folder, options: Self.options(options, root: folder, content: content, templates: templates))
        guard let packed = run(["archive", "--format=tar", "-o", archive.path, sha, "--"] + paths.map { $0.isEmpty ? "." : $0 }, in: root),
            packed.status == 0,
            let unpacked = run(["-xf", archive.path, "-C", folder.path], in: root, tool: "/usr/bin/env", prefix: ["tar"]), unpacked.status == 0
        else {
            exported.remove()
            return problem("git could not give the files of \(revision)", hint: "check that `git archive \(revision)` works here")
        }
        try? FileManager.default.removeItem(at: archive)
        // A revision is not trusted: a `Content` committed there as a link out of the repository
        // is refused, as the same link in the working tree is.
        let gate = ConfinedRoot(folder, links: .followInside)
        for path in paths where !path.isEmpty {
            if case .failure(let refusal) = gate.resolve(path), refusal != .missing(path) {
                exported.remove()
                let shown = refusal.phrase("'\(path)' at \(revision)", folder: "the repository").replacingOccurrences(of: folder.path, with: "")
                return problem(shown + "; it is not built", hint: "commit the folder itself, not a link to it")
            }
        }
        return .success(exported)
    }

    /// The working tree's options, with its folders inside the exported copy.
    private static func options(_ options: BuildOptions, root: URL, content: String, templates: String?) -> BuildOptions {
        var copy = options
        copy.content = content.isEmpty ? root : root.appendingPathComponent(content)
        copy.templates = templates.map { $0.isEmpty ? root : root.appendingPathComponent($0) } ?? root.appendingPathComponent(".no-templates")
        copy.templatesRequired = false
        copy.purpose = .review(pageName: options.purpose.contentPageName ?? options.content.standardizedFileURL.lastPathComponent)
        return copy
    }

    /// Deletes the temporary folder.
    package func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs git (or `tool` with `prefix`) in `folder`; nil when it cannot start.
    private static func run(_ arguments: [String], in folder: String, tool: String = "/usr/bin/env", prefix: [String] = ["git"]) -> (
        status: Int32, output: String
    )? {
        Subprocess.run(URL(fileURLWithPath: tool), prefix + arguments, in: URL(fileURLWithPath: folder))
    }
}
