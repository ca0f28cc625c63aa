import SpotsFormat

/// The context of a component template (`components/list`, `components/grid`, …).
struct ComponentContext: TemplateContext {
    /// One item in the component's list.
    struct Cell: TemplateContext {
        /// The item's rendered HTML, as a marker.
        package var html: String
        package var kind: String
        package var kindClass: String
        /// Whether the item starts a page of a paged carousel.
        var pageStart: Bool
        /// The id a page indicator dot links to, on the first item of each page.
        var cellID: String?

        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .html?: .text(html)
            case .kind?: .text(kind)
            case .kindClass?: .text(kindClass)
            case .pageStart?: .flag(pageStart)
            case .cellID?: cellID.map(TemplateValue.text)
            default: nil
            }
        }
    }

    /// A carousel's page indicator: a dot per page.
    struct PageIndicator: TemplateContext {
        package struct Page: TemplateContext {
            package var target: String
            package var number: Int
            package var count: Int

            package func value(for name: TemplateName) -> TemplateValue? {
                switch name.known {
                case .target?: .text(target)
                case .number?: .number(number)
                case .count?: .number(count)
                default: nil
                }
            }
        }

        /// `below` or `overlay`.
        package var position: String
        package var pages: [Page]

        package func value(for name: TemplateName) -> TemplateValue? {
            switch name.known {
            case .position?: .text(position)
            case .pages?: .objects(pages)
            default: nil
            }
        }
    }

    package var kind: String
    package var meta: TemplateValue
    package var id: String
    /// For a kind with no template: the kind the default template stands in for.
    var fallbackKind: String?
    package var header: HTMLContext?
    /// The component's accessible name: its header's title, or its kind.
    package var label: String
    /// The name of a titled section (only those are landmarks), numbered when repeated.
    package var sectionLabel: String?
    package var items: [Cell] = []
    package var pageIndicator: PageIndicator?
    package var footer: HTMLContext?
    package var style: String?
    package var paginate: String
    package var rows: Int
    package var isSticky: Bool
    package var classes: String?

    package func value(for name: TemplateName) -> TemplateValue? {
        switch name.known {
        case .kind?: .text(kind)
        case .meta?: meta
        case .id?: .text(id)
        case .fallback?: fallbackKind.map { .object(TemplateFields(fields: ["kind": .text($0)])) }
        case .header?: header.map { .object($0) }
        case .label?: .text(label)
        case .sectionLabel?: sectionLabel.map(TemplateValue.text)
        case .items?: .objects(items)
        case .pageIndicator?: pageIndicator.map { .object($0) }
        case .hasItems?: .flag(!items.isEmpty)
        case .isEmpty?: .flag(items.isEmpty)
        case .footer?: footer.map { .object($0) }
        case .style?: style.map(TemplateValue.text)
        case .paginate?: .text(paginate)
        case .rows?: .number(rows)
        case .isSticky?: .flag(isSticky)
        case .classes?: classes.map(TemplateValue.text)
        default: nil
        }
    }
}
