import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// Who owns an update in place is who holds the output's lock, and a journal is trusted for no
/// more than the output shows: a dead build's journal never blocks a build, never makes one delete
/// a file spots-site did not write, and one that cannot be read is taken back.
@Suite struct JournalOwnerTests {
    static let screen = UpdateInPlaceTests.screen

    /// A project with `Output/` built by `build --incremental`, and its home page changed since.
    static func builtProject() throws -> TemporaryProject {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": screen("Before"), "Content/screens/about.json": screen("About"),
        ])
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
        try project.write(screen("After"), to: "Content/screens/index.json")
        return project
    }

    static func writeJournal(_ text: String, in project: TemporaryProject) throws {
        try project.write(text, to: "Output/" + OutputJournal.name)
    }

    static func listed(in project: TemporaryProject) -> [String] {
        (OutputManifest.listedFiles(in: project.url("Output")) ?? []).sorted()
    }

    /// A build killed with its journal written names its process id; another process has that id
    /// after (pid 1 always runs, as pid 2 in the next container would). It holds no lock.
    @Test(arguments: [Int32(1), getppid()])
    func aJournalNamingARunningProcessThatHoldsNoLockDoesNotBlockTheNextBuild(process: Int32) throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        let killed = try runProcess(
            CommandLineTests.binary, ["build", "--incremental", "--quiet"], in: project.root, environment: ["SPOTS_SITE_TEST_STOP_AT": "written"])
        #expect(killed.status == SIGKILL)
        let output = ConfinedRoot(project.url("Output"), links: .refuse)
        guard case .journal(var journal) = OutputJournal.read(in: output) else {
            Issue.record("the killed build left no journal")
            return
        }
        journal.process = process
        try journal.write(in: output)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(next.output.contains("Took back the update of Output/ that an interrupted build had begun"))
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("After"))
        #expect(UpdateInPlaceTests.updateFiles(in: project.url("Output")).isEmpty)
    }

    @Test func aBuildHoldingTheOutputsLockIsLeftToIt() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        let lock = try ConfinedRoot(project.url("Output"), links: .refuse).lock().get()
        for arguments in [["build"], ["build", "--incremental"]] {
            let refused = try CommandLineTests.run(arguments, in: project.root)
            #expect(refused.status == 1)
            #expect(refused.errors.contains("another build is writing Output/ now (it holds its lock); it is left to it"), "\(refused.errors)")
        }
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("Before"))
        lock.release()
        #expect(try CommandLineTests.run(["build", "--incremental", "--quiet"], in: project.root).status == 0)
    }

    /// The journal lists `CNAME`, which the user put into the output, as a file it wrote and as one
    /// the manifest keeps: spots-site never wrote it, so it is never listed, nor deleted.
    @Test func aFileTheJournalNamesButDidNotRenameIntoPlaceIsNeverListedNorDeleted() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("www.example.com\n", to: "Output/CNAME")
        let manifest = Self.listed(in: project) + ["CNAME"]
        let journal = OutputJournal(process: 999_999, phase: .committing, files: ["CNAME"], manifest: manifest)
        try journal.write(in: ConfinedRoot(project.url("Output"), links: .refuse))
        for arguments in [["build", "--incremental"], ["build"], ["build", "--incremental"]] {
            let run = try CommandLineTests.run(arguments, in: project.root)
            #expect(run.status == 1)
            #expect(run.errors.contains("the output folder holds files spots-site did not write (CNAME)"), "\(run.errors)")
        }
        #expect(try String(contentsOf: project.url("Output/CNAME"), encoding: .utf8) == "www.example.com\n")
        #expect(!Self.listed(in: project).contains("CNAME"))
    }

    /// `"manifest": []` would have left every page unlisted, and every later build refused.
    @Test func aJournalThatListsNothingDropsNoPageFromTheManifest() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        let listed = Self.listed(in: project)
        let journal = #"{ "generator": "spots-site", "process": 999999, "phase": "committing", "files": [], "removed": [], "manifest": [] }"#
        try Self.writeJournal(journal, in: project)
        #expect(try UpdateInPlaceTests.recover(project.url("Output")) == .finished)
        #expect(Self.listed(in: project) == listed)
        for arguments in [["build", "--incremental"], ["build"]] {
            let run = try CommandLineTests.run(arguments, in: project.root)
            #expect(run.status == 0, "\(run.errors)")
        }
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("After"))
    }

    /// A journal cut short (a crash before its bytes reached the disk) beside the new files of its
    /// update: they are taken back, not left to make every later build refuse the output.
    @Test(arguments: ["", #"{ "generator": "spots-site", "process": 12, "phase": "comm"#])
    func aJournalCutShortIsTakenBackWithItsNewFiles(text: String) throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("<p>half new</p>", to: "Output/.index.html.spots-new")
        // The new versions the update listed in the manifest before writing them.
        let manifest = try OutputManifest(files: Self.listed(in: project) + [".index.html.spots-new", "news/.index.html.spots-new"]).encoded()
        try manifest.write(to: project.url("Output/" + OutputManifest.name))
        try project.write("<p>new page</p>", to: "Output/news/.index.html.spots-new")
        try project.write("mine", to: "Output/.notes.txt.spots-new")  // beside a stranger: the stranger's
        try project.write("mine", to: "Output/notes.txt")
        try Self.writeJournal(text, in: project)
        #expect(try UpdateInPlaceTests.recover(project.url("Output")) != nil)
        #expect(UpdateInPlaceTests.updateFiles(in: project.url("Output")) == [".notes.txt.spots-new"])
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/news").path))
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/" + RecordsFile.name).path))
        try FileManager.default.removeItem(at: project.url("Output/notes.txt"))
        try FileManager.default.removeItem(at: project.url("Output/.notes.txt.spots-new"))
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("After"))
        #expect(SiteWriter(output: project.url("Output")).ownershipProblem() == nil)
    }

    /// A file named as a new version (`.env.spots-new`) proves nothing when the journal cannot be
    /// read: beside a place the manifest does not list, it is the user's, kept and named.
    @Test func anUnreadableJournalRemovesNoFileMerelyByItsName() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("API_KEY=123\n", to: "Output/.env.spots-new")
        try project.write("mine\n", to: "Output/team/.notes.spots-new")
        try Self.writeJournal("garbage\n", in: project)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 1)
        let named = "the output folder holds files spots-site did not write (.env.spots-new, team/.notes.spots-new)"
        #expect(next.errors.contains(named), "\(next.errors)")
        #expect(try String(contentsOf: project.url("Output/.env.spots-new"), encoding: .utf8) == "API_KEY=123\n")
        #expect(try String(contentsOf: project.url("Output/team/.notes.spots-new"), encoding: .utf8) == "mine\n")
    }

    /// A journal naming files in folders the user made, empty (`.well-known/`): no file of the
    /// update is in them, so they stay, and the build names them as it would without the journal.
    @Test func aJournalRemovesNoEmptyFolderItMerelyNames() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        for folder in ["Output/.well-known", "Output/keep/sub"] {
            try FileManager.default.createDirectory(at: project.url(folder), withIntermediateDirectories: true)
        }
        let journal = #"{"generator":"spots-site","process":1,"phase":"writing","files":[".well-known/x","keep/sub/y"],"removed":[],"manifest":[]}"#
        try Self.writeJournal(journal, in: project)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 1)
        #expect(next.errors.contains("the output folder holds files spots-site did not write (.well-known/, keep/sub/)"), "\(next.errors)")
        for folder in ["Output/.well-known", "Output/keep/sub"] {
            #expect(ConfinedRoot.kind(ofNamed: project.url(folder)) == .folder, "\(folder) was removed")
        }
    }

    @Test func aJournalCutShortIsTakenBackByTheNextBuild() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("<p>half new</p>", to: "Output/.index.html.spots-new")
        // Listed by the update before it wrote it.
        let manifest = try OutputManifest(files: Self.listed(in: project) + [".index.html.spots-new"]).encoded()
        try manifest.write(to: project.url("Output/" + OutputManifest.name))
        try Self.writeJournal(#"{ "generator": "spots-site", "pro"#, in: project)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(next.output.contains("its journal cannot be read"))
        #expect(UpdateInPlaceTests.updateFiles(in: project.url("Output")).isEmpty)
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("After"))
    }
    /// A journal naming `notes.txt` beside which the user keeps `.notes.txt.spots-new`, with no
    /// `notes.txt`: the manifest lists neither, so the file is the user's and stays.
    @Test func aStrangersNewFileBesideNothingIsKeptWhateverAJournalSays() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("mine\n", to: "Output/.notes.txt.spots-new")
        try Self.writeJournal(
            #"{"generator":"spots-site","process":1,"phase":"writing","files":["notes.txt"],"removed":[],"manifest":[]}"#, in: project)
        #expect(try UpdateInPlaceTests.recover(project.url("Output")) == .rolledBack)
        #expect(try String(contentsOf: project.url("Output/.notes.txt.spots-new"), encoding: .utf8) == "mine\n")
    }

    /// A build killed after it made the folder of a new page and before it wrote the page: the
    /// manifest listed the page's new version first, so the next build takes the folder back with
    /// the update and builds, rather than refusing an empty folder it cannot prove it made.
    @Test func aBuildKilledAfterMakingANewPagesFolderLeavesNothingTheNextBuildRefuses() throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        let before = Self.listed(in: project)
        try project.write(Self.screen("News"), to: "Content/screens/news.json")
        let output = project.url("Output")
        let lock = try ConfinedRoot(output, links: .refuse).lock().get()
        let folder = StagingFolder(url: output, previous: output, inPlace: true)
        try folder.list(before + ["news/index.html"])
        #expect(Self.listed(in: project) == (before + (before + ["news/index.html"]).compactMap(OutputJournal.besideName(of:))).sorted())
        try FileManager.default.createDirectory(at: project.url("Output/news"), withIntermediateDirectories: false)
        lock.release()
        #expect(try UpdateInPlaceTests.recover(output) == .rolledBack)
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/news").path))
        #expect(Self.listed(in: project) == before)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(try String(contentsOf: project.url("Output/news/index.html"), encoding: .utf8).contains("News"))
        #expect(!Self.listed(in: project).contains { $0.hasSuffix(".spots-new") })
    }

    /// The user's `.index.html.spots-new` beside a page spots-site wrote: without a journal the
    /// build names it and keeps it; a journal that cannot be read, or one that says it was being
    /// renamed into place, changes nothing of that (each deleted it).
    @Test(arguments: [
        "garbage\n", #"{"generator":"spots-site","process":999999,"phase":"committing","files":["index.html"],"removed":[],"manifest":[]}"#,
    ])
    func aStrangersNewFileBesideAPageIsKeptWhateverAJournalSays(journal: String) throws {
        let project = try Self.builtProject()
        defer { project.remove() }
        try project.write("user notes\n", to: "Output/.index.html.spots-new")
        try Self.writeJournal(journal, in: project)
        let next = try CommandLineTests.run(["build", "--incremental"], in: project.root)
        #expect(next.status == 1)
        #expect(next.errors.contains("the output folder holds files spots-site did not write (.index.html.spots-new)"), "\(next.errors)")
        #expect(try String(contentsOf: project.url("Output/.index.html.spots-new"), encoding: .utf8) == "user notes\n")
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("Before"))
    }
}
