extension ScreenDecoder {
    package static let slotsKeys = FormatKeys.names(in: .slots)

    /// `slots`: the feed's pattern and its contents, checked for types that name nothing.
    package mutating func decodeSlots(_ node: JSONNode, path: String) -> Slots? {
        guard let members = reader.object(node, path: path, what: "'slots'") else { return nil }
        reader.checkKeys(members, known: Self.slotsKeys, path: path, what: "'slots'")
        let value = node.value
        var slots = Slots()
        slots.location = node.location
        slots.path = path
        func types(_ key: String) -> [(String, SourceLocation)]? {
            guard let nodes = reader.array(value[key], path: joinPath(path, key), what: "'\(key)'") else { return nil }
            return nodes.enumerated().compactMap { index, node in
                reader.string(node, path: "\(joinPath(path, key))[\(index)]").map { ($0, node.location) }
            }
        }
        let pattern = types("pattern") ?? []
        let repeatables = types("repeatables")
        let header = types("header")
        slots.pattern = pattern.map(\.0)
        slots.repeatables = repeatables?.map(\.0)
        slots.header = header?.map(\.0)
        if value["pattern"] == nil {
            reader.report(
                .error, .slots, at: node.location, path: path, "'slots' needs a 'pattern'",
                hint: "list the content types in order, e.g. \"pattern\": [\"post\", \"post\", \"ad\"]")
        } else if pattern.isEmpty, let patternNode = value["pattern"] {
            reader.report(
                .warning, .slots, at: patternNode.reportLocation, path: joinPath(path, "pattern"), "the pattern is empty, so the feed has no items")
        }
        var fixedLocations: [(String, SourceLocation)] = []
        if let fixed = reader.object(value["fixed"], path: joinPath(path, "fixed"), what: "'fixed'") {
            for member in fixed {
                let fixedPath = joinPath(path, "fixed.\(member.key)")
                guard let index = Int(member.key), index >= 0 else {
                    reader.report(
                        .error, .slots, at: member.keyLocation, path: fixedPath, "'\(member.key)' is not an index",
                        hint: "keys of 'fixed' are positions: \"0\", \"5\"")
                    continue
                }
                guard let type = reader.string(member.node, path: fixedPath) else { continue }
                slots.fixed.append((index, type))
                fixedLocations.append((type, member.node.location))
            }
        }
        slots.defaultType = reader.string(value["default"], path: joinPath(path, "default"))
        let contentMembers = reader.object(value["contents"], path: joinPath(path, "contents"), what: "'contents'")
        if let contentMembers {
            for member in contentMembers {
                let contentPath = joinPath(path, "contents.\(member.key)")
                switch member.node.value {
                case .string(let file):
                    slots.contents.append((member.key, .file(file, at: member.node.location)))
                case .array(let nodes):
                    let items = nodes.enumerated().compactMap { decodeItem($0.element, path: "\(contentPath)[\($0.offset)]") }
                    slots.contents.append((member.key, .items(items)))
                default:
                    reader.report(
                        .error, .slots, at: member.keyLocation, path: contentPath,
                        "expected an array of items or a data file, got \(member.node.value.typeName)",
                        hint: "write [ { \"title\": … } ] or \"data/\(member.key).json\"")
                }
            }
        } else if value["contents"] == nil {
            reader.report(.warning, .slots, at: node.location, path: path, "'slots' has no 'contents', so the feed has no items")
        }
        // A type named in the pattern, header, fixed or default with no contents is most likely a typo.
        let known = slots.contents.map(\.type)
        var named: [(String, SourceLocation, String)] =
            pattern.map { ($0.0, $0.1, "pattern") } + (repeatables ?? []).map { ($0.0, $0.1, "repeatables") }
        named += (header ?? []).map { ($0.0, $0.1, "header") } + fixedLocations.map { ($0.0, $0.1, "fixed") }
        if let type = slots.defaultType, let location = value["default"]?.location { named.append((type, location, "default")) }
        var reported = Set<String>()
        for (type, location, key) in named where value["contents"] != nil && !known.contains(type) && reported.insert(type).inserted {
            reader.report(
                .warning, .slots, at: location, path: joinPath(path, key), "the content type '\(type)' has no contents; it counts as empty",
                hint: Suggestions.didYouMean(type, in: known) ?? "add \"\(type)\": [ … ] to 'contents'")
        }
        let used = Set(named.map(\.0))
        for member in contentMembers ?? [] where !used.contains(member.key) {
            reader.report(
                .warning, .slots, at: member.keyLocation, path: joinPath(path, "contents.\(member.key)"),
                "the content type '\(member.key)' is in no pattern, header, fixed or default, so its items are never shown",
                hint: Suggestions.didYouMean(member.key, in: Array(used)) ?? "add it to the pattern")
        }
        return slots
    }
}
