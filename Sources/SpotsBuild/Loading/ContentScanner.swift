import Foundation
import SpotsFormat
import SpotsRender

/// Lists the files of a folder of the content folder, skipping hidden files and refusing symbolic
/// links that lead out of the content folder.
struct ContentScanner {
    package let content: ContentFolder

    /// Every regular file below `root` by its path there; an empty folder as `name/`, for the
    /// callers that report it.
    package func files(in root: URL, diagnostics: inout [Diagnostic]) -> [String: URL] {
        var files: [String: URL] = [:]
        let base = root.standardizedFileURL.path
        let folderPath = content.url.standardizedFileURL.path
        for entry in DirectoryWalker.entries(in: base, skipHidden: true) {
            // Told whether it is a folder, so that `URL` does not ask the file system (a stat each).
            var url = URL(fileURLWithPath: entry.path, isDirectory: entry.isFolder)
            if let failure = entry.failure, !entry.isFolder {
                let shown = content.display(String(entry.path.dropFirst(folderPath.count + 1)))
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .fileUnreadable, file: shown, message: "this file cannot be read (\(failure)); it is not built",
                        hint: "rename it"))
                continue
            }
            if let failure = entry.failure {
                let shown = content.display(String(entry.path.dropFirst(folderPath.count + 1)))
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .fileUnreadable, file: shown,
                        message: "this folder cannot be read (\(failure.lowercased())); nothing in it is built",
                        hint: "let your user read it (chmod u+rx), or move it out of \(content.displayName)/"))
                continue
            }
            if entry.isFolder {
                files[entry.relative] = url
                continue
            }
            if entry.isLink {
                let shown = content.display(String(entry.path.dropFirst(folderPath.count + 1)))
                let destination = content.destination(of: url)
                if let problem = content.problem(with: destination, file: shown, subject: "this symbolic link") {
                    diagnostics.append(problem)
                    continue
                }
                guard case .inside(let target) = destination, (try? target.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                else {
                    diagnostics.append(content.leadsToNoFile(file: shown, subject: "this symbolic link"))
                    continue
                }
                url = target
            }
            files[entry.relative] = url
        }
        return files
    }
}
