import SpotsFormat

extension PageRenderer {
    /// The part an item plays in its component, which picks its fallback template.
    package enum Role { case header, item, footer }

    /// An item's HTML: its fields made ready (markdown, links, image, colours), its nested
    /// components rendered, then its item template.
    package func renderItem(_ item: Item, role: Role, level: Int, idPrefix: String, pass: inout RenderPass) -> [UInt8] {
        // An item always has markup: a hidden one's is its label.
        ClientMarkup.apply(item.clientMark) { renderShown(item, role: role, level: level, idPrefix: idPrefix, pass: &pass) } ?? []
    }

    /// An item's HTML, as its template writes it.
    private func renderShown(_ item: Item, role: Role, level: Int, idPrefix: String, pass: inout RenderPass) -> [UInt8] {
        let outerFile = pass.file
        pass.file = item.file ?? outerFile
        defer { pass.file = outerFile }
        let kind = item.kind ?? "default"
        var context = ItemContext(
            kind: kind, kindClass: HTMLID.make(kind), level: min(level, 6), meta: item.meta?.templateValue ?? .object(TemplateFields()))
        // JSONViewControllers rows: their own fields, under names the renderer does not use itself.
        for field in item.fields { context.fields[field.name] = field.value.templateValue }
        context.title = item.title
        // Markdown headings go below the item's own heading, or at its level when it has none.
        let markdownLevel = item.title != nil ? level + 1 : level
        if let subtitle = item.subtitle {
            context.subtitle = markdown(subtitle, of: item, field: "subtitle", headingLevel: markdownLevel, pass: &pass)
        }
        if let text = item.text { context.text = markdown(text, of: item, field: "text", headingLevel: markdownLevel, pass: &pass) }
        if let identifier = item.identifier {
            context.id = pass.authoredID(identifier, at: item.location, path: item.path + ".identifier")
        }
        if let size = item.size { context.size = (Int(size.width), Int(size.height)) }
        let colors = contentColors(item.meta, path: item.path, pass: &pass)
        let style = LayoutStyle.css(for: item, colors: colors)
        if !style.isEmpty { context.style = style }
        let alt = addImage(of: item, to: &context, pass: &pass)
        addAction(of: item, to: &context, pass: &pass)
        if context.href != nil {
            // Every link needs an accessible name, even on an item with no title.
            context.linkLabel = item.title ?? item.meta?[MetaKeys.linkLabel]?.value.string ?? (alt.isEmpty ? item.action ?? "Open" : alt)
        }
        if marksSources { context.sourceMark = SourceMark(file: pass.file, location: item.location, path: item.path) }
        // The fields whose key path found nothing, as the binder marked them.
        for binding in item.keyPaths where binding.showsPlaceholder { context.placeholders.insert(binding.field) }
        context.labels = RowCell.labels(of: item, placeholders: context.placeholders)
        var fragments = Fragments()
        for (index, child) in item.children.enumerated() {
            let childPrefix = (context.id ?? idPrefix + "item") + "-"
            // Nested components go under the item's heading; an item without one adds no level.
            let childLevel = item.title != nil ? min(level + 1, 6) : level
            if let html = renderComponent(child, index: index, level: childLevel, idPrefix: childPrefix, pass: &pass) {
                context.children.append(HTMLContext(html: fragments.marker(for: html)))
            }
        }
        context.relations = item.relations.map { relation in
            (
                relation.name,
                relation.items.map { related in
                    var entry = LinkContext(title: related.title ?? "", kind: related.kind ?? "default")
                    if let action = related.action, case .success(let target) = links.resolve(action: action) {
                        entry.href = links.href(for: target, on: pass.screen.route)
                    }
                    return entry
                }
            )
        }
        // An item that shows nothing (no heading: no title and no link) is blank space.
        if context.title == nil, context.href == nil, context.image == nil, context.subtitle == nil, context.text == nil,
            context.labels.isEmpty, context.children.isEmpty
        {
            context.isBlank = true
            if let height = RowCell.heightStyle(of: item) { context.style = context.style.map { $0 + "; " + height } ?? height }
        }
        ItemMarkup.prepare(&context)
        let (template, isFallback) = itemTemplate(for: item, role: role, pass: &pass)
        var html = render(context, with: template, fragments: fragments, pass: &pass)
        if let mark = context.sourceMark { html = mark.marking(html) }
        guard inspects else { return html }
        let inspected = Inspected(
            family: .item, role: role == .header ? "header" : role == .footer ? "footer" : nil, kind: kind, template: template,
            standsIn: isFallback && item.kind != nil, location: item.location,
            authoredContrast: colors?.authoredContrast, fields: Self.inspectedFields(of: item))
        return html + [0x0A] + inspectPanel(inspected, pass: &pass)
    }

    /// `items/<kind>`, then the same name in lowercase, then the role's fallback (Spots' default
    /// view); `isFallback` when the item has no template of its kind.
    private func itemTemplate(for item: Item, role: Role, pass: inout RenderPass) -> (name: String, isFallback: Bool) {
        let fallback = role == .header ? "items/header" : role == .footer ? "items/footer" : "items/default"
        guard let kind = item.kind else { return (fallback, true) }
        if let name = templates.template(of: kind, in: .items) { return (name, false) }
        if let meant = frame.typos.meant(by: kind, in: .items) {
            // Written once: a header's or footer's too.
            pass.report(
                .warning, .likelyTypoKind, at: item.kindLocation ?? item.location, path: item.path + ".kind",
                wording: LikelyTypoKind(family: .items, kind: kind, meant: meant))
        } else if role == .item, pass.kindsWithoutTemplate.insert(kind).inserted {
            pass.report(
                .note, .noItemTemplate, at: item.kindLocation ?? item.location, path: item.path + ".kind",
                wording: NoItemTemplate(kind: kind, known: templates.itemKinds))
        }
        return (fallback, true)
    }
}

/// The note of an item kind with no template of its own, worded when it is read (a screen of
/// many kinds has one for each).
struct NoItemTemplate: DiagnosticWording {
    let kind: String
    /// The item kinds with templates, for the closest one to a mistyped kind.
    let known: [String]

    var message: String { "no template for item kind '\(kind)'; the default item template is used for its items on this screen" }
    var hint: String? { Suggestions.didYouMean(kind, in: known) ?? "add Templates/items/\(kind).mustache to render it your way" }
}
