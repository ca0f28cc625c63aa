/// Reads `Content/catalog.json`: `{ "components": { "<kind>": { "status", "description", "owner",
/// "replacement", "since", "fields", "fallback" } }, "items": { … }, "builtInKinds": "used" }`.
package struct CatalogConfigDecoder {
    package static let keys = FormatKeys.names(in: .catalog)
    package static let entryKeys = FormatKeys.names(in: .catalogEntry)
    package static let fieldKeys = FormatKeys.names(in: .catalogField)

    package var reader: FieldReader

    package init(file: String) {
        reader = FieldReader(file: file)
    }

    package mutating func decode(_ root: JSONNode) -> CatalogConfig {
        var catalog = CatalogConfig()
        guard let members = reader.object(root, path: "", what: "catalog.json") else { return catalog }
        reader.checkKeys(members, known: Self.keys, path: "", what: "catalog.json")
        if let choice: CatalogConfig.BuiltInKinds = reader.choice(
            root.value["builtInKinds"], path: "builtInKinds", what: "a choice of built-in kinds")
        {
            catalog.builtInKinds = choice
        }
        for family in CatalogConfig.Family.allCases {
            guard let node = root.value[family.rawValue], let kinds = reader.object(node, path: family.rawValue, what: "'\(family.rawValue)'")
            else { continue }
            // Any kind may have an entry; a kind written twice is still a mistake.
            reader.checkKeys(kinds, known: Set(kinds.map(\.key)), path: family.rawValue, what: "'\(family.rawValue)'")
            var entries: [String: CatalogConfig.Entry] = [:]
            for member in kinds where entries[member.key] == nil {
                if let entry = entry(member, family: family) { entries[member.key] = entry }
            }
            catalog.entries[family] = entries
        }
        return catalog
    }

    /// `"carousel": { "status": "deprecated", "replacement": "grid" }`.
    private mutating func entry(_ member: JSONMember, family: CatalogConfig.Family) -> CatalogConfig.Entry? {
        let path = "\(family.rawValue).\(member.key)"
        guard let members = reader.object(member.node, path: path, what: "the entry of a \(family.singular) kind") else { return nil }
        reader.checkKeys(members, known: Self.entryKeys, path: path, what: "the entry of a \(family.singular) kind")
        let value = member.node.value
        var entry = CatalogConfig.Entry(location: member.keyLocation, path: path)
        entry.status = reader.choice(value["status"], path: path + ".status", what: "a status")
        entry.description = reader.string(value["description"], path: path + ".description")
        entry.owner = reader.string(value["owner"], path: path + ".owner")
        entry.replacement = reader.string(value["replacement"], path: path + ".replacement")
        entry.replacementLocation = value["replacement"]?.location
        (entry.since, entry.sinceLocations) = reader.clientVersions(value["since"], path: path + ".since", what: "'since'")
        if let fields = reader.object(value["fields"], path: path + ".fields", what: "'fields'") {
            // Any field may have an entry; a field written twice is still a mistake.
            reader.checkKeys(fields, known: Set(fields.map(\.key)), path: path + ".fields", what: "'fields'")
            for member in fields where entry.fields[member.key] == nil {
                if let field = field(member, path: path + ".fields") { entry.fields[member.key] = field }
            }
        }
        // Whether the fallback is a kind of the family is checked with the templates (`CatalogConfigCheck`).
        if let fallback = reader.string(value["fallback"], path: path + ".fallback") {
            entry.fallback = fallback == "hidden" ? .hidden : .kind(fallback)
            entry.fallbackLocation = value["fallback"]?.location
        }
        return entry
    }

    /// `"meta.badge": { "since": { "ios": "3.4" } }`: a field newer than its kind.
    private mutating func field(_ member: JSONMember, path: String) -> CatalogConfig.Field? {
        let fieldPath = path + "." + member.key
        let parts = member.key.split(separator: ".", omittingEmptySubsequences: false)
        guard !member.key.isEmpty, parts.count == 1 || (parts.count == 2 && parts[0] == "meta" && !parts[1].isEmpty) else {
            reader.report(
                .error, .catalogEntry, at: member.keyLocation, path: fieldPath, "'\(member.key)' is not a field of an item or component",
                hint: "name a top-level key (\"badge\") or a meta key (\"meta.badge\")")
            return nil
        }
        guard let members = reader.object(member.node, path: fieldPath, what: "a field's entry") else { return nil }
        reader.checkKeys(members, known: Self.fieldKeys, path: fieldPath, what: "a field's entry")
        var field = CatalogConfig.Field(location: member.keyLocation, path: fieldPath)
        (field.since, field.sinceLocations) = reader.clientVersions(member.node.value["since"], path: fieldPath + ".since", what: "'since'")
        return field
    }
}
