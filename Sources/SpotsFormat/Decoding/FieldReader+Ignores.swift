extension FieldReader {
    /// The keys of `site.json`'s `diagnostics` and a screen's `//spots-site`.
    static let diagnosticsKeys = FormatKeys.names(in: .diagnostics)
    static let ignoreEntryKeys = FormatKeys.names(in: .ignoreEntry)

    /// `{ "ignore": [ "placeholder-image", { "rule": "dangling-action", "paths": ["screens/drafts/**"] } ] }`:
    /// `site.json`'s `diagnostics`, or a screen's `//spots-site` (`inScreen`, where an entry
    /// silences its rule in that screen and `paths` have no place). A rule that does not exist is
    /// a warning with the closest one.
    package mutating func diagnosticIgnores(_ node: JSONNode?, path: String, inScreen: Bool) -> DiagnosticIgnores {
        var ignores = DiagnosticIgnores()
        guard let members = object(node, path: path, what: "'\(path)'") else { return ignores }
        checkKeys(members, known: Self.diagnosticsKeys, path: path, what: "'\(path)'")
        let listPath = joinPath(path, "ignore")
        for (index, entry) in (array(node?.value["ignore"], path: listPath, what: "'ignore'") ?? []).enumerated() {
            let entryPath = "\(listPath)[\(index)]"
            var ruleNode = entry
            var rulePath = entryPath
            var paths: [PathPattern] = []
            if case .object(let fields) = entry.value {
                checkKeys(fields, known: Self.ignoreEntryKeys, path: entryPath, what: "an ignore entry")
                guard let named = entry.value["rule"] else {
                    report(
                        .warning, .ignoreRule, at: entry.location, path: entryPath, "an ignore entry needs a 'rule'; it silences nothing",
                        hint: "write it like { \"rule\": \"dangling-action\", \"paths\": [\"screens/drafts/**\"] }")
                    continue
                }
                (ruleNode, rulePath) = (named, entryPath + ".rule")
                for (number, pattern) in (array(entry.value["paths"], path: entryPath + ".paths", what: "'paths'") ?? []).enumerated() {
                    if let text = string(pattern, path: "\(entryPath).paths[\(number)]") { paths.append(PathPattern(text)) }
                }
                if inScreen, !paths.isEmpty, let node = entry.value["paths"] {
                    report(
                        .warning, .ignoreRule, at: node.reportLocation, path: entryPath + ".paths",
                        "'paths' is for site.json; here the rule is silenced in this screen only", hint: "remove 'paths'")
                    paths = []
                }
            }
            guard let name = string(ruleNode, path: rulePath) else { continue }
            guard let rule = DiagnosticRule(rawValue: name) else {
                report(
                    .warning, .ignoreRule, at: ruleNode.reportLocation, path: rulePath,
                    "'\(name)' is no rule of spots-site; the entry silences nothing",
                    hint: Suggestions.didYouMean(name, in: DiagnosticRule.allCases.map(\.rawValue))
                        ?? "the rules are listed in docs/diagnostics.md, and printed after each warning: [dangling-action]")
                continue
            }
            ignores.entries.append(.init(rule: rule, paths: paths, location: entry.location, path: entryPath))
        }
        return ignores
    }
}
