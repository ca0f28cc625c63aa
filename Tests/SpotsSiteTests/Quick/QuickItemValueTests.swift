import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// An item's title or a string of its `meta` changed in place. A title: the quick update renders
/// its page, and writes again the catalog's search index (which lists every item's title) with
/// that screen's entries changed where they are; the map's pages too when the item has an action
/// (the title labels its arrow), and the catalog's pages of the kinds whose examples show it. A
/// string of its meta: its page alone (the catalog counts which keys are set), or with those kind
/// pages. Each build is compared byte for byte with a full one (`QuickUpdateTests.build`).
@Suite struct QuickItemValueTests {
    @Test func anItemsTitleRendersItsPageAndTheSearchIndex() throws {
        let project = try QuickUpdateTests.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // Followed on its line by its subtitle: of the same length.
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", #""title": "Second 4""#, #""title": "Secund 4""#)
        #expect(try QuickUpdateTests.build(project, "an item's title of s4") == (true, 5))
        let search = try String(contentsOf: project.url("Output/catalog/search.js"), encoding: .utf8)
        #expect(search.contains("\"Secund 4\"") && !search.contains("\"Second 4\""))
        #expect(try String(contentsOf: project.url("Output/s4/index.html"), encoding: .utf8).contains("Secund 4"))
        // An item with an action: its arrow on the map is labelled with it.
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", #""title": "First 3""#, #""title": "The very first of three""#)
        let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "the title of an item with an action")
        #expect(taken == 5)
        #expect(output.contains("Take the rest of the site: yes, 1 page rendered"), "\(output)")
        // An item of the screen whose items are the catalog's examples: its kinds' pages too.
        try QuickUpdateTests.edit(project, "Content/screens/s1.json", #""title": "Second 1""#, #""title": "Secund 1""#)
        let shown = try IncrementalBuildTests.buildBothWaysSaying(project, "an item's title the catalog shows")
        #expect(shown.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(shown.output)")
        #expect(shown.output.contains("made again"), "\(shown.output)")
        #expect(try QuickUpdateTests.build(project, "nothing changed") == (true, 6))
    }

    @Test func whatTheQuickUpdateCannotChangeWhereItIsRunsEveryStep() throws {
        let project = try QuickUpdateTests.project()
        defer { project.remove() }
        _ = try QuickUpdateTests.build(project, "first build")
        // Blank, the card is no longer in the search index: every entry after it would move.
        try QuickUpdateTests.edit(project, "Content/screens/s5.json", #""title": "Card""#, #""title": "    ""#)
        let blank = try IncrementalBuildTests.buildBothWaysSaying(project, "a card's title blank")
        #expect(blank.taken == 5)
        #expect(
            blank.output.contains("Take the rest of the site: no, the catalog cannot make again its files that show the screen"), "\(blank.output)")
        // Longer, and followed on its line: what follows moves.
        try QuickUpdateTests.edit(project, "Content/screens/s6.json", #""title": "Second 6""#, #""title": "Second six""#)
        let longer = try IncrementalBuildTests.buildBothWaysSaying(project, "a longer title followed on its line")
        #expect(longer.output.contains("changed more than its title and its items' titles, subtitles, images and meta strings"), "\(longer.output)")
        // Two screens at once, after every step ran: each one's entries where they are.
        try QuickUpdateTests.edit(project, "Content/screens/s2.json", #""title": "Second 2""#, #""title": "Secund 2""#)
        try QuickUpdateTests.edit(project, "Content/screens/s3.json", #""title": "Second 3""#, #""title": "Secund 3""#)
        #expect(try QuickUpdateTests.build(project, "items' titles of s2 and s3") == (true, 4))
    }

    @Test func aStringOfAnItemsMetaRendersItsPageAlone() throws {
        let project = try QuickUpdateTests.project()
        defer { project.remove() }
        for screen in ["s1", "s4"] {
            try QuickUpdateTests.edit(
                project, "Content/screens/\(screen).json", #"{ "title": "Second \#(screen.dropFirst())", "subtitle": "Two" }"#,
                #"{ "title": "Second \#(screen.dropFirst())", "subtitle": "Two", "meta": { "badge": "New", "tags": [ "a", 2 ] } }"#)
        }
        _ = try QuickUpdateTests.build(project, "first build")
        // Followed on its line: of the same length.
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", #""badge": "New""#, #""badge": "Old""#)
        #expect(try QuickUpdateTests.build(project, "a meta string of s4") == (true, 5))
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", #"[ "a", 2 ]"#, #"[ "b", 2 ]"#)
        #expect(try QuickUpdateTests.build(project, "a string in a meta array of s4") == (true, 5))
        // A number is no string: every step runs.
        try QuickUpdateTests.edit(project, "Content/screens/s4.json", #"[ "b", 2 ]"#, #"[ "b", 3 ]"#)
        let number = try IncrementalBuildTests.buildBothWaysSaying(project, "a number in a meta array of s4")
        #expect(number.output.contains("Take the rest of the site: no"), "\(number.output)")
        // In the screen whose items are the catalog's examples: its kinds' pages too.
        try QuickUpdateTests.edit(project, "Content/screens/s1.json", #""badge": "New""#, #""badge": "Old""#)
        let shown = try IncrementalBuildTests.buildBothWaysSaying(project, "a meta string the catalog shows")
        #expect(shown.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(shown.output)")
        #expect(shown.output.contains("made again"), "\(shown.output)")
    }

    /// The example site (a catalog, a map, headers, footers, legacy titles, meta objects) after
    /// random edits of items' titles and meta strings: each build is a full one's, byte for byte.
    @Test func aBuildAfterRandomItemValueEditsIsTheFullBuildByteForByte() throws {
        let project = try IncrementalBuildTests.exampleProject()
        defer { project.remove() }
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var editor = SiteEditor(project: project, seed: seed)
        try IncrementalBuildTests.buildBothWays(project, "first build (seed \(seed))")
        var quick = 0
        for round in 1...12 {
            let word = ["Ada", "Grace", "Ken"].randomElement(using: &editor.random) ?? "Ada"
            let edit = try Bool.random(using: &editor.random) ? editor.editItemTitle(word: word) : editor.editMeta(word: word)
            if try QuickUpdateTests.build(project, "round \(round) (seed \(seed)): \(edit)").quick { quick += 1 }
        }
        #expect(quick > 0, "seed \(seed): no round took the rest of the site")
    }

    @Test func theItemTitlesHashFollowsEveryTitleTheSearchIndexLists() throws {
        func screen(_ json: String) throws -> Screen {
            var decoder = ScreenDecoder(file: "screens/index.json")
            return decoder.decode(try JSONParser.parse(Array(json.utf8)).root, route: .root)
        }
        let base = try screen(
            #"{ "components": [ { "kind": "list", "header": { "title": "H" }, "items": [ { "title": "A" }, { "title": "B" } ] } ] }"#)
        let same = try screen(
            #"{ "components": [ { "kind": "list", "header": { "title": "H" }, "items": [ { "title": "A" }, { "title": "B" } ] } ] }"#)
        #expect(ScreenFootprint.itemTitles(of: base) == ScreenFootprint.itemTitles(of: same))
        for other in [
            #"{ "components": [ { "kind": "list", "header": { "title": "X" }, "items": [ { "title": "A" }, { "title": "B" } ] } ] }"#,
            #"{ "components": [ { "kind": "list", "header": { "title": "H" }, "items": [ { "title": "B" }, { "title": "A" } ] } ] }"#,
            #"{ "components": [ { "kind": "list", "header": { "title": "H" }, "items": [ { "title": "AB" }, { } ] } ] }"#,
            #"{ "components": [ { "kind": "list", "header": { "title": "H" }, "items": [ { "title": "A" } ] }, { "kind": "list", "items": [ { "title": "B" } ] } ] }"#,
        ] {
            #expect(ScreenFootprint.itemTitles(of: try screen(other)) != ScreenFootprint.itemTitles(of: base), "\(other)")
        }
    }
}
