import SpotsFormat

extension PageChecker {
    /// `problems`' diagnostics with each address of a refused scheme said at the template that
    /// wrote it (`outputs` of a traced render; the first whose own output holds the address, or
    /// `pageTemplate`), not at the screen's file: a screen's own addresses are refused at their
    /// line when it is read, so one on a page comes from a template.
    package func refusalsOnTemplates(
        _ problems: Problems, outputs templateOutputs: [TemplateOutput], pageTemplate: String, templates: TemplateSet
    ) -> [Diagnostic] {
        guard !problems.refused.isEmpty else { return problems.diagnostics }
        let outputs = templateOutputs.map { fragment -> (template: String, urls: Set<String>) in
            let html = Self.isDocument(fragment.html) ? fragment.html : "<fragment>" + fragment.html + "</fragment>"
            let report = HTMLValidator.inspect(html)
            return (fragment.template, Set(report.references.map(\.url) + report.sources.map(\.url)))
        }
        let moved = problems.refused.map { url, line in
            let template = outputs.first { $0.urls.contains(url) }?.template ?? pageTemplate
            return Diagnostic(
                .error, rule: .refusedScheme, file: templates.origin(of: template),
                message:
                    "the template '\(template)' writes the address '\(LinkResolver.shortened(url))', with the refused scheme '\(LinkResolver.browserScheme(of: url) ?? ""):' (page \(shown), page line \(line))",
                hint: Self.refusedHint)
        }
        return problems.diagnostics.filter { $0.rule != .refusedScheme } + moved
    }
}
