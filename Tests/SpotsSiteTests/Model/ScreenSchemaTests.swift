import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site schema` is checked with a real JSON Schema validator (Python's jsonschema, draft 2020-12):
/// it accepts every example and conformance file and refuses invalid screens.
@Suite struct ScreenSchemaTests {
    /// Runs the validator on `documents` (name → JSON text; trailing commas are removed first, as
    /// spots-site accepts them) and returns the names it refuses.
    static func refused(_ documents: [String: String], schema: String = ScreenSchema.json) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(schema.utf8).write(to: folder.appendingPathComponent("schema.json"))
        let encoded = try JSONSerialization.data(withJSONObject: documents)
        try encoded.write(to: folder.appendingPathComponent("documents.json"))
        let script = """
            import json, re, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            documents = json.load(open(sys.argv[2]))
            refused = [name for name, text in documents.items()
                       if not validator.is_valid(json.loads(re.sub(r',(\\s*[}\\]])', r'\\1', text)))]
            print(json.dumps(sorted(refused)))
            """
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script, folder.appendingPathComponent("schema.json").path, folder.appendingPathComponent("documents.json").path])
        guard run.status == 0 else {
            Issue.record("the validator failed (scripts/setup.sh installs python3's jsonschema): \(run.errors)")
            return []
        }
        let data = Data(run.output.utf8)
        return Set(try JSONDecoder().decode([String].self, from: data))
    }

    static func files(in folder: URL) -> [String: String] {
        var documents: [String: String] = [:]
        for entry in DirectoryWalker.entries(in: folder.path, skipHidden: true) where entry.relative.hasSuffix(".json") {
            documents[entry.relative] = (try? String(contentsOfFile: entry.path, encoding: .utf8)) ?? ""
        }
        return documents
    }

    @Test func acceptsEveryExampleAndConformanceFile() throws {
        var documents = Self.files(in: TestPaths.fixtures.appendingPathComponent("conformance"))
        // Committed with a missing comma: no JSON at all, kept for `build --keep-going` (SpotsHistoryTests).
        #expect(documents.removeValue(forKey: "spots-history/\(SpotsHistoryTests.broken)") != nil)
        for (name, text) in Self.files(in: TestPaths.repository.appendingPathComponent("Content/screens")) {
            documents["example/" + name] = text
        }
        #expect(documents.count >= 29)
        #expect(try Self.refused(documents).isEmpty)
    }

    @Test func refusesInvalidScreens() throws {
        let invalid = [
            "no components": #"{ "title": "x" }"#,
            "mistyped key": #"{ "components": [ { "itmes": [] } ] }"#,
            "title not a string": #"{ "components": [ { "items": [ { "title": 3 } ] } ] }"#,
            "span not a number": #"{ "components": [ { "layout": { "span": "two" } } ] }"#,
            "unknown paginate": #"{ "components": [ { "interaction": { "paginate": "pages" } } ] }"#,
            "section without rows": #"[ { "title": "x" } ]"#,
            "a string": #""screen""#,
        ]
        #expect(try Self.refused(invalid) == Set(invalid.keys))
    }

    @Test func acceptsLegacyForms() throws {
        let legacy = [
            "numeric strings":
                #"{ "components": [ { "type": "grid", "span": "1", "layout": { "span": " 2 " }, "items": [ { "type": "x", "meta": [] } ] } ] }"#,
            "key paths": #"{ "components": [ { "items": [ { "titleKeyPath": "user.name" } ] } ] }"#,
            "string header": #"{ "components": [ { "header": "HeaderView", "items": [] } ] }"#,
        ]
        #expect(try Self.refused(legacy).isEmpty)
    }

    /// `KeyPath` alone binds no field: spots-site warns about it as an unknown key, so the schema
    /// refuses it too, while `titleKeyPath` is a binding.
    @Test func refusesAKeyPathThatNamesNoField() throws {
        let documents = [
            "bare": #"{ "components": [ { "items": [ { "KeyPath": "user.name" } ] } ] }"#,
            "binding": #"{ "components": [ { "items": [ { "titleKeyPath": "user.name" } ] } ] }"#,
        ]
        #expect(try Self.refused(documents) == ["bare"])
        var decoder = ScreenDecoder(file: "index.json")
        let parsed = try JSONParser.parse(Array(#"{ "KeyPath": "user.name" }"#.utf8))
        _ = decoder.decodeItem(parsed.root, path: "item")
        #expect(decoder.reader.diagnostics.map(\.message) == ["unknown key 'KeyPath' in an item is ignored"])
    }

    /// The invalid fixtures whose problem is one of structure, which a schema can see.
    @Test func refusesTheStructurallyInvalidFixtures() throws {
        let names = [
            "root-not-an-object", "root-missing-components", "root-components-not-an-array", "unknown-screen-key",
            "unknown-component-key", "unknown-item-key", "unknown-layout-key", "type-title-array", "type-title-number",
            "type-span-word", "type-span-negative", "type-items-object", "enum-unknown-paginate",
        ]
        var documents: [String: String] = [:]
        for name in names {
            let url = TestPaths.fixtures.appendingPathComponent("invalid/\(name)/Content/screens/index.json")
            documents[name] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(try Self.refused(documents) == Set(names))
    }

    /// The schema and the decoder know the same keys: one key table, checked from both sides.
    @Test func theSchemaListsExactlyTheKeysTheDecoderReads() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ScreenSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func properties(_ path: String...) throws -> Set<String> {
            var node: Any? = definitions
            for key in path { node = (node as? [String: Any])?[key] }
            return Set(try #require((node as? [String: Any])?.keys))
        }
        let bindings = Set(ScreenDecoder.screenBindableFields.map { $0 + "KeyPath" })
        #expect(try properties("screen", "properties") == ScreenDecoder.screenKeys.union(bindings))
        #expect(try properties("component", "properties") == ScreenDecoder.componentKeys)
        #expect(try properties("layout", "properties") == ScreenDecoder.layoutKeys)
        #expect(try properties("interaction", "properties") == ScreenDecoder.interactionKeys)
        #expect(try properties("item", "properties") == ScreenDecoder.itemKeys)
        #expect(try properties("slots", "properties") == ScreenDecoder.slotsKeys)
        #expect(try properties("section", "properties") == ScreenDecoder.sectionKeys)
        let inset = try #require(
            ((definitions["layout"] as? [String: Any])?["properties"] as? [String: Any])?["inset"] as? [String: Any])
        let insetObject = try #require((inset["anyOf"] as? [[String: Any]])?.last?["properties"] as? [String: Any])
        #expect(Set(insetObject.keys) == ScreenDecoder.insetKeys)
    }

    /// `spots-site schema catalog` accepts the example's catalog.json and refuses what the build
    /// reports as errors or ignores: an unknown status, keys it does not read.
    @Test func theCatalogSchemaAcceptsTheExampleAndRefusesMistakes() throws {
        let example = try String(contentsOf: TestPaths.repository.appendingPathComponent("Content/catalog.json"), encoding: .utf8)
        let refused = try Self.refused(
            [
                "example": example,
                "empty": "{}",
                "status": #"{ "components": { "list": { "status": "depreciated" } } }"#,
                "key": #"{ "components": { "list": { "owner": "Me", "team": "Us" } } }"#,
                "family": #"{ "kinds": {} }"#,
            ], schema: CatalogSchema.json)
        #expect(refused == ["status", "key", "family"])
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(CatalogSchema.json.utf8)) as? [String: Any])
        let entry = try #require(((schema["$defs"] as? [String: Any])?["entry"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(entry.keys) == CatalogConfigDecoder.entryKeys)
        #expect(Set(try #require((schema["properties"] as? [String: Any])?.keys)) == CatalogConfigDecoder.keys)
    }
}
