import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The output folder is replaced whole, only on success, and only when spots-site wrote it.
@Suite struct SiteWriterTests {
    static let site: RenderedSite = {
        var site = RenderedSite()
        site.files = ["index.html": .text("<p>new</p>\n"), "a/b/index.html": .text("<p>b</p>\n")]
        return site
    }()

    @Test func writesIntoAMissingFolderAndKeepsAPlaceholder() throws {
        let project = try TemporaryProject(files: ["Output/.gitkeep": ""])
        defer { project.remove() }
        try SiteWriter(output: project.url("Output")).write(Self.site)
        #expect(FileManager.default.fileExists(atPath: project.url("Output/.gitkeep").path))
        #expect(try String(contentsOf: project.url("Output/a/b/index.html"), encoding: .utf8) == "<p>b</p>\n")
        #expect(Set(OutputManifest.files(in: project.url("Output"))) == [".gitkeep", ".spots-site.json", "index.html", "a/b/index.html"])
        // Nothing is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["Output"])
    }

    @Test func refusesAFolderItDidNotWrite() throws {
        let project = try TemporaryProject(files: ["Output/notes.txt": "mine"])
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        let problem = try #require(writer.ownershipProblem())
        #expect(problem.message.contains("not written by spots-site"))
        #expect(throws: WriteError.self) { try writer.write(Self.site) }
        #expect(try String(contentsOf: project.url("Output/notes.txt"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: project.url("Output/index.html").path))
    }

    @Test func refusesWhenAFileWasAddedAfterABuild() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(Self.site)
        try project.write("keep me", to: "Output/a/extra.txt")
        let problem = try #require(writer.ownershipProblem())
        #expect(problem.message.contains("a/extra.txt"))
        #expect(throws: WriteError.self) { try writer.write(Self.site) }
        #expect(try String(contentsOf: project.url("Output/a/extra.txt"), encoding: .utf8) == "keep me")
    }

    @Test func replacesItsOwnOutputAndDropsFilesItNoLongerWrites() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(Self.site)
        var smaller = RenderedSite()
        smaller.files = ["index.html": .text("<p>newer</p>\n")]
        try writer.write(smaller)
        #expect(Set(OutputManifest.files(in: project.url("Output"))) == [".spots-site.json", "index.html"])
        #expect(writer.ownershipProblem() == nil)
    }

    @Test func aFailedWriteLeavesThePreviousOutput() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(Self.site)
        var broken = RenderedSite()
        broken.files = ["index.html": .text("x"), "copy.png": .copy(project.url("does-not-exist.png"))]
        #expect(throws: (any Error).self) { try writer.write(broken) }
        #expect(try String(contentsOf: project.url("Output/index.html"), encoding: .utf8) == "<p>new</p>\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["Output"])
    }

    @Test func refusesWhenAnEmptyFolderWasAddedAfterABuild() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(Self.site)
        try FileManager.default.createDirectory(at: project.url("Output/drafts"), withIntermediateDirectories: true)
        let problem = try #require(writer.ownershipProblem())
        #expect(problem.message.contains("drafts/"))
        #expect(throws: WriteError.self) { try writer.write(Self.site) }
        #expect(FileManager.default.fileExists(atPath: project.url("Output/drafts").path))
    }

    @Test func anUnchangedPageIsLinkedFromThePreviousBuild() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        try writer.write(Self.site)
        let before = try FileManager.default.attributesOfItem(atPath: project.url("Output/index.html").path)[.systemFileNumber] as? Int
        var changed = Self.site
        changed.files["a/b/index.html"] = .text("<p>changed</p>\n")
        try writer.write(changed)
        let after = try FileManager.default.attributesOfItem(atPath: project.url("Output/index.html").path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after)
        #expect(try String(contentsOf: project.url("Output/a/b/index.html"), encoding: .utf8) == "<p>changed</p>\n")
    }
}
