/// What the catalog's templates (`catalog/home`, `catalog/kind`) are given.
enum CatalogFields {
    /// The home page: every kind by family, and every screen.
    static func home(_ catalog: Catalog, content: LoadedContent) -> [String: TemplateValue] {
        var fields: [String: TemplateValue] = ["page": page(title: "Design catalog", heading: "Design catalog", route: Catalog.home)]
        for family in CatalogConfig.Family.allCases {
            fields[family.rawValue] = .list(catalog.kinds(of: family).map { .object(card($0)) })
        }
        let screens = content.screenFiles.compactMap { content.screens[$0.route]?.screen }
        fields["screens"] = .list(
            screens.map { screen in
                .object(
                    TemplateFields(fields: [
                        "title": .text(screen.title ?? SiteOutline.title(of: screen.route) ?? "Home"),
                        "route": .text(screen.route.path),
                        "href": .text(Catalog.home.relativeLink(to: screen.route)),
                        "variant": screen.variant.map { .text($0.name) } ?? .flag(false),
                    ]))
            })
        fields["kindCount"] = .text(catalog.kinds.count.counted("kind"))
        fields["screenCount"] = .text(screens.count.counted("screen"))
        return fields
    }

    /// A kind's page.
    static func kind(_ kind: Catalog.Kind, examples: [CatalogExamples.Example], screens: [(route: Route, count: Int, href: String)])
        -> [String: TemplateValue]
    {
        var fields = card(kind, from: kind.route).fields
        fields["page"] = page(title: "\(kind.name) (\(kind.family.singular)) – Design catalog", heading: kind.name, route: kind.route)
        fields["catalogHome"] = .text(kind.route.relativeLink(to: Catalog.home))
        if let description = kind.entry?.description {
            fields["description"] = .text(MarkdownRenderer.render(description, headingLevel: 2).html)
        }
        if let owner = kind.entry?.owner { fields["owner"] = .text(owner) }
        if let replacement = kind.entry?.replacement { fields["replacement"] = .text(replacement) }
        fields["template"] = .text(kind.hasOwnTemplate ? kind.template : "\(kind.template) (no template of its own)")
        fields["examples"] = .list(
            examples.map { example in
                var entry: [String: TemplateValue] = [
                    "number": .number(example.number), "uses": .text(example.count.counted("use")),
                    "fields": .text(example.shape.isEmpty ? "no fields" : example.shape.joined(separator: ", ")),
                    "sourcePlace": .text(example.sourcePlace), "href": .text(example.href),
                ]
                if let html = example.html { entry["html"] = .text(html) }
                if let source = example.source { entry["source"] = .text(source) }
                if let shown = example.shownItems { entry["shownItems"] = .text(shown) }
                return .object(TemplateFields(fields: entry))
            })
        let others = CatalogExamples.byUse(kind).dropFirst(CatalogExamples.renderedShapes)
        fields["otherShapes"] = .list(
            others.map { example in
                .object(
                    TemplateFields(fields: [
                        "fields": .text(example.shape.isEmpty ? "no fields" : example.shape.joined(separator: ", ")),
                        "uses": .text(example.count.counted("use")),
                    ]))
            })
        if !others.isEmpty { fields["otherShapeCount"] = .text(others.count.counted("other shape")) }
        fields["layout"] = .list(
            kind.layoutValues.sorted { $0.key < $1.key }.map { key, values in
                .object(TemplateFields(fields: ["key": .text(key), "values": .text(values.joined(separator: ", "))]))
            })
        fields["hasLayout"] = .flag(!kind.layoutValues.isEmpty)
        fields["screens"] = .list(
            screens.map { screen in
                .object(
                    TemplateFields(fields: [
                        "route": .text(screen.route.path), "href": .text(screen.href), "uses": .text(screen.count.counted("use")),
                    ]))
            })
        fields["hasScreens"] = .flag(!screens.isEmpty)
        fields["kindLine"] = .text(kind.family == .items ? "An item kind" : "A component kind")
        return fields
    }

    /// A kind as the home page's card shows it, with links from `page`.
    static func card(_ kind: Catalog.Kind, from page: Route = Catalog.home) -> TemplateFields {
        var fields: [String: TemplateValue] = [
            "name": .text(kind.name), "family": .text(kind.family.singular), "href": .text(page.relativeLink(to: kind.route)),
            "status": .text(kind.entry?.status?.rawValue ?? "no status"),
            "statusClass": .text("status-" + (kind.entry?.status?.rawValue ?? "none")),
            "usage": .text(
                kind.uses.isEmpty ? "unused" : "\(kind.uses.count.counted("use")) on \(kind.routes.count.counted("screen"))"),
            "origin": .text(kind.hasOwnTemplate ? "template \(kind.template)" : "no template: \(kind.template)"),
        ]
        if kind.uses.isEmpty { fields["unused"] = .flag(true) }
        return TemplateFields(fields: fields)
    }

    private static func page(title: String, heading: String, route: Route) -> TemplateValue {
        .object(TemplateFields(fields: ["title": .text(title), "heading": .text(heading), "route": .text(route.path)]))
    }
}
