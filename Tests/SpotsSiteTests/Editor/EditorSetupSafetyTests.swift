import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site schema --write` keeps what it does not change as the file wrote it, never writes
/// through a symbolic link nor replaces one, and checks every file before it writes any.
@Suite struct EditorSetupSafetyTests {
    static let screens = "Content/screens"

    @Test func membersItDoesNotChangeKeepTheirTextAndTheFileItsIndentation() throws {
        let existing = #"""
            {
                "big": 12345678901234567890,
                "zero": -0,
                "lone": "\ud800",
                "k\u00e9y": 1.50,
                "files.exclude": {
                    "**/.git": true,
                    "n": [1e2, -0.0],
                },
                "json.schemas": [
                    { "fileMatch": ["/.prettierrc"], "url": "https://json.schemastore.org/prettierrc", "n": 1E+2 },
                    {
                        "fileMatch": ["old/*.json"],
                        "url": "./screen.schema.json"
                    }
                ]
            }
            """#
        let expected = #"""
            {
                "big": 12345678901234567890,
                "zero": -0,
                "lone": "\ud800",
                "k\u00e9y": 1.50,
                "files.exclude": {
                    "**/.git": true,
                    "n": [1e2, -0.0],
                },
                "json.schemas": [
                    { "fileMatch": ["/.prettierrc"], "url": "https://json.schemastore.org/prettierrc", "n": 1E+2 },
                    {
                        "fileMatch": [
                            "Content/screens/**/*.json",
                            "!Content/screens/**/*~*.json"
                        ],
                        "url": "./screen.schema.json"
                    },
                    {
                        "fileMatch": [
                            "Content/screens/**/*~*.json"
                        ],
                        "url": "./screen-variant.schema.json"
                    }
                ]
            }

            """#
        let settings = try EditorSetup.merged(existing, screens: Self.screens)
        #expect(settings == expected)
        #expect(try EditorSetup.merged(settings, screens: Self.screens) == settings)
    }

    @Test func aValueOnOneLineWithOthersGetsALineOfItsOwnAsItWasWritten() throws {
        let settings = try EditorSetup.merged(#"{"editor.tabSize": 4, "x": -0, "y": {"a": [1,"# + "\n" + #"      2.0]}}"#, screens: "S")
        let expected = #"""
            {
              "editor.tabSize": 4,
              "x": -0,
              "y": {"a": [1,
                    2.0]},
              "json.schemas": [
                {
                  "fileMatch": [
                    "S/**/*.json",
                    "!S/**/*~*.json"
                  ],
                  "url": "./screen.schema.json"
                },
                {
                  "fileMatch": [
                    "S/**/*~*.json"
                  ],
                  "url": "./screen-variant.schema.json"
                }
              ]
            }

            """#
        #expect(settings == expected)
        #expect(try EditorSetup.merged(settings, screens: "S") == settings)
        let tabs = try EditorSetup.merged("{\n\t\"editor.rulers\": [\n\t\t80\n\t]\n}", screens: "S")
        let marked = try EditorSetup.merged("\u{FEFF}{\r\n  \"n\": [-0,\r\n    1.0]\r\n}", screens: "S")
        #expect(marked.hasPrefix("{\n  \"n\": [-0,\r\n    1.0],\n  \"json.schemas\": [\n"), "\(marked)")
        #expect(
            tabs.hasPrefix(
                "{\n\t\"editor.rulers\": [\n\t\t80\n\t],\n\t\"json.schemas\": [\n\t\t{\n\t\t\t\"fileMatch\": [\n\t\t\t\t\"S/**/*.json\",\n"))
    }

    static func link(_ path: String, to destination: String, in project: TemporaryProject) throws {
        try FileManager.default.createDirectory(at: project.url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url(path).path, withDestinationPath: destination)
    }

    static func refusal(_ project: TemporaryProject) -> String? {
        do {
            _ = try EditorSetup.write(into: project.root, screens: screens)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aLinkedSettingsFileOrSchemaIsNeitherWrittenThroughNorReplaced() throws {
        let shared = "{ \"editor.tabSize\": 4 }\n"
        let project = try TemporaryProject(files: ["shared/settings.json": shared, "shared/screen.schema.json": "{}"])
        defer { project.remove() }
        try Self.link(".vscode/settings.json", to: "../shared/settings.json", in: project)
        let snippet = EditorSetup.snippet(screens: Self.screens)
        #expect(
            Self.refusal(project)
                == ".vscode/settings.json is a symbolic link (to ../shared/settings.json); spots-site neither writes through a link nor replaces it, so nothing was written. Add this to the file it points to by hand:\n"
                + snippet)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.url(".vscode/settings.json").path) == "../shared/settings.json")
        #expect(try String(contentsOf: project.url("shared/settings.json"), encoding: .utf8) == shared)
        #expect(!FileManager.default.fileExists(atPath: project.url("screen.schema.json").path))
        let run = try CommandLineTests.run(["schema", "--write"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("is a symbolic link (to ../shared/settings.json)"), "\(run.errors)")
        #expect(run.errors.contains(snippet))
        #expect(ConfinedRoot(project.root, links: .refuse).occupant(of: ".vscode/settings.json") == .link)

        // To nothing: the same, and nothing is made where it points.
        try FileManager.default.removeItem(at: project.url(".vscode/settings.json"))
        try Self.link(".vscode/settings.json", to: "../nowhere/settings.json", in: project)
        #expect(Self.refusal(project)?.hasPrefix(".vscode/settings.json is a symbolic link (to ../nowhere/settings.json);") == true)
        #expect(!FileManager.default.fileExists(atPath: project.url("nowhere").path))

        // Once the member is there by hand, the link is fine: it is read, never written.
        try FileManager.default.removeItem(at: project.url(".vscode/settings.json"))
        try Self.link(".vscode/settings.json", to: "../shared/settings.json", in: project)
        let byHand = try EditorSetup.merged(shared, screens: Self.screens)
        try project.write(byHand, to: "shared/settings.json")
        #expect(try EditorSetup.write(into: project.root, screens: Self.screens).map(\.what) == ["written", "written", "unchanged"])
        #expect(ConfinedRoot(project.root, links: .refuse).occupant(of: ".vscode/settings.json") == .link)

        // A linked schema.
        try FileManager.default.removeItem(at: project.url("screen.schema.json"))
        try Self.link("screen.schema.json", to: "shared/screen.schema.json", in: project)
        #expect(
            Self.refusal(project)
                == "screen.schema.json is a symbolic link (to shared/screen.schema.json); spots-site neither writes through a link nor replaces it, so nothing was written. Put the file itself there, or remove the link, to write the schemas"
        )
        #expect(ConfinedRoot(project.root, links: .refuse).occupant(of: "screen.schema.json") == .link)
        #expect(try String(contentsOf: project.url("shared/screen.schema.json"), encoding: .utf8) == "{}")
    }

    @Test func everyFileIsCheckedBeforeAnyIsWritten() throws {
        let project = try TemporaryProject(files: [".vscode": "not a folder"])
        defer { project.remove() }
        #expect(Self.refusal(project) == "cannot write .vscode/settings.json: .vscode is not a folder; nothing was written")
        #expect(!FileManager.default.fileExists(atPath: project.url("screen.schema.json").path))
        #expect(!FileManager.default.fileExists(atPath: project.url("screen-variant.schema.json").path))

        let folder = try TemporaryProject(files: ["screen-variant.schema.json/mine.txt": "mine"])
        defer { folder.remove() }
        #expect(Self.refusal(folder) == "cannot write screen-variant.schema.json: screen-variant.schema.json is a folder; nothing was written")
        #expect(!FileManager.default.fileExists(atPath: folder.url("screen.schema.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.url(".vscode").path))
    }

    /// Root may write in a read-only folder, so this runs only for other users (as CI's do).
    @Test(.enabled(if: getuid() != 0, "root may write in a read-only folder"))
    func aReadOnlySettingsFolderStopsEverythingBeforeAnyWrite() throws {
        let project = try TemporaryProject(files: [".vscode/settings.json": "{}"])
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.url(".vscode").path)
            project.remove()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: project.url(".vscode").path)
        #expect(
            Self.refusal(project) == "cannot write .vscode/settings.json: .vscode is a folder that may not be written in; nothing was written")
        #expect(!FileManager.default.fileExists(atPath: project.url("screen.schema.json").path))
        #expect(try String(contentsOf: project.url(".vscode/settings.json"), encoding: .utf8) == "{}")
    }
}
