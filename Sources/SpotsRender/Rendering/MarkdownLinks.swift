import SpotsFormat

extension PageRenderer {
    /// Markdown whose links and images follow the same rules as actions and images: screen links
    /// become relative page links; dangling or refused ones keep only their text, and are reported.
    package func markdown(_ source: String, of item: Item, field: String, headingLevel: Int, pass: inout RenderPass) -> String {
        var problems: [(Diagnostic.Severity, DiagnosticRule, String, String?)] = []
        let page = pass.screen.route
        let rendered = MarkdownRenderer.render(source, headingLevel: headingLevel) { destination, url in
            switch destination {
            case .link:
                if url.hasPrefix("#") { return url }
                switch links.resolve(action: url) {
                case .success(.dangling(let route)):
                    problems.append(
                        (
                            .warning, .danglingLink,
                            "the link '\(LinkResolver.shortened(url))' \(LinkResolver.leadsNowhere(route)); only its text is shown", nil
                        ))
                    return nil
                case .failure(let problem):
                    problems.append(
                        (problem.severity, problem.rule, problem.message.replacingOccurrences(of: "the action", with: "the link"), problem.hint))
                    return nil
                case .success(let target): return links.href(for: target, on: page)
                }
            case .image:
                switch links.resolve(image: url) {
                case .success(let source): return links.src(for: source, on: page)
                case .failure(let problem):
                    problems.append((problem.severity, problem.rule, problem.message, problem.hint))
                    return nil
                }
            }
        }
        for url in rendered.emptyLinks {
            problems.append(
                (
                    .warning, .linkText, "the link to '\(LinkResolver.shortened(url))' has no text, so nobody can see or hear it; it is left out",
                    "write the text between the brackets: [where it leads](\(LinkResolver.shortened(url)))"
                ))
        }
        for url in rendered.imagesWithoutAlt {
            problems.append(
                (
                    .warning, .imageAlt, "the image '\(LinkResolver.shortened(url))' has no description, so screen readers say nothing of it",
                    "describe it between the brackets: ![what it shows](\(LinkResolver.shortened(url)))"
                ))
        }
        for (severity, rule, message, hint) in problems {
            let location = (field == "subtitle" ? item.subtitleLocation : item.textLocation) ?? item.location
            pass.report(severity, rule, at: location, path: item.path + "." + field, "in markdown: " + message, hint: hint)
        }
        return rendered.html
    }
}
