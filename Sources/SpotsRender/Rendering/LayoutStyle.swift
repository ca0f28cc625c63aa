import SpotsFormat

/// The CSS custom properties that carry a component's `layout` (and colours from its `meta`) to the theme.
package enum LayoutStyle {
    /// The layout keys' CSS variables, as `FormatKeys.layout` names them (`--span`, `--item-spacing`,
    /// `--line-spacing`, `--inset…`, `--rows`), and the panel colours `--component-background` and
    /// `--component-foreground`.
    package static func css(for component: Component, colors: ContentColors.Pair? = nil) -> String {
        var declarations: [String] = []
        for (key, variable) in styledKeys {
            guard let value = key.value(in: component.layout), let declaration = css(variable, value) else { continue }
            declarations.append(declaration)
        }
        if let colors {
            declarations.append("--component-background: \(colors.background.hex); --component-foreground: \(colors.foreground.hex)")
            if let ratio = colors.authoredContrast { declarations.append("\(authoredContrast): \(ContentColors.format(ratio))") }
        }
        return declarations.joined(separator: "; ")
    }

    /// The size hint and colours of an item: `--aspect`, `--item-background`, `--item-foreground`.
    package static func css(for item: Item, colors: ContentColors.Pair? = nil) -> String {
        var declarations: [String] = []
        if let size = item.size, let variable = aspect { declarations.append("\(variable.name): \(Int(size.width)) / \(Int(size.height))") }
        if let colors {
            declarations.append("--item-background: \(colors.background.hex); --item-foreground: \(colors.foreground.hex)")
            if let ratio = colors.authoredContrast { declarations.append("\(authoredContrast): \(ContentColors.format(ratio))") }
        }
        return declarations.joined(separator: "; ")
    }

    /// The property that marks colours shown as authored though under WCAG AA: the page checks
    /// (`scripts/checkers/check-a11y.py`) leave what it is on out of their contrast rule.
    package static let authoredContrast = "--authored-contrast"

    package static func px(_ value: Double) -> String {
        NumberText.text(value) + "px"
    }

    /// The layout keys with a CSS variable, found once: the loop above runs for every component.
    private static let styledKeys = FormatKeys.layout.compactMap { key in key.css.map { (key, $0) } }

    /// An item's `size` as CSS.
    private static let aspect = FormatKeys.key("size", in: .item)?.css

    /// One layout value as its variable's declaration; nil when the variable is not set for it.
    private static func css(_ variable: CSSVariable, _ value: LayoutValue) -> String? {
        let name = variable.name
        switch (variable.form, value) {
        case (.pixels, .number(let length)): return "\(name): \(px(length))"
        case (.wholeNumber(let least), .number(let number)) where number >= Double(least): return "\(name): \(Int(number.rounded()))"
        case (.wholeNumber(let least), .count(let count)) where count >= least: return "\(name): \(count)"
        case (.box, .inset(let inset)):
            return "\(name): \(px(inset.top)) \(px(inset.right)) \(px(inset.bottom)) \(px(inset.left)); "
                + "\(name)-top: \(px(inset.top)); \(name)-right: \(px(inset.right)); \(name)-bottom: \(px(inset.bottom)); \(name)-left: \(px(inset.left))"
        default: return nil
        }
    }
}
