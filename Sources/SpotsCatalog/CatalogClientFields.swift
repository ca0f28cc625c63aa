import SpotsFormat
import SpotsRender

/// What the catalog's templates are given of client versions: a kind page's Compatibility section
/// (`catalog/kind`) and the Clients page (`catalog/clients`).
enum CatalogClientFields {
    /// The Compatibility section of `kind`'s page, or nothing when it has none
    /// (`CatalogClients.hasCompatibility`); `href` leads from the kind's page to a screen's page,
    /// at the component that holds a JSON path.
    static func compatibility(
        of kind: Catalog.Kind, clients: CatalogClients, href: (Route, String) -> String
    ) -> TemplateValue? {
        guard clients.hasCompatibility(kind.family, kind.name) else { return nil }
        var fields: [String: TemplateValue] = [:]
        fields["platforms"] = .list(
            clients.compatibility(of: kind.family, kind.name).map { row in
                let newer = row.fields.enumerated().map { index, field in
                    TemplateValue.object(
                        TemplateFields(fields: [
                            "name": .text(field.name), "version": .text(field.since.description), "comma": .flag(index + 1 < row.fields.count),
                        ]))
                }
                return .object(
                    TemplateFields(fields: [
                        "platform": .text(ClientPlatform.displayName(of: row.platform)),
                        "floor": .text(row.floor?.description ?? "not in site.json"),
                        "since": .text(row.since?.description ?? "always"), "fallback": .text(row.fallback ?? "not needed"),
                        "fields": .list(newer), "noFields": .flag(newer.isEmpty),
                    ]))
            })
        let key = Catalog.Key(family: kind.family, name: kind.name)
        let uses = clients.degraded[key] ?? []
        fields["uses"] = .list(
            uses.map { use in
                .object(
                    TemplateFields(fields: [
                        "title": .text(use.title), "href": .text(href(use.screen, use.path)), "path": .text(use.path),
                        "range": .text(use.range), "shown": .text(use.shown),
                    ]))
            })
        fields["hasUses"] = .flag(!uses.isEmpty)
        let count = clients.degradedCounts[key] ?? 0
        if count > uses.count { fields["moreUses"] = .text("\(count - uses.count) more") }
        if clients.site.isEmpty {
            fields["noClients"] = .flag(true)
        } else {
            fields["clientsPage"] = .text(kind.route.relativeLink(to: CatalogClients.route))
        }
        return .object(TemplateFields(fields: fields))
    }

    /// The Clients page: for each platform `site.json` names, each version that matters, with the
    /// screens it renders otherwise.
    static func page(_ clients: CatalogClients, catalogFile: String) -> [String: TemplateValue] {
        let route = CatalogClients.route
        var fields: [String: TemplateValue] = [
            "page": CatalogFields.page(title: "Clients – Design catalog", heading: "Clients", route: route),
            "catalogHome": .text(route.relativeLink(to: Catalog.home)), "catalogFile": .text(catalogFile),
            "screenCount": .text(clients.screenCount.counted("screen")),
        ]
        fields["platforms"] = .list(
            clients.platforms.map { platform, floor in
                let name = ClientPlatform.displayName(of: platform)
                return .object(
                    TemplateFields(fields: [
                        "id": .text("clients-" + platform), "name": .text(name), "floor": .text(floor.description),
                        "boundaries": .list(clients.boundaries(on: platform).map { .object(boundary($0, platform: name, from: route)) }),
                    ]))
            })
        return fields
    }

    /// One row of a platform's table: a version, how many screens it renders otherwise, and which.
    private static func boundary(_ boundary: CatalogClients.Boundary, platform: String, from route: Route) -> TemplateFields {
        let brings = boundary.brings.map(\.description)
        var fields: [String: TemplateValue] = [
            "version": .text("\(platform) \(boundary.version)"),
            "note": .text(boundary.isFloor ? "the oldest supported" : "brings " + sentence(brings)),
            "count": .text("\(boundary.degradingCount) of \(boundary.served.counted("screen"))"),
            "screens": .list(
                boundary.degrading.map { screen, need in
                    .object(
                        TemplateFields(fields: [
                            "title": .text(screen.title), "href": .text(route.relativeLink(to: screen.route)),
                            "need": .text("needs \(need.version) for " + sentence(need.subjects.map(\.description))),
                        ]))
                }),
            "hasScreens": .flag(!boundary.degrading.isEmpty),
        ]
        if boundary.notServed > 0 {
            let count = boundary.notServed
            fields["notServed"] = .text(
                "\(count.counted("screen")) \(count == 1 ? "is" : "are") served only to newer apps (\(count == 1 ? "its" : "their") own clients)")
        }
        if boundary.degradingCount > boundary.degrading.count {
            fields["more"] = .text("\(boundary.degradingCount - boundary.degrading.count) more")
        }
        return TemplateFields(fields: fields)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func sentence(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
