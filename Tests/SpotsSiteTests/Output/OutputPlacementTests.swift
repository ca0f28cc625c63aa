import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Where the output may be: not inside what the build reads; through a symbolic link, into the
/// folder the link leads to.
@Suite struct OutputPlacementTests {
    static let files = ["Content/screens/index.json": InterruptedBuildTests.screen("Home"), "Templates/items/note.mustache": "<p>{{title}}</p>"]

    @Test(arguments: ["Content/assets/site", "Content", "Templates/site"])
    func anOutputInsideTheContentOrTemplatesFolderIsRefused(output: String) throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let run = try CommandLineTests.run(["build", "--output", output], in: project.root)
        #expect(run.status == 1)
        let folder = output.hasPrefix("Content") ? "content folder Content/" : "templates folder Templates/"
        #expect(
            run.errors.contains("\(output): error: the output folder is inside the \(folder), so each build would copy the last site into the next"))
        #expect(!FileManager.default.fileExists(atPath: project.url(output + "/index.html").path))
    }

    @Test func anOutputInsideTheContentFolderThroughALinkIsRefused() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(atPath: project.url("Output").path, withDestinationPath: "Content/assets/site")
        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("Output: error: the output folder is inside the content folder Content/"))
    }

    @Test func anOutputThatIsALinkIsBuiltIntoItsTargetAndTheLinkKept() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(atPath: project.url("Output").path, withDestinationPath: "www/site")
        for _ in 0..<2 {
            let run = try CommandLineTests.run(["build"], in: project.root)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("files in Output/ (a link to \(project.url("www/site").resolvingSymlinksInPath().path)/)"))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.url("Output").path) == "www/site")
        #expect(try String(contentsOf: project.url("www/site/index.html"), encoding: .utf8).contains("Home"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url("www").path) == ["site"])
    }

    @Test func anOutputLinkThatLoopsIsRefused() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(atPath: project.url("Output").path, withDestinationPath: "Loop")
        try FileManager.default.createSymbolicLink(atPath: project.url("Loop").path, withDestinationPath: "Output")
        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(run.errors.contains("Output: error: the output path is a symbolic link that loops"))
    }

    @Test func aRefusedOutputFolderNamesTheFilesSpotsSiteDidNotWrite() throws {
        var files = Self.files
        for index in 1...12 { files["Output/notes-\(index).txt"] = "mine" }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "Output: error: the output folder is not empty and was not written by spots-site (it holds notes-1.txt, notes-10.txt, notes-11.txt, notes-12.txt, notes-2.txt, notes-3.txt, notes-4.txt, notes-5.txt, notes-6.txt, notes-7.txt and 2 more); it is left untouched"
            ))
    }
}
