import SpotsBuild
import SpotsFormat

/// Quick fixes: every "did you mean" as an edit, and a warning or note silenced in its screen
/// (`//spots-site`) or in the whole site (`site.json`'s `diagnostics.ignore`).
extension LanguageSession {
    func codeActions(_ request: LSP.CodeActionParams) -> [LSP.CodeAction] {
        guard let path = Self.path(of: request.textDocument.uri), let text = texts[path] else { return [] }
        var actions: [LSP.CodeAction] = []
        for diagnostic in request.context.diagnostics where diagnostic.source == "spots-site" {
            guard let data = diagnostic.data else { continue }
            if let meant = data.replacement {
                let start = text.offset(of: diagnostic.range.start)
                let quoted = start < text.bytes.count && text.bytes[start] == UInt8(ascii: "\"")
                let edit = LSP.TextEdit(range: diagnostic.range, newText: quoted ? meant.jsonQuoted(forScript: false) : meant)
                actions.append(
                    LSP.CodeAction(
                        title: "Change to '\(meant)'", diagnostics: [diagnostic], isPreferred: true,
                        edit: LSP.WorkspaceEdit(changes: [request.textDocument.uri: [edit]])))
            }
            guard data.ignorable else { continue }
            if root(of: path) == .screen, let edit = Self.ignoreEdit(in: text, rule: data.rule, key: "//spots-site") {
                actions.append(
                    LSP.CodeAction(
                        title: "Ignore \(data.rule) in this screen", diagnostics: [diagnostic],
                        edit: LSP.WorkspaceEdit(changes: [request.textDocument.uri: [edit]])))
            }
            if let site = live?.options.content.appendingPathComponent("site.json").standardizedFileURL.path,
                let siteText = texts[site] ?? savedBytes(site).map({ DocumentText(bytes: $0) }),
                let edit = Self.ignoreEdit(in: siteText, rule: data.rule, key: "diagnostics")
            {
                actions.append(
                    LSP.CodeAction(
                        title: "Ignore \(data.rule) in every screen (site.json)", diagnostics: [diagnostic],
                        edit: LSP.WorkspaceEdit(changes: [Self.uri(of: site): [edit]])))
            }
        }
        return actions
    }

    /// The edit that adds `rule` to the `ignore` list of the root's `key` object: into the list
    /// when there is one, else a new member first in the root. Nil when the file is not a JSON object.
    static func ignoreEdit(in text: DocumentText, rule: String, key: String) -> LSP.TextEdit? {
        guard let parsed = try? JSONParser.parse(text.bytes), case .object(let members) = parsed.root.value else { return nil }
        let quoted = rule.jsonQuoted(forScript: false)
        if let holder = members.first(where: { $0.key == key }) {
            guard let list = holder.node.value["ignore"], case .array(let entries) = list.value else { return nil }
            if entries.contains(where: { $0.value.string == rule }) { return nil }
            let at = text.offset(of: list.location) + 1
            let place = text.position(of: at)
            return LSP.TextEdit(range: LSP.Range(start: place, end: place), newText: quoted + (entries.isEmpty ? "" : ", "))
        }
        let at = text.offset(of: parsed.root.location) + 1
        let place = text.position(of: at)
        return LSP.TextEdit(
            range: LSP.Range(start: place, end: place),
            newText: "\n  \(key.jsonQuoted(forScript: false)): { \"ignore\": [\(quoted)] }" + (members.isEmpty ? "\n" : ","))
    }
}
