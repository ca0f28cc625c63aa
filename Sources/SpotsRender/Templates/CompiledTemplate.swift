import SpotsFormat

/// A Mustache template compiled once into a tree of nodes (see `TemplateCompiler`), evaluated
/// straight into the page's bytes: literal text copied as it is, values escaped while they are
/// written, children put in their place by `FragmentWriter`.
///
/// It gives byte for byte what swift-mustache renders from the same source and context (the tests
/// compare both on every page of the example sites and on generated templates): names are looked
/// up through the stack of sections as Mustache does, an empty text is false, a list renders its
/// section once per element, and so on. Where Mustache would print a Swift description (an object
/// or a list in `{{x}}`) it prints nothing and names the tag (`Rendered.structures`).
///
/// It is the one renderer of a build's pages, and it runs within a budget (`RenderBudget`): a
/// section nested in a section over the same list multiplies the work by the list's length at
/// every level, so a render stops once its page has taken too many steps or bytes.
package struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text([UInt8])
        case variable(Name, escaped: Bool)
        case section(Name, [Node])
        case inverted(Name, [Node])
        /// `{{> name}}`: the template `name` over the same stack, where the tag is; alone on its
        /// line, it indents the partial's lines by the spaces before it.
        case partial(String, indentation: [UInt8])
    }

    /// The templates a partial may name. A name that is not there renders as nothing, as in
    /// Mustache.
    typealias Partials = [String: CompiledTemplate]

    /// A tag's name: `title`, `page.title`, `.` (the innermost value) or `.title` (the innermost
    /// value's own, looked up nowhere else).
    struct Name: Sendable {
        let parts: [TemplateName]
        /// Whether the name starts with a dot: looked up in the innermost value only.
        let anchored: Bool
        /// The name as the template writes it.
        let text: String

        init(_ text: String) {
            self.text = text
            parts = text.split(separator: ".").map { TemplateName(String($0)) }
            anchored = text.first == "."
        }
    }

    let nodes: [Node]
    /// How many bytes of literal text the template has, sections counted once: room to reserve.
    let textLength: Int

    init(nodes: [Node]) {
        self.nodes = nodes
        func length(of nodes: [Node]) -> Int {
            nodes.reduce(0) { total, node in
                switch node {
                case .text(let bytes): total + bytes.count
                case .variable, .partial: total + 16
                case .section(_, let body), .inverted(_, let body): total + length(of: body)
                }
            }
        }
        textLength = length(of: nodes)
    }

    /// What a render gave.
    package struct Rendered {
        package var bytes: [UInt8]
        /// The tags that named an object or a list where a value is printed (`{{items}}`), which
        /// print nothing; each once, in the order met.
        package var structures: [String] = []
    }

    /// The output for `context`, children (markers of `fragments`) put in their place; nil when
    /// it would take more than is left of `budget`, which is charged with what the render took.
    func render(_ context: any TemplateContext, fragments: Fragments, partials: Partials = [:], budget: inout RenderBudget) -> Rendered? {
        var evaluation = Evaluation(
            writer: FragmentWriter(fragments: fragments, capacity: min(textLength + fragments.byteCount, max(0, budget.bytes))),
            partials: partials, budget: budget)
        evaluation.stack.append(.object(context))
        let finished = evaluation.run(nodes)
        if finished { evaluation.writer.finish() }
        budget.charge(steps: evaluation.steps, bytes: evaluation.writer.bytes.count)
        guard finished, !budget.isSpent else { return nil }
        return Rendered(bytes: evaluation.writer.bytes, structures: evaluation.structures)
    }

    /// The output for `context` within a page's whole budget.
    func render(_ context: any TemplateContext, fragments: Fragments, partials: Partials = [:]) -> Rendered? {
        var budget = RenderBudget.page
        return render(context, fragments: fragments, partials: partials, budget: &budget)
    }
}
