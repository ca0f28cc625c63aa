/// The context of a component template (`components/list`, `components/grid`, …).
struct ComponentContext: TemplateContext {
    /// One item in the component's list.
    struct Cell: TemplateContext {
        /// The item's rendered HTML, as a marker.
        var html: String
        var kind: String
        var kindClass: String
        /// Whether the item starts a page of a paged carousel.
        var pageStart: Bool
        /// The id a page indicator dot links to, on the first item of each page.
        var cellID: String?

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "html": .text(html)
            case "kind": .text(kind)
            case "kindClass": .text(kindClass)
            case "pageStart": .flag(pageStart)
            case "cellID": cellID.map(TemplateValue.text)
            default: nil
            }
        }
    }

    /// A carousel's page indicator: a dot per page.
    struct PageIndicator: TemplateContext {
        struct Page: TemplateContext {
            var target: String
            var number: Int
            var count: Int

            func value(named name: String) -> TemplateValue? {
                switch name {
                case "target": .text(target)
                case "number": .number(number)
                case "count": .number(count)
                default: nil
                }
            }
        }

        /// `below` or `overlay`.
        var position: String
        var pages: [Page]

        func value(named name: String) -> TemplateValue? {
            switch name {
            case "position": .text(position)
            case "pages": .objects(pages)
            default: nil
            }
        }
    }

    var kind: String
    var meta: TemplateValue
    var id: String
    /// For a kind with no template: the kind the default template stands in for.
    var fallbackKind: String?
    var header: HTMLContext?
    /// The component's accessible name: its header's title, or its kind.
    var label: String
    /// The name of a titled section (only those are landmarks), numbered when repeated.
    var sectionLabel: String?
    var items: [Cell] = []
    var pageIndicator: PageIndicator?
    var footer: HTMLContext?
    var style: String?
    var paginate: String
    var rows: Int
    var isSticky: Bool
    var classes: String?
    /// The component's meta, shown when its kind has no template (see `Details`).
    var details: DetailsContext?

    func value(named name: String) -> TemplateValue? {
        switch name {
        case "kind": .text(kind)
        case "meta": meta
        case "id": .text(id)
        case "fallback": fallbackKind.map { .object(TemplateFields(fields: ["kind": .text($0)])) }
        case "details": details.map { .object($0) }
        case "header": header.map { .object($0) }
        case "label": .text(label)
        case "sectionLabel": sectionLabel.map(TemplateValue.text)
        case "items": .objects(items)
        case "pageIndicator": pageIndicator.map { .object($0) }
        case "hasItems": .flag(!items.isEmpty)
        case "isEmpty": .flag(items.isEmpty)
        case "footer": footer.map { .object($0) }
        case "style": style.map(TemplateValue.text)
        case "paginate": .text(paginate)
        case "rows": .number(rows)
        case "isSticky": .flag(isSticky)
        case "classes": classes.map(TemplateValue.text)
        default: nil
        }
    }
}
