extension ScreenDecoder {
    /// A component's `layout`, key by key as `FormatKeys.layout` says where each goes.
    package mutating func decodeLayout(_ node: JSONNode?, path: String) -> Layout {
        var layout = Layout()
        guard let members = reader.object(node, path: path, what: "'layout'"), let value = node?.value else { return layout }
        reader.checkKeys(members, known: Self.layoutKeys, path: path, what: "a layout")
        for key in FormatKeys.layout {
            let field = (value[key.name], joinPath(path, key.name))
            switch key.field {
            case .number(let property)?: layout[keyPath: property] = nonNegative(field)
            case .count(let property)?: layout[keyPath: property] = nonNegative(field).map { max(1, Int($0)) }
            case .choice(let property)?: layout[keyPath: property] = choice(field, key.choices)
            case .flag(let property)?: layout[keyPath: property] = reader.bool(field.0, path: field.1) ?? false
            case .inset(let property)?: layout[keyPath: property] = decodeInset(field)
            case .interaction?, nil: break
            }
        }
        return layout
    }

    /// `inset`: one number for every side, or an object of sides.
    private mutating func decodeInset(_ field: (JSONNode?, String)) -> Layout.Inset? {
        let (node, path) = field
        guard let node else { return nil }
        if case .number = node.value, let all = nonNegative((node, path)) {
            return Layout.Inset(top: all, left: all, bottom: all, right: all)
        }
        guard let members = reader.object(node, path: path, what: "'inset'") else { return nil }
        reader.checkKeys(members, known: Self.insetKeys, path: path, what: "an inset")
        func side(_ key: String) -> Double { nonNegative((node.value[key], joinPath(path, key))) ?? 0 }
        return Layout.Inset(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
    }

    /// A component's `interaction`, key by key as `FormatKeys.interaction` says.
    package mutating func decodeInteraction(_ node: JSONNode?, path: String) -> Interaction {
        var interaction = Interaction()
        guard let members = reader.object(node, path: path, what: "'interaction'"), let value = node?.value else { return interaction }
        reader.checkKeys(members, known: Self.interactionKeys, path: path, what: "an interaction")
        for key in FormatKeys.interaction {
            guard case .interaction(let property)? = key.field else { continue }
            interaction[keyPath: property] = choice((value[key.name], joinPath(path, key.name)), key.choices)
        }
        return interaction
    }

    package mutating func nonNegative(_ field: (JSONNode?, String)) -> Double? {
        guard let number = reader.number(field.0, path: field.1) else { return nil }
        if number < 0 {
            reader.report(.error, .unknownValue, at: field.0?.reportLocation, path: field.1, "must not be negative, got \(number)")
            return nil
        }
        return min(number, 10_000)
    }

    package mutating func choice(_ field: (JSONNode?, String), _ options: [String]) -> String? {
        guard let text = reader.string(field.0, path: field.1) else { return nil }
        if options.contains(text) { return text }
        reader.report(
            .warning, .unknownValue, at: field.0?.reportLocation, path: field.1,
            "'\(text)' is not one of \(options.map { "'\($0)'" }.joined(separator: ", ")); it is ignored",
            hint: Suggestions.didYouMean(text, in: options))
        return nil
    }
}
