import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// `build --incremental` over its own output updates it in place under a journal: a build killed
/// at any stage leaves every file old or new, and the next build finishes or takes back the update.
@Suite struct UpdateInPlaceTests {
    static func screen(_ title: String) -> String {
        #"{ "title": "\#(title)", "components": [ { "kind": "list", "items": [ { "title": "An item" } ] } ] }"#
    }

    static let files = IncrementalBuildTests.filesButStamps(in:)

    /// The files a build writes beside their places, and the journal, anywhere in `folder`.
    static func updateFiles(in folder: URL) -> [String] {
        OutputManifest.files(in: folder).filter { $0.hasSuffix(".spots-new") || $0.hasSuffix(OutputJournal.name) }.sorted()
    }

    @Test(arguments: WriteStage.allCases)
    func aKillAtAnyStageLeavesEveryFileOldOrNewAndTheNextBuildFinishesOrTakesItBack(stage: WriteStage) throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen("Before"), "Content/screens/about.json": Self.screen("About"),
            "Content/screens/team.json": Self.screen("Team"),
        ])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        let old = Self.files(project.url("Output"))
        let oldListed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
        // A changed page, a removed one and a new one.
        try project.write(Self.screen("After"), to: "Content/screens/index.json")
        try FileManager.default.removeItem(at: project.url("Content/screens/about.json"))
        try project.write(Self.screen("News"), to: "Content/screens/news.json")
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet", "--output", "Clean"], in: project.root).status == 0)
        let new = Self.files(project.url("Clean"))
        let killed = try runProcess(
            CommandLineTests.binary, ["build", "--incremental", "--quiet"], in: project.root,
            environment: ["SPOTS_SITE_TEST_STOP_AT": stage.rawValue])
        #expect(killed.status == SIGKILL)
        // In place: nothing beside the output, and every file in it old or new.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".Output") }.isEmpty)
        let home = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        let committed = [.swapped, .done].contains(stage)
        #expect(home.contains(committed ? "After" : "Before"))
        let present = Self.files(project.url("Output"))
        for (path, bytes) in present where !path.hasSuffix(".spots-new") && !path.hasSuffix(OutputJournal.name) {
            // Among the renames, the manifest lists the old files and the new ones: every file there.
            if path == OutputManifest.name, stage == .swapped {
                let listed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
                #expect(present.keys.allSatisfy { listed.contains($0) || $0 == OutputManifest.name || $0 == OutputJournal.name })
                continue
            }
            // Before them, the old files and the new version of each file, listed before it is
            // written (a folder made for it is spots-site's; a stranger of that name is not).
            if path == OutputManifest.name, stage != .done {
                let listed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
                let besides = OutputJournal.besideNames(in: listed)
                #expect(listed.subtracting(besides) == oldListed, "\(stage): \(listed.sorted())")
                #expect(besides.contains("news/.index.html.spots-new") && besides.contains(".index.html.spots-new"), "\(stage)")
                continue
            }
            #expect(bytes == old[path] || bytes == new[path], "\(stage): \(path) is neither the old file nor the new one")
        }
        #expect(Self.updateFiles(in: project.url("Output")).contains(OutputJournal.name) == (stage != .done))
        // The next build finishes what was committed, takes back what was not, then builds.
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        switch stage {
        case .done: #expect(!next.output.contains("interrupted build"))
        case .committing, .swapped: #expect(next.output.contains("Finished the update of Output/ that an interrupted build had begun\n"))
        default: #expect(next.output.contains("Took back the update of Output/ that an interrupted build had begun; it is as it was before\n"))
        }
        #expect(Self.updateFiles(in: project.url("Output")).isEmpty)
        #expect(Self.files(project.url("Output")) == new)
        #expect(SiteWriter(output: project.url("Output")).ownershipProblem() == nil)
    }

    /// An update lists (in the manifest, beside their places) only the files it writes, and its
    /// journal removes no other such name: an update of one page of 10,000 stood 20,000 names in both.
    @Test func anUpdateListsOnlyWhatItWrites() throws {
        // A subtitle only its page shows: the quick update writes that page alone.
        func about(_ subtitle: String) -> String {
            #"{ "title": "About", "components": [ { "kind": "list", "items": [ { "title": "An item", "subtitle": "\#(subtitle)" } ] } ] }"#
        }
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen("Home"), "Content/screens/about.json": about("Old"),
            "Content/screens/team.json": Self.screen("Team"), "Content/site.json": #"{ "catalog": false }"#,
        ])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        try project.write(about("New"), to: "Content/screens/about.json")
        let killed = try runProcess(
            CommandLineTests.binary, ["build", "--incremental", "--quiet"], in: project.root,
            environment: ["SPOTS_SITE_TEST_STOP_AT": WriteStage.committing.rawValue])
        #expect(killed.status == SIGKILL)
        let listed = OutputManifest.listedFiles(in: project.url("Output")) ?? []
        let besides = OutputJournal.besideNames(in: listed)
        #expect(besides.contains("about/.index.html.spots-new"))
        #expect(!besides.contains(".index.html.spots-new") && !besides.contains("team/.index.html.spots-new"), "\(besides.sorted())")
        let data = try Data(contentsOf: project.url("Output/\(OutputJournal.name)"))
        let journal = try JSONDecoder().decode(OutputJournal.self, from: data)
        #expect(journal.files.contains("about/index.html") && !journal.files.contains("index.html"), "\(journal.files)")
        // It removes nothing but the new versions it wrote, once renamed over their places.
        #expect(Set(journal.removed) == Set(journal.files.compactMap(OutputJournal.besideName(of:))), "\(journal.removed)")
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        #expect(Self.updateFiles(in: project.url("Output")).isEmpty)
        #expect(OutputJournal.besideNames(in: OutputManifest.listedFiles(in: project.url("Output")) ?? []).isEmpty)
    }

    @Test func anUpdateThatFailsLeavesTheOutputAsItWas() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen("Before")])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        let old = Self.files(project.url("Output"))
        try project.write(#"{ "title": "Broken", "components": [ "#, to: "Content/screens/index.json")
        try project.write(Self.screen("New"), to: "Content/screens/new.json")
        let failed = try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root)
        #expect(failed.status == 1)
        #expect(Self.files(project.url("Output")) == old)
    }

    @Test func onlyAnIncrementalBuildOverItsOwnRecordedOutputUpdatesInPlace() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen("Home")])
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        #expect(!writer.updatesInPlace)  // no output yet
        #expect(try CommandLineTests.run(["build", "--quiet"], in: project.root).status == 0)
        #expect(!writer.updatesInPlace)  // a full build records nothing
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        #expect(writer.updatesInPlace)
        try project.write("mine", to: "Output/notes.txt")
        #expect(!writer.updatesInPlace)  // a file spots-site did not write
    }

    /// The journal is read from the output, which anyone may have changed.
    @Test func aForgedJournalReachesNothingOutsideAndRemovesNothingSpotsSiteDidNotWrite() throws {
        let manifest = #"{ "generator": "spots-site", "files": [".index.html.spots-new", "index.html", "old.html"] }"#
        let project = try TemporaryProject(files: [
            "Output/.spots-site.json": manifest, "Output/index.html": "old", "Output/old.html": "old", "Output/.index.html.spots-new": "new",
            "Output/keep.txt": "mine", "outside.txt": "outside", "Output/..outside.txt.spots-new": "x",
        ])
        defer { project.remove() }
        let journal = OutputJournal(
            process: 999_999, phase: .committing, files: ["index.html", "../outside.txt", "/etc/passwd"],
            removed: ["old.html", "keep.txt", "../outside.txt"], manifest: ["index.html", "stranger.txt", "keep.txt"])
        try journal.write(in: ConfinedRoot(project.url("Output"), links: .refuse))
        #expect(try Self.recover(project.url("Output")) == .finished)
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == "new")
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/old.html").path))
        #expect(try String(contentsOf: project.url("Output/keep.txt"), encoding: .utf8) == "mine")
        #expect(try String(contentsOf: project.url("outside.txt"), encoding: .utf8) == "outside")
        #expect(OutputManifest.listedFiles(in: project.url("Output")) == ["index.html"])
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/" + OutputJournal.name).path))
    }

    /// The folders a new page's file was written into go with it; a folder the journal names with
    /// no new file in it (empty, as a user may have made it: `.well-known/`) stays, for the next
    /// build to name, whatever the journal lists under it.
    @Test func onlyTheFoldersLeftEmptyByANewFileItRemovedAreTakenBack() throws {
        let manifest =
            #"{ "generator": "spots-site", "files": [".index.html.spots-new", "index.html", "news/2026/.index.html.spots-new"] }"#
        let project = try TemporaryProject(files: [
            "Output/.spots-site.json": manifest, "Output/index.html": "old", "Output/.index.html.spots-new": "new",
            "Output/news/2026/.index.html.spots-new": "new page", "Output/keep/a.txt": "mine",
        ])
        defer { project.remove() }
        for folder in ["Output/.well-known", "Output/mine/sub"] {
            try FileManager.default.createDirectory(at: project.url(folder), withIntermediateDirectories: true)
        }
        let journal = OutputJournal(
            process: 999_999, phase: .writing, files: ["index.html", "news/2026/index.html", "keep/b.html", ".well-known/x", "mine/sub/y"])
        try journal.write(in: ConfinedRoot(project.url("Output"), links: .refuse))
        #expect(try Self.recover(project.url("Output")) == .rolledBack)
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/news").path))
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/.index.html.spots-new").path))
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == "old")
        #expect(try String(contentsOf: project.url("Output/keep/a.txt"), encoding: .utf8) == "mine")
        for folder in ["Output/.well-known", "Output/mine/sub"] {
            #expect(ConfinedRoot.kind(ofNamed: project.url(folder)) == .folder, "\(folder) was removed")
        }
        #expect(OutputManifest.listedFiles(in: project.url("Output")) == ["index.html"])
    }

    /// `OutputJournal.recover` as a build calls it, holding the output's lock.
    static func recover(_ output: URL) throws -> OutputJournal.Recovery? {
        let lock = try ConfinedRoot(output, links: .refuse).lock().get()
        defer { lock.release() }
        return OutputJournal.recover(output, holding: lock)
    }
}
