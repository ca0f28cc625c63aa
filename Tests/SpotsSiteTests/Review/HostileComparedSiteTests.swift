import Foundation
import SpotsSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `diff A B` of output folders that may come from anywhere (a downloaded CI artifact): their
/// manifests and links are hostile. Nothing outside a compared site is read, nothing outside
/// the report folder is written, and the report holds regular files only (issue 26, items 1, 7, 12).
@Suite struct HostileComparedSiteTests {
    /// A site folder spots-site could have written: a manifest listing `files` and those that exist.
    static func site(_ project: TemporaryProject, _ name: String, files: [String: String], listed: [String]) throws {
        for (path, text) in files { try project.write(text, to: "\(name)/\(path)") }
        let manifest = try OutputManifest(files: listed.sorted()).encoded()
        try manifest.write(to: project.url("\(name)/\(OutputManifest.name)"))
    }

    /// Every symbolic link below `folder`.
    static func links(in folder: URL) -> [String] {
        DirectoryWalker.entries(in: folder.path, skipHidden: false).filter(\.isLink).map(\.relative)
    }

    @Test func aManifestThatNamesPathsOutOfTheSiteReadsAndWritesNothingThere() throws {
        let project = try TemporaryProject(files: ["outside/secret.html": "<p>the secret</p>"])
        defer { project.remove() }
        let page = "<!DOCTYPE html><html><head><title>a</title></head><body><p>a</p></body></html>"
        try Self.site(project, "old", files: ["index.html": page, "sub/page.html": page], listed: ["index.html", "sub/page.html"])
        try Self.site(
            project, "new", files: ["index.html": page.replacingOccurrences(of: "<p>a</p>", with: "<p>b</p>"), "sub/page.html": page],
            listed: [
                "index.html", "sub/page.html", "s/../../../escaped.html", "../outside/secret.html", project.url("outside/secret.html").path,
                "s/../../outside/secret.html", "linked/secret.html", "secret.html", "dir",
            ])
        // Links inside the new site: to a folder inside (`s`), to the outside folder and to the secret.
        #expect(symlink("sub", project.url("new/s").path) == 0)
        #expect(symlink(project.url("outside").path, project.url("new/linked").path) == 0)
        #expect(symlink(project.url("outside/secret.html").path, project.url("new/secret.html").path) == 0)
        #expect(symlink(project.url("outside").path, project.url("new/dir").path) == 0)
        var diff = SiteDiff.compare(old: .output(project.url("old")), new: .output(project.url("new")))
        #expect(!diff.failed)
        let warnings = diff.newDiagnostics.map(\.message)
        #expect(warnings.count == 7)
        #expect(warnings.contains { $0.contains("'../outside/secret.html', which climbs out") })
        #expect(warnings.contains { $0.contains("passes through the symbolic link 'linked'") })
        #expect(warnings.contains { $0.contains("passes through the symbolic link 'secret.html'") })
        for format in SiteDiff.Format.allCases { #expect(!diff.render(format).contains("the secret")) }
        let report = project.url("review")
        _ = try diff.writeReport(to: report, oldName: "old", newName: "new")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        #expect(Self.links(in: report).isEmpty)
        let written = DirectoryWalker.entries(in: report.path, skipHidden: false).map(\.relative)
        #expect(!written.contains { $0.contains("secret") })
        for stray in ["escaped.html", "../escaped.html", "outside/escaped.html"] {
            #expect(!FileManager.default.fileExists(atPath: project.url(stray).path))
        }
        #expect(FileManager.default.contents(atPath: project.url("outside/secret.html").path) == Data("<p>the secret</p>".utf8))
    }

    /// A compared site's link to a file outside, listed in its manifest, is not compared, and the
    /// report copies no link (artifact uploaders would follow it).
    @Test func linksInAComparedSiteAreNeitherReadNorCopied() throws {
        let project = try TemporaryProject(files: ["outside/theme.css": "body { color: secret }"])
        defer { project.remove() }
        try Self.site(project, "old", files: ["index.html": "<p>a</p>", "assets/theme.css": "body {}"], listed: ["index.html", "assets/theme.css"])
        try Self.site(project, "new", files: ["index.html": "<p>a</p>"], listed: ["index.html", "assets/theme.css"])
        try FileManager.default.createDirectory(at: project.url("new/assets"), withIntermediateDirectories: true)
        #expect(symlink(project.url("outside/theme.css").path, project.url("new/assets/theme.css").path) == 0)
        var diff = SiteDiff.compare(old: .output(project.url("old")), new: .output(project.url("new")))
        #expect(diff.review.removedFiles == ["assets/theme.css"])
        #expect(!diff.render(.text).contains("secret"))
        _ = try diff.writeReport(to: project.url("review"), oldName: "old", newName: "new")
        #expect(Self.links(in: project.url("review")).isEmpty)
    }

    /// Every file of a compared site a browser shows as a page gets the policy in the report,
    /// whatever the case of its name's ending (`g.HTML`, `h.htm`, `i.xhtml`).
    @Test func everyPageOfAComparedSiteIsSandboxedInTheReport() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let script = "<script>document.title = 1</script>x"
        let pages = ["index.html", "assets/g.HTML", "assets/h.htm", "assets/i.xhtml", "assets/j.shtml", "assets/k.xht"]
        try Self.site(project, "old", files: ["index.html": "<p>a</p>"], listed: ["index.html"])
        try Self.site(project, "new", files: Dictionary(uniqueKeysWithValues: pages.map { ($0, script) }), listed: pages)
        var diff = SiteDiff.compare(old: .output(project.url("old")), new: .output(project.url("new")))
        _ = try diff.writeReport(to: project.url("review"), oldName: "old", newName: "new")
        for page in pages {
            let copied = try String(contentsOf: project.url("review/new/" + page), encoding: .utf8)
            #expect(copied.hasPrefix(BrowserSandbox.meta()), "\(page): \(copied.prefix(80))")
        }
    }

    @Test func aReportFolderThatIsHoldsOrIsInsideAComparedSiteOrTheOutputIsRefused() throws {
        let project = try TemporaryProject(files: ["a/.spots-site.json": "{}", "b/.spots-site.json": "{}"])
        defer { project.remove() }
        let inputs: [ReviewInput] = [.output(project.url("a")), .output(project.url("b"))]
        let named = [project.url("a"), project.url("b")]
        let output = project.url("Output")
        func problem(_ report: String) -> String? {
            ReportFolder.problem(project.url(report), inputs: inputs, named: named, output: output)?.message
        }
        #expect(problem("a")?.contains("the report folder is a compared folder") == true)
        #expect(problem("b/review")?.contains("the report folder is inside a compared folder") == true)
        #expect(problem(".")?.contains("the report folder holds a compared folder") == true)
        #expect(problem("Output")?.contains("is the project's output") == true)
        #expect(problem("Output/review")?.contains("is inside the project's output") == true)
        #expect(problem("review") == nil)
        // A link to a compared site is the site.
        #expect(symlink(project.url("a").path, project.url("alias").path) == 0)
        #expect(problem("alias") != nil)
        let project2 = BuildOptions(content: project.url("p/Content"), templates: project.url("p/Templates"), output: output).withSiteFeatures()
        #expect(ReportFolder.problem(project.url("p/Content/r"), inputs: [.project(project2)], named: [], output: output) != nil)
    }

    /// A data file linked inside the content folder is compared as its target (the gate follows
    /// links inside), not dropped as unreadable.
    @Test func aDataFileLinkedInsideTheContentFolderIsComparedByItsTarget() throws {
        let project = try TemporaryProject(copying: SiteDiffTests.fixture)
        defer { project.remove() }
        let data = project.url("new/Content/data/ada.json")
        try FileManager.default.createDirectory(at: project.url("new/Content/shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: data, to: project.url("new/Content/shared/ada.json"))
        #expect(symlink("../shared/ada.json", data.path) == 0)
        func input(_ side: String) -> ReviewInput { .project(SiteDiffTests.options(of: project.url(side))) }
        let diff = SiteDiff.compare(old: input("old"), new: input("new"))
        #expect(diff.review.site.contains { $0.subject == "Content/data/ada.json" && $0.kind == .changed })
    }
}
