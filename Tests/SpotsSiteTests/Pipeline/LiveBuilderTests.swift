import Foundation
import SpotsLiveSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The incremental builder behind `spots-site serve`: what each kind of change renders again, and
/// that a broken edit never replaces a good page.
@Suite struct LiveBuilderTests {
    static let files = [
        "Content/site.json": #"{ "title": "Live" }"#,
        "Content/screens/index.json": #"{ "title": "Home", "components": [ { "items": [ { "title": "One", "action": "people" } ] } ] }"#,
        "Content/screens/people.json":
            #"{ "title": "People", "data": "data/people.json", "components": [ { "items": [ { "titleKeyPath": "first" } ] } ] }"#,
        "Content/screens/about.json": #"{ "title": "About", "components": [ { "items": [ { "title": "Us", "kind": "person" } ] } ] }"#,
        "Content/data/people.json": #"{ "first": "Ada" }"#,
    ]

    static func project() throws -> (TemporaryProject, LiveBuilder) {
        let project = try TemporaryProject(files: files)
        var builder = LiveBuilder(options: project.options())
        builder.build()
        return (project, builder)
    }

    @Test func theFirstBuildIsTheWholeSite() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        #expect(builder.diagnostics.isEmpty, "\(builder.diagnostics)")
        #expect(builder.site.text(at: "people/index.html")?.contains(">Ada<") == true)
        let nothing = builder.refresh()
        #expect(nothing == nil)  // nothing changed
    }

    @Test func aChangedScreenRendersOnlyItsPage() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        try project.write(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "Two", "action": "people" } ] } ] }"#, to: "Content/screens/index.json")
        let updateUpdate = builder.refresh()
        let update = try #require(updateUpdate)
        #expect(!update.everything)
        #expect(update.renderedPages == 1)
        #expect(update.changedFiles.filter { !$0.hasPrefix("catalog/") } == ["index.html"])
        #expect(builder.site.text(at: "index.html")?.contains(">Two<") == true)
    }

    @Test func theCatalogFollowsASavedScreenAtTheNextLook() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        let before = builder.site.text(at: "catalog/items/person/index.html")
        try project.write(
            #"{ "title": "About", "components": [ { "items": [ { "title": "Them", "kind": "person" } ] } ] }"#, to: "Content/screens/about.json")
        // First the page, with the catalog as it was: a saved screen shows without waiting for it.
        let pageUpdate = builder.refresh()
        let page = try #require(pageUpdate)
        #expect(page.changedFiles == ["about/index.html"])
        #expect(builder.site.text(at: "catalog/items/person/index.html") == before)
        // Then, with nothing else saved, the catalog.
        let catalogUpdate = builder.catchUp()
        let catalog = try #require(catalogUpdate)
        #expect(catalog.renderedPages == 0)
        #expect(catalog.changedFiles.contains("catalog/items/person/index.html"))
        #expect(catalog.changedFiles.allSatisfy { $0.hasPrefix("catalog/") })
        #expect(builder.site.text(at: "catalog/items/person/index.html")?.contains("Them") == true)
        let nothing = builder.refresh()
        #expect(nothing == nil)
    }

    @Test func aChangedDataFileRendersThePagesThatReadIt() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        try project.write(#"{ "first": "Grace" }"#, to: "Content/data/people.json")
        let updateUpdate = builder.refresh()
        let update = try #require(updateUpdate)
        #expect(update.renderedPages == 1)
        #expect(update.changedFiles.filter { !$0.hasPrefix("catalog/") } == ["people/index.html"])
        #expect(builder.site.text(at: "people/index.html")?.contains(">Grace<") == true)
    }

    @Test func aChangedTemplateRendersThePagesRenderedWithIt() throws {
        var files = Self.files
        files["Templates/items/person.mustache"] = "<p class=\"person\">{{title}}</p>\n"
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        try project.write("<p class=\"person changed\">{{title}}</p>\n", to: "Templates/items/person.mustache")
        let updateUpdate = builder.refresh()
        let update = try #require(updateUpdate)
        #expect(update.renderedPages == 1)
        #expect(update.changedFiles.filter { !$0.hasPrefix("catalog/") } == ["about/index.html"])
        #expect(builder.site.text(at: "about/index.html")?.contains("person changed") == true)
    }

    @Test func addingAScreenOrChangingATitleRebuildsEverything() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        try project.write(#"{ "title": "New", "components": [] }"#, to: "Content/screens/new.json")
        let addedUpdate = builder.refresh()
        let added = try #require(addedUpdate)
        #expect(added.everything)
        #expect(added.changedFiles.isSuperset(of: ["new/index.html", "sitemap.xml", "routes.json"]))
        try project.write(
            #"{ "title": "About us", "components": [ { "items": [ { "title": "Us", "kind": "person" } ] } ] }"#, to: "Content/screens/about.json")
        let retitledUpdate = builder.refresh()
        let retitled = try #require(retitledUpdate)
        #expect(retitled.everything)
        #expect(retitled.changedFiles.contains("routes.json"))
    }

    @Test func aTitleNoOtherPageShowsRendersOnlyItsPage() throws {
        var files = Self.files
        // Not in the navigation (not directly in screens/), and no screen is below it.
        files["Content/screens/team/one.json"] = #"{ "title": "One", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        try project.write(#"{ "title": "Team one", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#, to: "Content/screens/team/one.json")
        let retitledUpdate = builder.refresh()
        let retitled = try #require(retitledUpdate)
        #expect(!retitled.everything)
        #expect(retitled.renderedPages == 1)
        #expect(builder.site.text(at: "team/one/index.html")?.contains("Team one") == true)
        // The site's files that list the screens by title follow.
        #expect(retitled.changedFiles.contains("routes.json"))
        #expect(builder.site.text(at: "routes.json")?.contains("Team one") == true)
    }

    @Test func changedRecordsChangeWhichPagesThereAre() throws {
        var files = Self.files
        files["Content/screens/p/[id].json"] = #"{ "each": "data/records.json", "titleKeyPath": "name", "components": [] }"#
        files["Content/data/records.json"] = #"[ { "id": "a", "name": "A" } ]"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        #expect(builder.site.text(at: "p/a/index.html") != nil)
        try project.write(#"[ { "id": "b", "name": "B" }, { "id": "c", "name": "C" } ]"#, to: "Content/data/records.json")
        let updateUpdate = builder.refresh()
        let update = try #require(updateUpdate)
        #expect(update.everything)
        #expect(update.removedFiles.contains("p/a/index.html"))
        #expect(update.changedFiles.isSuperset(of: ["p/b/index.html", "p/c/index.html"]))
    }

    @Test func aBrokenScreenKeepsItsLastGoodPageUntilItIsFixed() throws {
        var (project, builder) = try Self.project()
        defer { project.remove() }
        let good = try #require(builder.site.text(at: "index.html"))
        try project.write(#"{ "title": "Home", "components": [ { "items": [ { "title": "Broken" } ] }"#, to: "Content/screens/index.json")
        let brokenUpdate = builder.refresh()
        let broken = try #require(brokenUpdate)
        #expect(broken.changedFiles.isEmpty)
        #expect(builder.site.text(at: "index.html") == good)
        let error = try #require(builder.diagnostics.first { $0.severity == .error })
        #expect(error.file.hasSuffix("Content/screens/index.json"))
        #expect(error.location != nil)
        // Fixed with its action, so the page it leads to counts the same screens leading to it.
        try project.write(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "Fixed", "action": "people" } ] } ] }"#, to: "Content/screens/index.json")
        let fixedUpdate = builder.refresh()
        let fixed = try #require(fixedUpdate)
        #expect(fixed.changedFiles.filter { !$0.hasPrefix("catalog/") } == ["index.html"])
        #expect(builder.site.text(at: "index.html")?.contains(">Fixed<") == true)
        #expect(builder.diagnostics.isEmpty)
    }

    @Test func aBrokenTemplateHoldsTheWholeSiteBack() throws {
        var files = Self.files
        files["Templates/items/person.mustache"] = "<p>{{title}}</p>\n"
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        let good = builder.site.files
        try project.write("<p>{{#title}}</p>\n", to: "Templates/items/person.mustache")
        let brokenUpdate = builder.refresh()
        let broken = try #require(brokenUpdate)
        #expect(broken.changedFiles.isEmpty)
        #expect(builder.site.files == good)
        #expect(builder.diagnostics.contains { $0.severity == .error && $0.file.hasSuffix("person.mustache") })
        try project.write("<p class=\"ok\">{{title}}</p>\n", to: "Templates/items/person.mustache")
        let refreshed = builder.refresh()
        _ = try #require(refreshed)
        #expect(builder.site.text(at: "about/index.html")?.contains("class=\"ok\"") == true)
        #expect(builder.diagnostics.isEmpty, "\(builder.diagnostics)")
    }

    @Test func problemsOfStepsThatDidNotRerunStayReported() throws {
        var files = Self.files
        // The graph's checks off: with the one entry gone, nothing would lead anywhere.
        files["Content/site.json"] =
            #"{ "title": "Live", "navigation": [ { "title": "Gone", "action": "gone" } ], "flow": { "orphan": false, "deadEnd": false } }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        #expect(builder.diagnostics.map(\.message) == ["the navigation entry 'Gone' leads to /gone/, which has no screen; it is left out"])
        try project.write(
            #"{ "title": "About", "components": [ { "items": [ { "title": "Them", "kind": "person" } ] } ] }"#, to: "Content/screens/about.json")
        let update = builder.refresh()
        #expect(update?.everything == false)
        #expect(update?.renderedPages == 1)
        #expect(builder.diagnostics.map(\.message) == ["the navigation entry 'Gone' leads to /gone/, which has no screen; it is left out"])
    }

    @Test func theSnapshotSeesSameLengthSavesWithinOneTick() throws {
        let project = try TemporaryProject(files: ["a.txt": "one"])
        defer { project.remove() }
        let before = FolderSnapshot.take([project.root])
        try project.write("two", to: "a.txt")
        #expect(FolderSnapshot.take([project.root]).changes(since: before) == [project.url("a.txt").standardizedFileURL.path])
    }

    @Test func lookingAtTheReportedFilesAloneSeesWhatAWholeLookSees() throws {
        let project = try TemporaryProject(files: ["Content/a.json": "1", "Content/b.json": "2", "Content/c.json": "3"])
        defer { project.remove() }
        let roots = [project.url("Content")]
        let path = { (name: String) in project.url(name).standardizedFileURL.path }
        let before = FolderSnapshot.take(roots)
        try project.write("one", to: "Content/a.json")
        try FileManager.default.removeItem(at: project.url("Content/b.json"))
        try project.write("4", to: "Content/new/d.json")
        try project.write("x", to: "Content/.a.json.swp")
        try project.write("y", to: "elsewhere.json")
        let reported: Set<String> = [
            path("Content/a.json"), path("Content/b.json"), path("Content/new/d.json"), path("Content/.a.json.swp"), path("elsewhere.json"),
        ]
        let updated = try #require(before.updating(reported, roots: roots))
        #expect(updated == FolderSnapshot.take(roots))
        #expect(updated.changes(since: before) == [path("Content/a.json"), path("Content/b.json"), path("Content/new/d.json")])
        // A folder named: only a whole look is right.
        #expect(before.updating([path("Content/new")], roots: roots) == nil)
    }
}
