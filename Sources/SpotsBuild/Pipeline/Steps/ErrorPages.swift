import SpotsFormat
import SpotsRender

/// `build --keep-going`: each screen whose page could not be made (its file cannot be read, or
/// its page has errors of its own) gets a page at its route that shows its errors, as `serve`'s
/// overlay prints them, in the site's look (`error.mustache`). The design catalog leaves out a
/// screen that cannot be read, and the app map knows nothing of its actions; a note at its file says so.
struct ErrorPages: PageGenerator {
    var name: String { "Error pages" }

    func files(of site: GeneratorInput) -> GeneratedFiles {
        let renderer = site.pageRenderer()
        let source = DiagnosticFormat.sources(in: [site.options.content, site.options.templates])
        var documents: [GeneratedFile] = []
        var notes: [Diagnostic] = []
        for screenFile in site.content.screenFiles {
            let loaded = site.content.screens[screenFile.route]
            let outcome = site.pages[screenFile.route]
            let unread = loaded?.screen == nil
            guard unread || outcome.map(Self.isUnwritten) ?? true else { continue }
            let problems = (loaded?.diagnostics ?? []) + (outcome?.diagnostics ?? [])
            let errors = problems.filter { $0.severity == .error }
            let shown = errors.isEmpty ? problems : errors
            let context = ErrorPageContext(
                site: renderer.siteContext(on: screenFile.route), source: screenFile.diagnosticName,
                count: shown.count.counted(errors.isEmpty ? "problem" : "error"), isOne: shown.count == 1,
                errors: DiagnosticFormat.text.format(shown, limited: true, source: source))
            documents.append(.page(Document(route: screenFile.route, template: "error", context: context)))
            if unread {
                notes.append(
                    Diagnostic(
                        .note, rule: .errorPage, file: screenFile.diagnosticName,
                        message:
                            "its page shows its errors; until it can be read, the design catalog leaves it out and the app map shows it with no way out"
                    ))
            }
        }
        return GeneratedFiles(documents, problems: notes, summary: documents.count.counted("error page"))
    }

    /// Whether the build left the screen's page out: it has errors of its own, or rendering
    /// stopped before it (`RenderAlarm`).
    private static func isUnwritten(_ outcome: PageOutcome) -> Bool {
        // A page with errors (its own or its screen's), or none, never went into the staging folder
        // (`PageOutcome.send`).
        !(outcome.isStaged || outcome.isReused)
    }

    /// The context of the `error` template: the site's fields, and `page.heading`, `page.title`,
    /// `page.source` (the screen file), `page.count` ("2 errors"), `page.them` and `page.errors`
    /// (the errors as the terminal prints them, with their lines).
    struct ErrorPageContext: TemplateContext {
        let site: SiteContext
        let source: String
        let count: String
        let isOne: Bool
        let errors: String

        func value(named name: String) -> TemplateValue? {
            name == "page" ? .object(PageFields(page: self)) : site.value(named: name)
        }

        private struct PageFields: TemplateContext {
            let page: ErrorPageContext

            func value(named name: String) -> TemplateValue? {
                switch name {
                case "heading": .text("This screen could not be built")
                case "title": .text("Errors in \(page.source) – \(page.site.title)")
                case "source": .text(page.source)
                case "count": .text(page.count)
                case "them": .text(page.isOne ? "it" : "them")
                case "errors": .text(page.errors)
                default: nil
                }
            }
        }
    }
}
