import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Pages and generated files leave memory as they are made: `build` streams them into its staging folder,
/// `check` drops them, and either way the site and its problems are what an in-memory build gives.
@Suite struct PageSinkTests {
    /// The example site, copied so that its output can go beside it.
    static func example() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for folder in ["Content", "Templates"] {
            try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent(folder), to: project.url(folder))
        }
        return project
    }

    /// Every file under `folder` with its bytes, by relative path.
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for entry in DirectoryWalker.entries(in: folder.path, skipHidden: false) {
            files[entry.relative] = FileManager.default.contents(atPath: folder.appendingPathComponent(entry.relative).path)
        }
        return files
    }

    /// `project` built twice: held in memory and written to `Held/`, and streamed into the
    /// staging folder of a writer of `Streamed/` (not written yet).
    static func heldAndStreamed(_ project: TemporaryProject) throws -> (
        held: RenderedSite, streamed: RenderedSite, writer: SiteWriter, staging: StagingFolder
    ) {
        let builder = SiteBuilder(options: project.options())
        let held = builder.build()
        try SiteWriter(output: project.url("Held")).write(held)
        let writer = SiteWriter(output: project.url("Streamed"))
        let staging = try writer.stage()
        return (held, builder.build(pages: .staging(staging)), writer, staging)
    }

    @Test func aStreamedBuildWritesTheSameBytesAsOneHeldInMemory() throws {
        let project = try Self.example()
        defer { project.remove() }
        let (held, streamed, writer, staging) = try Self.heldAndStreamed(project)
        // Before the write, the pages are in the staging folder and not in memory, and the
        // manifest lists every file there.
        let pages = held.screens.map(\.route.outputFile)
        #expect(pages.count > 5)
        for page in pages {
            #expect(streamed.files[page] == .staged, "\(page)")
            #expect(FileManager.default.fileExists(atPath: staging.url.appendingPathComponent(page).path), "\(page)")
        }
        // So are the generated files (the catalog's, the sitemap), each with its size.
        let generated = held.files.keys.filter { $0.hasPrefix("catalog/") || $0 == "sitemap.xml" }
        #expect(generated.count > 5)
        for path in generated {
            let text = try #require(held.text(at: path))
            #expect(streamed.files[path] == .stagedText(size: text.utf8.count), "\(path)")
            #expect(FileManager.default.contents(atPath: staging.url.appendingPathComponent(path).path) == Data(text.utf8), "\(path)")
        }
        let listed = try #require(OutputManifest.listedFiles(in: staging.url))
        #expect(Set(OutputManifest.files(in: staging.url)).subtracting([OutputManifest.name]).isSubset(of: listed))
        #expect(streamed.diagnostics == held.diagnostics)
        #expect(streamed.pageCount == held.pageCount)

        try writer.write(streamed, staged: staging)
        let heldFiles = Self.files(in: project.url("Held"))
        #expect(heldFiles.count > pages.count)
        #expect(Self.files(in: project.url("Streamed")) == heldFiles)
        #expect(!FileManager.default.fileExists(atPath: staging.url.path))
    }

    @Test func checkingDropsEachPageOnceChecked() throws {
        let project = try Self.example()
        defer { project.remove() }
        let builder = SiteBuilder(options: project.options())
        let held = builder.build()
        let checked = builder.build(pages: .discard)
        #expect(checked.diagnostics == held.diagnostics)
        #expect(checked.pageCount == held.pageCount)
        for screen in held.screens {
            #expect(held.text(at: screen.route.outputFile) != nil)
            #expect(checked.files[screen.route.outputFile] == nil)
        }
    }

    @Test func aPageWithErrorsIsNotWrittenAndTheFailedBuildLeavesNothingBeside() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "Home" } ] } ] }"#,
            "Content/screens/broken.json":
                #"{ "components": [ { "kind": "list", "items": [ { "title": "x", "action": "javascript:alert(1)" } ] } ] }"#,
        ])
        defer { project.remove() }
        let writer = SiteWriter(output: project.url("Output"))
        let staging = try writer.stage()
        let site = SiteBuilder(options: project.options()).build(pages: .staging(staging))
        #expect(site.diagnostics.hasErrors)
        #expect(FileManager.default.fileExists(atPath: staging.url.appendingPathComponent("index.html").path))
        #expect(!FileManager.default.fileExists(atPath: staging.url.appendingPathComponent("broken/index.html").path))

        let run = try CommandLineTests.run(["build"], in: project.root)
        #expect(run.status == 1)
        staging.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted() == ["Content"])
    }
}
