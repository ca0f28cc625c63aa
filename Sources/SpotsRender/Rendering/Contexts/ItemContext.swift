import SpotsFormat

/// The context of an item template (`items/default`, `items/person`, …): the item's own fields,
/// made ready for HTML, and a row's further fields under their own names.
struct ItemContext: TemplateContext {
    /// An item's image.
    package struct Image: TemplateContext {
        package var src: String
        /// The text alternative: meta's `alt`, else the title; empty for a decorative image.
        package var alt: String
        /// The same, but empty when the title is shown beside the image (so it is not read twice).
        package var altBesideTitle: String

        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .src?: .text(src)
            case .alt?: .text(alt)
            case .altBesideTitle?: .text(altBesideTitle)
            default: nil
            }
        }
    }

    /// Names the renderer gives items itself; a row field of the same name does not replace them.
    static let reservedNames: Set<String> = [
        "title", "subtitle", "text", "image", "href", "kind", "kindClass", "level", "meta", "id", "style", "size",
        "children", "relations", "linkLabel", "isExternal", "isCurrent", "dangling", "attributes", "heading", "labels", "isBlank",
    ]

    package var kind: String
    package var kindClass: String
    /// The heading level of the item's title.
    package var level: Int
    package var meta: TemplateValue
    package var title: String?
    /// Markdown, rendered to HTML.
    package var subtitle: String?
    package var text: String?
    package var id: String?
    package var size: (width: Int, height: Int)?
    package var style: String?
    package var image: Image?
    package var href: String?
    /// Whether the action leads to the page shown; nil unless it leads to a page of the site.
    package var isCurrent: Bool?
    package var isExternal = false
    /// The route of an action that leads to no screen.
    package var dangling: String?
    /// The accessible name of the item's link.
    package var linkLabel: String?
    /// Where the item is written (`SourceMark`), in an audit's build only.
    package var sourceMark: SourceMark?
    /// Ready-made markup (see `ItemMarkup`).
    package var attributes: String?
    package var heading: String?
    /// Nested components, as markers.
    package var children: [HTMLContext] = []
    package var relations: [(name: String, items: [LinkContext])] = []
    /// What the cell of a row with no title, subtitle or text shows (`RowCell`).
    package var labels: [LabelContext] = []
    /// The fields that show the placeholder of a key path that found nothing (`{user.name}`), for
    /// the app to fill: marked on the page (`data-placeholders`, `is-placeholder`).
    package var placeholders: Set<String> = []
    /// Whether the item shows nothing at all: blank space, as a spacer row is.
    package var isBlank = false
    /// A row's own fields (JSONViewControllers), by name; the last of a repeated name wins.
    package var fields: [String: TemplateValue] = [:]

    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .kind?: .text(kind)
        case .kindClass?: .text(kindClass)
        case .level?: .number(level)
        case .meta?: meta
        case .title?: title.map(TemplateValue.text)
        case .subtitle?: subtitle.map(TemplateValue.text)
        case .text?: text.map(TemplateValue.text)
        case .id?: id.map(TemplateValue.text)
        case .size?: size.map { .object(TemplateFields(fields: ["width": .number($0.width), "height": .number($0.height)])) }
        case .style?: style.map(TemplateValue.text)
        case .image?: image.map { .object($0) }
        case .href?: href.map(TemplateValue.text)
        case .isCurrent?: isCurrent.map(TemplateValue.flag)
        case .isExternal?: isExternal ? .flag(true) : nil
        case .dangling?: dangling.map(TemplateValue.text)
        case .linkLabel?: linkLabel.map(TemplateValue.text)
        case .attributes?: attributes.map(TemplateValue.text)
        case .heading?: heading.map(TemplateValue.text)
        case .children?: .objects(children)
        case .labels?: labels.isEmpty ? nil : .objects(labels)
        case .isBlank?: isBlank ? .flag(true) : nil
        case .relations?: relations.isEmpty ? nil : .object(RelationsContext(relations: relations))
        default: Self.reservedNames.contains(name.text) ? nil : fields[name.text]
        }
    }

    /// `relations.<name>`: each relation's items, as links.
    private struct RelationsContext: TemplateContext {
        package let relations: [(name: String, items: [LinkContext])]

        package func value(named name: String) -> TemplateValue? {
            relations.last { $0.name == name }.map { .objects($0.items) }
        }
    }
}
