import SpotsBuild
import SpotsFormat
import SpotsRender

/// Hover: a key's description; a kind's template, catalog entry and uses; where an action leads.
extension LanguageSession {
    func hover(_ request: LSP.TextDocumentPosition) -> LSP.Hover? {
        // Only over a token: between tokens there is nothing to tell.
        guard let place = place(request), !place.cursor.token.isEmpty else { return nil }
        let range = place.text.range(place.cursor.token)
        let word = place.word
        switch place.cursor.role {
        case .key:
            guard let object = place.object, let key = FormatKeys.key(word, in: object) else { return nil }
            return LSP.Hover(contents: LSP.MarkupContent(Self.documentation(of: key)), range: range)
        case .value(let key) where key == "kind" || key == "type":
            return LSP.Hover(contents: LSP.MarkupContent(kindSummary(word, family: Self.family(of: place))), range: range)
        case .value("action"):
            return LSP.Hover(contents: LSP.MarkupContent(actionSummary(word)), range: range)
        default:
            return nil
        }
    }

    /// A key's docs: its name, type and default, its summary, and where it comes from.
    static func documentation(of key: FormatKey) -> String {
        var text = "**`\(key.name)`** (\(key.type.words)\(key.defaultValue.map { ", default \($0)" } ?? ""))\n\n\(key.summary)"
        if let since = key.since { text += "\n\nFrom \(since.rawValue)." }
        return text
    }

    static func detail(of key: FormatKey) -> String {
        key.type.words + (key.required ? ", required" : "")
    }

    /// What the catalog says of a kind, in a line.
    func kindDetail(_ kind: String, family: CatalogConfig.Family) -> String? {
        guard let entry = built?.content.catalog.entry(family, kind) else { return nil }
        let since = entry.since.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return since.isEmpty ? entry.description : "since \(since)"
    }

    /// A kind's summary: its template (or the fallback that stands in), its catalog entry, and how
    /// many screens use it.
    func kindSummary(_ kind: String, family: CatalogConfig.Family) -> String {
        guard let built else { return "" }
        var lines = ["**\(kind)**, \(family.singular == "item" ? "an item" : "a component") kind"]
        if let name = built.templates.template(of: kind, in: family) {
            lines.append("Template: `\(built.templates.origin(of: name))`")
        } else if family == .components, ComponentKind.builtIn.map(\.name).contains(kind) {
            lines.append("Built in.")
        } else {
            let fallback = built.content.catalog.entry(family, kind)?.resolvedFallback(in: family) ?? family.defaultFallback
            lines.append("No template: \(fallback) stands in for it.")
        }
        if let entry = built.content.catalog.entry(family, kind) {
            if let description = entry.description { lines.append(description) }
            if let status = entry.status { lines.append("Status: \(status)") }
            let since = entry.since.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            if !since.isEmpty { lines.append("Since: " + since.joined(separator: ", ")) }
        }
        let usage = built.outline.kindUsage
        let screens = (family == .components ? usage.componentKinds : usage.itemKinds).contains(kind)
        if screens {
            let count = usage.placeCounts(of: family)[kind] ?? 0
            lines.append("Used \(count.counted("time")) in the site.")
        } else {
            lines.append("Not used on any screen.")
        }
        return lines.joined(separator: "\n\n")
    }

    /// Where an action leads: the screen's title, route and file, an address outside the site, or
    /// nowhere with the likely meant screen.
    func actionSummary(_ action: String) -> String {
        guard let built else { return "" }
        switch built.outline.links.resolve(action: action) {
        case .success(.page(let route)):
            let screen = built.content.screens[route]?.screen
            let file = screenFile(forAction: action)?.diagnosticName ?? ""
            return "**\(screen?.title ?? route.path)**\n\nLeads to \(route.path), the screen `\(file)`."
        case .success(.external(let address)):
            return "Leads out of the site, to \(address)."
        case .success(.dangling(let route)):
            return "**Leads nowhere**: \(LinkResolver.leadsNowhere(route)); \(built.outline.links.danglingHint(for: route))"
        case .failure(let problem):
            return "**\(problem.message)**" + (problem.hint.map { "; \($0)" } ?? "")
        }
    }

    /// A string token's content range (without its quotes), or the token itself.
    static func inner(_ token: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        guard token.count >= 1, bytes[token.lowerBound] == UInt8(ascii: "\"") else { return token }
        let closed = token.count >= 2 && bytes[token.upperBound - 1] == UInt8(ascii: "\"")
        return token.lowerBound + 1..<(closed ? token.upperBound - 1 : token.upperBound)
    }
}
