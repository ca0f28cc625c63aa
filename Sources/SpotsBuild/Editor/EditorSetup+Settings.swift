import SpotsFormat
import SpotsRender

extension EditorSetup {
    /// The `json.schemas` entries of spots-site for the screens under `screens`.
    package static func mappings(screens: String) -> [JSONValue] {
        func entry(_ patterns: [String], _ url: String) -> JSONValue {
            .object([
                JSONMember(key: "fileMatch", keyLocation: .start, node: JSONNode(.array(patterns.map { JSONNode(.string($0)) }))),
                JSONMember(key: "url", keyLocation: .start, node: JSONNode(.string(url))),
            ])
        }
        let all = "\(screens)/**/*.json"
        let variants = "\(screens)/**/*~*.json"
        return [entry([all, "!" + variants], "./" + screenSchemaFile), entry([variants], "./" + variantSchemaFile)]
    }

    /// `existing` settings (nil when there are none) with spots-site's mappings in `json.schemas`:
    /// its earlier ones replaced, every other member and mapping kept in its place with its text
    /// as the file wrote it, byte for byte (a value read and written again could change:
    /// `12345678901234567890`, `-0`, `"\ud800"`). The file's own indentation is kept, and only
    /// the whitespace that opens a kept value's later lines moves with it.
    package static func merged(_ existing: String?, screens: String) throws(Problem) -> String {
        var members: [(key: String, value: String)] = []
        var unit = "  "
        var kept: [String] = []
        var schemasIndex: Int?
        if let existing, !existing.allSatisfy(\.isWhitespace) {
            let bytes = Array(existing.utf8)
            let root: JSONNode
            do {
                root = try JSONParser.parse(bytes).root
            } catch {
                throw Problem(
                    description:
                        "\(settingsFile) is not plain JSON (\(error.message), line \(error.location.line), column \(error.location.column)); VS Code allows comments there, which spots-site would lose, so it is left as it was. Add this to it by hand:\n"
                        + snippet(screens: screens))
            }
            guard case .object(let found) = root.value else {
                throw Problem(description: "\(settingsFile) is not a JSON object; it is left as it was")
            }
            let source = JSONSource(bytes)
            if let first = found.first, first.keyLocation.line > root.location.line, !source.lineIndent(at: first.keyLocation).isEmpty {
                unit = source.lineIndent(at: first.keyLocation)
            }
            for member in found {
                let key = source.text(at: member.keyLocation) ?? JSONText.quoted(member.key)
                guard member.key == "json.schemas", schemasIndex == nil else {
                    members.append((key, Self.text(of: member.node, in: source, lineIndent: source.lineIndent(at: member.keyLocation), to: unit)))
                    continue
                }
                guard case .array(let entries) = member.node.value else {
                    throw Problem(description: "\(settingsFile) has a json.schemas that is not a list; it is left as it was")
                }
                kept = entries.filter { !isOurs($0) }.map {
                    Self.text(of: $0, in: source, lineIndent: source.lineIndent(at: $0.location), to: unit + unit)
                }
                schemasIndex = members.count
                members.append((key, ""))
            }
        }
        let entries = kept + mappings(screens: screens).map { text(of: $0, unit: unit, depth: 2) }
        let schemas = "[\n" + entries.map { unit + unit + $0 }.joined(separator: ",\n") + "\n" + unit + "]"
        if let schemasIndex {
            members[schemasIndex].value = schemas
        } else {
            members.append((JSONText.quoted("json.schemas"), schemas))
        }
        return "{\n" + members.map { unit + $0.key + ": " + $0.value }.joined(separator: ",\n") + "\n}\n"
    }

    /// The member to add by hand to settings spots-site cannot rewrite.
    static func snippet(screens: String) -> String {
        "\"json.schemas\": " + JSONText.text(of: .array(mappings(screens: screens).map { JSONNode($0) }))
    }

    /// Whether a `json.schemas` entry is one of spots-site's, which a merge replaces.
    private static func isOurs(_ entry: JSONNode) -> Bool {
        guard case .string(let url)? = entry.value["url"]?.value else { return false }
        return url == "./" + screenSchemaFile || url == "./" + variantSchemaFile
    }

    /// The text of a kept value as the file wrote it, its later lines moved from under
    /// `lineIndent` (the indentation of the line it starts on) to under `indent`. JSON has no line
    /// break inside a token, so only whitespace between tokens moves.
    private static func text(of node: JSONNode, in source: JSONSource, lineIndent: String, to indent: String) -> String {
        guard let text = source.text(at: node.location) else { return Self.text(of: node.value, unit: "  ", depth: 0) }
        guard lineIndent != indent, text.contains("\n") else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index > 0 && line.hasPrefix(lineIndent) ? indent + line.dropFirst(lineIndent.count) : String(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A value of spots-site's own as JSONText writes it, with `unit` for each level of its two
    /// spaces, its later lines `depth` levels in.
    private static func text(of value: JSONValue, unit: String, depth: Int) -> String {
        let lines = JSONText.text(of: value).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            let spaces = line.prefix { $0 == " " }.count
            return (index == 0 ? "" : String(repeating: unit, count: depth + spaces / 2)) + line.dropFirst(spaces)
        }
        return lines.joined(separator: "\n")
    }
}
