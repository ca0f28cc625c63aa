import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// `build --incremental` takes the rest of the site as it was when only subtitles and images that
/// no other page shows changed (`QuickUpdate`): it renders those pages alone, and its output and report are
/// a full build's, byte for byte. Any other change, or an output it cannot trust, builds as before.
@Suite struct QuickUpdateTests {
    /// Six screens of one layout: the first holds the catalog's examples, the others show nothing
    /// of their subtitles to the rest of the site.
    static func project() throws -> TemporaryProject {
        var files = ["Content/site.json": #"{ "title": "Quick" }"#]
        for number in 1...6 {
            files["Content/screens/s\(number).json"] = """
                {
                  "title": "Screen \(number)",
                  "components": [
                    {
                      "kind": "list",
                      "items": [
                        {
                          "title": "First \(number)",
                          "subtitle": "The first, **\(number)**",
                          "action": "s\(number % 6 + 1)"
                        },
                        { "title": "Second \(number)", "subtitle": "Two" }
                      ]
                    },
                    { "kind": "carousel", "items": [ { "title": "Card", "subtitle": "A card", "image": "https://example.com/\(number).png" } ] }
                  ]
                }
                """
        }
        return try TemporaryProject(files: files)
    }

    /// Replaces `old` with `new` in the project's file at `path`.
    static func edit(_ project: TemporaryProject, _ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: project.url(path), encoding: .utf8)
        #expect(text.contains(old), "\(path): \(old)")
        try project.write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    /// Builds both ways (see `IncrementalBuildTests.buildBothWays`) and says whether the
    /// incremental build took the rest of the site, and how many pages it took.
    static func build(_ project: TemporaryProject, _ what: String) throws -> (quick: Bool, taken: Int) {
        let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, what)
        return (output.contains("Take the rest of the site: yes"), taken)
    }

    @Test func aSubtitleOnlyItsPageShowsRendersThatPageAlone() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project, "first build")
        #expect(try Self.build(project, "nothing changed") == (true, 6))
        // A subtitle of the fourth screen, longer: its page alone.
        try Self.edit(project, "Content/screens/s4.json", "The first, **4**", "The very first of all, **4**")
        #expect(try Self.build(project, "a subtitle of s4") == (true, 5))
        // Two screens at once; these subtitles are followed on their lines: of the same length.
        try Self.edit(project, "Content/screens/s2.json", "\"Two\"", "\"Owt\"")
        try Self.edit(project, "Content/screens/s6.json", "\"Two\"", "\"2!!\"")
        #expect(try Self.build(project, "subtitles of s2 and s6") == (true, 4))
        // A link that leads nowhere: a problem the catalog lists at the kind, so every step runs.
        try Self.edit(project, "Content/screens/s4.json", "**4**", "[nowhere](/nowhere/)")
        let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "a link in s4")
        #expect(taken == 5)
        #expect(output.contains("Take the rest of the site: no, the page of Content/screens/s4.json has other problems"), "\(output)")
        #expect(try Self.build(project, "nothing changed") == (true, 6))
    }

    @Test func anImageOnlyItsPageShowsRendersThatPageAlone() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project, "first build")
        // The catalog counts whether an item has an image, not which: the page alone.
        try Self.edit(project, "Content/screens/s5.json", "https://example.com/5.png", "https://example.org/5.png")
        #expect(try Self.build(project, "an image of s5") == (true, 5))
        // The image is followed on its line: a longer one moves what follows, so every step runs.
        try Self.edit(project, "Content/screens/s5.json", "https://example.org/5.png", "https://example.org/five.png")
        let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "a longer image of s5")
        #expect(taken == 5)
        #expect(
            output.contains(
                "Take the rest of the site: no, Content/screens/s5.json changed more than its title and its items' titles, subtitles, images and meta strings"
            ),
            "\(output)")
        // An image of the screen whose items are the catalog's examples: its kind's page too.
        try Self.edit(project, "Content/screens/s1.json", "https://example.com/1.png", "https://example.org/1.png")
        let shown = try IncrementalBuildTests.buildBothWaysSaying(project, "an image of s1")
        #expect(shown.output.contains("Take the rest of the site: yes, 1 page rendered"), "\(shown.output)")
        #expect(shown.output.contains("made again"), "\(shown.output)")
    }

    @Test func aBuildAfterRandomSubtitleEditsIsTheFullBuildByteForByte() throws {
        let project = try Self.project()
        defer { project.remove() }
        let seed = UInt64.random(in: 0...UInt64.max)
        var editor = SiteEditor(project: project, seed: seed)
        _ = try Self.build(project, "first build (seed \(seed))")
        var quick = 0
        for round in 1...16 {
            var edit = try editor.editSubtitle(word: ["Ada", "Grace", "Ken"].randomElement(using: &editor.random) ?? "Ada")
            if Int.random(in: 0..<5, using: &editor.random) == 0 {
                // Now and then a title too: every page.
                let file = try editor.screens().randomElement(using: &editor.random) ?? "screens/s1.json"
                try editor.change(file) { json in json["title"] = "Retitled \(round)" }
                edit += "; the title of \(file)"
            }
            if try Self.build(project, "round \(round) (seed \(seed)): \(edit)").quick { quick += 1 }
        }
        #expect(quick > 0, "seed \(seed): no round took the rest of the site")
    }

    @Test func anyOtherChangeBuildsAsBefore() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project, "first build")
        let edits = [
            ("Content/screens/s1.json", "The first, **1**", "An example [link](/nowhere/)"),  // a problem, in the catalog's example
            ("Content/screens/s1.json", "\"subtitle\": \"Two\"", "\"subtitle\": \"\""),  // the catalog's example shows no subtitle now
            ("Content/screens/s3.json", "\"title\": \"Screen 3\"", "\"title\": \"Third\""),  // a title
            ("Content/screens/s3.json", "\"action\": \"s4\"", "\"action\": \"s9\""),  // an action to no page (QuickActionTests: to one)
            ("Content/screens/s3.json", "\"subtitle\": \"A card\"", "\"subtitle\": \"A card!\""),  // followed on its line
            ("Content/screens/s3.json", "\"subtitle\": \"Two\"", "\"subtitle\": \"\""),  // no subtitle now
            ("Content/site.json", "Quick", "Quicker"),  // what every page shows
        ]
        for (path, old, new) in edits {
            try Self.edit(project, path, old, new)
            let built = try Self.build(project, "\(path): \(old) → \(new)")
            #expect(!built.quick || built.taken == 0, "\(path): \(old) → \(new)")
            #expect(try Self.build(project, "after \(new)").quick)
        }
        // A screen added, then removed.
        try project.write(#"{ "title": "Seven", "components": [] }"#, to: "Content/screens/s7.json")
        #expect(try Self.build(project, "s7 added").quick == false)
        try FileManager.default.removeItem(at: project.url("Content/screens/s7.json"))
        #expect(try Self.build(project, "s7 removed").quick == false)
    }

    /// A subtitle the catalog shows (s1 holds its examples): the page, and the catalog's pages of
    /// the kinds s1's examples are of, made again from what the catalog kept (`CatalogKept`).
    @Test func aSubtitleTheCatalogShowsMakesItsKindPagesAgain() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project, "first build")
        try Self.edit(project, "Content/screens/s1.json", "The first, **1**", "An example, **1**")
        var (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "a subtitle of s1")
        #expect(taken == 5)
        // The pages of the kinds whose examples come from s1's list (the list, the default item's two
        // shapes), and of those examples (as written, in pseudo text): not the carousel's.
        #expect(output.contains("Take the rest of the site: yes, 1 page rendered, 8 files that show what changed made again"), "\(output)")
        // The carousel's: its page and the default item's (its card is a shape of its own), and their examples'.
        try Self.edit(project, "Content/screens/s1.json", "\"A card\"", "\"A cart\"")
        (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "the carousel's subtitle in s1")
        #expect(taken == 5 && output.contains("yes, 1 page rendered, 6 files that show what changed made again"), "\(output)")
        // Without what the catalog kept, or with it forged, every step runs.
        let kept = project.url("Output/" + QuickFeatureInput.keptFile(of: "catalog"))
        let text = try String(contentsOf: kept, encoding: .utf8)
        try FileManager.default.removeItem(at: kept)
        try Self.edit(project, "Content/screens/s1.json", "An example", "The example")
        (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "the kept file removed")
        #expect(taken == 5 && output.contains("Take the rest of the site: no, the catalog cannot make again its files"), "\(output)")
        #expect(try Self.build(project, "the kept file written again") == (true, 6))
        try text.replacingOccurrences(of: #""route":["catalog","#, with: #""route":["..","catalog","#).write(
            to: kept, atomically: false, encoding: .utf8)
        try Self.edit(project, "Content/screens/s1.json", "The example", "An example")
        (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "the kept file forged")
        #expect(output.contains("Take the rest of the site: no, ../catalog/components/"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: project.url("catalog").path))
    }

    @Test func anOutputSummaryItCannotTrustIsNotTaken() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try Self.build(project, "first build")
        let summary = project.url("Output/" + OutlineFile.name)
        let text = try String(contentsOf: summary, encoding: .utf8)
        // A problem that names a file the build does not read (its lines would be printed).
        let forged = text.replacingOccurrences(
            of: "[\"end\"", with: "[\"after\",\"Catalog\",[\"warning\",\"/etc/passwd\",1,1,null,\"read me\",null,\"dangling-action\"]]\n[\"end\""
        )
        .replacingOccurrences(of: #"(\["end",)(\d+)"#, with: "$1X", options: .regularExpression)
        let lines = forged.split(separator: "\n").count
        try forged.replacingOccurrences(of: "[\"end\",X]", with: "[\"end\",\(lines)]").write(to: summary, atomically: false, encoding: .utf8)
        try Self.edit(project, "Content/screens/s4.json", "The first, **4**", "Edited")
        let run = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(run.output.contains("Take the rest of the site: no, the output's records name files this build does not read"), "\(run.output)")
        #expect(!run.errors.contains("passwd") && !run.errors.contains("read me"))
        // Without a summary, every step runs, and writes one.
        try FileManager.default.removeItem(at: summary)
        try Self.edit(project, "Content/screens/s4.json", "Edited", "Edited again")
        #expect(try Self.build(project, "the summary removed") == (false, 5))
        #expect(try Self.build(project, "the summary written again").quick)
        // A page or a catalog page changed in the output by hand: written again.
        for file in ["s5/index.html", "catalog/index.html"] {
            try project.write("<p>edited</p>", to: "Output/" + file)
            try Self.edit(project, "Content/screens/s4.json", "Edited again", "Edited once more")
            let (taken, output) = try IncrementalBuildTests.buildBothWaysSaying(project, "\(file) edited in the output")
            #expect(output.contains("Take the rest of the site: no, files in the output changed since the last build"), "\(output)")
            #expect(taken == (file.hasPrefix("s5") ? 4 : 5))
            try Self.edit(project, "Content/screens/s4.json", "Edited once more", "Edited again")
            #expect(try Self.build(project, "after \(file)").quick)
        }
    }

    @Test(arguments: WriteStage.allCases)
    func aKillAtAnyStageLeavesEveryFileOldOrNewAndTheNextBuildFinishesOrTakesItBack(stage: WriteStage) throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        let old = IncrementalBuildTests.filesButStamps(in: project.url("Output"))
        let oldListed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
        try Self.edit(project, "Content/screens/s4.json", "The first, **4**", "After the kill")
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet", "--output", "Clean"], in: project.root).status == 0)
        let new = IncrementalBuildTests.filesButStamps(in: project.url("Clean"))
        let newListed = OutputManifest.listedFiles(in: project.url("Clean")) ?? []
        let killed = try runProcess(
            CommandLineTests.binary, ["build", "--incremental", "--verbose"], in: project.root,
            environment: ["SPOTS_SITE_TEST_STOP_AT": stage.rawValue])
        #expect(killed.status == SIGKILL)
        // Killed as the page is written, before the step prints its line.
        #expect(stage == .streaming || killed.output.contains("Take the rest of the site: yes"), "\(killed.output)")
        let page = try String(contentsOf: project.url("Output/s4/index.html"), encoding: .utf8)
        #expect(page.contains("After the kill") == [.swapped, .done].contains(stage))
        for (path, bytes) in IncrementalBuildTests.filesButStamps(in: project.url("Output"))
        where !path.hasSuffix(".spots-new") && !path.hasSuffix(OutputJournal.name) {
            // Until the update is done, the manifest lists the new versions too (written beside).
            if path == OutputManifest.name, stage != .done {
                let listed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
                let named = listed.subtracting(OutputJournal.besideNames(in: listed))
                #expect(named.isSuperset(of: oldListed) && named.isSubset(of: oldListed.union(newListed)), "\(stage): \(named.sorted())")
                continue
            }
            #expect(bytes == old[path] || bytes == new[path], "\(stage): \(path) is neither the old file nor the new one")
        }
        let next = try CommandLineTests.run(["build", "--incremental", "--verbose"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(UpdateInPlaceTests.updateFiles(in: project.url("Output")).isEmpty)
        #expect(IncrementalBuildTests.filesButStamps(in: project.url("Output")) == new)
    }
}
