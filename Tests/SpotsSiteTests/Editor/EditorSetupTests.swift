import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site schema --write`: schemas for screens and variants, and VS Code's settings merged, never replaced.
@Suite struct EditorSetupTests {
    static let screens = "Content/screens"

    static func schemas(in settings: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(settings.utf8)) as? [String: Any])
        return try #require(root["json.schemas"] as? [[String: Any]])
    }

    @Test func withoutSettingsTheMappingIsAllThereIs() throws {
        let settings = try EditorSetup.merged(nil, screens: Self.screens)
        let schemas = try Self.schemas(in: settings)
        #expect(schemas.count == 2)
        #expect(schemas[0]["url"] as? String == "./screen.schema.json")
        #expect(schemas[0]["fileMatch"] as? [String] == ["Content/screens/**/*.json", "!Content/screens/**/*~*.json"])
        #expect(schemas[1]["url"] as? String == "./screen-variant.schema.json")
        #expect(schemas[1]["fileMatch"] as? [String] == ["Content/screens/**/*~*.json"])
        #expect(try EditorSetup.merged("  \n", screens: Self.screens) == settings)
    }

    @Test func otherSettingsAndMappingsAreKeptInTheirPlaceAndOursReplaced() throws {
        let existing = """
            {
              "editor.tabSize": 4,
              "json.schemas": [
                { "fileMatch": ["/.prettierrc"], "url": "https://json.schemastore.org/prettierrc" },
                { "fileMatch": ["screens/*.json"], "url": "./screen.schema.json" }
              ],
              "files.exclude": { "Output": true },
            }
            """
        let settings = try EditorSetup.merged(existing, screens: "Screens/screens")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(settings.utf8)) as? [String: Any])
        #expect(root["editor.tabSize"] as? Int == 4)
        #expect((root["files.exclude"] as? [String: Bool]) == ["Output": true])
        let schemas = try Self.schemas(in: settings)
        #expect(
            schemas.map { $0["url"] as? String } == [
                "https://json.schemastore.org/prettierrc", "./screen.schema.json", "./screen-variant.schema.json",
            ])
        #expect(schemas[1]["fileMatch"] as? [String] == ["Screens/screens/**/*.json", "!Screens/screens/**/*~*.json"])
        // The members keep their order.
        let order = ["editor.tabSize", "json.schemas", "files.exclude"].map { settings.range(of: "\"\($0)\"")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        // Merging again changes nothing.
        #expect(try EditorSetup.merged(settings, screens: "Screens/screens") == settings)
    }

    @Test(arguments: [
        ("{\n  // mine\n  \"editor.tabSize\": 4\n}", "is not plain JSON"), ("[1, 2]", "is not a JSON object"),
        (#"{ "json.schemas": { "url": "x" } }"#, "has a json.schemas that is not a list"),
    ])
    func settingsThatCannotBeMergedAreRefused(_ existing: String, _ message: String) throws {
        #expect {
            try EditorSetup.merged(existing, screens: Self.screens)
        } throws: { error in
            guard let problem = error as? EditorSetup.Problem else { return false }
            return problem.description.contains(message)
                && (!message.hasPrefix("is not plain") || problem.description.hasSuffix(EditorSetup.snippet(screens: Self.screens)))
        }
    }

    @Test func theFilesAreWrittenThenLeftAloneAndAForeignSchemaStopsEverything() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let written = try EditorSetup.write(into: project.root, screens: Self.screens)
        #expect(written.map(\.file) == ["screen.schema.json", "screen-variant.schema.json", ".vscode/settings.json"])
        #expect(written.map(\.what) == ["written", "written", "written"])
        #expect(try String(contentsOf: project.url("screen.schema.json"), encoding: .utf8) == ScreenSchema.json + "\n")
        #expect(try EditorSetup.write(into: project.root, screens: Self.screens).map(\.what) == ["unchanged", "unchanged", "unchanged"])
        // A settings file with comments: left as it was, and nothing else written either.
        let other = try TemporaryProject(files: [".vscode/settings.json": "{ /* mine */ }", "screen.schema.json": #"{ "title": "mine" }"#])
        defer { other.remove() }
        #expect(throws: EditorSetup.Problem.self) { try EditorSetup.write(into: other.root, screens: Self.screens) }
        try other.write("{}", to: ".vscode/settings.json")
        #expect {
            try EditorSetup.write(into: other.root, screens: Self.screens)
        } throws: { error in
            (error as? EditorSetup.Problem)?.description.contains("screen.schema.json is there and is not a schema spots-site wrote") == true
        }
        #expect(try String(contentsOf: other.url(".vscode/settings.json"), encoding: .utf8) == "{}")
        #expect(try String(contentsOf: other.url("screen.schema.json"), encoding: .utf8) == #"{ "title": "mine" }"#)
        #expect(!FileManager.default.fileExists(atPath: other.url("screen-variant.schema.json").path))
    }
}

/// The variant schema, checked with a real validator: every variant passes, and so does a patch
/// that removes keys; mistakes inside what a patch writes are still found.
@Suite struct VariantSchemaTests {
    @Test func acceptsEveryVariantAndPatchesThatRemoveKeys() throws {
        var documents = ScreenSchemaTests.files(in: TestPaths.repository.appendingPathComponent("Content/screens")).filter { $0.key.contains("~") }
        #expect(documents.count >= 2)
        documents["title only"] = #"{ "title": "Empty" }"#
        documents["removes the data"] = #"{ "data": null, "description": null }"#
        documents["new data"] = #"{ "data": { "people": [] } }"#
        documents["empty"] = "{}"
        #expect(try ScreenSchemaTests.refused(documents, schema: ScreenSchema.variantJSON).isEmpty)
    }

    @Test func refusesWhatNoPatchOfAScreenCanBe() throws {
        let invalid = [
            "mistyped key": #"{ "componets": [] }"#, "title not a string": #"{ "title": 3 }"#,
            "a mistake in a component": #"{ "components": [ { "itmes": [] } ] }"#,
            "span not a number": #"{ "components": [ { "layout": { "span": "two" } } ] }"#, "an array": "[]",
        ]
        #expect(try ScreenSchemaTests.refused(invalid, schema: ScreenSchema.variantJSON) == Set(invalid.keys))
    }
}

extension EditorSetupTests {
    @Test func theCommandWritesThemAndSaysWhere() throws {
        let project = try TemporaryProject(files: ["Screens/screens/index.json": CommandLineTests.home])
        defer { project.remove() }
        let run = try CommandLineTests.run(["schema", "--write", "--content", "Screens/"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(".vscode/settings.json: written"))
        #expect(run.output.contains("VS Code checks Screens/screens/**/*.json against screen.schema.json"))
        #expect(try Self.schemas(in: String(contentsOf: project.url(".vscode/settings.json"), encoding: .utf8)).count == 2)
        let wrong = try CommandLineTests.run(["schema", "catalog", "--write"], in: project.root)
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("--write writes the screen schemas; leave out 'catalog'"))
        try project.write("{ // mine\n}", to: ".vscode/settings.json")
        let refused = try CommandLineTests.run(["schema", "--write"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Add this to it by hand:"))
    }
}
