import SpotsFormat
import SpotsRender

/// Every file a build writes and what makes it: the steps' own files, the theme's and the
/// content's assets, and the pages. Two sources of one path, or a file where another source needs
/// a folder (`routes.json` and the page `/routes.json/`), are errors found before anything is
/// written, at the screen, record or asset that made them.
package struct OutputPlan: Sendable {
    /// What makes a file, and where the blame for a clash goes.
    package struct Source: Sendable {
        /// How a message about this source names it (`this screen`).
        package var subject: String
        /// How a message about another source names it (`Content/screens/assets.json`).
        package var name: String
        /// Where a problem is reported.
        package var file: String
        package var location: SourceLocation? = nil
        /// Which of two clashing sources takes the blame: the one a user edits most directly.
        package var rank: Int
        /// What to do when another source clashes with this one.
        package var hint = "rename one of them"
    }

    /// What writes a generated file (a step's own, or a feature's such as the design catalog), as a
    /// clash names it.
    package struct FileOwner: Sendable, Equatable {
        /// How a message about another source names it (`the step “Site files”`).
        package var name: String
        /// What to do when a screen or asset clashes with it.
        package var hint = "rename one of them"

        package init(name: String, hint: String = "rename one of them") {
            self.name = name
            self.hint = hint
        }
    }

    /// Each planned file's source, by its path under the output folder.
    package private(set) var sources: [String: Source] = [:]
    /// The clashes, one error each.
    package private(set) var problems: [Diagnostic] = []

    /// Every planned path.
    package var files: Set<String> { Set(sources.keys) }

    /// The plan of a build of `content`, whose assets are in `assetsFolder` (`Content/assets`);
    /// `generatedFiles` are the steps' and features' own files, by what writes each, and
    /// `themeAssets` the theme's assets the build writes.
    package static func make(
        content: LoadedContent, assetsFolder: String, themeAssets: [String: TemplateSet.ThemeFile], generatedFiles: [String: FileOwner]
    ) -> OutputPlan {
        var plan = OutputPlan()
        let hasHome = content.screenFiles.contains { $0.route == .root }
        for (path, owner) in generatedFiles.sorted(by: { $0.key < $1.key }) {
            // The generated index is made only for a site without a home screen.
            if hasHome && path == Route.root.outputFile { continue }
            plan.claim(path, by: Source(subject: "the file", name: owner.name, file: path, rank: 0, hint: owner.hint))
        }
        for (path, file) in themeAssets.sorted(by: { $0.key < $1.key }) {
            let origin =
                switch file {
                case .file(let url): FolderName.display(of: url)
                case .text: "built-in \(path)"
                }
            plan.claim(path, by: Source(subject: "the theme's \(path)", name: "the theme's \(path)", file: origin, rank: 1))
        }
        for (path, _) in content.assets.sorted(by: { $0.key < $1.key }) {
            let file = assetsFolder + "/" + path
            plan.claim("assets/" + path, by: Source(subject: "this asset", name: file, file: file, rank: 2))
        }
        for screenFile in content.screenFiles {
            let source =
                screenFile.record.map { record in
                    Source(
                        subject: "this record's page \(screenFile.route.path)", name: "a record of \(record.diagnosticName)",
                        file: record.diagnosticName, location: record.location, rank: 3)
                }
                ?? Source(
                    subject: "this screen's page \(screenFile.route.path)", name: screenFile.diagnosticName, file: screenFile.diagnosticName, rank: 3)
            plan.claim(screenFile.route.outputFile, by: source)
        }
        plan.findFoldersTakenByFiles()
        return plan
    }

    /// Plans `path` for `source`; a path planned already is a clash, reported at the source a user
    /// edits most directly.
    private mutating func claim(_ path: String, by source: Source) {
        guard let owner = sources[path] else {
            sources[path] = source
            return
        }
        let (blamed, other) = source.rank >= owner.rank ? (source, owner) : (owner, source)
        problems.append(
            Diagnostic(
                .error, rule: .routeConflict, file: blamed.file, location: blamed.location,
                message: "\(blamed.subject) would be written to \(path), which \(other.name) also writes", hint: other.hint))
        if source.rank > owner.rank { sources[path] = source }
    }

    /// A file whose path is a folder another file needs (`a.html` and `a.html/index.html`).
    private mutating func findFoldersTakenByFiles() {
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard let owner = sources[String(folder)] else { continue }
                let (blamed, other) = source.rank >= owner.rank ? (source, owner) : (owner, source)
                let message =
                    blamed.rank == source.rank
                    ? "\(blamed.subject) needs a folder \(folder)/, where \(other.name) writes a file"
                    : "\(blamed.subject) would be written to \(folder), where \(other.name) needs a folder (for \(path))"
                problems.append(
                    Diagnostic(.error, rule: .routeConflict, file: blamed.file, location: blamed.location, message: message, hint: other.hint))
                break
            }
        }
    }
}
