/// The CSS custom properties that carry a component's `layout` (and colours from its `meta`) to the theme.
enum LayoutStyle {
    static func css(for component: Component) -> String {
        var declarations: [String] = []
        let layout = component.layout
        if let span = layout.span, span >= 1 { declarations.append("--span: \(Int(span.rounded()))") }
        if let gap = layout.itemSpacing { declarations.append("--item-spacing: \(px(gap))") }
        if let gap = layout.lineSpacing { declarations.append("--line-spacing: \(px(gap))") }
        if let inset = layout.inset {
            declarations.append("--inset: \(px(inset.top)) \(px(inset.right)) \(px(inset.bottom)) \(px(inset.left))")
            declarations.append(
                "--inset-top: \(px(inset.top)); --inset-right: \(px(inset.right)); --inset-bottom: \(px(inset.bottom)); --inset-left: \(px(inset.left))")
        }
        if let rows = layout.itemsPerRow, rows > 1 { declarations.append("--rows: \(rows)") }
        if let color = hexColor(component.meta?["background-color"]?.value.string) {
            declarations.append("--component-background: \(color)")
        }
        return declarations.joined(separator: "; ")
    }

    /// The size hint and colours of an item: `--aspect`, `--item-background`, `--item-foreground`.
    static func css(for item: Item) -> String {
        var declarations: [String] = []
        if let size = item.size { declarations.append("--aspect: \(Int(size.width)) / \(Int(size.height))") }
        if let color = hexColor(item.meta?["background-color"]?.value.string) { declarations.append("--item-background: \(color)") }
        let foreground = item.meta?["foreground-color"]?.value.string ?? item.meta?["text-color"]?.value.string
        if let color = hexColor(foreground) { declarations.append("--item-foreground: \(color)") }
        return declarations.joined(separator: "; ")
    }

    static func px(_ value: Double) -> String {
        value.rounded() == value ? "\(Int(value))px" : "\(value)px"
    }

    /// `#rrggbb` from Spots' `"222222"` or `"#222222"`; nil for anything that is not a hex colour.
    static func hexColor(_ text: String?) -> String? {
        guard var hex = text else { return nil }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + hex.lowercased()
    }
}
