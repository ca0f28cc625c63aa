import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// A screen's footprint (`ScreenFootprint`) is every byte of its file but the titles, subtitles and
/// images only its page shows: an edit of one of those keeps it, any other edit changes it.
@Suite struct ScreenFootprintTests {
    static let screen = """
        {
          "title": "People",
          "components": [
            {
              "kind": "list",
              "items": [
                { "title": "Ada", "subtitle": "Engineer" },
                {
                  "title": "Grace",
                  "subtitle": "Admiral, \\"Amazing\\" Grace",
                  "action": "people:2"
                },
                {
                  "title": "Linus",
                  "subtitle": ""
                }
              ]
            }
          ]
        }
        """

    /// The footprint of `text` read as a screen, leaving out the subtitles outside `shown`.
    static func footprint(_ text: String, shown: [String]? = []) throws -> UInt64 {
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(bytes).root
        var decoder = ScreenDecoder(file: "screens/people.json")
        let screen = decoder.decode(root, route: Route(segments: ["people"]))
        // As `ScreenReader` takes it apart: the screen's title is left out too.
        let parts = ScreenFootprint.parts(
            of: bytes, candidates: ScreenFootprint.privateValues(of: screen, shown: []), title: root.value["title"]?.location,
            problems: decoder.reader.diagnostics, dependencies: [])
        return parts.footprint(leavingOut: ScreenFootprint.privateValues(of: screen, shown: shown))
    }

    @Test func aSubtitleOnItsOwnLineIsLeftOutWhateverItsLength() throws {
        let before = try Self.footprint(Self.screen)
        // Longer, with escapes: nothing but a comma follows it on its line.
        let edited = Self.screen.replacingOccurrences(of: #"Admiral, \"Amazing\" Grace"#, with: #"Rear admiral, \"Amazing\" Grace Hopper"#)
        #expect(edited != Self.screen)
        #expect(try Self.footprint(edited) == before)
    }

    @Test func aSubtitleFollowedOnItsLineKeepsItsLength() throws {
        let before = try Self.footprint(Self.screen)
        // Same length: what follows on the line stays where it was.
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "Engineer", with: "Mechanic")) == before)
        // Another length moves the closing brace's column.
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "Engineer", with: "Engineers")) != before)
    }

    @Test func anImageIsLeftOutLikeASubtitleAndAnyOtherValueIsNot() throws {
        let screen = Self.screen.replacingOccurrences(
            of: #""title": "Linus","#, with: #""title": "Linus",\#n"image": "https://example.com/linus.png","#)
        #expect(screen != Self.screen)
        let before = try Self.footprint(screen)
        #expect(try Self.footprint(screen.replacingOccurrences(of: "linus.png", with: "linus-torvalds.jpeg")) == before)
        // Where a feature shows the item whole, its image counts.
        let shown = try Self.footprint(screen, shown: ["components[0]"])
        #expect(try Self.footprint(screen.replacingOccurrences(of: "linus.png", with: "linus.jpeg"), shown: ["components[0]"]) != shown)
        // An item's title is left out too (the catalog's search index, which lists it, is told by
        // `ScreenFootprint.itemTitles`); where a feature shows the item whole, it counts.
        #expect(try Self.footprint(screen.replacingOccurrences(of: "\"Linus\"", with: "\"Linus T\"")) == before)
        #expect(try Self.footprint(screen.replacingOccurrences(of: "\"Linus\"", with: "\"Linus T\""), shown: ["components[0]"]) != shown)
        // An action is shown elsewhere (the map): it counts.
        #expect(try Self.footprint(screen.replacingOccurrences(of: "people:2", with: "people:3")) != before)
    }

    @Test func theScreensTitleIsLeftOutLikeASubtitle() throws {
        let before = try Self.footprint(Self.screen)
        // The summary keeps the title, which the quick update compares on its own.
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "\"People\"", with: "\"Everyone at \\\"Crew\\\"\"")) == before)
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "\"People\"", with: "\"\"")) != before)
        // Followed on its line, its length counts.
        let followed = Self.screen.replacingOccurrences(of: "\"People\",", with: "\"People\", \"description\": \"d\",")
        #expect(try Self.footprint(followed.replacingOccurrences(of: "People", with: "Person")) == Self.footprint(followed))
        #expect(try Self.footprint(followed.replacingOccurrences(of: "People", with: "Persons")) != Self.footprint(followed))
        // So is an item's, on the same terms.
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "\"Ada\"", with: "\"Ade\"")) == before)
        #expect(try Self.footprint(Self.screen.replacingOccurrences(of: "\"Ada\"", with: "\"Adam\"")) != before)
    }

    @Test func aCarriageReturnAloneEndsNoLine() throws {
        // The parser counts lines at line feeds only: what follows a lone carriage return is on the
        // subtitle's line, and would move with its length.
        let screen = Self.screen.replacingOccurrences(of: "\n", with: "\r")
        let before = try Self.footprint(screen)
        #expect(try Self.footprint(screen.replacingOccurrences(of: "Admiral", with: "Rear admiral")) != before)
        // With line feeds after them (CRLF), subtitles are on their own lines again.
        let crlf = Self.screen.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Self.footprint(crlf.replacingOccurrences(of: "Admiral", with: "Rear admiral")) == Self.footprint(crlf))
    }

    @Test func aFileGrownPastTheLargestWhoseJSONIsShownChangesIt() {
        let padding = String(repeating: " ", count: ScreenFootprint.largestShownSource - 30)
        let small = Array("{\"a\": \"x\",\n\(padding)\"b\": 1}\n".utf8)
        let large = Array("{\"a\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\",\n\(padding)\"b\": 1}\n".utf8)
        #expect(small.count <= ScreenFootprint.largestShownSource && large.count > ScreenFootprint.largestShownSource)
        let place: Set<SpotsFormat.SourceLocation> = [.init(line: 1, column: 7)]
        let parts = [small, large].map { ScreenFootprint.parts(of: $0, candidates: place, problems: [], dependencies: []) }
        #expect(parts[0].footprint(leavingOut: place) != parts[1].footprint(leavingOut: place))
    }

    @Test func everyOtherEditChangesIt() throws {
        let before = try Self.footprint(Self.screen)
        let edits = [
            (#""title": "Grace""#, #""title": "Grace H""#),  // the title of an item with an action: the map labels its arrow
            (#""action": "people:2""#, #""action": "people:3""#),  // an action
            (#""subtitle": """#, #""subtitle": "x""#),  // an empty subtitle, now set (its shape)
            ("\"kind\": \"list\"", "\"kind\": \"grid\""),  // a kind
            ("\"title\": \"People\",", "\"title\": \"People\",\n"),  // a line more: every line after moves
            ("      \"items\"", "     \"items\""),  // a column
        ]
        for (old, new) in edits {
            let edited = Self.screen.replacingOccurrences(of: old, with: new)
            #expect(edited != Self.screen, "\(old)")
            #expect(try Self.footprint(edited) != before, "\(old) → \(new)")
        }
    }

    @Test func aSubtitleAFeatureShowsIsKept() throws {
        let edited = Self.screen.replacingOccurrences(of: "Admiral", with: "Commodore")
        // The catalog shows the list whole (its first use of the kind): its subtitles are kept.
        #expect(try Self.footprint(edited, shown: ["components[0]"]) != Self.footprint(Self.screen, shown: ["components[0]"]))
        // Another component, or a feature that does not say what it shows (nil): kept too.
        #expect(try Self.footprint(edited, shown: ["components[1]"]) == Self.footprint(Self.screen, shown: ["components[1]"]))
        #expect(try Self.footprint(edited, shown: nil) != Self.footprint(Self.screen, shown: nil))
        #expect(try Self.footprint(edited, shown: [""]) != Self.footprint(Self.screen, shown: [""]))
        // The item shown alone; a path that only begins like its path is another part.
        #expect(try Self.footprint(edited, shown: ["components[0].items[1]"]) != Self.footprint(Self.screen, shown: ["components[0].items[1]"]))
        #expect(try Self.footprint(edited, shown: ["components[0].items[1"]) == Self.footprint(Self.screen, shown: ["components[0].items[1"]))
    }

    @Test func aProblemOrAFileReadChangesIt() throws {
        let bytes = Array(Self.screen.utf8)
        let plain = ScreenFootprint.parts(of: bytes, candidates: [], problems: [], dependencies: [])
        let problem = Diagnostic(
            .warning, rule: .danglingAction, file: "screens/people.json", location: SourceLocation(line: 2, column: 3), message: "m")
        #expect(ScreenFootprint.parts(of: bytes, candidates: [], problems: [problem], dependencies: []) != plain)
        #expect(ScreenFootprint.parts(of: bytes, candidates: [], problems: [], dependencies: ["data/x.json"]) != plain)
    }

    @Test func onlyAPlaceWhereAStringStartsIsLeftOut() {
        let bytes = Array("{\"a\": \"x\", \"b\": 12}\n".utf8)
        // Line 1, column 7 is the string "x"; column 17 the number; line 3 is past the end.
        let places: Set<SpotsFormat.SourceLocation> = [.init(line: 1, column: 7), .init(line: 1, column: 17), .init(line: 3, column: 1)]
        let ranges = ScreenFootprint.ranges(of: places, in: bytes)
        #expect(ranges.map { $0.1 } == [6..<9])
    }

    /// The hashes of the subtitles of each shown part: one part's subtitle edited changes its hash
    /// alone, and the footprint with every subtitle left out not at all.
    @Test func eachShownPartHasAHashOfItsSubtitles() throws {
        let two = Self.screen.replacingOccurrences(
            of: "      ]\n    }\n  ]",
            with: "      ]\n    },\n    { \"kind\": \"grid\", \"items\": [ { \"title\": \"Ken\", \"subtitle\": \"Unix\" } ] }\n  ]")
        #expect(two != Self.screen)
        func hashes(_ text: String) throws -> (parts: [String: UInt64], base: UInt64) {
            let bytes = Array(text.utf8)
            var decoder = ScreenDecoder(file: "screens/people.json")
            let screen = decoder.decode(try JSONParser.parse(bytes).root, route: Route(segments: ["people"]))
            let parts = ScreenFootprint.parts(
                of: bytes, candidates: ScreenFootprint.privateValues(of: screen, shown: []), problems: decoder.reader.diagnostics, dependencies: []
            )
            return (parts.valueHashes(of: screen, shown: ["components[0]", "components[1]"]), parts.footprint(of: screen, shown: []))
        }
        let before = try hashes(two)
        #expect(Set(before.parts.keys) == ["components[0]", "components[1]"])
        let edited = try hashes(two.replacingOccurrences(of: "\"Unix\"", with: "\"Plan\""))  // of the same length: what follows on its line stays
        #expect(edited.parts["components[0]"] == before.parts["components[0]"])
        #expect(edited.parts["components[1]"] != before.parts["components[1]"])
        #expect(edited.base == before.base)
        let first = try hashes(two.replacingOccurrences(of: "\"Engineer\"", with: "\"Mathematician\""))
        #expect(first.parts["components[0]"] != before.parts["components[0]"] && first.parts["components[1]"] == before.parts["components[1]"])
    }
}
