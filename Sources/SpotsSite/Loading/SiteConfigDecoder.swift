/// Reads `Content/site.json`.
struct SiteConfigDecoder {
    static let keys: Set<String> = ["title", "description", "baseURL", "language", "strict", "data", "$schema"]

    var reader: FieldReader

    init(file: String) {
        reader = FieldReader(file: file)
    }

    mutating func decode(_ root: JSONNode) -> SiteConfig {
        var config = SiteConfig()
        guard let members = reader.object(root, path: "", what: "site.json") else { return config }
        reader.checkKeys(members, known: Self.keys, path: "", what: "site.json")
        let value = root.value
        if let title = reader.string(value["title"], path: "title") { config.title = title }
        config.description = reader.string(value["description"], path: "description")
        if let language = reader.string(value["language"], path: "language") {
            if language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
                config.language = language
            } else if let node = value["language"] {
                reader.report(.error, at: node.reportLocation, path: "language", "'\(language)' is not a language tag", hint: "use a BCP 47 tag such as \"en\" or \"nb-NO\"")
            }
        }
        if let base = reader.string(value["baseURL"], path: "baseURL") {
            if (base.hasPrefix("https://") || base.hasPrefix("http://")), !base.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" }) {
                config.baseURL = base.hasSuffix("/") ? base : base + "/"
            } else if let node = value["baseURL"] {
                reader.report(.error, at: node.reportLocation, path: "baseURL", "'\(base)' is not an http(s) address", hint: "write it like \"https://example.com/\"")
            }
        }
        config.strict = reader.bool(value["strict"], path: "strict") ?? false
        config.data = reader.dataSource(value["data"], path: "data")
        return config
    }
}
