import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The HTML report of `spots-site diff --report`: its pages, the two sites framed in it, and
/// where it may be written.
@Suite struct ReviewReportTests {
    /// The SHA-256 of `text` in base64, by sha256sum (shasum on macOS): the hash a browser checks against the policy.
    static func sha256(of text: Substring) throws -> String {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-sha-\(UUID().uuidString)")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["shasum", "-a", "256", input.path]
        #else
        process.arguments = ["sha256sum", input.path]
        #endif
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let hex = Array(output.prefix(64).utf8)
        let bytes = stride(from: 0, to: hex.count, by: 2).compactMap { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16) }
        return Data(bytes).base64EncodedString()
    }

    static func report() -> RenderedSite {
        let diff = SiteDiffTests.diff
        let (templates, problems) = TemplateSet.load(projectFolder: nil, displayName: "")
        #expect(problems.isEmpty)
        return ReviewReport(review: diff.review, old: diff.old, new: diff.new, oldName: "old", newName: "new").site(templates: templates)
    }

    @Test func hasAnIndexAPagePerScreenAndBothSitesWhole() throws {
        let site = Self.report()
        // Its pages pass the checks of every generated page: links, markup, accessibility.
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let pages = [
            "screens/home.html", "screens/events.html", "screens/news.html", "screens/preferences.html", "screens/profile-1.html",
            "screens/team.html",
        ]
        for page in ["index.html"] + pages {
            let html = try #require(site.text(at: page), "\(page)")
            #expect(HTMLValidator.inspect(html).syntaxError == nil, "\(page)")
        }
        #expect(site.files["review/review.css"] != nil && site.files["review/review.js"] != nil && site.files["review/review-frame.js"] == nil)
        #expect(site.files["review/theme.css"] != nil)
        #expect(site.files[ReviewReport.pixelDiffScript] == nil)
        // All but the 404 page, which links from the site's root.
        for path in SiteDiffTests.diff.old.files.keys where path != "404.html" { #expect(site.files["old/" + path] != nil, "old/\(path)") }
        for path in SiteDiffTests.diff.new.files.keys where path != "404.html" { #expect(site.files["new/" + path] != nil, "new/\(path)") }
        #expect(site.files["new/404.html"] == nil)
        // The framed pages scroll together, by the one script their policy allows; the others run none.
        let team = try #require(site.text(at: "new/team/index.html"))
        #expect(team.contains("  " + FrameScript.element + "\n</head>"))
        #expect(team.contains("<head>" + BrowserSandbox.policyMeta(FrameScript.policy)))
        #expect(site.text(at: "old/settings/index.html")?.contains("(window.parent === window)") == true)
        #expect(HTMLValidator.inspect(team).syntaxError == nil)
        let catalog = try #require(site.text(at: "new/catalog/index.html"))
        #expect(!catalog.contains("(window.parent === window)") && catalog.contains("<head>" + BrowserSandbox.policyMeta()))
        // The allowed hash is the script's, as sha256sum computes it: a change to the script changes it.
        let hash = try Self.sha256(of: Substring(FrameScript.text))
        #expect(FrameScript.hash == hash, "review-frame.js changed: FrameScript.hash is now \(hash)")
        #expect(FrameScript.policy.contains("script-src 'sha256-\(hash)'"))
    }

    @Test func pagesAreAsRecorded() throws {
        let site = Self.report()
        assertSnapshot(try #require(site.text(at: "index.html")), named: "diff/report-index.html")
        assertSnapshot(try #require(site.text(at: "screens/team.html")), named: "diff/report-team.html")
        // An added screen has no before; a removed one no after.
        #expect(site.text(at: "screens/events.html")?.contains("title=\"Before:") == false)
        #expect(site.text(at: "screens/events.html")?.contains("src=\"../new/events/index.html\"") == true)
        #expect(site.text(at: "screens/news.html")?.contains("title=\"After:") == false)
    }

    @Test func isWrittenOnlyWhereSpotsSiteWroteAndReplacedWhole() throws {
        let folder = try TemporaryProject(files: ["mine/notes.txt": "keep me"])
        defer { folder.remove() }
        var diff = SiteDiffTests.diff
        let outcome = try diff.writeReport(to: folder.url("report"), oldName: "old", newName: "new")
        #expect(FileManager.default.fileExists(atPath: outcome.folder.appendingPathComponent("index.html").path))
        #expect(outcome.screenshotCount == 0 && outcome.screenshotProblem == nil)
        _ = try diff.writeReport(to: folder.url("report"), oldName: "old", newName: "new")
        #expect(throws: WriteError.self) { try diff.writeReport(to: folder.url("mine"), oldName: "old", newName: "new") }
        #expect(FileManager.default.fileExists(atPath: folder.url("mine/notes.txt").path))
    }

    @Test func eachScreenshotOpensAtFullSize() throws {
        var review = SiteDiffTests.diff.review
        let team = try #require(review.screens.first { $0.route.path == "/team/" })
        let image = { (name: String) in ReviewShot.Image(path: "shots/team-1280-\(name).png", url: URL(fileURLWithPath: "/nonexistent/\(name).png")) }
        review.shots[team.route] = [ReviewShot(width: 1280, before: image("before"), after: image("after"), diff: image("diff"), ratio: 0.02)]
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let site = ReviewReport(review: review, old: SiteDiffTests.diff.old, new: SiteDiffTests.diff.new).site(templates: templates)
        // Links, markup and accessibility checked as on every page.
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let page = try #require(site.text(at: "screens/team.html"))
        for name in ["before", "after", "diff"] {
            #expect(page.contains("<a href=\"../shots/team-1280-\(name).png\"><img src=\"../shots/team-1280-\(name).png\""))
        }
    }

    @Test func screenshotsSayHowFarTheyAreOnStandardError() throws {
        let project = try TemporaryProject(copying: SiteDiffTests.fixture)
        defer { project.remove() }
        let chromium = try AuditTests.chromium()
        let arguments = ["diff", "old", "new", "--report", "report", "--screenshots", "--format", "json"]
        let run = try runProcess(CommandLineTests.binary, arguments, in: project.root, environment: ["CHROME_PATH": chromium.path])
        #expect(run.status == 1)
        let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix("screenshots: ") }
        #expect(lines.last == "screenshots: 6 of 6 screens" && lines.count >= 1 && lines.count <= 6, "\(run.errors)")
        #expect(!run.output.contains("screenshots: "))
        // One browser took every image, a tab each, and compared each pair: before, after, and the changed pixels.
        let review = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let screens = try #require(review["screens"] as? [[String: Any]])
        let team = try #require(screens.first { $0["route"] as? String == "/team/" }?["screenshots"] as? [[String: Any]])
        #expect(team.map { $0["width"] as? Int } == [390, 1280])
        for shot in team {
            let ratio = try #require(shot["ratio"] as? Double, "\(shot)")
            #expect(ratio > 0 && ratio < 0.5)
            for name in ["before", "after", "diff"] {
                let path = try #require(shot[name] as? String, "\(name): \(shot)")
                let png = try Data(contentsOf: project.url("report/" + path))
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path)")
            }
        }
        let quiet = try runProcess(CommandLineTests.binary, arguments + ["-q"], in: project.root, environment: ["CHROME_PATH": chromium.path])
        #expect(quiet.status == 1 && !quiet.errors.contains("screenshots: "))
        #expect(ShotProgress.line(done: 1, of: 1) == "screenshots: 1 of 1 screen")
    }

    @Test func withoutChromiumScreenshotsAreSkippedWithAWord() throws {
        let project = try TemporaryProject(copying: SiteDiffTests.fixture)
        defer { project.remove() }
        let run = try runProcess(
            CommandLineTests.binary, ["diff", "old", "new", "--report", "report", "--screenshots"], in: project.root,
            environment: ["PATH": "/nonexistent", "CHROME_PATH": ""])
        #expect(run.status == 1)
        #expect(run.errors.contains("warning: no Chromium was found"))
        #expect(run.errors.contains("Report: report/index.html"))
        #expect(FileManager.default.fileExists(atPath: project.url("report/screens/team.html").path))
        let usage = try runProcess(CommandLineTests.binary, ["diff", "old", "new", "--screenshots"], in: project.root)
        #expect(usage.status == 2)
        #expect(usage.errors.contains("--screenshots puts its images in the report"))
    }
}
