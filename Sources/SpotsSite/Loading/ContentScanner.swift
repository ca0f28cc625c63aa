import Foundation

/// Lists the files of a folder of the content folder, skipping hidden files and refusing symbolic
/// links that lead out of the content folder.
struct ContentScanner {
    let content: ContentFolder

    /// Every regular file below `root` by its path there; an empty folder as `name/`, for the
    /// callers that report it.
    func files(in root: URL, diagnostics: inout [Diagnostic]) -> [String: URL] {
        var files: [String: URL] = [:]
        let base = root.standardizedFileURL.path
        let contentRoot = content.url.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        let folderPath = content.url.standardizedFileURL.path
        for entry in DirectoryWalker.entries(in: base, skipHidden: true) {
            var url = URL(fileURLWithPath: entry.path)
            if entry.isFolder {
                files[entry.relative] = url
                continue
            }
            if entry.isLink {
                let shown = content.display(String(entry.path.dropFirst(folderPath.count + 1)))
                url = url.resolvingSymlinksInPath()
                let target = url.standardizedFileURL.path
                guard target.hasPrefix(contentRoot) else {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: shown, message: "this symbolic link leads out of \(content.displayName)/ (to \(target)); it is not read",
                            hint: "copy the file into \(content.displayName)/ instead"))
                    continue
                }
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, file: shown, message: "this symbolic link leads to no file; it is not read", hint: "fix or remove the link"))
                    continue
                }
            }
            files[entry.relative] = url
        }
        return files
    }
}
