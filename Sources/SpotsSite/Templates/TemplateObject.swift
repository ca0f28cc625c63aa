import Mustache

/// A template context object. Mustache finds values through a chain of protocol casts, and when a
/// section pushes a plain `String`, every lookup inside it reflects on that string with `Mirror`:
/// together the slowest part of a build. Values are therefore handed to Mustache as these small
/// structs, which answer its casts at once, wrapped as they are looked up.
struct TemplateObject: MustacheParent, @unchecked Sendable {
    private let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
    }

    func child(named name: String) -> Any? {
        guard let value = values[name] else { return nil }
        return Self.wrap(value)
    }

    /// Strings as `TemplateText`, dictionaries as `TemplateObject`, arrays of them likewise.
    static func wrap(_ value: Any) -> Any {
        if let text = value as? String { return TemplateText(text) }
        if value is Int || value is Bool { return value }
        if let object = value as? [String: Any] { return TemplateObject(object) }
        if let objects = value as? [[String: Any]] { return objects.map(TemplateObject.init) }
        if let values = value as? [Any] { return values.map(wrap) }
        return value
    }
}

/// A string in a template context: rendered as its text (escaped by `{{x}}`, raw by `{{{x}}}`), and
/// with no children, so lookups inside `{{#x}}…{{/x}}` go straight on to the enclosing context.
struct TemplateText: MustacheParent, MustacheCustomRenderable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func child(named name: String) -> Any? { nil }
    var renderText: String { text }
    var isNull: Bool { text.isEmpty }
}
