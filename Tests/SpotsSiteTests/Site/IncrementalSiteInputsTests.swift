import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// What every page of `build --incremental` is made with: an edit of any of it renders every page,
/// and what cannot be hashed lets no page be taken.
@Suite struct IncrementalSiteInputsTests {
    typealias Both = IncrementalBuildTests

    @Test func anAssetMovedToTheThemeRendersThePagesThatShowIt() throws {
        let project = try Both.exampleProject()
        defer { project.remove() }
        try Both.buildBothWays(project, "first build")
        // The same output file, from the theme now: the people page shows no avatar 3 any more.
        try FileManager.default.createDirectory(at: project.url("Templates/assets/avatars"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: project.url("Content/assets/avatars/3.svg"), to: project.url("Templates/assets/avatars/3.svg"))
        #expect(try Both.buildBothWays(project, "avatar 3 moved to Templates/assets") == 0)
    }

    @Test func siteJSONCountsForEveryPageEvenWhenAScreenReadsIt() throws {
        let project = try Both.exampleProject()
        defer { project.remove() }
        try project.write(
            #"{"data": "site.json", "components": [{"kind": "list", "items": [{"title": "{{title}}"}]}]}"#, to: "Content/screens/about.json")
        try Both.buildBothWays(project, "first build")
        var site = try String(contentsOf: project.url("Content/site.json"), encoding: .utf8)
        site = site.replacingOccurrences(of: #""title": "Crew""#, with: #""title": "The crew""#)
        try project.write(site, to: "Content/site.json")
        #expect(try Both.buildBothWays(project, "site.json's title edited") == 0)
    }

    @Test func aSiteDataFileThatIsNotHashedLetsNoPageBeTaken() throws {
        let project = try Both.exampleProject()
        defer { project.remove() }
        try FileManager.default.moveItem(at: project.url("Content/data/me.json"), to: project.url("Content/assets/me.json"))
        var site = try String(contentsOf: project.url("Content/site.json"), encoding: .utf8)
        site = site.replacingOccurrences(of: #""data": "data/me.json""#, with: #""data": "assets/me.json""#)
        try project.write(site, to: "Content/site.json")
        try Both.buildBothWays(project, "first build")
        #expect(try Both.buildBothWays(project, "nothing changed") == 0)
        let me = try String(contentsOf: project.url("Content/assets/me.json"), encoding: .utf8)
        try project.write(me.replacingOccurrences(of: "3.2.0", with: "3.3.0"), to: "Content/assets/me.json")
        #expect(try Both.buildBothWays(project, "assets/me.json edited") == 0)
    }

    @Test func sectionsOfTheSiteHashCannotPassForOneAnother() {
        var templates = ContentHash.Combined()
        templates.section("templates", ["a.mustache": 1])
        templates.section("content", [String: UInt64]())
        var content = ContentHash.Combined()
        content.section("templates", [String: UInt64]())
        content.section("content", ["a.mustache": 1])
        #expect(templates.value != content.value)
        var one = ContentHash.Combined()
        one.section("assets", ["a", "b"])
        one.section("planned", [String]())
        var other = ContentHash.Combined()
        other.section("assets", ["a"])
        other.section("planned", ["b"])
        #expect(one.value != other.value)
    }
}

extension IncrementalSiteInputsTests {
    /// Records of numbers no `Int` holds (written by hand, or damaged) are not read, and nothing traps.
    @Test(arguments: [
        #""size":1e300"#, #""size":-1"#, #""size":1.5"#, #""dangling":1e30,"size":1"#,
        #""problems":[["error","a",1e300,1,null,"m",null,"json-syntax"]],"size":1"#,
    ])
    func recordsWithNumbersOutOfRangeAreNotRead(fields: String) throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let page = #"{"inputs":"0000000000000001",\#(fields),"templates":[]}"#
        try project.write(#"{"pages":{"index.html":\#(page)},"site":"1","version":\#(RecordsFile.version)}"#, to: RecordsFile.name)
        #expect(RecordsFile.read(in: ConfinedRoot(project.root, links: .refuse)) == nil)
        try project.write(
            #"{"pages":{"index.html":{"inputs":"1","size":7,"templates":[]}},"site":"1","version":\#(RecordsFile.version)}"#, to: RecordsFile.name)
        #expect(RecordsFile.read(in: ConfinedRoot(project.root, links: .refuse))?.pages["index.html"]?.size == 7)
    }
}
