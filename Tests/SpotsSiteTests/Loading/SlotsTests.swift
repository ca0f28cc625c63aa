import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Slots feeds: the ordering rule of the spec's slots.md (every example of the Slots README), edge
/// cases, and feeds in screens with inline and data-file contents.
@Suite struct SlotsTests {
    static func order(
        _ pattern: [String], repeatables: [String]? = nil, header: [String]? = nil, fixed: [(Int, String)] = [], defaultType: String? = nil,
        _ contents: [String: [String]]
    ) -> String {
        Slots.order(
            pattern: pattern, repeatables: repeatables, header: header, fixed: fixed.map { (index: $0.0, type: $0.1) }, defaultType: defaultType,
            contents: contents
        ).joined(separator: " ")
    }

    static let letters = ["alphabet": ["a", "b", "c"], "number": ["1", "2", "3", "4", "5"]]

    // MARK: The README's examples

    @Test func monthsAndPictures() {
        let result = Self.order(
            ["Month", "Picture", "Picture", "Month", "Picture"],
            ["Month": ["Nov2014", "Dec2014", "Jan2015"], "Picture": ["P1", "P2", "P3"]])
        #expect(result == "Nov2014 P1 P2 Dec2014 P3 Jan2015")
        #expect(result.split(separator: " ")[3] == "Dec2014")  // item 3 is a Month
    }

    @Test func alphabetAndNumbers() {
        #expect(Self.order(["alphabet", "number"], Self.letters) == "a 1 b 2 c 3")
        #expect(Self.order(["alphabet", "number", "number"], Self.letters) == "a 1 2 b 3 4 c 5")
        #expect(Self.order(["alphabet", "number"], repeatables: ["number"], Self.letters) == "a 1 b 2 c 3 4 5")
    }

    @Test func repeatablesAfterTheOthersRunOut() {
        let contents = ["A": ["a1", "a2", "a3", "a4"], "B": ["b1"], "R": ["r1", "r2", "r3", "r4", "r5"]]
        #expect(Self.order(["A", "B", "R"], repeatables: ["R"], contents) == "a1 b1 r1 a2 r2 a3 r3 a4 r4 r5")
        #expect(Self.order(["B", "A", "R"], repeatables: ["R"], contents) == "b1 a1 r1 r2 r3 r4 r5")
    }

    // MARK: Edge cases

    @Test func anEmptyPatternOrNoContentsGiveNothingEvenWithHeaderAndFixed() {
        #expect(Self.order([], header: ["alphabet"], fixed: [(0, "number")], Self.letters) == "")
        #expect(Self.order(["alphabet"], header: ["alphabet"], fixed: [(0, "number")], [:]) == "")
    }

    @Test func aTypeWithNoContentsIsEmpty() {
        #expect(Self.order(["missing", "alphabet"], Self.letters) == "")
        #expect(Self.order(["alphabet", "missing"], Self.letters) == "a")
        #expect(Self.order(["alphabet", "missing"], repeatables: ["missing", "alphabet"], Self.letters) == "a b c")
    }

    @Test func theDefaultFillsInForTypesThatRunOut() {
        // With a default, repeatables are ignored, and the feed ends when the default runs out too.
        #expect(Self.order(["alphabet", "number"], repeatables: ["number"], defaultType: "number", Self.letters) == "a 1 b 2 c 3 4 5")
        #expect(Self.order(["alphabet", "missing"], defaultType: "number", Self.letters) == "a 1 b 2 c 3 4 5")
        #expect(Self.order(["alphabet"], defaultType: "missing", Self.letters) == "a b c")
    }

    @Test func repeatedTypesInThePatternTakeInTurn() {
        #expect(Self.order(["number", "number", "alphabet"], Self.letters) == "1 2 a 3 4 b 5")
    }

    @Test func theHeaderRoundComesFirstAndCanStopTheFeed() {
        let contents = ["banner": ["B"], "alphabet": ["a", "b"], "number": ["1", "2"]]
        #expect(Self.order(["alphabet", "number"], header: ["banner"], contents) == "B a 1 b 2")
        #expect(Self.order(["alphabet", "number"], header: ["banner", "banner"], contents) == "B")
        #expect(Self.order(["alphabet", "number"], header: ["number", "banner"], contents) == "1 B a 2 b")
    }

    @Test func fixedItemsGoInAtTheirIndexesInAscendingOrder() {
        let contents = ["notice": ["N1", "N2"], "ad": ["AD"], "alphabet": ["a", "b", "c"]]
        #expect(Self.order(["alphabet"], fixed: [(2, "ad"), (0, "notice")], contents) == "N1 a AD b c")
        // An index past the end is left out; one equal to the length appends.
        #expect(Self.order(["alphabet"], fixed: [(9, "ad")], contents) == "a b c")
        #expect(Self.order(["alphabet"], fixed: [(3, "ad")], contents) == "a b c AD")
        // A type that is also in the pattern is not placed; one that has run out is skipped.
        #expect(Self.order(["alphabet"], fixed: [(0, "alphabet")], contents) == "a b c")
        #expect(Self.order(["alphabet"], fixed: [(0, "ad"), (1, "ad")], contents) == "AD a b c")
    }

    // MARK: Feeds in screens

    static let feed = #"""
        { "title": "Feed", "components": [ { "kind": "list", "slots": {
            "pattern": ["post", "post", "ad"],
            "repeatables": ["post"],
            "header": ["banner"],
            "fixed": { "1": "notice" },
            "contents": {
              "post": [ { "title": "P1" }, { "title": "P2" }, { "title": "P3" }, { "title": "P4" } ],
              "ad": "data/ads.json",
              "banner": [ { "title": "Banner", "kind": "highlight" } ],
              "notice": [ { "title": "Notice" } ]
            } },
          "items": [ { "title": "After the feed" } ] } ] }
        """#

    @Test func aFeedMakesItsItemsInSlotsOrderBeforeTheComponentsOwn() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.feed,
            "Content/data/ads.json": #"[ { "title": "Ad 1", "kind": "stat" }, { "title": "Ad 2" } ]"#,
        ])
        defer { project.remove() }
        let site = project.build()
        // Only notes: the content types 'ad' and 'notice' have no item templates of their own.
        #expect(site.diagnostics.allSatisfy { $0.severity == .note }, "\(site.diagnostics)")
        #expect(site.diagnostics.first { $0.message.contains("'ad'") }?.file.hasSuffix("Content/data/ads.json") == true)
        let html = try #require(site.text(at: "index.html"))
        let stats = html.components(separatedBy: "class=\"stat-value\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        // Order: header round (Banner), then P1 P2 Ad1, P3 P4 Ad2, then the fixed Notice at index 1.
        let order = html.components(separatedBy: "\n").compactMap { line -> String? in
            for title in ["Banner", "Notice", "P1", "P2", "P3", "P4", "Ad 1", "Ad 2", "After the feed"] where line.contains(">\(title)<") {
                return title
            }
            return nil
        }
        #expect(order == ["Banner", "Notice", "P1", "P2", "Ad 1", "P3", "P4", "Ad 2", "After the feed"])
        #expect(stats == ["Ad 1"])  // an item keeps its own kind
        #expect(html.contains("item-highlight"))
        #expect(html.contains("kind-notice"))  // an item without one takes its content type
    }

    @Test func typosInAFeedAreWarningsWithTheNearestType() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"""
            { "title": "Feed", "components": [ { "slots": {
                "pattern": ["post", "ads"], "fixed": { "x": "post" }, "defualt": "post",
                "contents": { "post": [ { "title": "P1" } ], "ad": [ { "title": "A" } ] } } } ] }
            """#
        ])
        defer { project.remove() }
        let messages = project.build().diagnostics.map { "\($0.severity): \($0.message) [\($0.hint ?? "")]" }
        #expect(messages.contains("warning: unknown key 'defualt' in 'slots' is ignored [did you mean 'default'?]"))
        #expect(messages.contains("warning: the content type 'ads' has no contents; it counts as empty [did you mean 'ad'?]"))
        #expect(messages.contains("error: 'x' is not an index [keys of 'fixed' are positions: \"0\", \"5\"]"))
        #expect(
            messages.contains(
                "warning: the content type 'ad' is in no pattern, header, fixed or default, so its items are never shown [did you mean 'ads'?]"))
    }

    @Test func aDataFileThatIsNotAListIsAnError() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "slots": { "pattern": ["ad"], "contents": { "ad": "data/ads.json" } } } ] }"#,
            "Content/data/ads.json": #"{ "title": "not a list" }"#,
        ])
        defer { project.remove() }
        let error = try #require(project.build().diagnostics.first { $0.severity == .error })
        #expect(error.message == "the data file 'data/ads.json' holds an object, not an array of items")
        #expect(error.path == "components[0].slots.contents.ad")
    }
}
