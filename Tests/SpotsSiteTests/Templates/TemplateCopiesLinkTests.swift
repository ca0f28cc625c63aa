import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site templates copy` counts anything at a copy's place as there already: a symbolic
/// link, even one to nothing, or a folder. `--force` replaces a link with the copy, never writes
/// through it, and never replaces a folder.
@Suite struct TemplateCopiesLinkTests {
    @Test func aLinkAtACopysPlaceIsThereAlreadyAndForceReplacesItNotWhatItPointsTo() throws {
        let project = try TemplateCopiesTests.project()
        defer { project.remove() }
        try project.write("shared", to: "shared/index.mustache")
        try FileManager.default.createDirectory(at: project.url("Templates"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url("Templates/page.mustache").path, withDestinationPath: "missing.mustache")
        try FileManager.default.createSymbolicLink(
            atPath: project.url("Templates/index.mustache").path, withDestinationPath: "../shared/index.mustache")

        let refused = try CommandLineTests.run(["templates", "copy", "items/default", "page"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("page.mustache (a symbolic link) is there already in"), "\(refused.errors)")
        #expect(refused.errors.contains("nothing was copied (--force replaces)"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Templates/items/default.mustache").path))
        #expect(!FileManager.default.fileExists(atPath: project.url("Templates/missing.mustache").path))
        #expect(ConfinedRoot(project.root, links: .refuse).occupant(of: "Templates/page.mustache") == .link)

        let forced = try CommandLineTests.run(["templates", "copy", "page", "index", "--force"], in: project.root)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(
            forced.output.contains(
                "Copied the built-in page.mustache to Templates/page.mustache, replacing the symbolic link there (to missing.mustache, which is left as it was)"
            ), "\(forced.output)")
        #expect(
            forced.output.contains(
                "Copied the built-in index.mustache to Templates/index.mustache, replacing the symbolic link there (to ../shared/index.mustache, which is left as it was)"
            ))
        for name in ["page.mustache", "index.mustache"] {
            #expect(ConfinedRoot(project.root, links: .refuse).occupant(of: "Templates/" + name) == .file)
            #expect(try String(contentsOf: project.url("Templates/" + name), encoding: .utf8) == TemplateCopies.copy(of: name))
        }
        #expect(!FileManager.default.fileExists(atPath: project.url("Templates/missing.mustache").path))
        #expect(try String(contentsOf: project.url("shared/index.mustache"), encoding: .utf8) == "shared")
    }

    @Test func aFolderAtACopysPlaceIsNeverReplacedAndNothingIsCopied() throws {
        let project = try TemplateCopiesTests.project()
        defer { project.remove() }
        try project.write("mine", to: "Templates/page.mustache/mine.txt")
        let folder = project.url("Templates")
        #expect {
            try TemplateCopies.copy(["items/default", "page"], to: folder, force: true)
        } throws: { error in
            (error as? TemplateCopies.Problem)?.description
                == "page.mustache is a folder in \(folder.path); nothing was copied (not even --force replaces a folder)"
        }
        #expect(!FileManager.default.fileExists(atPath: project.url("Templates/items/default.mustache").path))
        #expect(try String(contentsOf: project.url("Templates/page.mustache/mine.txt"), encoding: .utf8) == "mine")
    }

    /// A symbolic link on the way to a copy (`Templates/items`) is never written through, with
    /// or without `--force`, wherever it leads; nothing is copied.
    @Test func aLinkOnTheWayIsNeverWrittenThrough() throws {
        let project = try TemplateCopiesTests.project()
        defer { project.remove() }
        try project.write("shared", to: "shared/items/default.mustache")
        try project.write("mine", to: "Templates/mine/default.mustache")
        try FileManager.default.createSymbolicLink(atPath: project.url("Templates/items").path, withDestinationPath: "../shared/items")
        let folder = project.url("Templates")
        for force in [false, true] {
            #expect {
                try TemplateCopies.copy(["page", "items/default"], to: folder, force: force)
            } throws: { error in
                (error as? TemplateCopies.Problem)?.description
                    == "cannot write items/default.mustache in \(folder.path): items is a symbolic link, which spots-site does not write through; nothing was copied"
            }
        }
        // Inside the folder, the link is followed to see what is there, and still not written through.
        try FileManager.default.removeItem(at: project.url("Templates/items"))
        try FileManager.default.createSymbolicLink(atPath: project.url("Templates/items").path, withDestinationPath: "mine")
        let refused = try CommandLineTests.run(["templates", "copy", "items/default"], in: project.root)
        #expect(refused.errors.contains("items/default.mustache is there already in"), "\(refused.errors)")
        let forced = try CommandLineTests.run(["templates", "copy", "items/default", "--force"], in: project.root)
        #expect(forced.status == 1)
        #expect(forced.errors.contains("items is a symbolic link, which spots-site does not write through"), "\(forced.errors)")
        #expect(try String(contentsOf: project.url("shared/items/default.mustache"), encoding: .utf8) == "shared")
        #expect(try String(contentsOf: project.url("Templates/mine/default.mustache"), encoding: .utf8) == "mine")
        #expect(ConfinedRoot(folder, links: .refuse).occupant(of: "page.mustache") == .nothing)
    }
}
