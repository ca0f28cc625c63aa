extension ScreenSchema {
    /// The schema of a variant (`name~state.json`): a JSON merge patch (RFC 7396) laid over its
    /// screen, so any key of a screen and none required, `null` removing a key, and arrays (the
    /// components) replaced whole, so what they hold is checked as in a screen. Made from `json`.
    public static let variantJSON: String = {
        guard let parsed = try? JSONParser.parse(Array(json.utf8)), case .object(var members) = parsed.root.value,
            let defs = members.firstIndex(where: { $0.key == "$defs" }), case .object(var definitions) = members[defs].node.value,
            let screen = definitions.first(where: { $0.key == "screen" }), case .object(let screenMembers) = screen.node.value
        else { preconditionFailure("the screen schema is an object with $defs.screen") }
        func set(_ key: String, _ value: JSONValue, in members: inout [JSONMember]) {
            let node = JSONNode(value)
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].node = node
            } else {
                members.append(JSONMember(key: key, keyLocation: .start, node: node))
            }
        }
        var patch = screenMembers.filter { $0.key != "required" }
        if let index = patch.firstIndex(where: { $0.key == "properties" }), case .object(let properties) = patch[index].node.value {
            let removable = JSONValue.object([
                JSONMember(key: "type", keyLocation: .start, node: JSONNode(.string("null"))),
                JSONMember(key: "description", keyLocation: .start, node: JSONNode(.string("Removes the key from the screen."))),
            ])
            patch[index].node = JSONNode(
                .object(
                    properties.map { property in
                        var member = property
                        member.node = JSONNode(
                            .object([JSONMember(key: "anyOf", keyLocation: .start, node: JSONNode(.array([property.node, JSONNode(removable)])))]))
                        return member
                    }))
        }
        set("screenPatch", .object(patch), in: &definitions)
        members[defs].node = JSONNode(.object(definitions))
        members.removeAll { $0.key == "oneOf" }
        set("$id", .string("https://spots-site.invalid/screen-variant.schema.json"), in: &members)
        set("title", .string("spots-site screen variant"), in: &members)
        set(
            "description",
            .string(
                "A variant (name~state.json): a JSON merge patch (RFC 7396) laid over its screen. Any key of a screen, none required; null removes a key; arrays, such as components, replace the screen's whole."
            ), in: &members)
        set("$ref", .string("#/$defs/screenPatch"), in: &members)
        return JSONText.text(of: .object(members))
    }()
}
