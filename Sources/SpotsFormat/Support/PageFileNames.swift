/// How pages name the project's files: under the content and templates folders' own names
/// (`Templates/items/person.mustache`), where diagnostics name them as the command line did
/// (`/home/ada/app/Templates/…`, `../app/Templates/…`). Pages stay the same wherever the build runs.
package struct PageFileNames: Sendable {
    /// Each folder as diagnostics name it, and as pages do.
    package var folders: [(diagnostics: String, pages: String)]

    package init(folders: [(diagnostics: String, pages: String)]) {
        self.folders = folders
    }

    /// `file` (as a diagnostic names it) as pages name it.
    package func name(of file: String) -> String {
        for folder in folders where file.hasPrefix(folder.diagnostics + "/") {
            return folder.pages + file.dropFirst(folder.diagnostics.count)
        }
        return file
    }

    /// `text` with every file in it named as pages name it.
    package func text(_ text: String) -> String {
        folders.reduce(text) { text, folder in
            folder.diagnostics == folder.pages ? text : text.replacingOccurrences(of: folder.diagnostics + "/", with: folder.pages + "/")
        }
    }

    /// A diagnostic with its file, message and hint as pages name files.
    package func diagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        shown.file = name(of: diagnostic.file)
        shown.message = text(diagnostic.message)
        shown.hint = diagnostic.hint.map(text)
        return shown
    }
}
