/// Where a key's value is kept in the model: a property of `Layout` or `Interaction`, by its type.
package enum FormatField: Sendable {
    /// A number of zero or more (at most 10,000).
    case number(WritableKeyPath<Layout, Double?> & Sendable)
    /// A whole number of one or more.
    case count(WritableKeyPath<Layout, Int?> & Sendable)
    /// One of the key's choices.
    case choice(WritableKeyPath<Layout, String?> & Sendable)
    /// True or false; false when missing.
    case flag(WritableKeyPath<Layout, Bool> & Sendable)
    /// Padding: one number for every side, or an object of sides.
    case inset(WritableKeyPath<Layout, Layout.Inset?> & Sendable)
    /// One of the key's choices, in `Interaction`.
    case interaction(WritableKeyPath<Interaction, String?> & Sendable)
}

/// The value a layout key has in a component, when it is set.
package enum LayoutValue: Sendable, Equatable {
    case number(Double)
    case count(Int)
    case text(String)
    /// A flag that is on (one that is off counts as not set).
    case on
    case inset(Layout.Inset)

    /// As the catalog writes it: `2`, `sticky`, `true`, and an inset as `top left bottom right`.
    package var text: String {
        switch self {
        case .number(let number): NumberText.text(number)
        case .count(let count): String(count)
        case .text(let text): text
        case .on: "true"
        case .inset(let inset): [inset.top, inset.left, inset.bottom, inset.right].map { NumberText.text($0) }.joined(separator: " ")
        }
    }
}

extension FormatKey {
    /// This key's value in `layout`; nil when it is not set, or when the key is not a layout key.
    package func value(in layout: Layout) -> LayoutValue? {
        if let read { return read(layout) }
        return switch field {
        case .number(let path)?: layout[keyPath: path].map(LayoutValue.number)
        case .count(let path)?: layout[keyPath: path].map(LayoutValue.count)
        case .choice(let path)?: layout[keyPath: path].map(LayoutValue.text)
        case .flag(let path)?: layout[keyPath: path] ? .on : nil
        case .inset(let path)?: layout[keyPath: path].map(LayoutValue.inset)
        case .interaction?, nil: nil
        }
    }

    /// The choices of a key whose type is `choice`; empty for any other.
    package var choices: [String] {
        if case .choice(let options) = type { return options }
        return []
    }
}

extension Layout {
    /// How `FormatKey.value(in:)` reads the property a `FormatField` holds the key path of: it runs
    /// for every layout key of every component (the CSS, the catalog), and a read through a key
    /// path from the table costs hundreds of instructions where these cost a few. Found once per
    /// key; a key path missing here is still read through the field.
    static func reader(of field: FormatField) -> (@Sendable (Layout) -> LayoutValue?)? {
        let path: AnyKeyPath
        switch field {
        case .number(let property): path = property
        case .count(let property): path = property
        case .choice(let property): path = property
        case .flag(let property): path = property
        case .inset(let property): path = property
        case .interaction: return nil
        }
        let readers: [(AnyKeyPath, @Sendable (Layout) -> LayoutValue?)] = [
            (\Layout.span, { $0.span.map(LayoutValue.number) }),
            (\Layout.itemSpacing, { $0.itemSpacing.map(LayoutValue.number) }),
            (\Layout.lineSpacing, { $0.lineSpacing.map(LayoutValue.number) }),
            (\Layout.inset, { $0.inset.map(LayoutValue.inset) }),
            (\Layout.itemsPerRow, { $0.itemsPerRow.map(LayoutValue.count) }),
            (\Layout.headerMode, { $0.headerMode.map(LayoutValue.text) }),
            (\Layout.pageIndicator, { $0.pageIndicator.map(LayoutValue.text) }),
            (\Layout.showEmptyComponent, { $0.showEmptyComponent ? LayoutValue.on : nil }),
            (\Layout.dynamicSpan, { $0.dynamicSpan ? LayoutValue.on : nil }),
            (\Layout.dynamicHeight, { $0.dynamicHeight ? LayoutValue.on : nil }),
            (\Layout.infiniteScrolling, { $0.infiniteScrolling ? LayoutValue.on : nil }),
        ]
        return readers.first { $0.0 == path }?.1
    }
}
