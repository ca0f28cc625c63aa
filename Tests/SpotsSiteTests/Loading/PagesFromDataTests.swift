import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Pages from data: a screen file named with `[field]` segments and an `each` data file makes one
/// page per record (BothamUI's screen per id, Hugo's content adapters).
@Suite struct PagesFromDataTests {
    static let template = #"""
        { "each": "data/people.json", "titleKeyPath": "name",
          "components": [ { "items": [ { "titleKeyPath": "name", "subtitleKeyPath": "role", "metaKeyPath": "facts", "kind": "profile-card" } ] } ] }
        """#
    static let people = #"""
        [
          { "id": "1", "name": "Ada", "role": "Engineer", "facts": { "team": "Platform" } },
          { "id": 2, "name": "Grace", "role": "Admiral", "facts": { "team": "Navy" } }
        ]
        """#

    @Test func eachRecordMakesAPageBoundToIt() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/profile/[id].json": Self.template,
            "Content/data/people.json": Self.people,
            "Content/screens/index.json": #"{ "title": "Home", "components": [ { "items": [ { "title": "Grace", "action": "profile:2" } ] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        #expect(site.screens.map(\.route.path) == ["/", "/profile/1/", "/profile/2/"])
        let grace = try #require(site.text(at: "profile/2/index.html"))
        #expect(grace.contains("<h1 class=\"page-title\">Grace</h1>"))
        #expect(grace.contains("<title>Grace – Screens</title>"))
        #expect(grace.contains("<dt>Team</dt><dd>Navy</dd>"))
        #expect(grace.contains("Content/screens/profile/[id].json"))
        // An action to a record's page is a link like any other.
        #expect(try #require(site.text(at: "index.html")).contains(#"<a href="profile/2/index.html">Grace</a>"#))
        let routes = try #require(site.text(at: "routes.json"))
        #expect(routes.contains(#""route" : "/profile/1/""#))
    }

    @Test func severalFieldsMakeSeveralSegments() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/teams/[team]/[id].json": #"{ "each": "data/people.json", "titleKeyPath": "name", "components": [] }"#,
            "Content/data/people.json": #"[ { "team": "ios", "id": "ada", "name": "Ada" }, { "team": "web", "id": "ada", "name": "Ada W" } ]"#,
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.screens.map(\.route.path) == ["/teams/ios/ada/", "/teams/web/ada/"])
    }

    @Test func recordProblemsPointIntoTheDataFile() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/profile/[id].json": #"{ "each": "data/people.json", "titleKeyPath": "name", "components": [] }"#,
            "Content/screens/profile/1.json": #"{ "components": [] }"#,
            "Content/data/people.json": #"""
            [
              { "id": "1", "name": "Clash with 1.json" },
              { "ID": "2", "name": "No id" },
              { "id": "3", "name": "Three" },
              { "id": "3", "name": "Three again" },
              { "id": "a/b", "name": "Bad segment" },
              "not a record"
            ]
            """#,
        ])
        defer { project.remove() }
        let site = project.build()
        let errors = site.diagnostics.filter { $0.severity == .error }
        let lines = errors.map { "\($0.location?.line ?? 0): \($0.message)\($0.hint.map { " [\($0)]" } ?? "")" }
        #expect(errors.allSatisfy { $0.file.hasSuffix("Content/data/people.json") }, "\(errors)")
        #expect(
            lines.contains {
                $0.hasPrefix("2: this record makes the page /profile/1/, which ") && $0.contains("Content/screens/profile/1.json makes too")
            })
        #expect(
            lines.contains(
                "3: record 2 has no text or whole number 'id', which \(project.root.path)/Content/screens/profile/[id].json needs for its page's address; it makes no page [did you mean 'ID'?]"
            ))
        #expect(lines.contains { $0.hasPrefix("5: this record makes the page /profile/3/, which another record of ") })
        #expect(lines.contains { $0.hasPrefix("6: record 5's 'id' cannot be part of a page address:") })
        #expect(lines.contains("7: record 6 is a string, not an object"))
        #expect(site.screens.map(\.route.path) == ["/profile/1/", "/profile/3/"])
    }

    @Test func eachIsNeededAndMustHoldAList() throws {
        let missing = try TemporaryProject(files: ["Content/screens/p/[id].json": #"{ "components": [] }"#])
        defer { missing.remove() }
        let error = try #require(missing.build().diagnostics.first)
        #expect(error.message == #"a screen named with [id] needs "each": the data file whose records become its pages"#)

        let notAList = try TemporaryProject(files: [
            "Content/screens/p/[id].json": #"{ "each": "data/one.json", "components": [] }"#, "Content/data/one.json": #"{ "id": "1" }"#,
        ])
        defer { notAList.remove() }
        #expect(notAList.build().diagnostics.map(\.message) == ["the data file 'data/one.json' holds an object, not an array of records"])

        let stray = try TemporaryProject(files: ["Content/screens/index.json": #"{ "each": "data/x.json", "components": [] }"#])
        defer { stray.remove() }
        let warning = try #require(stray.build().diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("'each' makes one page per record only in a file named with a [field]"))
    }

    @Test func aKeyPathARecordLacksNamesTheRecord() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/p/[id].json": Self.template,
            "Content/data/people.json":
                #"[ { "id": "1", "name": "Ada", "role": "Engineer", "facts": {} }, { "id": "2", "name": "Bo", "rol": "x", "facts": {} } ]"#,
        ])
        defer { project.remove() }
        // The pages' own problem, beside the warning that nothing leads to them.
        let error = try #require(project.build().diagnostics.first { $0.rule == .keyPath })
        #expect(
            error.message
                == "the key path 'role' finds nothing: record 2 of \(project.root.path)/Content/data/people.json (line 1) has no key 'role'; the page shows {role} in its place, for the app to fill"
        )
        #expect(error.hint == "did you mean 'rol'?")
        #expect(error.file.hasSuffix("Content/screens/p/[id].json"))
    }

    @Test func metaKeyPathNeedsAnObject() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "data": { "a": "text" }, "components": [ { "items": [ { "title": "x", "metaKeyPath": "a" } ] } ] }"#
        ])
        defer { project.remove() }
        #expect(project.build().diagnostics.map(\.message) == ["the key path 'a' finds a string, not an object for 'meta'"])
    }

    @Test func theExampleProfilesArePagesFromData() throws {
        let site = ExampleSiteTests.build()
        let profiles = site.screens.filter { $0.route.segments.first == "profile" }
        #expect(profiles.count == 6)
        #expect(profiles.allSatisfy { $0.source == "Content/screens/profile/[id].json" })
        #expect(site.text(at: "profile/4/index.html")?.contains("<h1 class=\"page-title\">Ayşe Yılmaz</h1>") == true)
    }
}
