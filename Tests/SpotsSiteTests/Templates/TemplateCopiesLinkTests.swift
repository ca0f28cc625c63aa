import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsSite

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
        #expect(WriteTarget(at: project.url("Templates/page.mustache").path) == .link)

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
            #expect(WriteTarget(at: project.url("Templates/" + name).path) == .file)
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
}
