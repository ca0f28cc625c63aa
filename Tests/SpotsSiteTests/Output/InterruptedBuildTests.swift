import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// A build killed at any stage of writing leaves a whole output, old or new, and the next build
/// removes what it left behind, and only that.
@Suite struct InterruptedBuildTests {
    static func screen(_ title: String) -> String {
        #"{ "title": "\#(title)", "components": [ { "kind": "list", "items": [ { "title": "An item" } ] } ] }"#
    }

    /// The hidden folders beside the output.
    static func leftovers(in project: TemporaryProject) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: WriteStage.allCases)
    func aKillAtAnyStageLeavesAWholeOutputAndTheNextBuildCleansUp(stage: WriteStage) throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen("Before")])
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--quiet"], in: project.root).status == 0)
        try project.write(Self.screen("After"), to: "Content/screens/index.json")
        let killed = try runProcess(
            CommandLineTests.binary, ["build", "--quiet"], in: project.root, environment: ["SPOTS_SITE_TEST_STOP_AT": stage.rawValue])
        #expect(killed.status == SIGKILL)
        // The output is always one whole site: the previous one until the swap, the new one after.
        let home = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        #expect(home.contains([.streaming, .staged, .written, .committing].contains(stage) ? "Before" : "After"))
        #expect(SiteWriter(output: project.url("Output")).ownershipProblem() == nil)
        let left = try Self.leftovers(in: project)
        #expect(left.count == (stage == .done ? 0 : 1))
        #expect(left.allSatisfy { $0.hasPrefix(".Output.spots-tmp-") })
        let next = try CommandLineTests.run(["build"], in: project.root)
        #expect(next.status == 0, "\(next.errors)")
        if let folder = left.first {
            #expect(next.output.contains("Removed a folder an interrupted build left beside Output/: \(folder)\n"))
        } else {
            #expect(!next.output.contains("Removed"))
        }
        #expect(try Self.leftovers(in: project).isEmpty)
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8).contains("After"))
    }

    @Test func onlyFoldersProvablyLeftByABuildAreRemoved() throws {
        let manifest = #"{ "generator": "spots-site", "files": ["index.html"] }"#
        let gone = "999999"  // no process has this id (pid_max is far larger, but ids are given out in order)
        let project = try TemporaryProject(files: [
            "Output/.gitkeep": "",
            // Left by a build that is gone: removed.
            ".Output.spots-tmp-\(gone)-1/.spots-site.json": manifest,
            ".Output.spots-tmp-\(gone)-1/index.html": "<p>partial</p>",
            ".Output.spots-old-\(gone)-2/.spots-site.json": manifest,
            // A file the manifest does not list: kept.
            ".Output.spots-tmp-\(gone)-3/.spots-site.json": manifest,
            ".Output.spots-tmp-\(gone)-3/notes.txt": "mine",
            // No manifest: kept.
            ".Output.spots-tmp-\(gone)-4/index.html": "<p>?</p>",
            // A build that is still running (it holds its folder's lock): kept.
            ".Output.spots-tmp-\(getpid())-5/.spots-site.json": manifest,
            // A killed build's, whose process id another process has now (pid 1 always runs): removed.
            ".Output.spots-tmp-1-7/.spots-site.json": manifest,
            // Not named as a build names its folders: kept.
            ".Output.spots-tmp-\(gone)/.spots-site.json": manifest,
            ".Other.spots-tmp-\(gone)-6/.spots-site.json": manifest,
        ])
        defer { project.remove() }
        let running = try ConfinedRoot(project.url(".Output.spots-tmp-\(getpid())-5"), links: .refuse).lock().get()
        defer { running.release() }
        let removed = SiteWriter(output: project.url("Output")).tidyLeftovers().removed
        #expect(removed == [".Output.spots-old-\(gone)-2", ".Output.spots-tmp-1-7", ".Output.spots-tmp-\(gone)-1"])
        #expect(
            try Set(Self.leftovers(in: project)) == [
                ".Other.spots-tmp-\(gone)-6", ".Output.spots-tmp-\(gone)", ".Output.spots-tmp-\(gone)-3", ".Output.spots-tmp-\(gone)-4",
                ".Output.spots-tmp-\(getpid())-5",
            ])
    }

    @Test func withoutTheAtomicSwapTwoRenamesStillReplaceTheOutput() throws {
        let staging = ".Output.spots-tmp-1-2"
        let project = try TemporaryProject(files: ["Output/index.html": "old", staging + "/index.html": "new"])
        defer { project.remove() }
        try OutputSwap.renameTwice(project.url(staging), with: project.url("Output"))
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == "new")
        #expect(try String(contentsOf: project.url(staging + "/index.html"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted() == [staging, "Output"])
    }
}

/// What the review of the writer found: the one copy of a previous site is put back, not deleted;
/// files that appear during a build are kept; Finder's files are no strangers; a relative output
/// link is followed from the folder it really is in.
@Suite struct WriterEdgeTests {
    @Test func aPreviousSiteMovedAsideByTheFallbackIsPutBackNotDeleted() throws {
        let manifest = #"{ "generator": "spots-site", "files": ["index.html"] }"#
        let project = try TemporaryProject(files: [
            ".Output.spots-old-999999-2/.spots-site.json": manifest, ".Output.spots-old-999999-2/index.html": "<p>previous</p>",
        ])
        defer { project.remove() }
        let (restored, removed) = SiteWriter(output: project.url("Output")).tidyLeftovers()
        #expect(restored == ".Output.spots-old-999999-2")
        #expect(removed.isEmpty)
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == "<p>previous</p>")
    }

    @Test func filesThatAppearDuringABuildAreKept() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(SiteWriterTests.site)
        // Ownership was checked before the build; then someone saves a file into the output.
        try project.write("mine", to: "Output/notes.txt")
        let result = try writer.write(SiteWriterTests.site, checkOwnership: false)
        let kept = try #require(result.kept)
        #expect(kept.files == ["notes.txt"])
        #expect(try String(contentsOf: project.url(kept.folder + "/notes.txt"), encoding: .utf8) == "mine")
        #expect(writer.ownershipProblem() == nil)
    }

    @Test func finderFilesAnywhereAreNoStrangers() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(SiteWriterTests.site)
        try project.write("finder", to: "Output/a/.DS_Store")
        #expect(writer.ownershipProblem() == nil)
    }

    @Test func aRelativeOutputLinkIsFollowedFromWhereItReallyIs() throws {
        let project = try TemporaryProject(files: ["real/sub/.keep": ""])
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(atPath: project.url("alias").path, withDestinationPath: "real/sub")
        try FileManager.default.createSymbolicLink(atPath: project.url("real/sub/Out").path, withDestinationPath: "../site")
        let target = try OutputPath.resolve(project.url("alias/Out")).get()
        #expect(target.path == (RealPath.of(project.url("real").path) ?? "") + "/site")
    }
}

/// A build killed between making a page's folder and writing the page leaves an empty folder in
/// its staging folder, and one killed while writing its manifest leaves it cut short: the next
/// build removes such leftovers whatever folders they hold, and still keeps a file no manifest lists.
@Suite struct LeftoverContentsTests {
    @Test func aLeftoverHoldingEmptyFoldersOrACutManifestIsRemoved() throws {
        let manifest = #"{ "generator": "spots-site", "files": ["index.html", "news/index.html"] }"#
        let gone = "999999"
        let project = try TemporaryProject(files: [
            "Output/.spots-site.json": manifest, "Output/index.html": "old",
            ".Output.spots-tmp-\(gone)-1/.spots-site.json": manifest, ".Output.spots-tmp-\(gone)-1/index.html": "<p>new</p>",
            ".Output.spots-tmp-\(gone)-2/.spots-site.json": #"{ "generator": "spots-si"#,
            ".Output.spots-tmp-\(gone)-3/..spots-site.json.\(gone)-9.spots-new": #"{ "gene"#,
            // A file beside a cut manifest, or one the manifest does not list: kept.
            ".Output.spots-tmp-\(gone)-4/.spots-site.json": #"{ "gene"#, ".Output.spots-tmp-\(gone)-4/index.html": "<p>?</p>",
            ".Output.spots-tmp-\(gone)-5/.spots-site.json": manifest, ".Output.spots-tmp-\(gone)-5/news/notes.txt": "mine",
        ])
        defer { project.remove() }
        for folder in ["-1/news/2026", "-1/about", "-3/news", "-5/news/2026"] {
            try FileManager.default.createDirectory(at: project.url(".Output.spots-tmp-\(gone)\(folder)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: project.url(".Output.spots-tmp-\(gone)-6/a/b"), withIntermediateDirectories: true)
        let removed = SiteWriter(output: project.url("Output")).tidyLeftovers().removed
        #expect(removed == ["-1", "-2", "-3", "-6"].map { ".Output.spots-tmp-\(gone)\($0)" })
        #expect(try Set(InterruptedBuildTests.leftovers(in: project)) == [".Output.spots-tmp-\(gone)-4", ".Output.spots-tmp-\(gone)-5"])
    }
}
