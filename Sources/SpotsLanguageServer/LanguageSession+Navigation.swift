import SpotsBuild
import SpotsFormat
import SpotsRender

/// Go to definition and references: an action leads to its screen's file, a kind to its template
/// and catalog entry; a screen is referred to by every action and navigation entry that leads to it.
extension LanguageSession {
    func definition(_ request: LSP.TextDocumentPosition) -> [LSP.Location] {
        guard let place = place(request), !place.cursor.token.isEmpty else { return [] }
        let word = place.word
        switch place.cursor.role {
        case .value("action"):
            return screenFile(forAction: word).map { [fileStart($0.fileURL.standardizedFileURL.path)] } ?? []
        case .value("kind"), .value("type"):
            return kindPlaces(word, family: Self.family(of: place)).map(\.location)
        default:
            return []
        }
    }

    /// Every action and navigation entry that leads to the screen the position is about: the
    /// action under it, or else the screen it is in.
    func references(_ request: LSP.TextDocumentPosition) -> [LSP.Location] {
        guard let place = place(request), let built else { return [] }
        let route: Route?
        if case .value("action") = place.cursor.role, !place.cursor.token.isEmpty {
            route = screenFile(forAction: place.word)?.route
        } else {
            route = screenFile(at: place.path)?.route
        }
        guard let route else { return [] }
        var found: [LSP.Location] = []
        let links = built.outline.links
        func leads(_ action: String?) -> Bool {
            guard let action, case .success(.page(let target)) = links.resolve(action: action) else { return false }
            return target == route
        }
        for screenFile in built.content.screenFiles {
            guard let screen = built.content.screens[screenFile.route]?.screen, screen.file == screenFile.diagnosticName,
                let path = fullPath(screen.file)
            else { continue }
            for component in screen.components {
                component.forEachItem { item in
                    if leads(item.action) { found.append(location(of: path, at: item.actionLocation ?? item.location)) }
                }
            }
        }
        if let navigation = built.content.config.navigation, let path = fullPath(built.content.configFile) {
            for entry in navigation where leads(entry.action) { found.append(location(of: path, at: entry.actionLocation)) }
        }
        return found
    }

}
