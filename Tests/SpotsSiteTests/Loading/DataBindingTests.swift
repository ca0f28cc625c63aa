import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Screen data and `<field>KeyPath` binding (JSONViewControllers' key-path binding).
@Suite struct DataBindingTests {
    static func build(_ files: [String: String]) throws -> (TemporaryProject, RenderedSite, [String]) {
        let project = try TemporaryProject(files: files)
        let site = project.build()
        return (project, site, site.diagnosticLines(relativeTo: project.root))
    }

    @Test func keyPathsReadInlineDataAFileAndTheSiteData() throws {
        let (project, site, lines) = try Self.build([
            "Content/site.json": #"{ "title": "T", "data": { "company": "Crew", "user": { "name": "Site user" } } }"#,
            "Content/data/people.json": #"{ "people": [ { "name": "Ada", "role": "Analyst" }, { "name": "Grace", "role": "Admiral" } ] }"#,
            "Content/screens/index.json": """
            { "data": { "user": { "name": "Screen user" } },
              "components": [ { "items": [ { "titleKeyPath": "user.name", "subtitleKeyPath": "company" } ] } ] }
            """,
            "Content/screens/people.json": """
            { "data": "data/people.json",
              "components": [ { "items": [ { "titleKeyPath": "people.1.name", "subtitleKeyPath": "people.1.role", "badgeKeyPath": "company" } ] } ] }
            """,
        ])
        defer { project.remove() }
        // A row's own field is data the default item (Spots' default view) does not show.
        #expect(lines.count == 1 && lines.first?.contains("shows nothing of 'badge'") == true, "\(lines)")
        let home = try #require(site.text(at: "index.html"))
        #expect(home.contains(">Screen user<"))  // the screen's data wins over the site's
        #expect(home.contains("<p>Crew</p>"))
        let people = try #require(site.screens.first { $0.route.path == "/people/" })
        let item = try #require(people.components.first?.items.first)
        #expect(item.title == "Grace")
        #expect(item.subtitle == "Admiral")
        #expect(item.fields.map(\.name) == ["badge"])
    }

    /// Data the app fills at run time may be missing: a path that finds nothing is a warning with
    /// the nearest key, and the page shows the path in the value's place; a value of the wrong kind
    /// is an error.
    @Test func aPathThatFindsNothingIsAWarningWithTheNearestKeyAndAPlaceholder() throws {
        let (project, site, lines) = try Self.build([
            "Content/screens/index.json": """
            {
              "data": { "user": { "name": "Ada" }, "people": [ "a" ] },
              "components": [ { "items": [
                { "titleKeyPath": "user.nmae" },
                { "titleKeyPath": "people.3" },
                { "titleKeyPath": "user" },
                { "title": "x", "titleKeyPath": "user.name" }
              ] } ]
            }
            """
        ])
        defer { project.remove() }
        #expect(
            lines == [
                "Content/screens/index.json:4:23: warning: the key path 'user.nmae' finds nothing: 'user' has no key 'nmae'; the page shows {user.nmae} in its place, for the app to fill (components[0].items[0].titleKeyPath); did you mean 'name'? [key-path]",
                "Content/screens/index.json:5:23: warning: the key path 'people.3' finds nothing: 'people' is a list of 1, and '3' is not one of its indexes; the page shows {people.3} in its place, for the app to fill (components[0].items[1].titleKeyPath); use 0 to 0 [key-path]",
                "Content/screens/index.json:6:23: error: the key path 'user' finds an object, not text (components[0].items[2].titleKeyPath); point it at a string or number inside [key-path]",
                "Content/screens/index.json:7:37: warning: both 'title' and 'titleKeyPath' are given; the key path wins (components[0].items[3].titleKeyPath); remove one of them [key-path-conflict]",
            ])
        let page = try #require(site.text(at: "index.html"))
        #expect(page.contains(">{user.nmae}<") && page.contains(">{people.3}<"))
        // Marked as a value still to come, for the theme to set apart (`is-placeholder`).
        #expect(page.contains(#"<article class="item kind-default" data-placeholders="title">"#))
        #expect(page.contains(#"<h2 class="item-title is-placeholder">{user.nmae}</h2>"#))
    }

    /// A JSONViewControllers row's label that holds a placeholder is marked as one; its other
    /// labels, and a label whose key path found its value, are not.
    @Test func aRowsPlaceholderLabelIsMarked() throws {
        let table = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("conformance/jsonviewcontrollers/AccountTable.json"), encoding: .utf8)
        let (project, site, _) = try Self.build(["Content/screens/index.json": table])
        defer { project.remove() }
        let page = try #require(site.text(at: "index.html"))
        #expect(page.contains(#"<p class="item-label is-placeholder">{user.name}</p>"#))
        #expect(page.contains(#"<p class="item-label">your wallet</p>"#))
        #expect(page.contains(#"data-placeholders="nameText""#))
    }

    @Test func keyPathsWithoutDataAreWarningsAndBadDataFilesErrors() throws {
        let (project, _, lines) = try Self.build([
            "Content/screens/a.json": #"{ "components": [ { "items": [ { "titleKeyPath": "user.name" } ] } ] }"#,
            "Content/screens/b.json": #"{ "data": "data/missing.json", "components": [] }"#,
            "Content/screens/c.json": #"{ "data": "../secrets.json", "components": [] }"#,
            "Content/screens/d.json": #"{ "data": 3, "components": [] }"#,
        ])
        defer { project.remove() }
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Content/screens/a.json:1:50: warning: the key path 'user.name' finds nothing: this screen has no data; the page shows {user.name} in its place"
                )
            })
        #expect(lines.contains { $0.hasPrefix("Content/screens/b.json:1:11: error: the data file 'data/missing.json' does not exist in Content/") })
        #expect(lines.contains { $0.hasPrefix("Content/screens/c.json:1:11: error: the data path '../secrets.json' leaves Content/") })
        #expect(lines.contains { $0.hasPrefix("Content/screens/d.json:1:3: error: 'data' must be a file path or an object, got a number") })
    }

    @Test func theAccountTableRowReadsItsNameFromTheData() throws {
        let table = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("conformance/jsonviewcontrollers/AccountTable.json"), encoding: .utf8)
        let (project, site, _) = try Self.build([
            "Content/site.json": #"{ "data": { "user": { "name": "Graham Perks" } } }"#,
            "Content/screens/index.json": table,
        ])
        defer { project.remove() }
        let row = try #require(site.screens.first?.components.first?.items.first)
        #expect(row.kind == "AccountSectionCell")
        #expect(row.fields.first { $0.name == "nameText" }?.value == .string("Graham Perks"))
        #expect(!site.diagnostics.hasErrors)
    }

    @Test func aDataFileSharedByScreensIsReadOnceAndItsProblemsReportedOnce() throws {
        let screen = #"{ "data": "data/broken.json", "components": [ { "items": [ { "title": "x" } ] } ] }"#
        let (project, _, lines) = try Self.build([
            "Content/data/broken.json": "{ \"a\": 1,, }",
            "Content/screens/a.json": screen,
            "Content/screens/b.json": screen,
        ])
        defer { project.remove() }
        #expect(lines.filter { $0.hasPrefix("Content/data/broken.json") }.count == 1, "\(lines)")
    }
}
