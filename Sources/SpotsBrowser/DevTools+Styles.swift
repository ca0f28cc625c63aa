// What a tab's browser knows of the CSS that styles an element: its matched rules, in cascade
// order, with each declaration's place in its style sheet (the DOM and CSS domains).

import Foundation

extension DevToolsTab {
    /// The CSS rules, inline styles and inherited ones that match each element each of the page's
    /// `expressions` gives (an array of elements, or of nulls), as `CSS.getMatchedStylesForNode`
    /// answers, by index, a map for each expression; an index whose value is no element is left
    /// out. The CSS domain is enabled on the first call (it announces the page's style sheets,
    /// which `styleSheet(_:)` names).
    package func matchedStyles(ofElementsIn expressions: [String]) throws -> [[Int: [String: Any]]] {
        if !stylesEnabled {
            _ = try send("DOM.enable")
            _ = try send("CSS.enable")
            stylesEnabled = true
        }
        // Node ids are given for the document as last asked for: ask once for each call.
        _ = try send("DOM.getDocument", #"{"depth":0}"#)
        return try expressions.map(matchedStyles(ofElementsIn:))
    }

    /// `matchedStyles(ofElementsIn:)` of one expression, the document asked for.
    private func matchedStyles(ofElementsIn expression: String) throws -> [Int: [String: Any]] {
        let group = "spots-site-styles"
        defer { _ = try? send("Runtime.releaseObjectGroup", #"{"objectGroup":"spots-site-styles"}"#) }
        let params = "{\"expression\":\(expression.jsonQuoted(forScript: false)),\"objectGroup\":\"\(group)\"}"
        guard let array = (try jsonObject(send("Runtime.evaluate", params))["result"] as? [String: Any])?["objectId"] as? String else {
            return [:]
        }
        let properties = try jsonObject(send("Runtime.getProperties", "{\"objectId\":\(array.jsonQuoted(forScript: false)),\"ownProperties\":true}"))
        var styles: [Int: [String: Any]] = [:]
        for property in properties["result"] as? [[String: Any]] ?? [] {
            guard let index = (property["name"] as? String).flatMap(Int.init),
                let value = property["value"] as? [String: Any], value["subtype"] as? String == "node",
                let object = value["objectId"] as? String
            else { continue }
            // A node the browser cannot answer for loses its own styles only.
            guard let node = try? jsonObject(send("DOM.requestNode", "{\"objectId\":\(object.jsonQuoted(forScript: false))}")),
                let id = node["nodeId"] as? Int, id > 0
            else { continue }
            styles[index] = try? jsonObject(send("CSS.getMatchedStylesForNode", "{\"nodeId\":\(id)}"))
        }
        return styles
    }

    /// The style sheet `id` of the page, as the CSS domain announced it.
    package func styleSheet(_ id: String) -> DevToolsConnection.StyleSheet? {
        browser.connection.styleSheet(id, session: sessionID)
    }
}
