import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the language server reads of the site as last checked: screens by action, kinds' templates
/// and catalog entries, the places of files.
extension LanguageSession {
    /// The site as last checked.
    var built: BuildContext? { live?.built }

    /// The screen file an action leads to, when it leads to one of the site's screens.
    func screenFile(forAction action: String) -> ScreenFile? {
        guard let built, case .success(.page(let route)) = built.outline.links.resolve(action: action) else { return nil }
        return built.content.screenFiles.first { $0.route == route && $0.variant == nil } ?? built.content.screenFiles.first { $0.route == route }
    }

    /// Where a kind is defined: its project template and its `catalog.json` entry.
    func kindPlaces(_ kind: String, family: CatalogConfig.Family) -> [(location: LSP.Location, what: String)] {
        guard let built else { return [] }
        var places: [(LSP.Location, String)] = []
        if let name = built.templates.template(of: kind, in: family), !built.templates.isBuiltIn(name) {
            let file = built.options.templates.appendingPathComponent(name + ".mustache").path
            places.append((fileStart(file), "the template of the \(family.singular) kind '\(kind)'"))
        }
        if let entry = built.content.catalog.entry(family, kind) {
            places.append((location(of: built.options.content.appendingPathComponent("catalog.json").path, at: entry.location), "its catalog entry"))
        }
        return places
    }

    /// The start of a file.
    func fileStart(_ path: String) -> LSP.Location {
        LSP.Location(uri: Self.uri(of: path), range: LSP.Range(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)))
    }

    /// A build's place in the file at `path`, exact where the file is open.
    func location(of path: String, at place: SourceLocation) -> LSP.Location {
        if let text = texts[path] {
            return LSP.Location(uri: Self.uri(of: path), range: text.underline(at: place))
        }
        let position = LSP.Position(line: max(place.line - 1, 0), character: max(place.column - 1, 0))
        return LSP.Location(uri: Self.uri(of: path), range: LSP.Range(start: position, end: position))
    }

    /// The full path of a file as diagnostics name it (`Content/screens/a.json`).
    func fullPath(_ file: String) -> String? {
        guard let folder else { return nil }
        return file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
    }

    /// What the file at `path` is: a screen, `site.json`, `catalog.json`, or another file.
    func root(of path: String) -> FormatObject? {
        guard let options = live?.options else { return nil }
        let content = options.content.standardizedFileURL.path + "/"
        guard path.hasPrefix(content) else { return nil }
        let relative = path.dropFirst(content.count)
        if relative == "site.json" { return .site }
        if relative == "catalog.json" { return .catalog }
        return relative.hasPrefix("screens/") && relative.hasSuffix(".json") ? .screen : nil
    }

    /// The screen file at `path`.
    func screenFile(at path: String) -> ScreenFile? {
        built?.content.screenFiles.first { $0.fileURL.standardizedFileURL.path == path && $0.record == nil }
    }

    /// The action that leads to `route`, as completion offers it: the route's path without its
    /// slashes (`people`, `teams/ios`), or `/` for the home screen.
    static func action(for route: Route) -> String {
        route.segments.isEmpty ? "/" : route.segments.joined(separator: "/")
    }
}
