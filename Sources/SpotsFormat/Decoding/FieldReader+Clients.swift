extension FieldReader {
    /// `{ "ios": "3.2", "android": "3.0" }`: `site.json`'s and a screen's `clients`, and a catalog
    /// entry's `since`. A platform that is not a lowercase word, or a version that is not dotted
    /// numbers, is an error at its key or value, and left out of the versions; the locations have
    /// every platform named, a bad version or not.
    package mutating func clientVersions(
        _ node: JSONNode?, path: String, what: String
    ) -> (versions: [String: ClientVersion], locations: [String: SourceLocation]) {
        var versions: [String: ClientVersion] = [:]
        var locations: [String: SourceLocation] = [:]
        guard let members = object(node, path: path, what: what) else { return (versions, locations) }
        checkKeys(members, known: Set(members.map(\.key)), path: path, what: what)
        for member in members where versions[member.key] == nil {
            let memberPath = joinPath(path, member.key)
            guard ClientPlatform.isValidName(member.key) else {
                let fix = ClientPlatform.suggestedName(for: member.key).map { "write it \"\($0)\"" } ?? "write a lowercase word such as \"ios\""
                report(
                    .error, .clientVersion, at: member.keyLocation, path: memberPath,
                    "'\(member.key)' is not a platform name: platforms are lowercase words (ios, android, web)", hint: fix)
                continue
            }
            // A platform written with a bad version is still named (its location is kept).
            locations[member.key] = member.keyLocation
            guard let version = clientVersion(member.node, path: memberPath) else { continue }
            versions[member.key] = version
        }
        return (versions, locations)
    }

    /// A version (`"3.2"`), or nil with an error at the value saying how to write one.
    package mutating func clientVersion(_ node: JSONNode, path: String) -> ClientVersion? {
        let problem: (message: String, hint: String)
        switch node.value {
        case .string(let text):
            if let version = ClientVersion(text) { return version }
            let trimmed = text.trimmingSpaces.drop { $0 == "v" || $0 == "V" }
            let hint = ClientVersion(String(trimmed)).map { "write \"\($0)\"" } ?? "write dotted numbers, such as \"3.2\" or \"3.2.1\""
            problem = (text.isEmpty ? "a version cannot be empty" : "'\(text)' is not a version: versions are dotted numbers", hint)
        case .number(let number):
            problem = ("a version must be a string, got a number", "write it as a string, \"\(NumberText.text(number))\"")
        default:
            problem = ("a version must be a string, got \(node.value.typeName)", "write dotted numbers, such as \"3.2\"")
        }
        report(.error, .clientVersion, at: node.location, path: path, problem.message, hint: problem.hint)
        return nil
    }
}
