import SpotsFormat

/// How a template set renders: every page by its compiled templates, within a budget.
extension TemplateSet {
    /// `name` rendered with `context` as UTF-8 bytes, its children (markers of `fragments`) put in
    /// their place, within what is left of `budget` (charged with what it took); nil when that
    /// runs out. With `compiles` false swift-mustache renders it, with no budget: what the tests
    /// compare the compiled templates with.
    package func render(
        _ context: any TemplateContext, with name: String, fragments: Fragments, budget: inout RenderBudget, compiles: Bool = true
    ) -> CompiledTemplate.Rendered? {
        guard compiles else {
            return CompiledTemplate.Rendered(bytes: fragments.splice(mustache.library.render(context, withTemplate: name) ?? ""))
        }
        guard let program = compiled[name] else { return CompiledTemplate.Rendered(bytes: []) }
        return program.render(context, fragments: fragments, partials: compiled, budget: &budget)
    }

    /// `name` rendered with `context` as text, its children's markers left in it (a traced
    /// render keeps them, to tell what the template wrote itself); nil when `budget` runs out.
    package func renderKeepingMarkers(_ context: any TemplateContext, with name: String, budget: inout RenderBudget) -> String? {
        render(context, with: name, fragments: Fragments(), budget: &budget).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// `name` rendered with `context` from its source with markers (see `TemplateSourceMap`), and
    /// the map that reads them; nil when the template cannot be marked. It renders a template a
    /// page already rendered within its budget, so a whole page's budget is ample.
    func renderMarked(_ context: any TemplateContext, with name: String) -> (output: String, map: TemplateSourceMap)? {
        guard let source = sources[name], let map = TemplateSourceMap(source: source), let template = TemplateCompiler.compile(map.marked)
        else { return nil }
        var budget = pageBudget
        return template.render(context, fragments: Fragments(), partials: compiled, budget: &budget).map {
            (String(decoding: $0.bytes, as: UTF8.self), map)
        }
    }
}
