import SpotsBuild
import SpotsFormat

/// Completion: keys by where the cursor is (from the format's one declaration, with their docs),
/// kinds, actions' targets, `clients`' platforms, and a new component or item as a snippet.
extension LanguageSession {
    /// Where a request's position is in its document.
    struct Place {
        var path: String
        var text: DocumentText
        var cursor: JSONCursor
        /// The format's object the cursor is in; nil where the format has no keys (`meta`, data).
        var object: FormatObject?
        /// The key whose value holds the object or array the cursor is in.
        var parentKey: String?

        /// The token under the cursor as written, a string without its quotes ("" between tokens).
        var word: String { JSONCursor.content(text.bytes, LanguageSession.inner(cursor.token, in: text.bytes)) }
    }

    func place(_ request: LSP.TextDocumentPosition) -> Place? {
        guard let path = Self.path(of: request.textDocument.uri), let text = texts[path] else { return nil }
        let cursor = JSONCursor(text.bytes, at: text.offset(of: request.position))
        let steps: [String?] = cursor.path.map {
            if case .key(let key) = $0 { return key }
            return nil
        }
        let object = root(of: path).flatMap { FormatKey.object(at: steps, from: $0) }
        return Place(path: path, text: text, cursor: cursor, object: object, parentKey: steps.last(where: { $0 != nil }) ?? nil)
    }

    func completion(_ request: LSP.TextDocumentPosition) -> LSP.CompletionList {
        guard let place = place(request) else { return LSP.CompletionList(items: []) }
        switch place.cursor.role {
        case .key:
            if place.parentKey == "clients" { return LSP.CompletionList(items: platforms(place)) }
            guard let object = place.object else { return LSP.CompletionList(items: []) }
            return LSP.CompletionList(items: keys(of: object, place))
        case .value(let key):
            switch key {
            case "kind", "type": return LSP.CompletionList(items: kinds(place, family: Self.family(of: place)))
            case "action": return LSP.CompletionList(items: actions(place))
            default: return LSP.CompletionList(items: [])
            }
        case .element:
            switch place.parentKey {
            case "components", "children": return LSP.CompletionList(items: [snippet("new component", Self.componentSnippet, place)])
            case "items": return LSP.CompletionList(items: [snippet("new item", Self.itemSnippet, place)])
            default: return LSP.CompletionList(items: [])
            }
        case .other:
            return LSP.CompletionList(items: [])
        }
    }

    /// Whether a kind at the place is an item's or a component's.
    static func family(of place: Place) -> CatalogConfig.Family {
        place.object == .component ? .components : .items
    }

    private func keys(of object: FormatObject, _ place: Place) -> [LSP.CompletionItem] {
        let followedByColon = place.text.bytes[place.cursor.token.upperBound...].first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: ":")
        let colon = followedByColon ? "" : ": "
        let taken = Set(place.cursor.siblings).subtracting([place.cursor.typed])
        return FormatKeys.keys(in: object).filter { $0.binds == nil && $0.pattern == nil && !taken.contains($0.name) }.enumerated().map {
            index, key in
            LSP.CompletionItem(
                label: key.name, kind: 10, detail: Self.detail(of: key), documentation: LSP.MarkupContent(Self.documentation(of: key)),
                insertText: nil, insertTextFormat: 1,
                textEdit: Self.edit(key.name, place, after: colon), sortText: String(format: "%03d", index), filterText: key.name)
        }
    }

    private func kinds(_ place: Place, family: CatalogConfig.Family) -> [LSP.CompletionItem] {
        guard let built else { return [] }
        var names = Set(built.templates.kinds(of: family)).union((built.content.catalog.entries[family] ?? [:]).keys)
        if family == .components { names.formUnion(ComponentKind.builtIn.map(\.name)) }
        names.subtract(["default", "header", "footer"])
        return names.sorted().map { kind in
            LSP.CompletionItem(
                label: kind, kind: 13, detail: kindDetail(kind, family: family), documentation: LSP.MarkupContent(kindSummary(kind, family: family)),
                textEdit: Self.edit(kind, place), filterText: kind)
        }
    }

    private func actions(_ place: Place) -> [LSP.CompletionItem] {
        guard let built else { return [] }
        return built.content.screenFiles.filter { $0.variant == nil }.map { screenFile in
            let action = Self.action(for: screenFile.route)
            let title = built.content.screens[screenFile.route]?.screen?.title
            return LSP.CompletionItem(
                label: action, kind: 17, detail: title.map { "\($0) — \(screenFile.diagnosticName)" } ?? screenFile.diagnosticName,
                documentation: LSP.MarkupContent("Leads to \(screenFile.route.path), the screen \(screenFile.diagnosticName)."),
                textEdit: Self.edit(action, place), filterText: action)
        }.sorted { $0.label < $1.label }
    }

    private func platforms(_ place: Place) -> [LSP.CompletionItem] {
        guard let built else { return [] }
        let config = built.content.config
        return Set(config.clients.keys).union(config.clientPlatforms).sorted().map { platform in
            LSP.CompletionItem(
                label: platform, kind: 12, detail: config.clients[platform].map { "the oldest supported: \($0)" },
                textEdit: Self.edit(platform, place), filterText: platform)
        }
    }

    private func snippet(_ label: String, _ body: String, _ place: Place) -> LSP.CompletionItem {
        LSP.CompletionItem(
            label: label, kind: 15, detail: "spots-site snippet", documentation: nil, insertText: body, insertTextFormat: 2, filterText: "{")
    }

    /// Writes `word` as a JSON string where the cursor is: inside the string being typed, its
    /// content alone (an editor that inserts a completion at the cursor, ignoring the range, then
    /// writes no second pair of quotes); between tokens, the whole string and `after` it.
    static func edit(_ word: String, _ place: Place, after: String = "") -> LSP.TextEdit {
        let quoted = word.jsonQuoted(forScript: false)
        let token = place.cursor.token
        guard token.count >= 1, place.text.bytes[token.lowerBound] == UInt8(ascii: "\"") else {
            return LSP.TextEdit(range: place.text.range(token), newText: quoted + after)
        }
        return LSP.TextEdit(range: place.text.range(inner(token, in: place.text.bytes)), newText: String(quoted.dropFirst().dropLast()))
    }

    static let componentSnippet = #"{ "kind": "${1|list,grid,carousel|}", "header": { "title": "$2" }, "items": [ { "title": "$3" } ] }"#
    static let itemSnippet = #"{ "title": "$1", "subtitle": "$2", "action": "$3" }"#
}
