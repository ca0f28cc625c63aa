import SpotsFormat

/// The checks every page passes before it is written: well-formed markup, unique ids, local
/// links and sources that point at files this build writes, and the accessibility of what the
/// templates made of it (images without `alt`, links without a name, headings out of order).
package struct PageChecker {
    package let route: Route
    /// The screen file the page comes from, which diagnostics name.
    package let file: String
    package let plannedFiles: Set<String>
    /// The path of the site's root on its host (`/` or `/docs/`): what a root-relative link starts with.
    package var sitePath = "/"
    /// How messages name the page: its route, or its file for a page served at any address (`/404.html`).
    package var pageName: String?

    package init(route: Route, file: String, plannedFiles: Set<String>, sitePath: String = "/", pageName: String? = nil) {
        self.route = route
        self.file = file
        self.plannedFiles = plannedFiles
        self.sitePath = sitePath
        self.pageName = pageName
    }

    var shown: String { pageName ?? route.path }

    package struct Problems {
        package var diagnostics: [Diagnostic] = []
        package var malformed = false
        /// Accessibility problems and ids used twice, reported by `templateProblems` once the
        /// templates that made them are known.
        package var findings: [HTMLValidator.Finding] = []
        var duplicateIDs: [(id: String, line: Int)] = []
        /// The addresses with a refused scheme, also in `diagnostics` at the page's file until
        /// `refusalsOnTemplates` names the templates that wrote them.
        var refused: [(url: String, line: Int)] = []

        /// Whether a traced render is needed to name the templates behind the problems.
        package var needsTemplates: Bool { malformed || !findings.isEmpty || !duplicateIDs.isEmpty || !refused.isEmpty }
    }

    package func check(_ html: String) -> Problems {
        var source = html
        return source.withUTF8 { check(bytes: $0) }
    }

    /// `check(_:)` of a page's UTF-8 bytes, as the renderer makes them.
    package func check(bytes html: UnsafeBufferPointer<UInt8>) -> Problems {
        var problems = Problems()
        let report = HTMLValidator.inspect(bytes: html)
        if let error = report.syntaxError {
            problems.malformed = true
            problems.diagnostics.append(
                Diagnostic(
                    .error, rule: .pageMarkup, file: file,
                    message: "the page \(shown) is not well-formed at line \(error.location.line), column \(error.location.column): \(error.message)")
            )
            return problems
        }
        problems.duplicateIDs = report.duplicateIDs
        for reference in report.references {
            if LinkResolver.isRefused(reference.url) {
                problems.diagnostics.append(refusedScheme(reference.url, line: reference.line))
                problems.refused.append((reference.url, reference.line))
                continue
            }
            if let problem = problem(with: reference.url, ids: report.ids) {
                problems.diagnostics.append(
                    Diagnostic(
                        .error, rule: .pageLink, file: file,
                        message: "the page \(shown) links to '\(reference.url)' (page line \(reference.line)), \(problem)")
                )
            }
        }
        for (message, line) in report.refusals {
            problems.diagnostics.append(
                Diagnostic(
                    .error, rule: .pageMarkup, file: file, message: "the page \(shown) \(message) (page line \(line))",
                    hint: message == PageScan.refreshMessage ? nil : Self.sameForBoth))
        }
        // Addresses in other attributes: never a refused scheme, never out of the site.
        for (url, line) in report.sources {
            if LinkResolver.isRefused(url) {
                problems.diagnostics.append(refusedScheme(url, line: line))
                problems.refused.append((url, line))
            } else if problem(with: url, ids: report.ids) == Self.leavesTheSite {
                problems.diagnostics.append(
                    Diagnostic(
                        .error, rule: .pageLink, file: file,
                        message: "the page \(shown) links to '\(LinkResolver.shortened(url))' (page line \(line)), \(Self.leavesTheSite)"))
            }
        }
        problems.findings = report.findings
        return problems
    }

    /// The problems of a page that its templates made, on the templates whose own output holds
    /// them (`outputs` of a traced render), or on `pageTemplate` for the rest: ids used twice
    /// (errors) and accessibility findings (warnings).
    package func templateProblems(
        _ problems: Problems, outputs templateOutputs: [TemplateOutput], pageTemplate: String, templates: TemplateSet
    ) -> [Diagnostic] {
        let outputs = templateOutputs.map { fragment -> (template: String, elements: [String], ids: Set<String>) in
            let html = Self.isDocument(fragment.html) ? fragment.html : "<fragment>" + fragment.html + "</fragment>"
            let report = HTMLValidator.inspect(html, signatures: true)
            return (fragment.template, report.elements, report.ids)
        }
        let duplicates = problems.duplicateIDs.map { duplicate in
            // The last template to write the id made the second use.
            let template = outputs.last { $0.ids.contains(duplicate.id) }?.template ?? pageTemplate
            return Diagnostic(
                .error, rule: .duplicateID, file: templates.origin(of: template),
                message:
                    "the template '\(template)' writes the id '\(duplicate.id)', which the page \(shown) already has (page line \(duplicate.line))",
                hint: "an id must be unique on a page: build it from {{id}}, which the renderer keeps unique")
        }
        return duplicates
            + problems.findings.map { finding in
                // The element with the same name, attributes and text; failing that, the same name and
                // attributes (a template may hold it with its text still to come).
                let attributesOnly = finding.element.components(separatedBy: " | ")[0]
                let template =
                    outputs.first { $0.elements.contains(finding.element) }?.template
                    ?? outputs.first { $0.elements.contains { $0.components(separatedBy: " | ")[0] == attributesOnly } }?.template
                    ?? pageTemplate
                let (what, hint) = Self.explain(finding.rule)
                let shown = finding.element.isEmpty ? "" : ", line \(finding.line): <\(LinkResolver.shortened(finding.element))>"
                return Diagnostic(
                    .warning, rule: .templateAccessibility, file: templates.origin(of: template),
                    message: "the template '\(template)' \(what) (page \(self.shown)\(shown))", hint: hint)
            }
    }

    /// What a finding means, and how to mend the template.
    static func explain(_ rule: HTMLValidator.Finding.Rule) -> (String, String) {
        switch rule {
        case .imageWithoutAlt:
            (
                "renders an image without alt text",
                "write alt=\"{{alt}}\" (the item's meta alt or its title), or alt=\"\" for an image that only decorates"
            )
        case .emptyLink:
            (
                "renders a link with no text or label, which a screen reader announces only as \"link\"",
                "put text in the link, or an aria-label such as aria-label=\"{{linkLabel}}\""
            )
        case .skippedHeading(let from, let to):
            ("renders an h\(to) right after an h\(from), skipping a heading level", "use h{{level}}, which follows the page's outline")
        case .extraH1:
            ("renders a second h1; a page has one, its title", "use h{{level}} for headings inside components and items")
        case .noH1:
            ("renders a page without an h1", "give the page its title as <h1>{{page.heading}}</h1>")
        }
    }

    static let leavesTheSite = "which leaves the site"
    static let sameForBoth =
        "pages must be HTML5 that is also well-formed XML and read the same by both: no <?…?>, no CDATA outside scripts, a plain <!DOCTYPE html>"

    /// An address with a scheme spots-site refuses, at `line` of the page.
    private func refusedScheme(_ url: String, line: Int) -> Diagnostic {
        Diagnostic(
            .error, rule: .refusedScheme, file: file,
            message:
                "the page \(shown) links to '\(LinkResolver.shortened(url))' (page line \(line)), with the refused scheme '\(LinkResolver.browserScheme(of: url) ?? ""):'",
            hint: Self.refusedHint)
    }

    static let refusedHint = "a page links to its site's files, or to https:, http:, mailto: and tel: addresses; never to local files or code"

    /// Names the template whose own output is not well-formed, at the line and column in its
    /// source that wrote the broken markup (or the tag whose value did).
    package func blame(_ outputs: [TemplateOutput], pageProblems: [Diagnostic], templates: TemplateSet) -> [Diagnostic] {
        for fragment in outputs {
            guard let error = Self.syntaxError(in: fragment.html) else { continue }
            // Without a place in the source, the place in the template's output, said as such.
            var location: SourceLocation?
            var message =
                "the template '\(fragment.template)' renders markup that is not well-formed on the page \(shown) (its output's line \(error.location.line), column \(error.location.column)): \(error.message)"
            // The marked output must fail the same way, or its place says nothing of the original's.
            if let (marked, map) = templates.renderMarked(fragment.context, with: fragment.template),
                let markedError = Self.syntaxError(in: marked), markedError.message == error.message,
                let origin = map.origin(ofLine: markedError.location.line, column: markedError.location.column, in: marked)
            {
                message = "the template '\(fragment.template)' renders markup that is not well-formed on the page \(shown): \(error.message)"
                switch origin {
                case .text(let place, let markupTag):
                    location = place
                    if let markupTag {
                        message +=
                            " (the markup before it includes what \(markupTag.text) writes, at line \(markupTag.location.line), column \(markupTag.location.column))"
                    }
                case .tag(let tag, let place):
                    location = place
                    message =
                        "the template '\(fragment.template)' renders markup that is not well-formed on the page \(shown), in what \(tag) writes: \(error.message)"
                }
            }
            return [
                Diagnostic(
                    .error, rule: .pageMarkup, file: templates.origin(of: fragment.template), location: location, message: message,
                    hint: "pages must be HTML5 that is also well-formed XML: close every element, quote every attribute, write void elements as <br/>"
                )
            ]
        }
        return pageProblems
    }

    /// Whether libxml2's XML parser reads `html` as well-formed markup: a page changed in place
    /// (the map's pages with titles changed, `FlowRetitle`) is parsed as every page is.
    package static func isWellFormed(_ html: [UInt8]) -> Bool {
        html.withUnsafeBufferPointer { HTMLValidator.inspect(bytes: $0).syntaxError == nil }
    }

    /// Whether a template's output is a whole document (it starts with a doctype, after any white
    /// space), not a fragment of one: whatever the template is called, a screen's page, the index,
    /// the 404 page or a feature's page.
    static func isDocument(_ html: String) -> Bool {
        html.utf8.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.prefix(9).map { $0 | 0x20 }.elementsEqual("<!doctype".utf8)
    }

    /// The first syntax error in a template's output, at its line and column there; a fragment is
    /// checked inside one root element.
    private static func syntaxError(in html: String) -> (location: SourceLocation, message: String)? {
        let isDocument = isDocument(html)
        // The root element is on the fragment's first line, so its line numbers stay.
        let wrapper = "<fragment>"
        guard var error = HTMLValidator.inspect(isDocument ? html : wrapper + html + "</fragment>").syntaxError else { return nil }
        if !isDocument && error.location.line == 1 { error.location.column = max(1, error.location.column - wrapper.count) }
        return error
    }
}

extension String {
    var removingPercentEncodingSafely: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var index = utf8.startIndex
        let utf8View = utf8
        while index != utf8View.endIndex {
            let byte = utf8View[index]
            if byte == UInt8(ascii: "%"), let first = utf8View.index(index, offsetBy: 1, limitedBy: utf8View.endIndex),
                let second = utf8View.index(index, offsetBy: 2, limitedBy: utf8View.endIndex), second != utf8View.endIndex,
                let value = UInt8(String(decoding: [utf8View[first], utf8View[second]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8View.index(after: second)
            } else {
                bytes.append(byte)
                index = utf8View.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
