import Foundation
import SpotsFormat
import SpotsRender

/// Finds what a content folder holds: `site.json`, `catalog.json`, every `screens/**/*.json` with its route, and
/// the files of `assets/`. Screens themselves are read later (`ScreenLoader`), on all cores.
struct ContentLoader {
    package let content: ContentFolder
    package let dataFiles: DataFiles

    /// The content folder's settings, screen files and assets, and what is wrong with them.
    package func load() -> (LoadedContent, [Diagnostic]) {
        var loaded = LoadedContent()
        var diagnostics: [Diagnostic] = []
        if let problem = content.problem { return (loaded, [problem]) }
        loaded.configFile = content.display("site.json")
        loadConfig(into: &loaded, diagnostics: &diagnostics)
        loaded.catalogFile = content.display("catalog.json")
        if let root = settingsFile("catalog.json", file: loaded.catalogFile, diagnostics: &diagnostics) {
            var decoder = CatalogConfigDecoder(file: loaded.catalogFile)
            loaded.catalog = decoder.decode(root)
            diagnostics += decoder.reader.diagnostics
        }
        loaded.screenFiles = screenFiles(diagnostics: &diagnostics)
        loaded.assets = ContentScanner(content: content).files(in: content.file("assets"), diagnostics: &diagnostics)
            .filter { !$0.key.hasSuffix("/") }
        return (loaded, diagnostics)
    }

    private func loadConfig(into loaded: inout LoadedContent, diagnostics: inout [Diagnostic]) {
        let file = loaded.configFile
        guard let root = settingsFile("site.json", file: file, diagnostics: &diagnostics) else { return }
        var decoder = SiteConfigDecoder(file: file)
        loaded.config = decoder.decode(root)
        diagnostics += decoder.reader.diagnostics
        loaded.siteData = dataFiles.read(loaded.config.data, from: file, diagnostics: &diagnostics)
    }

    /// A settings file at the top of the content folder (`site.json`, `catalog.json`), parsed; nil
    /// when there is none, or with diagnostics when it cannot be read.
    private func settingsFile(_ name: String, file: String, diagnostics: inout [Diagnostic]) -> JSONNode? {
        let url = content.file(name)
        guard ConfinedRoot.kind(atResolved: url.path) != nil else { return nil }  // nothing there, not even a link
        if let problem = content.problem(with: content.destination(of: url), file: file, subject: "this symbolic link") {
            diagnostics.append(problem)
            return nil
        }
        return content.parse(url, file: file, diagnostics: &diagnostics)
    }

    /// The screen files under `screens/`, with their routes; a folder named like a screen file and
    /// a file that is not JSON are noted.
    private func screenFiles(diagnostics: inout [Diagnostic]) -> [ScreenFile] {
        let screensFolder = content.file("screens")
        guard case .success(let full)? = Optional(content.gate.resolve("screens")), ConfinedRoot.kind(atResolved: full) == .folder else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .contentFolder, file: content.display("screens"), message: "there is no screens folder",
                    hint: "put one JSON file per screen in \(content.display("screens"))/, e.g. index.json for the home page"))
            return []
        }
        var files: [(relative: String, url: URL)] = []
        var folderNotes: Set<String> = []
        let found = ContentScanner(content: content).files(in: screensFolder, diagnostics: &diagnostics)
        for (relative, url) in found.sorted(by: { $0.key < $1.key }) {
            // A folder named like a screen file is almost always a mistake: say so once.
            let parts = relative.split(separator: "/")
            if let folder = (relative.hasSuffix("/") ? parts : parts.dropLast()).first(where: { $0.hasSuffix(".json") }),
                folderNotes.insert(String(folder)).inserted
            {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .notAScreen, file: content.display("screens/" + folder),
                        message: "this is a folder, not a screen file; files inside it are read as screens under it",
                        hint: "rename the folder without .json"))
            }
            if relative.hasSuffix("/") { continue }
            if relative.hasSuffix(".json") {
                files.append((relative, url))
            } else {
                diagnostics.append(
                    Diagnostic(.note, rule: .notAScreen, file: content.display("screens/" + relative), message: "not a .json file; ignored"))
            }
        }
        return RouteAssignment(content: content, dataFiles: dataFiles).screenFiles(files, diagnostics: &diagnostics)
    }
}
