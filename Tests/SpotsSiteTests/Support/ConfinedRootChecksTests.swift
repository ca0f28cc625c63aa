import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The gate's checks and writes for the commands that write into a project: a file is made only
/// where nothing is, put in place of a link without writing through it, never over a folder, and
/// taken back without following a link.
@Suite struct ConfinedRootChecksTests {
    /// `root/` with a file, a folder, a link out and a dangling link, and `outside/` beside it.
    static func tree() throws -> (TemporaryProject, ConfinedRoot) {
        let project = try TemporaryProject(files: ["root/a.txt": "a", "root/sub/b.txt": "b", "outside/secret.txt": "secret"])
        try FileManager.default.createSymbolicLink(atPath: project.url("root/out").path, withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: project.url("root/secret").path, withDestinationPath: "../outside/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: project.url("root/dangling").path, withDestinationPath: "nothing.txt")
        return (project, ConfinedRoot(project.url("root"), links: .followInside))
    }

    static func text(_ project: TemporaryProject, _ path: String) throws -> String {
        try String(contentsOf: project.url(path), encoding: .utf8)
    }

    @Test func whatStandsAtAPlaceAndWhetherAFileCouldBeWrittenThere() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        #expect(root.occupant(of: "a.txt") == .file)
        #expect(root.occupant(of: "sub") == .folder)
        #expect(root.occupant(of: "dangling") == .link)
        #expect(root.occupant(of: "new/c.txt") == .nothing)
        #expect(root.occupant(of: "out/secret.txt") == nil)  // the way leads out
        #expect(root.destination(ofLink: "secret") == "../outside/secret.txt")
        #expect(root.destination(ofLink: "a.txt") == nil)
        #expect(root.problem(writing: "a.txt") == nil)
        #expect(root.problem(writing: "dangling") == nil)  // replaced, never followed
        #expect(root.problem(writing: "new/deeper/c.txt") == nil)
        #expect(root.problem(writing: "sub")?.reason == "is a folder")
        #expect(root.problem(writing: "a.txt/c.txt").map { root.shown($0.path) + " " + $0.reason } == "a.txt is not a folder")
        #expect(
            root.problem(writing: "out/c.txt").map { root.shown($0.path) + " " + $0.reason }
                == "out is a symbolic link, which spots-site does not write through")
        let below = ConfinedRoot(project.url("root/a.txt/inner"), links: .refuse)
        #expect(below.problem(writing: "c.txt")?.reason == "is not a folder")
    }

    @Test func createNeverReplacesAndReplaceNeverWritesThroughALinkNorOverAFolder() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.create(Array("x".utf8), at: "dangling").get() }
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.create(Array("x".utf8), at: "a.txt").get() }
        #expect(!FileManager.default.fileExists(atPath: project.url("root/nothing.txt").path))
        #expect(try Self.text(project, "root/a.txt") == "a")

        _ = try root.replace(Array("mine".utf8), at: "secret").get()
        #expect(root.occupant(of: "secret") == .file)
        #expect(try Self.text(project, "root/secret") == "mine")
        #expect(try Self.text(project, "outside/secret.txt") == "secret")
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.replace(Array("x".utf8), at: "sub").get() }
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.replace(Array("x".utf8), at: "out/secret.txt").get() }
        #expect(try Self.text(project, "outside/secret.txt") == "secret")
        #expect(try Self.text(project, "root/sub/b.txt") == "b")
        // No file is left beside: the new file was renamed into place or taken back.
        #expect(root.names() == ["a.txt", "dangling", "out", "secret", "sub"])
        #expect(ConfinedRoot(project.url("root/sub"), links: .refuse).names() == ["b.txt"])
    }

    @Test func removeTakesBackALinkItselfAndRefusesALinkOnTheWay() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.remove("out/secret.txt").get() }
        #expect(try Self.text(project, "outside/secret.txt") == "secret")
        try root.remove("out").get()
        #expect(root.occupant(of: "out") == .nothing)
        #expect(try Self.text(project, "outside/secret.txt") == "secret")
        #expect(throws: ConfinedRoot.FileFailure.self) { try root.remove("sub").get() }  // not empty
        try root.remove("sub/b.txt").get()
        try root.remove("sub").get()
        #expect(root.names() == ["a.txt", "dangling", "secret"])
    }

    @Test func theFolderItselfIsMadeWithTheMissingOnesAboveAndTakenBack() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let root = ConfinedRoot(project.url("one/two"), links: .refuse)
        let made = try root.makeFolder().get()
        #expect(made.count == 2)
        _ = try root.create(Array("x".utf8), at: "f.txt").get()
        ConfinedRoot.removeEmptyFolders(made)
        #expect(root.occupant(of: "f.txt") == .file)  // not empty: kept
        try root.remove("f.txt").get()
        ConfinedRoot.removeEmptyFolders(made)
        #expect(!FileManager.default.fileExists(atPath: project.url("one").path))
    }
}
