import Foundation

/// `spots-site schema --write`: the schema of screens and of their variants written beside the
/// content folder, and VS Code's settings mapping the screen files to them (variants, which are
/// patches, to the variant schema). Settings are merged, never replaced: every other setting and
/// every other schema mapping is kept, and a file spots-site cannot read back whole (VS Code
/// allows comments there) is left as it was, with what to add by hand.
public enum EditorSetup {
    public static let screenSchemaFile = "screen.schema.json"
    public static let variantSchemaFile = "screen-variant.schema.json"
    public static let settingsFile = ".vscode/settings.json"

    /// Why nothing was written.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// What became of each file: written, updated or unchanged, by its path.
    public typealias Outcome = [(file: String, what: String)]

    /// Writes the schemas and the settings into `folder` (the project, where `screens` is the
    /// screens folder as a path from it, `Content/screens`). Checks everything before it writes
    /// anything: a refusal leaves every file as it was.
    public static func write(into folder: URL, screens: String) throws(Problem) -> Outcome {
        let settingsURL = folder.appendingPathComponent(settingsFile)
        let existing = FileManager.default.contents(atPath: settingsURL.path).map { String(decoding: $0, as: UTF8.self) }
        let settings = try merged(existing, screens: screens)
        var files = [(screenSchemaFile, ScreenSchema.json + "\n"), (variantSchemaFile, ScreenSchema.variantJSON + "\n")]
        for (file, _) in files {
            guard let text = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
            guard String(decoding: text, as: UTF8.self).contains("\"$id\": \"https://spots-site.invalid/") else {
                throw Problem(
                    description: "\(file) is there and is not a schema spots-site wrote; it is left as it was (move it away to write the schemas)")
            }
        }
        files.append((settingsFile, settings))
        var outcome: Outcome = []
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            let before = FileManager.default.contents(atPath: url.path)
            if before == Data(text.utf8) {
                outcome.append((file, "unchanged"))
                continue
            }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw Problem(description: "cannot write \(file): \(error.localizedDescription)")
            }
            outcome.append((file, before == nil ? "written" : "updated"))
        }
        return outcome
    }

    /// The `json.schemas` entries of spots-site for the screens under `screens`.
    static func mappings(screens: String) -> [JSONValue] {
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
    /// its earlier ones replaced, every other member kept in its place.
    static func merged(_ existing: String?, screens: String) throws(Problem) -> String {
        var members: [JSONMember] = []
        if let existing, !existing.allSatisfy(\.isWhitespace) {
            let root: JSONValue
            do {
                root = try JSONParser.parse(Array(existing.utf8)).root.value
            } catch {
                throw Problem(
                    description:
                        "\(settingsFile) is not plain JSON (\(error.message), line \(error.location.line), column \(error.location.column)); VS Code allows comments there, which spots-site would lose, so it is left as it was. Add this to it by hand:\n"
                        + snippet(screens: screens))
            }
            guard case .object(let found) = root else { throw Problem(description: "\(settingsFile) is not a JSON object; it is left as it was") }
            members = found
        }
        let ours = Set(["./" + screenSchemaFile, "./" + variantSchemaFile])
        var schemas: [JSONNode] = []
        if let index = members.firstIndex(where: { $0.key == "json.schemas" }) {
            guard case .array(let entries) = members[index].node.value else {
                throw Problem(description: "\(settingsFile) has a json.schemas that is not a list; it is left as it was")
            }
            schemas = entries.filter { entry in
                guard case .string(let url)? = entry.value["url"]?.value else { return true }
                return !ours.contains(url)
            }
        }
        schemas += mappings(screens: screens).map { JSONNode($0) }
        let node = JSONNode(.array(schemas))
        if let index = members.firstIndex(where: { $0.key == "json.schemas" }) {
            members[index].node = node
        } else {
            members.append(JSONMember(key: "json.schemas", keyLocation: .start, node: node))
        }
        return JSONText.text(of: .object(members)) + "\n"
    }

    /// The member to add by hand to settings spots-site cannot rewrite.
    static func snippet(screens: String) -> String {
        "\"json.schemas\": " + JSONText.text(of: .array(mappings(screens: screens).map { JSONNode($0) }))
    }
}
