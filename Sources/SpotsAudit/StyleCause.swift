import Foundation

/// One CSS declaration, where it is written: what the browser says set a value of an element.
package struct StyleDeclaration: Sendable, Hashable, Decodable {
    /// The style sheet as diagnostics name it (`Templates/assets/theme.css`), or what holds the
    /// declaration when it is no file (`the page's <style> element`, `a style attribute`).
    package var file: String
    /// Its line and column there (1-based); nil in a style attribute.
    package var line: Int?
    package var column: Int?
    /// The selector of its rule (`.item-subtitle`); nil in a style attribute.
    package var selector: String?
    /// The declaration as written (`font-size: 0.625rem`).
    package var text: String
    /// How a file of the built-in theme is named (`spots-site's built-in assets/theme.css`).
    package static let builtIn = "spots-site's built-in "
    /// Whether it is in a file of the built-in theme, which the project has no copy of.
    package var isBuiltIn: Bool { file.hasPrefix(Self.builtIn) }

    /// Whether it is the element's style attribute, which a template writes (from meta, or as written).
    package var isInline: Bool { selector == nil }

    /// `font-size: 0.625rem` in `.item-subtitle` at Templates/assets/theme.css:316:3.
    package var phrase: String {
        let rule = selector.map { " in `\($0)`" } ?? ""
        let place = line.map { " at \(file):\($0)" + (column.map { ":\($0)" } ?? "") } ?? " in \(file)"
        return "`\(text)`\(rule)\(place)"
    }
}

/// Which declarations set the value a finding measured: for small text, the font size; for
/// contrast, the text's colour and the background's.
package struct StyleCause: Sendable, Hashable, Decodable {
    /// The declaration that set the value (the text colour, for contrast).
    package var declaration: StyleDeclaration
    /// The custom property its value takes, where that is set (`--muted: #545d68`).
    package var variable: StyleDeclaration?
    /// For contrast: the declaration that set the background under the text, when a rule set it.
    package var background: StyleDeclaration?
    /// For a font size that is a share of its parent's (`0.875em`): the declaration of the size it is a share of.
    package var share: StyleDeclaration?

    /// The declaration to change to mend the fault: the custom property's, where the value takes
    /// one; where that is the built-in theme's, the project's own declaration that took part (the
    /// background under the text, the size a share is of), which is the likelier change.
    package var root: StyleDeclaration {
        // The variable, unless it is the built-in theme's and the declaration that takes it the project's.
        let value = variable.flatMap { $0.isBuiltIn && !declaration.isBuiltIn ? nil : $0 } ?? declaration
        guard value.isBuiltIn else { return value }
        return [background, share].compactMap { $0 }.first { !$0.isBuiltIn } ?? value
    }

    /// The value's declaration, then its variable's or the size it is a share of: "`color:
    /// var(--muted)` in `.x` at …, with `--muted: #545d68` in `:root` at …".
    package var phrase: String {
        declaration.phrase + (variable.map { ", with \($0.phrase)" } ?? "") + (share.map { ", of \($0.phrase)" } ?? "")
    }
}

/// The cascade as the browser gave it (`CSS.getMatchedStylesForNode`): which declaration of an
/// element, or of the nearest ancestor that sets it for an inherited property, gives its value.
enum StyleCascade {
    /// A declaration found, with the style sheet it is in (nil for a style attribute).
    struct Found {
        var property: [String: Any]
        var selector: String?
        var styleSheet: String?
        /// On which element: 0 the element itself, 1 its parent, and so on.
        var level = 0
    }

    /// The declaration of `property` (or of its shorthand) that wins for the element whose
    /// matched styles are `matched`; with `inherited`, looked for on its ancestors too when the
    /// element sets none. Nil when the browser's own style (or none) sets it.
    /// `above` skips the element and that many ancestors.
    static func winner(of property: String, in matched: [String: Any], inherited: Bool, above: Int = -1) -> Found? {
        let names: Set<String> = [property, shorthands[property] ?? property]
        var levels = [matched]
        if inherited { levels += matched["inherited"] as? [[String: Any]] ?? [] }
        for (number, level) in levels.enumerated() where number > above {
            var candidates: [Found] = []
            var fromBrowser = false
            for match in level["matchedCSSRules"] as? [[String: Any]] ?? [] {
                guard let rule = match["rule"] as? [String: Any] else { continue }
                let declared = declarations(of: rule["style"] as? [String: Any], named: names)
                if rule["origin"] as? String != "regular" {
                    fromBrowser = fromBrowser || !declared.isEmpty
                    continue
                }
                let selector = (rule["selectorList"] as? [String: Any])?["text"] as? String
                candidates += declared.map { Found(property: $0, selector: selector, styleSheet: rule["styleSheetId"] as? String, level: number) }
            }
            let inline = declarations(of: level["inlineStyle"] as? [String: Any], named: names)
            candidates += inline.map { Found(property: $0, selector: nil, styleSheet: nil, level: number) }
            // Rules come least specific first, then the style attribute; an important one beats them all.
            if let found = candidates.last(where: { $0.property["important"] as? Bool == true }) ?? candidates.last {
                // `color: inherit` (or `unset`, `currentColor`) takes the parent's: its declaration sets the value.
                guard inherited, Self.takesTheParents(found) else { return found }
                continue
            }
            if fromBrowser { return nil }
        }
        return nil
    }

    /// Whether a declaration's value is its parent's (`inherit`, `unset` and `currentColor` of an inherited property).
    static func takesTheParents(_ found: Found) -> Bool {
        ["inherit", "unset", "currentcolor"].contains(((found.property["value"] as? String) ?? "").lowercased().trimmingCharacters(in: .whitespaces))
    }

    /// The custom property a declaration of `property` itself takes first (`var(--muted)` →
    /// `--muted`); none for a shorthand, whose variable may be another part's (`font: 16px var(--font)`).
    static func variable(in found: Found, of property: String) -> String? {
        guard found.property["name"] as? String == property, let value = found.property["value"] as? String, let start = value.range(of: "var(--")
        else { return nil }
        let name = value[value.index(start.upperBound, offsetBy: -2)...].prefix { $0 != ")" && $0 != "," && !$0.isWhitespace }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether a font size found is a share of its parent's (`0.875em`, `80%`, `smaller`), not a size of its own.
    static func isRelative(_ found: Found) -> Bool {
        guard let value = (found.property["value"] as? String)?.lowercased() else { return false }
        // The size in a `font` shorthand is one of its words before a line height (`0.8em serif`,
        // `bold 80%/1.2 sans-serif`); a calculation with a share in it is a share.
        let size = value.split(separator: "/").first.map(String.init) ?? value
        if size.contains("calc(") { return size.contains("em") && !size.contains("rem") || size.contains("%") }
        return size.split(whereSeparator: \.isWhitespace).contains { word in
            word == "smaller" || word == "larger"
                || (word.first?.isNumber ?? false || word.first == ".")
                    && ["%", "em", "ex", "ch"].contains { word.hasSuffix($0) } && !word.hasSuffix("rem")
        }
    }

    /// The shorthand that sets each property the audit asks about.
    private static let shorthands = ["font-size": "font", "background-color": "background", "color": "color"]

    /// The declarations of `names` written in `style` (not those the browser expanded or could not parse).
    private static func declarations(of style: [String: Any]?, named names: Set<String>) -> [[String: Any]] {
        (style?["cssProperties"] as? [[String: Any]] ?? []).filter { property in
            guard let name = property["name"] as? String, names.contains(name) else { return false }
            return property["range"] != nil && property["disabled"] as? Bool != true && property["parsedOk"] as? Bool != false
        }
    }
}
