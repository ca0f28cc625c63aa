import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site init`: a project that builds at once, with nothing to fix, and never over a user's files.
@Suite struct InitCommandTests {
    @Test func theStarterProjectBuildsWithNoWarningAndNoNote() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let made = try CommandLineTests.run(["init", "starter"], in: project.root)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("Created a spots-site project in starter/"))
        #expect(made.output.contains("Next: cd starter && spots-site serve"))
        let folder = project.url("starter")
        for path in StarterProject.paths {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8) == "Output/\n")
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n").count == 3)
        // Strict, and every diagnostic as JSON: none at all.
        let checked = try CommandLineTests.run(["check", "--strict", "--format", "json"], in: folder)
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
        let diagnostics = try JSONSerialization.jsonObject(with: Data(checked.output.utf8)) as? [Any]
        #expect(diagnostics?.isEmpty == true, "\(checked.output)")
        let built = try CommandLineTests.run(["build", "--strict"], in: folder)
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.contains("3 screens, 0 warnings, 0 errors;"), "\(built.output)")
        // What the issue asks of it: a list, a grid and a carousel on the home page, a page bound
        // to the data file, and a variant.
        let home = try String(contentsOf: folder.appendingPathComponent("Output/index.html"), encoding: .utf8)
        for kind in ["list", "grid", "carousel"] { #expect(home.contains("class=\"component component-\(kind)\""), "\(kind)") }
        let team = try String(contentsOf: folder.appendingPathComponent("Output/team/index.html"), encoding: .utf8)
        #expect(team.contains("Grace Hopper"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/team~empty/index.html").path))
    }

    @Test func aFolderWithFilesIsRefusedAndLeftAsItWas() throws {
        let project = try TemporaryProject(files: ["notes.txt": "mine"])
        defer { project.remove() }
        let refused = try CommandLineTests.run(["init"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("is not empty (it holds notes.txt); spots-site init writes only into an empty folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["notes.txt"])
        // A file in the way is refused too.
        let file = try CommandLineTests.run(["init", "notes.txt"], in: project.root)
        #expect(file.status == 1)
        #expect(file.errors.contains("notes.txt is a file, not a folder"))
    }

    @Test func aFreshRepositoryIsEmptyEnough() throws {
        let project = try TemporaryProject(files: [".git/HEAD": "ref: refs/heads/main\n"])
        defer { project.remove() }
        let made = try CommandLineTests.run(["init"], in: project.root)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("Created a spots-site project in this folder"))
        #expect(FileManager.default.fileExists(atPath: project.url("Content/screens/index.json").path))
        #expect(try String(contentsOf: project.url(".git/HEAD"), encoding: .utf8) == "ref: refs/heads/main\n")
    }

    /// A file that appears while the project is written is not replaced, and what was written is taken back.
    @Test func aFileInTheWayStopsTheWriteAndTakesItBack() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let folder = project.url("starter")
        // A folder where the last file goes: every file before it is written, then taken back.
        let last = try #require(StarterProject.paths.last)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(last), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(last))
        try "keep".write(to: folder.appendingPathComponent(last), atomically: false, encoding: .utf8)
        // The folder is not empty now: the refusal comes first.
        #expect(throws: StarterProject.Refusal.self) { try StarterProject.write(into: folder) }
        // Written into directly, past the emptiness check, as a race would: taken back.
        #expect(throws: StarterProject.Refusal.self) { try StarterProject.write(into: folder, checkingEmptiness: false) }
        let left = DirectoryWalker.entries(in: folder.path, skipHidden: false).filter { !$0.isFolder }.map(\.relative)
        #expect(left == [last])
        #expect(try String(contentsOf: folder.appendingPathComponent(last), encoding: .utf8) == "keep")
    }

    /// A symbolic link put at `Content` after the check (as a race would) is never written
    /// through: the gate refuses it, and what was written is taken back, the link left as it was.
    @Test func aLinkThatAppearsAfterTheCheckIsNeverWrittenThrough() throws {
        let project = try TemporaryProject(files: ["elsewhere/.keep": ""])
        defer { project.remove() }
        let folder = project.url("starter")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Content").path, withDestinationPath: "../elsewhere")
        #expect {
            try StarterProject.write(into: folder, checkingEmptiness: false)
        } throws: { error in
            (error as? StarterProject.Refusal)?.description.contains("passes through the symbolic link 'Content'") == true
        }
        let gate = ConfinedRoot(folder, links: .refuse)
        #expect(gate.names() == ["Content"])
        #expect(gate.occupant(of: "Content") == .link)
        #expect(ConfinedRoot(project.url("elsewhere"), links: .refuse).names() == [".keep"])
    }
}
