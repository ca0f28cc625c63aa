extension ScreenDecoder {
    package mutating func decodeLayout(_ node: JSONNode?, path: String) -> Layout {
        var layout = Layout()
        guard let members = reader.object(node, path: path, what: "'layout'"), let value = node?.value else { return layout }
        reader.checkKeys(members, known: Self.layoutKeys, path: path, what: "a layout")
        func field(_ key: String) -> (JSONNode?, String) { (value[key], joinPath(path, key)) }
        layout.span = nonNegative(field("span"))
        layout.itemSpacing = nonNegative(field("item-spacing"))
        layout.lineSpacing = nonNegative(field("line-spacing"))
        if let rows = nonNegative(field("items-per-row")) { layout.itemsPerRow = max(1, Int(rows)) }
        layout.headerMode = choice(field("header-mode"), ["default", "sticky"])
        layout.pageIndicator = choice(field("page-indicator"), ["below", "overlay"])
        layout.showEmptyComponent = reader.bool(value["show-empty-component"], path: joinPath(path, "show-empty-component")) ?? false
        layout.dynamicSpan = reader.bool(value["dynamic-span"], path: joinPath(path, "dynamic-span")) ?? false
        layout.dynamicHeight = reader.bool(value["dynamic-height"], path: joinPath(path, "dynamic-height")) ?? false
        layout.infiniteScrolling = reader.bool(value["infinite-scrolling"], path: joinPath(path, "infinite-scrolling")) ?? false
        let insetPath = joinPath(path, "inset")
        if let insetNode = value["inset"] {
            if case .number = insetNode.value, let all = nonNegative((insetNode, insetPath)) {
                layout.inset = Layout.Inset(top: all, left: all, bottom: all, right: all)
            } else if let insetMembers = reader.object(insetNode, path: insetPath, what: "'inset'") {
                reader.checkKeys(insetMembers, known: Self.insetKeys, path: insetPath, what: "an inset")
                func side(_ key: String) -> Double { nonNegative((insetNode.value[key], joinPath(insetPath, key))) ?? 0 }
                layout.inset = Layout.Inset(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
            }
        }
        return layout
    }

    package mutating func decodeInteraction(_ node: JSONNode?, path: String) -> Interaction {
        var interaction = Interaction()
        guard let members = reader.object(node, path: path, what: "'interaction'"), let value = node?.value else { return interaction }
        reader.checkKeys(members, known: Self.interactionKeys, path: path, what: "an interaction")
        interaction.paginate = choice((value["paginate"], joinPath(path, "paginate")), ["disabled", "page", "item"])
        interaction.scrollDirection = choice((value["scroll-direction"], joinPath(path, "scroll-direction")), ["horizontal", "vertical"])
        return interaction
    }

    package mutating func nonNegative(_ field: (JSONNode?, String)) -> Double? {
        guard let number = reader.number(field.0, path: field.1) else { return nil }
        if number < 0 {
            reader.report(.error, at: field.0?.reportLocation, path: field.1, "must not be negative, got \(number)")
            return nil
        }
        return min(number, 10_000)
    }

    package mutating func choice(_ field: (JSONNode?, String), _ options: [String]) -> String? {
        guard let text = reader.string(field.0, path: field.1) else { return nil }
        if options.contains(text) { return text }
        reader.report(
            .warning, at: field.0?.reportLocation, path: field.1,
            "'\(text)' is not one of \(options.map { "'\($0)'" }.joined(separator: ", ")); it is ignored",
            hint: Suggestions.didYouMean(text, in: options))
        return nil
    }
}
