import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Input that is broken on purpose gets a diagnostic each, and the rest of the site still builds.
@Suite struct HostileInputTests {
    @Test func everyBadFileIsReportedAndTheGoodOnesBuild() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "Fine" } ] } ] }"#,
            "Content/screens/nul.json": #"{ "components": [ { "items": [ { "title": "a\u0000b" } ] } ] }"#,
            "Content/screens/deep.json": String(repeating: "[", count: 10_000),
            "Content/screens/notes.txt": "not a screen",
        ])
        defer { project.remove() }
        try Data([0xFF, 0xFE, 0x7B, 0x7D]).write(to: project.url("Content/screens/latin1.json"))
        try FileManager.default.createDirectory(at: project.url("Content/screens/folder.json"), withIntermediateDirectories: true)
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        #expect(lines.contains("Content/screens/deep.json:1:257: error: values are nested more than 256 levels deep [json-syntax]"))
        #expect(lines.contains("Content/screens/latin1.json: error: the file is not valid UTF-8 text; save it as UTF-8 [file-unreadable]"))
        #expect(lines.contains { $0.hasPrefix("Content/screens/nul.json:1:43: warning: the text holds control characters") })
        #expect(lines.contains("Content/screens/notes.txt: note: not a .json file; ignored [not-a-screen]"))
        #expect(
            lines.contains(
                "Content/screens/folder.json: warning: this is a folder, not a screen file; files inside it are read as screens under it; rename the folder without .json [not-a-screen]"
            ))
        #expect(site.text(at: "index.html")?.contains("Fine") == true)
        #expect(site.text(at: "nul/index.html")?.contains("a\u{FFFD}b") == true)
        #expect(site.screens.map(\.route.path) == ["/", "/nul/"])
    }
}
