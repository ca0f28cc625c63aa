import SpotsFormat

/// One label of a JSONViewControllers row's cell (`RowCell`): its `text`, and `isPlaceholder` when
/// it is the placeholder of a key path that found nothing (`{user.name}`), for the app to fill.
package struct LabelContext: TemplateContext, Equatable {
    package var text: String
    package var isPlaceholder = false

    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .text?: .text(text)
        case .isPlaceholder?: isPlaceholder ? .flag(true) : nil
        default: nil
        }
    }
}
