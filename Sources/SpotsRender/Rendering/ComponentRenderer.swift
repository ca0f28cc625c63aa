import SpotsFormat

extension PageRenderer {
    /// A component's HTML: its items, header and footer rendered first, then its template; nil
    /// for an empty component that does not ask to be shown.
    package func renderComponent(_ component: Component, index: Int, level: Int, idPrefix: String, pass: inout RenderPass) -> [UInt8]? {
        ClientMarkup.apply(component.clientMark) { renderShown(component, index: index, level: level, idPrefix: idPrefix, pass: &pass) }
    }

    /// A component's HTML, as its template writes it.
    private func renderShown(_ component: Component, index: Int, level: Int, idPrefix: String, pass: inout RenderPass) -> [UInt8]? {
        if component.items.isEmpty && !component.layout.showEmptyComponent && component.header == nil && component.footer == nil {
            return nil
        }
        var fragments = Fragments()
        let id =
            component.identifier.map { pass.authoredID($0, at: component.location, path: component.path + ".identifier") }
            ?? pass.uniqueID("\(idPrefix)component-\(index + 1)")
        pass.anchors[component.path] = id
        let colors = contentColors(component.meta, path: component.path, pass: &pass)
        let outerPanel = pass.panelBackground
        if let colors { pass.panelBackground = colors.background }
        defer { pass.panelBackground = outerPanel }

        let (template, fallbackKind) = componentTemplate(for: component, pass: &pass)
        var context = ComponentContext(
            kind: component.kind.name, meta: component.meta?.templateValue ?? .object(TemplateFields()), id: id, fallbackKind: fallbackKind,
            label: Self.defaultLabel(for: component.kind), paginate: component.interaction.paginate ?? "item",
            rows: component.layout.itemsPerRow ?? 1, isSticky: component.layout.headerMode == "sticky")
        let itemLevel = component.header?.title != nil ? level + 1 : level
        if let header = component.header {
            let html = renderItem(header, role: .header, level: level, idPrefix: id + "-", pass: &pass)
            context.header = HTMLContext(html: fragments.marker(for: html))
            if let title = header.title {
                context.label = title
                // Only a titled section is named, so it is a landmark: unnamed ones are not
                // announced as several regions all called "List".
                context.sectionLabel = pass.uniqueLabel(title)
            }
        }
        context.label = pass.uniqueComponentLabel(context.label)
        let perPage = max(1, Int(component.layout.span ?? 1))
        let indicator = component.layout.pageIndicator.flatMap { component.items.count > perPage ? $0 : nil }
        var pages: [ComponentContext.PageIndicator.Page] = []
        for (index, item) in component.items.enumerated() {
            let html = renderItem(item, role: .item, level: itemLevel, idPrefix: id + "-", pass: &pass)
            let kind = item.kind ?? "default"
            var cell = ComponentContext.Cell(
                html: fragments.marker(for: html), kind: kind, kindClass: HTMLID.make(kind), pageStart: index % perPage == 0)
            if indicator != nil, index % perPage == 0 {
                // Page indicator dots are plain links to each page's first item: no script needed.
                let cellID = pass.uniqueID("\(id)-page-\(pages.count + 1)")
                cell.cellID = cellID
                pages.append(.init(target: cellID, number: pages.count + 1, count: 0))
            }
            context.items.append(cell)
        }
        if let indicator {
            for index in pages.indices { pages[index].count = pages.count }
            context.pageIndicator = .init(position: indicator, pages: pages)
        }
        if let footer = component.footer {
            let html = renderItem(footer, role: .footer, level: itemLevel, idPrefix: id + "-", pass: &pass)
            context.footer = HTMLContext(html: fragments.marker(for: html))
        }
        let style = LayoutStyle.css(for: component, colors: colors)
        if !style.isEmpty { context.style = style }
        var classes: [String] = []
        if component.layout.dynamicHeight { classes.append("dynamic-height") }
        if component.layout.dynamicSpan { classes.append("dynamic-span") }
        if component.interaction.scrollDirection == "vertical" { classes.append("scroll-vertical") }
        if !classes.isEmpty { context.classes = classes.joined(separator: " ") }
        let html = render(context, with: template, fragments: fragments, pass: &pass)
        guard inspects else { return html }
        let inspected = Inspected(
            family: .component, kind: component.kind.name, template: template, standsIn: fallbackKind != nil, location: component.location,
            authoredContrast: colors?.authoredContrast, fields: Self.inspectedFields(of: component))
        return inspectPanel(inspected, pass: &pass) + [0x0A] + html
    }

    /// `components/<kind>`, or the default component template (with the kind it stands in for)
    /// and a warning for a kind with no template: that it is likely a typo, when it is one.
    private func componentTemplate(for component: Component, pass: inout RenderPass) -> (template: String, fallbackKind: String?) {
        let name = component.kind.name
        if let template = templates.template(of: name, in: .components) { return (template, nil) }
        if let meant = frame.typos.meant(by: name, in: .components) {
            pass.report(
                .warning, .likelyTypoKind, at: component.kindLocation ?? component.location, path: component.path + ".kind",
                wording: LikelyTypoKind(family: .components, kind: name, meant: meant))
            return ("components/default", name)
        }
        let known = (ComponentKind.builtIn.map(\.name) + templates.componentKinds).filter { $0 != "default" }
        pass.report(
            .warning, .unknownComponentKind, at: component.kindLocation ?? component.location, path: component.path + ".kind",
            "unknown component kind '\(component.kind.name)'; it is rendered with the default component template",
            hint: Suggestions.didYouMean(component.kind.name, in: Set(known))
                ?? "add Templates/components/\(component.kind.name).mustache to render it your way")
        return ("components/default", component.kind.name)
    }

    private static func defaultLabel(for kind: ComponentKind) -> String {
        switch kind {
        case .carousel: "Carousel"
        case .grid: "Grid"
        case .list: "List"
        case .custom(let name): name
        }
    }
}
