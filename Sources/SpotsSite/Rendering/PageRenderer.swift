/// Renders one screen to a page: items with their item templates, then components with their
/// component templates, then the page layout, binding all data before any template runs
/// (BothamUI's "bind, then render").
struct PageRenderer: Sendable {
    let templates: TemplateSet
    let config: SiteConfig
    let links: LinkResolver
    /// The links of every page's header `nav`.
    var navigation = SiteNavigation()
    /// Templates evaluated once per shape of data; nil renders everything through Mustache.
    var cache: ShapeCache? = ShapeCache()

    /// One rendered page and what was found while rendering it.
    struct Result {
        var html: String
        var diagnostics: [Diagnostic]
        /// The templates that produced the page, in the order they ran, with what each produced.
        var fragments: [(template: String, html: String)]
        /// Actions that lead to routes with no screen.
        var danglingActions: [String]
        /// The templates the page was rendered with (`page`, `components/list`, `items/person`).
        var templates: Set<String>
    }

    /// State of one page's rendering.
    private struct Pass {
        let screen: Screen
        /// The file diagnostics name: the screen's, or a data file's while its items render.
        var file: String
        var diagnostics: [Diagnostic] = []
        var fragments: [(template: String, html: String)] = []
        var keepFragments: Bool
        var usedIDs: Set<String> = []
        var danglingActions: [String] = []
        var kindsWithoutTemplate: Set<String> = []
        var sectionLabels: [String: Int] = [:]
        var templates: Set<String> = ["page"]
        /// The background of the coloured component being rendered, if any.
        var panelBackground: ContentColors.Color?

        mutating func report(_ severity: Diagnostic.Severity, at location: SourceLocation?, path: String, _ message: String, hint: String? = nil) {
            diagnostics.append(Diagnostic(severity, file: file, location: location, path: path, message: message, hint: hint))
        }
    }

    /// Renders `screen`. With `keepFragments`, every template's own output is kept too, so a
    /// broken page can be traced to the template that broke it.
    func render(_ screen: Screen, keepFragments: Bool = false) -> Result {
        var pass = Pass(screen: screen, file: screen.file, keepFragments: keepFragments)
        var fragments = Fragments()
        var components: [[String: Any]] = []
        for (index, component) in screen.components.enumerated() {
            if let html = renderComponent(component, index: index, level: 2, idPrefix: "", pass: &pass) {
                components.append(["html": fragments.marker(for: html)])
            }
        }
        let heading = screen.title ?? Self.title(of: screen.route) ?? config.title
        var context = siteContext(on: screen.route, variantOf: screen.variant?.base)
        let title = screen.title.flatMap { $0 == config.title ? nil : "\($0) – \(config.title)" } ?? config.title
        var page: [String: Any] = [
            "heading": heading,
            "title": screen.variant.map { "\(heading) (\($0.name)) – \(config.title)" } ?? title,
            "route": screen.route.path,
            "source": screen.source,
            "isHome": screen.route == .root,
        ]
        if let description = screen.description ?? config.description { page["description"] = description }
        if let variant = screen.variant { page["variant"] = variant.name }
        context["page"] = page
        let crumbs = navigation.breadcrumbs(to: screen.route, variantOf: screen.variant?.base)
        context["breadcrumbs"] = crumbs
        context["hasBreadcrumbs"] = !crumbs.isEmpty
        context["currentCrumb"] = screen.variant?.name ?? heading
        let states = navigation.states(of: screen.route, base: screen.variant?.base)
        context["states"] = states
        context["hasStates"] = !states.isEmpty
        context["components"] = components
        context["hasComponents"] = !components.isEmpty
        let shell = templates.render(context, with: "page", cache: keepFragments ? nil : cache)
        if keepFragments { pass.fragments.append(("page", shell)) }
        return Result(
            html: fragments.splice(shell).tidiedHTML, diagnostics: pass.diagnostics, fragments: pass.fragments,
            danglingActions: pass.danglingActions, templates: pass.templates)
    }

    /// What every page template gets: the site, its navigation, and the way back to the site root.
    func siteContext(on page: Route, variantOf base: Route? = nil) -> [String: Any] {
        let root = page.relativePrefix
        let links = navigation.context(on: page, variantOf: base)
        return [
            "site": [
                "title": config.title,
                "description": config.description ?? "",
                "language": config.language,
                "direction": config.resolvedDirection,
            ] as [String: Any],
            "navigation": links,
            "hasNavigation": !links.isEmpty,
            "root": root,
            "home": root + "index.html",
            "stylesheet": root + "assets/theme.css",
            "generator": "spots-site",
        ]
    }

    private func renderComponent(_ component: Component, index: Int, level: Int, idPrefix: String, pass: inout Pass) -> String? {
        if component.items.isEmpty && !component.layout.showEmptyComponent && component.header == nil && component.footer == nil {
            return nil
        }
        var fragments = Fragments()
        var context: [String: Any] = ["kind": component.kind.name, "meta": component.meta?.templateValue ?? [String: Any]()]
        let id: String
        if let identifier = component.identifier {
            id = authoredID(identifier, at: component.location, path: component.path + ".identifier", pass: &pass)
        } else {
            id = uniqueID("\(idPrefix)component-\(index + 1)", pass: &pass)
        }
        context["id"] = id
        let colors = contentColors(component.meta, path: component.path, pass: &pass)
        let outerPanel = pass.panelBackground
        if let colors { pass.panelBackground = colors.background }
        defer { pass.panelBackground = outerPanel }

        var template = "components/\(component.kind.name)"
        if !templates.has(template) {
            let known = (ComponentKind.builtIn.map(\.name) + templates.componentKinds).filter { $0 != "default" }
            pass.report(
                .warning, at: component.kindLocation ?? component.location, path: component.path + ".kind",
                "unknown component kind '\(component.kind.name)'; it is rendered with the default component template",
                hint: Suggestions.didYouMean(component.kind.name, in: Set(known))
                    ?? "add Templates/components/\(component.kind.name).mustache to render it your way")
            template = "components/default"
            context["fallback"] = ["kind": component.kind.name]
        }

        let itemLevel = component.header?.title != nil ? level + 1 : level
        if let header = component.header {
            let html = renderItem(header, role: .header, level: level, idPrefix: id + "-", pass: &pass)
            context["header"] = ["html": fragments.marker(for: html)]
            if let title = header.title {
                context["label"] = title
                // Only a titled section is named, so it is a landmark: unnamed ones are not
                // announced as several regions all called "List".
                context["sectionLabel"] = uniqueLabel(title, pass: &pass)
            }
        }
        if context["label"] == nil { context["label"] = Self.defaultLabel(for: component.kind) }
        var items: [[String: Any]] = []
        let perPage = max(1, Int(component.layout.span ?? 1))
        let indicator = component.layout.pageIndicator.flatMap { component.items.count > perPage ? $0 : nil }
        var pages: [[String: Any]] = []
        for (index, item) in component.items.enumerated() {
            let html = renderItem(item, role: .item, level: itemLevel, idPrefix: id + "-", pass: &pass)
            var entry: [String: Any] = [
                "html": fragments.marker(for: html), "kind": item.kind ?? "default", "kindClass": Self.htmlID(item.kind ?? "default"),
                "pageStart": index % perPage == 0,
            ]
            if indicator != nil, index % perPage == 0 {
                // Page indicator dots are plain links to each page's first item: no script needed.
                let cellID = uniqueID("\(id)-page-\(pages.count + 1)", pass: &pass)
                entry["cellID"] = cellID
                pages.append(["target": cellID, "number": pages.count + 1])
            }
            items.append(entry)
        }
        if let indicator {
            for index in pages.indices { pages[index]["count"] = pages.count }
            context["pageIndicator"] = ["position": indicator, "pages": pages] as [String: Any]
        }
        context["items"] = items
        context["hasItems"] = !items.isEmpty
        context["isEmpty"] = items.isEmpty
        if let footer = component.footer {
            let html = renderItem(footer, role: .footer, level: itemLevel, idPrefix: id + "-", pass: &pass)
            context["footer"] = ["html": fragments.marker(for: html)]
        }
        let style = LayoutStyle.css(for: component, colors: colors)
        if !style.isEmpty { context["style"] = style }
        context["paginate"] = component.interaction.paginate ?? "item"
        context["rows"] = component.layout.itemsPerRow ?? 1
        context["isSticky"] = component.layout.headerMode == "sticky"
        var classes: [String] = []
        if component.layout.dynamicHeight { classes.append("dynamic-height") }
        if component.layout.dynamicSpan { classes.append("dynamic-span") }
        if component.interaction.scrollDirection == "vertical" { classes.append("scroll-vertical") }
        if !classes.isEmpty { context["classes"] = classes.joined(separator: " ") }
        pass.templates.insert(template)
        let shell = templates.render(context, with: template, cache: pass.keepFragments ? nil : cache)
        if pass.keepFragments { pass.fragments.append((template, shell)) }
        return fragments.splice(shell)
    }

    private enum Role { case header, item, footer }

    /// Names the renderer gives items itself; a row field of the same name does not replace them.
    static let reservedNames: Set<String> = [
        "title", "subtitle", "text", "image", "href", "kind", "kindClass", "level", "meta", "id", "style", "size",
        "children", "relations", "linkLabel", "isExternal", "isCurrent", "dangling", "attributes", "heading",
    ]

    /// Meta keys that describe an item's image: its text alternative, or that it only decorates.
    static let altKeys = ["alt", "accessibilityLabel"]

    private func renderItem(_ item: Item, role: Role, level: Int, idPrefix: String, pass: inout Pass) -> String {
        let outerFile = pass.file
        pass.file = item.file ?? outerFile
        defer { pass.file = outerFile }
        var context: [String: Any] = [:]
        // JSONViewControllers rows: their own fields come first, so the standard ones win.
        for field in item.fields where !Self.reservedNames.contains(field.name) { context[field.name] = field.value.templateValue }
        context["kind"] = item.kind ?? "default"
        context["kindClass"] = Self.htmlID(item.kind ?? "default")
        context["level"] = min(level, 6)
        context["meta"] = item.meta?.templateValue ?? [String: Any]()
        if let title = item.title { context["title"] = title }
        // Markdown headings go below the item's own heading, or at its level when it has none.
        let markdownLevel = item.title != nil ? level + 1 : level
        if let subtitle = item.subtitle {
            context["subtitle"] = markdown(subtitle, of: item, field: "subtitle", headingLevel: markdownLevel, pass: &pass)
        }
        if let text = item.text { context["text"] = markdown(text, of: item, field: "text", headingLevel: markdownLevel, pass: &pass) }
        if let identifier = item.identifier {
            context["id"] = authoredID(identifier, at: item.location, path: item.path + ".identifier", pass: &pass)
        }
        if let size = item.size { context["size"] = ["width": Int(size.width), "height": Int(size.height)] }
        let colors = contentColors(item.meta, path: item.path, pass: &pass)
        let style = LayoutStyle.css(for: item, colors: colors)
        if !style.isEmpty { context["style"] = style }
        // An image's text alternative: meta's `alt`, else the title. Templates that show the title
        // beside the image use `altBesideTitle`, empty then, so the title is not read out twice.
        let authoredAlt = Self.altKeys.lazy.compactMap { Self.metaString(item.meta, $0) }.first
        let isDecorative = item.meta?["decorative"]?.value == .bool(true)
        let alt = isDecorative ? "" : authoredAlt ?? item.title ?? ""
        if let image = item.image {
            switch links.resolve(image: image) {
            case .success(let source):
                context["image"] = [
                    "src": links.src(for: source, on: pass.screen.route), "alt": alt,
                    "altBesideTitle": isDecorative ? "" : authoredAlt ?? (item.title == nil ? alt : ""),
                ] as [String: Any]
                if alt.isEmpty && !isDecorative {
                    pass.report(
                        .warning, at: item.imageLocation, path: item.path + ".image",
                        "this image has no text alternative: the item has no title and its meta no 'alt'",
                        hint: "add \"alt\": \"what the image shows\" to the item's meta, or \"decorative\": true if it only decorates")
                }
            case .failure(let problem):
                pass.report(problem.severity, at: item.imageLocation, path: item.path + ".image", problem.message, hint: problem.hint)
            }
        }
        if let action = item.action {
            let resolved = links.resolve(action: action)
            if case .success(let target) = resolved, let href = links.href(for: target, on: pass.screen.route) {
                context["href"] = href
            }
            switch resolved {
            case .success(.page(let route)):
                context["isCurrent"] = route == pass.screen.route
            case .success(.external):
                context["isExternal"] = true
            case .success(.dangling(let route)):
                context["dangling"] = route.path
                pass.danglingActions.append(action)
                pass.report(
                    .warning, at: item.actionLocation, path: item.path + ".action",
                    "the action '\(LinkResolver.shortened(action))' leads to \(route.path), which has no screen; the item is shown without a link",
                    hint: links.suggestion(for: route).map { "did you mean '\($0.path)'?" }
                        ?? "add \(links.screensFolder)\(route.segments.isEmpty ? "/index" : route.path.dropLast()).json")
            case .failure(let problem):
                pass.report(problem.severity, at: item.actionLocation, path: item.path + ".action", problem.message, hint: problem.hint)
            }
        }
        if context["href"] != nil {
            // Every link needs an accessible name, even on an item with no title.
            context["linkLabel"] = item.title ?? Self.metaString(item.meta, "label") ?? (alt.isEmpty ? item.action ?? "Open" : alt)
        }
        Self.addPreparedMarkup(to: &context)
        var fragments = Fragments()
        var children: [[String: Any]] = []
        for (index, child) in item.children.enumerated() {
            let childPrefix = (context["id"] as? String ?? idPrefix + "item") + "-"
            // Nested components go under the item's heading; an item without one adds no level.
            let childLevel = item.title != nil ? min(level + 1, 6) : level
            if let html = renderComponent(child, index: index, level: childLevel, idPrefix: childPrefix, pass: &pass) {
                children.append(["html": fragments.marker(for: html)])
            }
        }
        context["children"] = children
        if !item.relations.isEmpty {
            var relations: [String: Any] = [:]
            for relation in item.relations {
                relations[relation.name] = relation.items.map { related -> [String: Any] in
                    var entry: [String: Any] = ["title": related.title ?? "", "kind": related.kind ?? "default"]
                    if let action = related.action, case .success(let target) = links.resolve(action: action),
                        let href = links.href(for: target, on: pass.screen.route)
                    {
                        entry["href"] = href
                    }
                    return entry
                }
            }
            context["relations"] = relations
        }

        let template = itemTemplate(for: item, role: role, pass: &pass)
        pass.templates.insert(template)
        let shell = templates.render(context, with: template, cache: pass.keepFragments ? nil : cache)
        if pass.keepFragments { pass.fragments.append((template, shell)) }
        return fragments.splice(shell)
    }

    /// Markdown whose links and images follow the same rules as actions and images: screen links
    /// become relative page links; dangling or refused ones keep only their text, and are reported.
    private func markdown(_ source: String, of item: Item, field: String, headingLevel: Int, pass: inout Pass) -> String {
        var problems: [(Diagnostic.Severity, String, String?)] = []
        let page = pass.screen.route
        let rendered = MarkdownRenderer.render(source, headingLevel: headingLevel) { destination, url in
            switch destination {
            case .link:
                if url.hasPrefix("#") { return url }
                switch links.resolve(action: url) {
                case .success(.dangling(let route)):
                    problems.append((.warning, "the link '\(LinkResolver.shortened(url))' leads to \(route.path), which has no screen; only its text is shown", nil))
                    return nil
                case .failure(let problem):
                    problems.append((problem.severity, problem.message.replacingOccurrences(of: "the action", with: "the link"), problem.hint))
                    return nil
                case .success(let target): return links.href(for: target, on: page)
                }
            case .image:
                switch links.resolve(image: url) {
                case .success(let source): return links.src(for: source, on: page)
                case .failure(let problem):
                    problems.append((problem.severity, problem.message, problem.hint))
                    return nil
                }
            }
        }
        for url in rendered.emptyLinks {
            problems.append(
                (.warning, "the link to '\(LinkResolver.shortened(url))' has no text, so nobody can see or hear it; it is left out",
                 "write the text between the brackets: [where it leads](\(LinkResolver.shortened(url)))"))
        }
        for url in rendered.imagesWithoutAlt {
            problems.append(
                (.warning, "the image '\(LinkResolver.shortened(url))' has no description, so screen readers say nothing of it",
                 "describe it between the brackets: ![what it shows](\(LinkResolver.shortened(url)))"))
        }
        for (severity, message, hint) in problems {
            let location = (field == "subtitle" ? item.subtitleLocation : item.textLocation) ?? item.location
            pass.report(severity, at: location, path: item.path + "." + field, "in markdown: " + message, hint: hint)
        }
        return rendered.html
    }

    /// The colours `meta` gives a component or item, settled so the text reads on its background;
    /// an authored pair that does not, and a colour that is not one, are reported.
    private func contentColors(_ meta: JSONValue?, path: String, pass: inout Pass) -> ContentColors.Pair? {
        guard let meta, case .object = meta else { return nil }
        func color(_ keys: [String]) -> (ContentColors.Color, JSONNode)? {
            guard let key = keys.first(where: { meta[$0] != nil }), let node = meta[key] else { return nil }
            if let text = node.value.string, let color = ContentColors.parse(text) { return (color, node) }
            pass.report(
                .warning, at: node.reportLocation, path: path + ".meta." + key,
                "'\(node.value.string ?? node.value.typeName)' is not a colour; it is ignored", hint: "write a hex colour such as \"#1b1f24\"")
            return nil
        }
        let background = color(["background-color"])
        let foreground = color(LayoutStyle.foregroundKeys)
        guard let (pair, problem) = ContentColors.resolve(background: background?.0, foreground: foreground?.0, surrounding: pass.panelBackground)
        else { return nil }
        if let problem, let node = foreground?.1 {
            let key = LayoutStyle.foregroundKeys.first { meta[$0] != nil } ?? "foreground-color"
            pass.report(.warning, at: node.reportLocation, path: path + ".meta." + key, problem.message, hint: problem.hint)
        }
        return pair
    }

    /// Ready-made markup for the common parts of an item, so the built-in templates need few tags
    /// (each Mustache tag costs about a microsecond per item): `attributes` (` id="…" style="…"
    /// data-dangling="…"`) and `heading` (the title as a heading, linked when the item has an action,
    /// or a bare link for an item with an action and no title). Templates can use the parts instead.
    private static func addPreparedMarkup(to context: inout [String: Any]) {
        var attributes = ""
        for name in ["id", "style"] {
            if let value = context[name] as? String { attributes += " \(name)=\"\(FastHTMLContentType.escape(value))\"" }
        }
        if let dangling = context["dangling"] as? String { attributes += " data-dangling=\"\(FastHTMLContentType.escape(dangling))\"" }
        if !attributes.isEmpty { context["attributes"] = attributes }
        let href = (context["href"] as? String).map(FastHTMLContentType.escape)
        if let title = context["title"] as? String, let level = context["level"] as? Int {
            let text = FastHTMLContentType.escape(title)
            let inner = href.map { "<a href=\"\($0)\">\(text)</a>" } ?? text
            context["heading"] = "<h\(level) class=\"item-title\">\(inner)</h\(level)>"
        } else if let href, let label = context["linkLabel"] as? String {
            context["heading"] = "<a class=\"item-link\" href=\"\(href)\">\(FastHTMLContentType.escape(label))</a>"
        }
    }

    /// `items/<kind>`, then the same name in lowercase, then the role's fallback (Spots' default view).
    private func itemTemplate(for item: Item, role: Role, pass: inout Pass) -> String {
        let fallback = role == .header ? "items/header" : role == .footer ? "items/footer" : "items/default"
        guard let kind = item.kind else { return fallback }
        for name in ["items/\(kind)", "items/\(kind.lowercased())"] where templates.has(name) { return name }
        if role == .item, pass.kindsWithoutTemplate.insert(kind).inserted {
            pass.report(
                .note, at: item.kindLocation ?? item.location, path: item.path + ".kind",
                "no template for item kind '\(kind)'; the default item template is used for its items on this screen",
                hint: "add Templates/items/\(kind).mustache to render it your way")
        }
        return fallback
    }

    /// The HTML id for an `identifier` from the screen; one used twice on a page is a warning (the
    /// second gets a suffix, so the page stays valid and links to the first keep working).
    private func authoredID(_ identifier: String, at location: SourceLocation, path: String, pass: inout Pass) -> String {
        let id = Self.htmlID(identifier)
        let unique = uniqueID(id, pass: &pass)
        if unique != id {
            pass.report(
                .warning, at: location, path: path, "the identifier '\(identifier)' is used more than once on this screen; this one becomes '\(unique)'",
                hint: "give each component and item its own identifier")
        }
        return unique
    }

    /// A section's accessible name, numbered when another section of the page has the same title,
    /// so landmarks can be told apart.
    private func uniqueLabel(_ title: String, pass: inout Pass) -> String {
        let count = (pass.sectionLabels[title] ?? 0) + 1
        pass.sectionLabels[title] = count
        return count == 1 ? title : "\(title) (\(count))"
    }

    private func uniqueID(_ id: String, pass: inout Pass) -> String {
        var candidate = id
        var counter = 2
        while !pass.usedIDs.insert(candidate).inserted {
            candidate = "\(id)-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// A title for a screen without one, from its route (`/account-settings/` → "Account settings");
    /// nil for the home page, which takes the site's title.
    static func title(of route: Route) -> String? {
        guard let last = route.segments.last else { return nil }
        let words = last.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    private static func defaultLabel(for kind: ComponentKind) -> String {
        switch kind {
        case .carousel: "Carousel"
        case .grid: "Grid"
        case .list: "List"
        case .custom(let name): name
        }
    }

    /// An identifier as an HTML id: letters, digits, `-` and `_`, starting with a letter.
    static func htmlID(_ identifier: String) -> String {
        var id = ""
        for scalar in identifier.unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            id.unicodeScalars.append(keep ? scalar : "-")
        }
        if id.isEmpty || !(id.unicodeScalars.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false) {
            id = "id-" + id
        }
        return id
    }

    private static func metaString(_ meta: JSONValue?, _ key: String) -> String? {
        meta?[key]?.value.string
    }
}
