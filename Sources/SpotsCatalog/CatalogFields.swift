import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog's templates (`catalog/home`, `catalog/kind`) are given.
enum CatalogFields {
    /// The home page: every kind by family, how many built-in kinds are left out and how to show
    /// them (`catalogFile`, as pages name it), and every screen.
    package static func home(_ catalog: Catalog, screens: [CatalogScreen], catalogFile: String) -> [String: TemplateValue] {
        home(frame: homeFrame(catalog, catalogFile: catalogFile), screens: screens)
    }

    /// The home page's fields but its screens (which the quick update keeps: `CatalogKept`).
    static func homeFrame(_ catalog: Catalog, catalogFile: String) -> [String: TemplateValue] {
        var fields: [String: TemplateValue] = ["page": page(title: "Design catalog", heading: "Design catalog", route: Catalog.home)]
        for family in CatalogConfig.Family.allCases {
            fields[family.rawValue] = .list(catalog.kinds(of: family).map { .object(card($0)) })
        }
        fields["kindCount"] = .text(catalog.kinds.count.counted("kind"))
        if catalog.hiddenBuiltInKinds > 0 {
            let count = catalog.hiddenBuiltInKinds
            fields["hiddenKinds"] = .text("\(count.counted("built-in kind")) that no screen uses \(count == 1 ? "is" : "are") not listed")
            fields["showSetting"] = .text(#""builtInKinds": "all""#)
            fields["catalogFile"] = .text(catalogFile)
        }
        fields["statuses"] = .list(
            (CatalogConfig.Status.allCases.map(\.rawValue) + ["none"]).map { status in
                .object(TemplateFields(fields: ["value": .text(status), "label": .text(status == "none" ? "no status" : status)]))
            })
        if !catalog.clients.isEmpty { fields["clientsPage"] = .text(Catalog.home.relativeLink(to: CatalogClients.route)) }
        return fields
    }

    /// The home page's fields: its `frame` (`homeFrame`) and its list of `screens`.
    static func home(frame: [String: TemplateValue], screens: [CatalogScreen]) -> [String: TemplateValue] {
        var fields = frame
        fields["screens"] = .list(
            screens.map { screen in
                .object(
                    TemplateFields(fields: [
                        "title": .text(screen.heading),
                        "route": .text(screen.route.path),
                        "href": .text(Catalog.home.relativeLink(to: screen.route)),
                        "variant": screen.variant.map { .text($0) } ?? .flag(false),
                        // What leads to it, as its page's footer says ("Reached from 3 screens").
                        "footnote": screen.footnote.map { .text($0) } ?? .flag(false),
                    ]))
            })
        fields["screenCount"] = .text(screens.count.counted("screen"))
        return fields
    }

    /// A kind's page.
    package static func kind(
        _ kind: Catalog.Kind, screens: [(route: Route, count: Int, href: String)],
        template: (origin: String, source: String?), findings: [Diagnostic], findingCount: Int
    ) -> [String: TemplateValue] {
        var fields = card(kind, from: kind.route).fields
        fields["page"] = page(title: "\(kind.name) (\(kind.family.singular)) – Design catalog", heading: kind.name, route: kind.route)
        fields["catalogHome"] = .text(kind.route.relativeLink(to: Catalog.home))
        if let description = kind.entry?.description {
            fields["description"] = .text(MarkdownRenderer.render(description, headingLevel: 2).html)
        }
        if let owner = kind.entry?.owner { fields["owner"] = .text(owner) }
        if let replacement = kind.entry?.replacement { fields["replacement"] = .text(replacement) }
        fields["template"] = .text(kind.hasOwnTemplate ? kind.template : "\(kind.template) (no template of its own)")
        fields["templateOrigin"] = .text(template.origin)
        if let source = template.source { fields["templateSource"] = .text(source) }
        fields["fieldRows"] = .list(
            kind.fields.rows.map { row in
                .object(
                    TemplateFields(fields: [
                        "field": .text(row.field), "read": .text(row.isRead ? "yes" : "no"), "unread": .flag(!row.isRead && row.setBy > 0),
                        "setBy": .text(row.setBy == 0 ? "no use sets it" : "\(row.setBy) of \(kind.useCount.counted("use"))"),
                    ]))
            })
        fields["hasFields"] = .flag(!kind.fields.rows.isEmpty)
        if kind.fields.readsEverything { fields["readsEverything"] = .flag(true) }
        fields["findings"] = findingList(findings)
        fields["hasFindings"] = .flag(!findings.isEmpty)
        fields["findingCount"] = .text(findingCount == 0 ? "none" : findingCount.counted("finding"))
        if findingCount > findings.count { fields["moreFindings"] = .text("\(findingCount - findings.count) more") }
        let others = CatalogExamples.byUse(kind).dropFirst(Catalog.renderedShapes)
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

    /// A kind page's rendered examples (`examples`), apart from its other fields: the quick update
    /// makes them again from its kept fields (`CatalogKept`).
    static func examples(_ examples: [CatalogExamples.Example], of kind: Catalog.Kind) -> TemplateValue {
        .list(
            examples.map { example in
                var entry: [String: TemplateValue] = [
                    "number": .number(example.number), "uses": .text(example.count.counted("use")),
                    "fields": .text(example.shape.isEmpty ? "no fields" : example.shape.joined(separator: ", ")),
                    "sourcePlace": .text(example.sourcePlace), "href": .text(example.href),
                    "frame": .text(kind.route.relativeLink(to: example.route)),
                ]
                if let html = example.html { entry["html"] = .text(html) }
                if let source = example.source { entry["source"] = .text(source) }
                if let shown = example.shownItems { entry["shownItems"] = .text(shown) }
                return .object(TemplateFields(fields: entry))
            })
    }

    /// An example's own page: the use rendered alone, for frames at a chosen width, theme and direction.
    static func example(_ example: CatalogExamples.Example, of kind: Catalog.Kind, text: TextMode = .asWritten) -> [String: TemplateValue] {
        let heading = "\(kind.name): example \(example.number)" + (text == .asWritten ? "" : " in \(text.rawValue) text")
        var fields: [String: TemplateValue] = [
            "page": page(title: "\(heading) – Design catalog", heading: heading, route: example.route),
            "kindPage": .text(example.route.relativeLink(to: kind.route)),
        ]
        if let html = example.pageHTML { fields["html"] = .text(html) }
        return fields
    }

    /// A kind as the home page's card shows it, with links from `page`.
    static func card(_ kind: Catalog.Kind, from page: Route = Catalog.home) -> TemplateFields {
        var fields: [String: TemplateValue] = [
            "name": .text(kind.name), "family": .text(kind.family.singular), "href": .text(page.relativeLink(to: kind.route)),
            "status": .text(kind.statusName),
            "statusClass": .text("status-" + (kind.entry?.status?.rawValue ?? "none")),
            "statusValue": .text(kind.entry?.status?.rawValue ?? "none"),
            "usage": .text(kind.usage),
            "origin": .text(kind.hasOwnTemplate ? "template \(kind.template)" : "no template: \(kind.template)"),
        ]
        if kind.useCount == 0 { fields["unused"] = .flag(true) }
        if let meant = kind.meant { fields["meant"] = .text(meant) }
        // The card's thumbnail: the most used shape's own page, scaled down.
        if let first = kind.exampleRoutes.first { fields["thumbnail"] = .text(page.relativeLink(to: first)) }
        return TemplateFields(fields: fields)
    }

    static func page(title: String, heading: String, route: Route) -> TemplateValue {
        .object(TemplateFields(fields: ["title": .text(title), "heading": .text(heading), "route": .text(route.path)]))
    }

    /// What the audit found at a kind's uses: the first `findings` of `count`, measured in `contexts`.
    package static func audited(_ findings: [Diagnostic], count: Int, contexts: Int) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "findings": findingList(findings), "hasFindings": .flag(!findings.isEmpty),
            "count": .text(count == 0 ? "none" : count.counted("finding")), "contexts": .text(contexts.counted("context")),
        ]
        if count > findings.count { fields["more"] = .text("\(count - findings.count) more") }
        return .object(TemplateFields(fields: fields))
    }

    /// Diagnostics as a kind's page lists them: severity, place, message, hint.
    private static func findingList(_ findings: [Diagnostic]) -> TemplateValue {
        .list(
            findings.map { finding in
                .object(
                    TemplateFields(fields: [
                        "severity": .text(finding.severity.rawValue),
                        "place": .text(finding.location.map { "\(finding.file):\($0.line):\($0.column)" } ?? finding.file),
                        "message": .text(finding.message), "hint": finding.hint.map(TemplateValue.text) ?? .flag(false),
                    ]))
            })
    }
}
