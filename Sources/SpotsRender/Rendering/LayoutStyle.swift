import SpotsFormat

/// The CSS custom properties that carry a component's `layout` (and colours from its `meta`) to the theme.
package enum LayoutStyle {
    /// `--span`, `--item-spacing`, `--line-spacing`, `--inset…`, `--rows`, and the panel colours
    /// `--component-background` and `--component-foreground`.
    package static func css(for component: Component, colors: ContentColors.Pair? = nil) -> String {
        var declarations: [String] = []
        let layout = component.layout
        if let span = layout.span, span >= 1 { declarations.append("--span: \(Int(span.rounded()))") }
        if let gap = layout.itemSpacing { declarations.append("--item-spacing: \(px(gap))") }
        if let gap = layout.lineSpacing { declarations.append("--line-spacing: \(px(gap))") }
        if let inset = layout.inset {
            declarations.append("--inset: \(px(inset.top)) \(px(inset.right)) \(px(inset.bottom)) \(px(inset.left))")
            declarations.append(
                "--inset-top: \(px(inset.top)); --inset-right: \(px(inset.right)); --inset-bottom: \(px(inset.bottom)); --inset-left: \(px(inset.left))"
            )
        }
        if let rows = layout.itemsPerRow, rows > 1 { declarations.append("--rows: \(rows)") }
        if let colors {
            declarations.append("--component-background: \(colors.background.hex); --component-foreground: \(colors.foreground.hex)")
        }
        return declarations.joined(separator: "; ")
    }

    /// The size hint and colours of an item: `--aspect`, `--item-background`, `--item-foreground`.
    package static func css(for item: Item, colors: ContentColors.Pair? = nil) -> String {
        var declarations: [String] = []
        if let size = item.size { declarations.append("--aspect: \(Int(size.width)) / \(Int(size.height))") }
        if let colors {
            declarations.append("--item-background: \(colors.background.hex); --item-foreground: \(colors.foreground.hex)")
        }
        return declarations.joined(separator: "; ")
    }

    /// The meta keys a text colour is read from, in order.
    package static let foregroundKeys = ["foreground-color", "text-color"]

    package static func px(_ value: Double) -> String {
        NumberText.text(value) + "px"
    }
}
