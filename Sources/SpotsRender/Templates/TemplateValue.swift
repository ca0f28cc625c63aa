import Mustache
import SpotsFormat

/// A value handed to a template: text, a number, a flag, an object or a list. Templates see
/// these, never Swift values of unknown type, so what a template can print is always known (and
/// `CompiledTemplate` can print it as Mustache does).
package enum TemplateValue: Sendable {
    case text(String)
    /// A whole number.
    case number(Int)
    /// Any other number.
    case decimal(Double)
    case flag(Bool)
    case object(any TemplateContext)
    case list([TemplateValue])

    /// A list of objects.
    package static func objects(_ contexts: [some TemplateContext]) -> TemplateValue {
        .list(contexts.map { .object($0) })
    }

    /// The value as Mustache takes it: strings as `TemplateText`, objects as themselves.
    var mustacheValue: Any {
        switch self {
        case .text(let text): TemplateText(text)
        case .number(let number): number
        case .decimal(let number): number
        case .flag(let flag): flag
        case .object(let context): context
        case .list(let values): values.map(\.mustacheValue)
        }
    }
}

/// An object in a template: a page, a component, an item, a link. Each is a struct that answers
/// the names its template can look up; `value(named:)` is the one place that says which.
///
/// A context answers either `value(named:)` or `value(for:)`, and the other comes from it: the
/// renderer's own contexts answer `value(for:)`, switching on the name's `known` place.
package protocol TemplateContext: MustacheParent, Sendable {
    /// The value templates find under `name`, or nil when there is none (a section then renders as
    /// for a missing key, and the lookup goes on to the enclosing object).
    func value(named name: String) -> TemplateValue?
    /// The same, for a name found once (see `TemplateName`).
    func value(for name: TemplateName) -> TemplateValue?
}

extension TemplateContext {
    package func value(named name: String) -> TemplateValue? { value(for: TemplateName(name)) }
    package func value(for name: TemplateName) -> TemplateValue? { value(named: name.text) }

    /// How Mustache looks names up.
    package func child(named name: String) -> Any? { value(named: name)?.mustacheValue }
}

/// An object given as a dictionary: for the few contexts made of names known only at run time
/// (values replaced by markers, a feed's fallback kind), and for the design catalog's pages, a
/// handful per build (see `CatalogFields`).
package struct TemplateFields: TemplateContext {
    package var fields: [String: TemplateValue] = [:]

    package init(fields: [String: TemplateValue] = [:]) {
        self.fields = fields
    }

    package func value(named name: String) -> TemplateValue? { fields[name] }
}

/// A string in a template context: rendered as its text (escaped by `{{x}}`, raw by `{{{x}}}`), and
/// with no children, so lookups inside `{{#x}}…{{/x}}` go straight on to the enclosing context.
struct TemplateText: MustacheParent, MustacheCustomRenderable, Sendable {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    package func child(named name: String) -> Any? { nil }
    var renderText: String { text }
    var isNull: Bool { text.isEmpty }
}
