import Foundation
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// `site.json` edited as text: the entry goes where the file's own entries would put it, written
/// as they are, and every other byte stays.
@Suite struct NavigationEditTests {
    static let people = NavigationEdit.Entry(title: "People", action: "people")
    static let home = NavigationEdit.Entry(title: "Home", action: "/")

    /// The file `site` with the people entry added, as text; nil when it is left as it was.
    private func added(_ site: String, defaults: [NavigationEdit.Entry] = []) throws -> String? {
        switch try NavigationEdit.adding(Self.people, defaults: { defaults }, to: Array(site.utf8)) {
        case .inserted(let bytes), .navigationAdded(let bytes, _): String(decoding: bytes, as: UTF8.self)
        case .present: nil
        }
    }

    @Test func entriesWrittenAMemberALineGetOneLikeThem() throws {
        let site = "{\n  \"navigation\": [\n    {\n      \"title\": \"Home\",\n      \"action\": \"/\"\n    }\n  ]\n}\n"
        let expected = """
            {
              "navigation": [
                {
                  "title": "Home",
                  "action": "/"
                },
                {
                  "title": "People",
                  "action": "people"
                }
              ]
            }

            """
        #expect(try added(site) == expected)
    }

    @Test func compactEntriesGetACompactOne() throws {
        let site = #"{"navigation":[{"title":"Home","action":"/"},{"title":"Team","action":"team"}]}"#
        let expected = #"{"navigation":[{"title":"Home","action":"/"},{"title":"Team","action":"team"},{"title":"People","action":"people"}]}"#
        #expect(try added(site) == expected)
    }

    @Test func lineBreaksTrailingCommasAndAByteOrderMarkAreKept() throws {
        let crlf = "{\r\n  \"navigation\": [\r\n    { \"title\": \"Home\", \"action\": \"/\" }\r\n  ]\r\n}\r\n"
        #expect(
            try added(crlf)
                == "{\r\n  \"navigation\": [\r\n    { \"title\": \"Home\", \"action\": \"/\" },\r\n    { \"title\": \"People\", \"action\": \"people\" }\r\n  ]\r\n}\r\n"
        )
        let trailing = #"{ "navigation": [ { "title": "Home", "action": "/" }, ] }"#
        #expect(try added(trailing) == #"{ "navigation": [ { "title": "Home", "action": "/" }, { "title": "People", "action": "people" }, ] }"#)
        let marked = "\u{FEFF}{ \"title\": \"Crew\" }"
        #expect(try added(marked) == "\u{FEFF}{ \"title\": \"Crew\", \"navigation\": [ { \"title\": \"People\", \"action\": \"people\" } ] }")
    }

    @Test func anEmptyListOrObjectIsFilled() throws {
        #expect(try added(#"{ "navigation": [] }"#) == #"{ "navigation": [ { "title": "People", "action": "people" } ] }"#)
        #expect(
            try added("{\n  \"navigation\": [\n  ]\n}\n") == "{\n  \"navigation\": [\n    { \"title\": \"People\", \"action\": \"people\" }\n  ]\n}\n"
        )
        #expect(
            try added("{}\n", defaults: [Self.home])
                == "{\n  \"navigation\": [\n    { \"title\": \"Home\", \"action\": \"/\" },\n    { \"title\": \"People\", \"action\": \"people\" }\n  ]\n}\n"
        )
    }

    @Test func anEntryThatLeadsThereAlreadyLeavesTheFile() throws {
        let site = #"{ "navigation": [ { "title": "Folks", "action": "/people/" } ] }"#
        #expect(try NavigationEdit.adding(Self.people, defaults: { [] }, to: Array(site.utf8)) == .present(title: "Folks"))
        // An address of another site is not the page, whatever its path.
        let external = #"{ "navigation": [ { "title": "Docs", "action": "https://example.com/people" } ] }"#
        #expect(try added(external) != nil)
    }

    @Test func whatIsNoObjectWithAListIsRefusedWhereItIs() throws {
        #expect(
            throws: NavigationEdit.Problem(
                location: SourceLocation(line: 1, column: 17), message: "navigation is an object, not a list of entries",
                hint: "write it as [ { \"title\": \"Home\", \"action\": \"/\" } ]")
        ) {
            try NavigationEdit.adding(Self.people, defaults: { [] }, to: Array(#"{ "navigation": {} }"#.utf8))
        }
        #expect(throws: NavigationEdit.Problem(location: .start, message: "site.json holds an array, not an object", hint: nil)) {
            try NavigationEdit.adding(Self.people, defaults: { [] }, to: Array("[1]".utf8))
        }
    }
}
