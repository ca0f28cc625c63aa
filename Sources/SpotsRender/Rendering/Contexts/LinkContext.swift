import SpotsFormat

/// A link in a template: a navigation entry, a breadcrumb, a state of a screen, a related item.
package struct LinkContext: TemplateContext {
    package var title: String
    /// Where it leads; nil for a breadcrumb of a folder with no screen.
    package var href: String?
    /// Whether it is the page shown (navigation and states); nil where templates do not ask.
    package var isCurrent: Bool?
    /// `aria-current`'s value in the navigation: "page" on the page itself, "true" on the screen a
    /// variant varies.
    package var current: String?
    /// The related item's kind (relations).
    package var kind: String?

    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .title?: .text(title)
        case .href?: href.map(TemplateValue.text)
        case .isCurrent?: isCurrent.map(TemplateValue.flag)
        case .current?: current.map(TemplateValue.text)
        case .kind?: kind.map(TemplateValue.text)
        default: nil
        }
    }
}
