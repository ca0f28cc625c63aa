import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// `spots-site new screen`: a screen that builds with nothing to fix, an entry in the navigation
/// that keeps every other byte of `site.json`, and never a file replaced.
@Suite struct NewScreenCommandTests {
    static let home = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "Hello" } ] } ] }"#

    private func text(_ project: TemporaryProject, _ path: String) throws -> String {
        try String(contentsOf: project.url(path), encoding: .utf8)
    }

    @Test func everyKindBuildsWithNoWarningAndNoNote() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home])
        defer { project.remove() }
        let made = try CommandLineTests.run(["new", "screen", "people"], in: project.root)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            made.output
                == "Wrote Content/screens/people.json (the page /people/). spots-site serve shows it at http://127.0.0.1:8000/people/\n")
        // In the navigation, so that something leads to each (a screen in a folder is in no
        // default navigation).
        for (name, kind) in [("team/design-reviews", "grid"), ("gallery", "carousel")] {
            let run = try CommandLineTests.run(["new", "screen", name, "--kind", kind, "--nav"], in: project.root)
            #expect(run.status == 0, "\(run.errors)")
        }
        let screen = try text(project, "Content/screens/team/design-reviews.json")
        #expect(screen.contains(#""title": "Design reviews""#))
        #expect(screen.contains(#""subtitle": "Subtitles are **markdown**"#))
        let built = try CommandLineTests.run(["build", "--strict"], in: project.root)
        #expect(built.status == 0, "\(built.errors)")
        // No note either: the summary would count them before the ';'.
        #expect(built.output.contains("Built 4 pages: 4 screens, 0 warnings, 0 errors;"), "\(built.output)\(built.errors)")
        let pages = [("people", "list"), ("team/design-reviews", "grid"), ("gallery", "carousel")]
        for (route, kind) in pages {
            let page = try text(project, "Output/\(route)/index.html")
            #expect(page.contains("class=\"component component-\(kind)\""), "\(route)")
            #expect(page.contains("<strong>markdown</strong>"), "\(route)")
        }
    }

    @Test func aScreenInAFolderWithoutNavSaysHowToLeadToIt() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home])
        defer { project.remove() }
        let made = try CommandLineTests.run(["new", "screen", "team/design"], in: project.root)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            made.output.hasSuffix("Nothing leads to it yet: give an item of another screen \"action\": \"team/design\", or run this with --nav.\n"))
        let built = try CommandLineTests.run(["build"], in: project.root)
        #expect(
            built.errors.contains("Content/screens/team/design.json:1:1: warning: nothing leads to this screen (/team/design/)"), "\(built.errors)")
        let top = try CommandLineTests.run(["new", "screen", "people"], in: project.root)
        #expect(!top.output.contains("Nothing leads to it"))
    }

    /// A site whose site.json names its navigation (as `init`'s does) has no default one: a
    /// top-level screen is led to by nothing either, and is told so at once; with --nav it is not.
    @Test func aScreenOfASiteWithItsOwnNavigationSaysHowToLeadToIt() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.home,
            "Content/site.json": #"{ "title": "T", "navigation": [ { "title": "Home", "action": "/" } ] }"#,
        ])
        defer { project.remove() }
        let made = try CommandLineTests.run(["new", "screen", "hello"], in: project.root)
        #expect(made.output.hasSuffix("Nothing leads to it yet: give an item of another screen \"action\": \"hello\", or run this with --nav.\n"))
        let built = try CommandLineTests.run(["build"], in: project.root)
        #expect(built.errors.contains("Content/screens/hello.json:1:1: warning: nothing leads to this screen (/hello/)"), "\(built.errors)")
        let nav = try CommandLineTests.run(["new", "screen", "other", "--nav"], in: project.root)
        #expect(nav.status == 0 && !nav.output.contains("Nothing leads to it"), "\(nav.output)")
    }

    @Test func aFileThereAlreadyIsLeftByteForByte() throws {
        let mine = "{ \"title\": \"Mine\", \"components\": [] }\n"
        let project = try TemporaryProject(files: ["Content/screens/people.json": mine, "Content/screens/team/index.json": mine])
        defer { project.remove() }
        let refused = try CommandLineTests.run(["new", "screen", "people", "--nav"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.errors == "error: Content/screens/people.json is there already; it is left as it was, and nothing was written\n")
        #expect(try text(project, "Content/screens/people.json") == mine)
        #expect(!FileManager.default.fileExists(atPath: project.url("Content/site.json").path))
        // Another file of the same page: team/index.json is the page /team/.
        let samePage = try CommandLineTests.run(["new", "screen", "team"], in: project.root)
        #expect(samePage.status == 1)
        #expect(samePage.errors.contains("Content/screens/team/index.json is the page /team/ already; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Content/screens/team.json").path))
    }

    @Test func navIntoEntriesOneALineKeepsEveryOtherByte() throws {
        let site = """
            {
                "title": "Crew",
                "navigation": [
                    { "title": "Home", "action": "/" },
                    {"title": "Team", "action": "team"}
                ],
                "language": "en"
            }
            """
        let project = try TemporaryProject(files: ["Content/site.json": site, "Content/screens/index.json": Self.home])
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "account-settings", "--nav"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output
                == "Wrote Content/screens/account-settings.json (the page /account-settings/); added it to Content/site.json's navigation. spots-site serve shows it at http://127.0.0.1:8000/account-settings/\n"
        )
        let expected = """
            {
                "title": "Crew",
                "navigation": [
                    { "title": "Home", "action": "/" },
                    {"title": "Team", "action": "team"},
                    {"title": "Account settings", "action": "account-settings"}
                ],
                "language": "en"
            }
            """
        #expect(try text(project, "Content/site.json") == expected)
        // Again: an entry leads there already, and the file is left as it was.
        try FileManager.default.removeItem(at: project.url("Content/screens/account-settings.json"))
        let again = try CommandLineTests.run(["new", "screen", "account-settings", "--nav"], in: project.root)
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.contains("; Content/site.json's navigation has an entry for it already (\"Account settings\"), left as it was."))
        #expect(try text(project, "Content/site.json") == expected)
    }

    @Test func navIntoAnInlineListAndIntoAnotherContentFolder() throws {
        let site = "{ \"title\": \"Crew\", \"navigation\": [ { \"title\": \"Home\", \"action\": \"/\" } ] }\n"
        let project = try TemporaryProject(files: ["screens-json/site.json": site, "screens-json/screens/index.json": Self.home])
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "team/design", "--nav", "--content", "screens-json/"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote screens-json/screens/team/design.json (the page /team/design/); added it to screens-json/site.json's"))
        #expect(run.output.hasSuffix("spots-site serve --content screens-json shows it at http://127.0.0.1:8000/team/design/\n"))
        #expect(
            try text(project, "screens-json/site.json")
                == "{ \"title\": \"Crew\", \"navigation\": [ { \"title\": \"Home\", \"action\": \"/\" }, { \"title\": \"Design\", \"action\": \"team/design\" } ] }\n"
        )
        let built = try CommandLineTests.run(["build", "--strict", "--content", "screens-json"], in: project.root)
        #expect(built.output.contains("0 warnings, 0 errors;"), "\(built.output)\(built.errors)")
    }

    @Test func navAddsTheListWhenThereIsNone() throws {
        let site = "{\n\t\"title\": \"Crew\",\n\t\"language\": \"en\"\n}\n"
        let project = try TemporaryProject(files: ["Content/site.json": site, "Content/screens/index.json": Self.home])
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "people", "--nav", "--kind", "grid"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("; gave Content/site.json a navigation: Home, People."))
        let expected = """
            {
            \t"title": "Crew",
            \t"language": "en",
            \t"navigation": [
            \t\t{ "title": "Home", "action": "/" },
            \t\t{ "title": "People", "action": "people" }
            \t]
            }

            """
        #expect(try text(project, "Content/site.json") == expected)
        let built = try CommandLineTests.run(["build", "--strict"], in: project.root)
        #expect(built.output.contains("0 warnings, 0 errors;"), "\(built.output)\(built.errors)")
    }

    @Test func navWritesASiteFileWhenThereIsNone() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "people", "--nav"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("; wrote Content/site.json with a navigation: People."))
        #expect(
            try text(project, "Content/site.json") == "{\n  \"navigation\": [\n    { \"title\": \"People\", \"action\": \"people\" }\n  ]\n}\n")
        let built = try CommandLineTests.run(["build", "--strict"], in: project.root)
        #expect(built.output.contains("0 warnings, 0 errors;"), "\(built.output)\(built.errors)")
    }

    /// The default navigation (the home page and the top-level screens) is kept: `--nav` makes a
    /// navigation of it and the new page, for a file with none and for `"navigation": null`.
    @Test(arguments: ["{ \"title\": \"Crew\" }\n", "{\n  \"title\": \"Crew\",\n  \"navigation\": null\n}\n"])
    func navKeepsTheDefaultNavigation(site: String) throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": site, "Content/screens/index.json": Self.home,
            "Content/screens/offices.json":
                #"{ "title": "Our offices", "components": [ { "items": [ { "title": "Oslo", "action": "teams:ios" } ] } ] }"#,
            "Content/screens/teams/ios.json": #"{ "title": "iOS", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
        ])
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "people", "--nav"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("; gave Content/site.json a navigation: Home, Our offices, People."), "\(run.output)")
        let written = try text(project, "Content/site.json")
        #expect(written.contains(#"{ "title": "Our offices", "action": "offices" }"#), "\(written)")
        #expect(!written.contains("null") && !written.contains("teams"))
        let built = try CommandLineTests.run(["build", "--strict"], in: project.root)
        #expect(built.output.contains("0 warnings, 0 errors;"), "\(built.output)\(built.errors)")
    }

    @Test func navKeepsTheSiteFilesPermissions() throws {
        let project = try TemporaryProject(files: ["Content/site.json": "{ \"navigation\": [] }\n"])
        defer { project.remove() }
        let site = project.url("Content/site.json").path
        #expect(chmod(site, 0o600) == 0)
        let run = try CommandLineTests.run(["new", "screen", "people", "--nav"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        let mode = try FileManager.default.attributesOfItem(atPath: site)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try text(project, "Content/site.json").contains("people"))
    }

    @Test func aSiteFileThatDoesNotParseStopsEverything() throws {
        let site = "{\n  \"title\": \"Crew\"\n  \"navigation\": []\n}\n"
        let project = try TemporaryProject(files: ["Content/site.json": site])
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", "people", "--nav"], in: project.root)
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: Content/site.json:2:18: expected ',' after the member; the next one starts on line 3 (add ',' at the end of this line)\nNothing was written: fix Content/site.json, or leave out --nav.\n"
        )
        #expect(try text(project, "Content/site.json") == site)
        #expect(!FileManager.default.fileExists(atPath: project.url("Content/screens").path))
    }

    @Test(arguments: [
        ("a/../b", "names '.' or '..'"), ("[id]", "is a page from data"), ("profile/[id]", "is a page from data"),
        ("x~y", "is a variant (name~state)"), ("", "the screen needs a name"), ("/people", "is an absolute path; NAME is the page's path"),
        ("team//design", "an empty path segment"), ("caf\u{E9}", "routes use letters, digits"),
    ])
    func refusesNamesThatAreNoPlainPage(name: String, message: String) throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let run = try CommandLineTests.run(["new", "screen", name], in: project.root)
        #expect(run.status == 2, "\(name)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: project.url("Content").path))
    }
}
