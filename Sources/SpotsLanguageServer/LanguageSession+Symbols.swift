import SpotsFormat

/// The outline of a screen: its components, each with its header and items, named as a reader
/// names them (kind and title).
extension LanguageSession {
    func symbols(_ uri: String) -> [LSP.DocumentSymbol] {
        guard let path = Self.path(of: uri), let text = texts[path], root(of: path) == .screen,
            let parsed = try? JSONParser.parse(text.bytes), let components = parsed.root.value["components"]?.value.elements
        else { return [] }
        var budget = 10_000
        return Self.symbols(of: components, text: text, budget: &budget)
    }

    private static func symbols(of components: [JSONNode], text: DocumentText, budget: inout Int) -> [LSP.DocumentSymbol] {
        components.enumerated().compactMap { index, component in
            guard budget > 0, case .object = component.value else { return nil }
            budget -= 1
            let kind = component.value["kind"]?.value.string ?? component.value["type"]?.value.string ?? "list"
            // The header's title, or a legacy component's own (Spots 0.x: `"title": "Teams"`).
            let header = component.value["header"]?.value["title"]?.value.string ?? component.value["title"]?.value.string
            let name = header.flatMap { $0.isEmpty ? nil : "\(kind): \($0)" } ?? "\(kind) \(index + 1)"
            var children: [LSP.DocumentSymbol] = []
            for role in ["header", "footer"] {
                if let node = component.value[role], case .object = node.value { children.append(symbol(item: node, role: role, text: text)) }
            }
            for item in component.value["items"]?.value.elements ?? [] where budget > 0 {
                budget -= 1
                guard case .object = item.value else { continue }
                var symbol = symbol(item: item, role: "item", text: text)
                if let nested = item.value["children"]?.value.elements {
                    symbol.children = symbols(of: nested, text: text, budget: &budget)
                }
                children.append(symbol)
            }
            let range = text.range(text.offset(of: component.location)..<text.valueEnd(from: text.offset(of: component.location)))
            return LSP.DocumentSymbol(
                name: name, detail: "components[\(index)]", kind: 5, range: range,
                selectionRange: range, children: children)
        }
    }

    private static func symbol(item: JSONNode, role: String, text: DocumentText) -> LSP.DocumentSymbol {
        let title = item.value["title"]?.value.string ?? item.value["identifier"]?.value.string ?? role
        let kind = item.value["kind"]?.value.string ?? item.value["type"]?.value.string
        let range = text.range(text.offset(of: item.location)..<text.valueEnd(from: text.offset(of: item.location)))
        return LSP.DocumentSymbol(
            name: title, detail: [role == "item" ? nil : role, kind].compactMap { $0 }.joined(separator: ", "), kind: role == "item" ? 8 : 19,
            range: range, selectionRange: range, children: nil)
    }
}
