import SpotsFormat

/// What rendering a page with its templates reports.
enum RenderDiagnostics {
    /// The error of a page whose templates took more than its budget, in `file` (the screen or
    /// document), naming what was running (a template's file, a field's markdown).
    static func overBudget(file: String, running: String, budget: RenderBudget) -> Diagnostic {
        Diagnostic(
            .error, rule: .templateBudget, file: file,
            message:
                "this page's templates took more than a page may (\(budget.described)); \(running) was running, and the page is not written",
            hint:
                "look for sections nested over lists ({{#navigation}} within {{#navigation}} runs its body the list's length squared times) and for very long values printed many times; `build --metrics` names the slow templates"
        )
    }

    /// The warning of a template that printed an object or a list (`{{items}}`): swift-mustache
    /// prints its Swift description, spots-site nothing.
    static func printedStructure(_ tag: String, file: String, page: String) -> Diagnostic {
        Diagnostic(
            .warning, rule: .templateValue, file: file,
            message: "{{\(tag)}} names an object or a list here (on \(page)), which prints nothing",
            hint: "print one of its values ({{\(tag).title}}), or go through it with {{#\(tag)}}…{{/\(tag)}}")
    }
}
