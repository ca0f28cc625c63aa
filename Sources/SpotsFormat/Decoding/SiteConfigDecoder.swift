/// Reads `Content/site.json`.
package struct SiteConfigDecoder {
    package static let keys = FormatKeys.names(in: .site)
    package static let navigationKeys = FormatKeys.names(in: .navigation)
    package static let directions = FormatKeys.key("dir", in: .site)?.choices ?? []

    package var reader: FieldReader

    package init(file: String) {
        reader = FieldReader(file: file)
    }

    package mutating func decode(_ root: JSONNode) -> SiteConfig {
        var config = SiteConfig()
        // Fields may be null or [] for "none", but the whole file must be an object.
        switch root.value {
        case .null, .array:
            reader.report(
                .error, .siteConfig, at: root.reportLocation, path: "", "site.json must be an object, got \(root.value.typeName)",
                hint: "write { \"title\": \"My app\" }, or delete site.json to use the defaults")
            return config
        default: break
        }
        guard let members = reader.object(root, path: "", what: "site.json") else { return config }
        reader.checkKeys(members, known: Self.keys, path: "", what: "site.json")
        let value = root.value
        if let title = reader.string(value["title"], path: "title") { config.title = title }
        config.description = reader.string(value["description"], path: "description")
        if let language = reader.string(value["language"], path: "language") {
            if Self.isLanguageTag(language) {
                config.language = language
            } else if let node = value["language"] {
                let known = Self.languageNames[language.lowercased().replacingOccurrences(of: "_", with: "-")]
                let hint =
                    known.map { "did you mean '\($0)'?" }
                    ?? (language.contains("_") ? "did you mean '\(language.replacingOccurrences(of: "_", with: "-"))'?" : nil)
                reader.report(
                    .error, .siteConfig, at: node.reportLocation, path: "language", "'\(language)' is not a language tag",
                    hint: hint ?? "use a BCP 47 tag such as \"en\", \"ar\" or \"nb-NO\"")
            }
        }
        if let direction = reader.string(value["dir"], path: "dir") {
            if Self.directions.contains(direction) {
                config.direction = direction
            } else if let node = value["dir"] {
                reader.report(
                    .error, .siteConfig, at: node.reportLocation, path: "dir", "'\(direction)' is not a text direction",
                    hint: Suggestions.didYouMean(direction.lowercased(), in: Self.directions) ?? "use \"ltr\", \"rtl\" or \"auto\"")
            }
        }
        if let entries = reader.array(value["navigation"], path: "navigation", what: "the navigation") {
            config.navigation = entries.enumerated().compactMap { index, node in navigationEntry(node, path: "navigation[\(index)]") }
        }
        if let base = reader.string(value["baseURL"], path: "baseURL") {
            if (base.hasPrefix("https://") || base.hasPrefix("http://")), !base.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" }) {
                config.baseURL = base.hasSuffix("/") ? base : base + "/"
            } else if let node = value["baseURL"] {
                reader.report(
                    .error, .siteConfig, at: node.reportLocation, path: "baseURL", "'\(base)' is not an http(s) address",
                    hint: "write it like \"https://example.com/\"")
            }
        }
        config.strict = reader.bool(value["strict"], path: "strict") ?? false
        config.catalog = reader.bool(value["catalog"], path: "catalog") ?? true
        if let flow = value["flow"] { config.flow = reader.flowSettings(flow) }
        config.data = reader.dataSource(value["data"], path: "data")
        if value["clients"] != nil {
            let clients = reader.clientVersions(value["clients"], path: "clients", what: "'clients'")
            (config.clients, config.clientPlatforms) = (clients.versions, Set(clients.locations.keys))
        }
        if value["diagnostics"] != nil { config.diagnostics = reader.diagnosticIgnores(value["diagnostics"], path: "diagnostics", inScreen: false) }
        return config
    }

    /// A BCP 47 tag as browsers and the W3C checker take it: a 2 or 3 letter language, then
    /// subtags of 1 to 8 letters and digits (`en`, `nb-NO`, `zh-Hant-TW`).
    package static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Language names people write instead of their tags.
    package static let languageNames: [String: String] = [
        "english": "en", "arabic": "ar", "hebrew": "he", "persian": "fa", "farsi": "fa", "urdu": "ur", "german": "de",
        "french": "fr", "spanish": "es", "italian": "it", "portuguese": "pt", "dutch": "nl", "norwegian": "nb", "swedish": "sv",
        "danish": "da", "finnish": "fi", "polish": "pl", "turkish": "tr", "russian": "ru", "ukrainian": "uk", "greek": "el",
        "japanese": "ja", "chinese": "zh", "korean": "ko", "hindi": "hi",
    ]

    /// `{ "title": "People", "action": "people" }`.
    private mutating func navigationEntry(_ node: JSONNode, path: String) -> NavigationEntry? {
        guard let members = reader.object(node, path: path, what: "a navigation entry") else { return nil }
        reader.checkKeys(members, known: Self.navigationKeys, path: path, what: "a navigation entry")
        let title = reader.string(node.value["title"], path: path + ".title")
        let action = reader.string(node.value["action"], path: path + ".action")
        guard let title, let action else {
            reader.report(
                .error, .siteConfig, at: node.location, path: path, "a navigation entry needs a \(title == nil ? "title" : "action")",
                hint: "write it like { \"title\": \"People\", \"action\": \"people\" }")
            return nil
        }
        return NavigationEntry(title: title, action: action, actionLocation: node.value["action"]?.location ?? node.location, path: path)
    }
}
