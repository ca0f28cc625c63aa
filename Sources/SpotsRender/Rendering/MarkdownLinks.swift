import SpotsFormat

extension PageRenderer {
    /// Markdown whose links and images follow the same rules as actions and images: screen links
    /// become relative page links; dangling or refused ones keep only their text, and are reported.
    /// What markdown costs of the page's budget, taken before it is rendered: a step a byte, and
    /// `stepsPerMarkup` more for each character that can open an element (`*`, `_`, `[`, `` ` ``,
    /// `<`, `!`), as each can make nodes cmark and the steps after it go through (a 2 MB subtitle of
    /// `*a*a…` took 7 s and 1.2 GB, a paragraph of prose as long a fraction of it). A page
    /// over its budget stops there.
    static func markdownCost(of source: String) -> Int {
        var markup = 0
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: "!"): markup += 1
            default: continue
            }
        }
        return source.utf8.count + markup * stepsPerMarkup
    }

    static let stepsPerMarkup = 40

    package func markdown(_ source: String, of item: Item, field: String, headingLevel: Int, pass: inout RenderPass) -> String {
        guard pass.stoppedIn == nil else { return "" }
        pass.budget.charge(steps: Self.markdownCost(of: source), bytes: source.utf8.count)
        guard !pass.budget.isSpent else {
            pass.stoppedIn = "the markdown of \(item.path).\(field)"
            return ""
        }
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
