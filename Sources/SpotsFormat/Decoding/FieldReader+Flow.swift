extension FieldReader {
    /// `site.json`'s `flow`: `false` (no map), `true`, or an object of booleans by setting
    /// (`FlowSettings.keys`); an unknown setting is a warning with the one meant.
    package mutating func flowSettings(_ node: JSONNode) -> FlowSettings {
        var settings = FlowSettings()
        if case .object = node.value {
            guard let members = object(node, path: "flow", what: "'flow'") else { return settings }
            checkKeys(members, known: Set(FlowSettings.keys), path: "flow", what: "'flow'")
            let value = node.value
            settings.map = bool(value["map"], path: "flow.map") ?? true
            settings.orphan = bool(value["orphan"], path: "flow.orphan") ?? true
            settings.unreachable = bool(value["unreachable"], path: "flow.unreachable") ?? true
            settings.deadEnd = bool(value["deadEnd"], path: "flow.deadEnd") ?? true
            return settings
        }
        settings.map = bool(node, path: "flow") ?? true
        return settings
    }
}
