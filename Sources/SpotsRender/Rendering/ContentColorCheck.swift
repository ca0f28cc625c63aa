import SpotsFormat

extension PageRenderer {
    /// The colours `meta` gives a component or item, settled so the text reads on its background;
    /// an authored pair that does not, and a colour that is not one, are reported.
    func contentColors(_ meta: JSONValue?, path: String, pass: inout RenderPass) -> ContentColors.Pair? {
        guard let meta, case .object = meta else { return nil }
        func color(_ keys: [String]) -> (ContentColors.Color, JSONNode)? {
            guard let key = keys.first(where: { meta[$0] != nil }), let node = meta[key] else { return nil }
            if let text = node.value.string, let color = ContentColors.parse(text) { return (color, node) }
            pass.report(
                .warning, .colour, at: node.reportLocation, path: path + ".meta." + key,
                "'\(node.value.string ?? node.value.typeName)' is not a colour; it is ignored", hint: "write a hex colour such as \"#1b1f24\"")
            return nil
        }
        let background = color([MetaKeys.background])
        let foreground = color(MetaKeys.foreground)
        guard let (pair, problem) = ContentColors.resolve(background: background?.0, foreground: foreground?.0, surrounding: pass.panelBackground)
        else { return nil }
        if let problem, let node = foreground?.1 {
            let key = MetaKeys.foreground.first { meta[$0] != nil } ?? "foreground-color"
            pass.report(.warning, .colourContrast, at: node.reportLocation, path: path + ".meta." + key, problem.message, hint: problem.hint)
        }
        return pair
    }
}
