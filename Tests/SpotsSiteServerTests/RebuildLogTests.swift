import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsSiteServer

/// What `serve` prints after each save: one line that says what was rebuilt, after which file, and
/// the problems now; each error printed once.
@Suite struct RebuildLogTests {
    /// The messages a refresh after `change` prints, with the site as `live` had it before.
    static func messages(_ live: LiveSite, after change: () throws -> Void) throws -> [String] {
        let before = live.version
        try change()
        let update = try #require(live.refresh(), "the change was not seen")
        return RebuildLog(update: update, before: before, after: live.version).messages(source: live.sources)
    }

    @Test func aSaveIsOneLineThenItsErrorOnce() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()

        let broken = try Self.messages(live) {
            try project.write(#"{ "title": "Home", "components": [ { "items": [ "#, to: "Content/screens/index.json")
        }
        #expect(broken.count == 2, "\(broken)")
        #expect(
            broken.first?.range(of: #"^Rebuilt 1 page in \d+ ms \(.*/Content/screens/index\.json\); 1 error$"#, options: .regularExpression) != nil,
            "\(broken)")
        #expect(broken.last?.contains("index.json:1:") == true)

        // Another file saved: the error still counts, and is not printed again.
        let other = try Self.messages(live) {
            try project.write(#"{ "title": "People", "components": [ { "items": [ { "title": "Bea" } ] } ] }"#, to: "Content/screens/people.json")
        }
        #expect(other == [other.first ?? ""], "\(other)")
        #expect(
            other.first?.range(of: #"^Rebuilt 1 page in \d+ ms \(.*/Content/screens/people\.json\); 1 error$"#, options: .regularExpression) != nil,
            "\(other)")

        // The file with the error saved again with the same error: it is printed with the save.
        let again = try Self.messages(live) {
            try project.write(#"{ "title": "Home", "components": [ { "items": [ "# + "\n", to: "Content/screens/index.json")
        }
        #expect(again.count == 2, "\(again)")
        #expect(again.last == broken.last, "the same error, printed again for this save")

        let mended = try Self.messages(live) { try project.write(Project.files["Content/screens/index.json"]!, to: "Content/screens/index.json") }
        #expect(mended.count == 1)
        #expect(mended.first?.hasSuffix("/Content/screens/index.json); no problems") == true, "\(mended)")
    }

    @Test func aTitleRebuildsAllPagesAndAWarningIsCounted() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()
        let messages = try Self.messages(live) {
            // The home page's title is in every page's navigation and breadcrumbs.
            try project.write(#"{ "title": "Start", "components": [ { "items": [ { "titel": "Hello" } ] } ] }"#, to: "Content/screens/index.json")
        }
        #expect(
            messages.first?.range(of: #"^Rebuilt all 2 pages in \d+ ms \(.*/Content/screens/index\.json\); 1 warning$"#, options: .regularExpression)
                != nil, "\(messages)")
        #expect(messages.last?.contains("did you mean 'title'?") == true)
    }

    @Test func anErrorInATemplateHoldsThePages() throws {
        let project = try TemporaryProject(files: Project.files.merging(["Templates/items/default.mustache": "<li>{{title}}</li>"]) { $1 })
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()
        let messages = try Self.messages(live) { try project.write("<li>{{#title}}</li>", to: "Templates/items/default.mustache") }
        #expect(
            messages.first?.range(
                of: #"^Held every page at its last good version in \d+ ms \(.*/Templates/items/default\.mustache\); 1 error$"#,
                options: .regularExpression)
                != nil, "\(messages)")
    }

    @Test func anAssetIsUpdatedWithoutPages() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()
        let messages = try Self.messages(live) { try project.write(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, to: "Content/assets/dot.svg") }
        #expect(
            messages.first?.range(of: #"^Updated 1 file in \d+ ms \(.*/Content/assets/dot\.svg\); no problems$"#, options: .regularExpression) != nil,
            "\(messages)")
    }

    @Test func theCatalogCatchingUpSaysNothingNew() throws {
        let project = try TemporaryProject(files: Project.files.merging(["Content/catalog.json": "{}"]) { $1 })
        defer { project.remove() }
        let live = LiveSite(options: project.options())
        live.build()
        _ = try Self.messages(live) {
            try project.write(#"{ "title": "People", "components": [ { "items": [ { "title": "Bea" } ] } ] }"#, to: "Content/screens/people.json")
        }
        let before = live.version
        let catchUp = try #require(live.catchUp(), "the catalog did not wait for a run of its own")
        #expect(catchUp.sources.isEmpty)
        #expect(RebuildLog(update: catchUp, before: before, after: live.version).messages(source: live.sources).isEmpty)
    }
}
