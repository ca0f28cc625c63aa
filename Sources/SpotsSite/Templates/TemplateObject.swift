import Mustache

/// The data one template renders, built up key by key. Values are turned into the shapes Mustache
/// handles fastest as they are set, once, rather than on every lookup.
struct TemplateContext {
    private(set) var values: [String: Any] = [:]

    init() {}

    init(_ values: [String: Any]) {
        for (key, value) in values { self[key] = value }
    }

    subscript(key: String) -> Any? {
        get { values[key] }
        set { values[key] = newValue.map(TemplateObject.wrap) }
    }

    /// The object handed to Mustache.
    var object: TemplateObject { TemplateObject(wrapped: values) }
}

/// A template context object. Mustache looks every tag up through a chain of protocol casts, and
/// when a section pushes a plain `String` or `Dictionary`, every lookup inside it goes through
/// `Mirror` and Dictionary's conditional conformance: the slowest part of a build. Contexts are
/// therefore handed to Mustache as these final classes, which answer the casts at once.
final class TemplateObject: MustacheParent, @unchecked Sendable {
    private let values: [String: Any]

    /// An object whose values are already wrapped.
    init(wrapped values: [String: Any]) {
        self.values = values
    }

    func child(named name: String) -> Any? { values[name] }

    /// The same value in the shapes Mustache handles fastest: strings as `TemplateText`,
    /// dictionaries as `TemplateObject`, arrays of them as arrays.
    static func wrap(_ value: Any) -> Any {
        switch value {
        case let text as String: return TemplateText(text)
        case is TemplateText, is TemplateObject, is Int, is Bool, is Double: return value
        case let context as TemplateContext: return context.object
        case let object as [String: Any]: return TemplateObject(wrapped: object.mapValues(wrap))
        case let objects as [[String: Any]]: return objects.map { TemplateObject(wrapped: $0.mapValues(wrap)) }
        case let contexts as [TemplateContext]: return contexts.map(\.object)
        case let values as [Any]: return values.map(wrap)
        default: return value
        }
    }
}

/// A string in a template context: rendered as its text (escaped by `{{x}}`, raw by `{{{x}}}`), and
/// with no children, so lookups inside `{{#x}}…{{/x}}` go straight on to the enclosing context.
final class TemplateText: MustacheParent, MustacheCustomRenderable, @unchecked Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func child(named name: String) -> Any? { nil }
    var renderText: String { text }
    var isNull: Bool { text.isEmpty }
}
