import SpotsFormat

/// The inspect layer (`build --inspect`, `serve`'s `?inspect=on`): beside each item and
/// component, what it is made of: its kind, the template that shows it (marked when the kind has
/// none of its own), the line of its screen file, and its data as labelled rows. Pages built
/// without it show what the app shows and nothing of this.
extension PageRenderer {
    /// What one panel shows.
    struct Inspected {
        enum Family: String { case item, component }
        var family: Family
        /// What an item stands for besides a component's items: "header" or "footer" (a legacy
        /// component `title` is a header item too).
        var role: String?
        var kind: String
        var template: String
        /// Whether the kind has no template of its own, and `template` stands in for it.
        var standsIn: Bool
        var location: SourceLocation
        /// The contrast of its authored colours, when under WCAG AA.
        var authoredContrast: Double?
        /// The data, in the order shown.
        var fields: [(name: String, value: JSONValue)]
    }

    /// The panel's HTML (`inspect/panel`).
    func inspectPanel(_ inspected: Inspected, pass: inout RenderPass) -> [UInt8] {
        let route = pass.screen.route
        let entries = Details.entries(inspected.fields) { imageSource($0, on: route) }
        var fields: [String: TemplateValue] = [
            "family": .text(inspected.family.rawValue), "kind": .text(inspected.kind), "template": .text(inspected.template),
            "fallback": .flag(inspected.standsIn), "source": .text("\(pass.file):\(inspected.location.line)"),
        ]
        if let role = inspected.role { fields["role"] = .text(role) }
        if !entries.isEmpty { fields["details"] = .object(DetailsContext(entries: entries)) }
        if let ratio = inspected.authoredContrast { fields["contrast"] = .text(ContentColors.format(ratio)) }
        return render(TemplateFields(fields: fields), with: "inspect/panel", fragments: Fragments(), pass: &pass)
    }

    /// An item's data as the panel lists it: every field it was given but its kind.
    static func inspectedFields(of item: Item) -> [(name: String, value: JSONValue)] {
        var fields: [(name: String, value: JSONValue)] = []
        for (name, value) in [
            ("title", item.title), ("subtitle", item.subtitle), ("text", item.text), ("image", item.image), ("action", item.action),
        ] {
            if let value { fields.append((name, .string(value))) }
        }
        // A bound field says where its value came from: `nameText (user.name)`.
        let bound = Dictionary(item.keyPaths.map { ($0.field, $0.path) }, uniquingKeysWith: { first, _ in first })
        fields += item.fields.map { field in (bound[field.name].map { "\(field.name) (\($0))" } ?? field.name, field.value) }
        if let meta = item.meta { fields.append(("meta", meta)) }
        return fields
    }

    /// A component's data as the panel lists it: its layout's span and its meta.
    static func inspectedFields(of component: Component) -> [(name: String, value: JSONValue)] {
        var fields: [(name: String, value: JSONValue)] = [("items", .number(Double(component.items.count)))]
        if let span = component.layout.span { fields.append(("span", .number(span))) }
        if let meta = component.meta { fields.append(("meta", meta)) }
        return fields
    }
}
