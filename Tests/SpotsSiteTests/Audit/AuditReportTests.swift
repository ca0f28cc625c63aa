import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsAudit
@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// The audit's report folder and findings file, without a browser: where a report may be written,
/// and a findings file read back as the hostile input it may be.
struct AuditReportTests {
    @Test func theReportIsNeverWrittenOverOrAroundTheProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-folder-\(UUID().uuidString.prefix(8))")
        let options = BuildOptions(
            content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
            output: root.appendingPathComponent("Output"))
        let refused = [("Output", "is the output folder"), ("Content/report", "is inside the content folder"), (".", "holds the content folder")]
        for (folder, why) in refused {
            let problem = try #require(AuditReportFolder.problem(root.appendingPathComponent(folder), options: options), "\(folder)")
            #expect(problem.message.contains("the report folder \(why)") && problem.severity == .error, "\(problem.message)")
        }
        #expect(AuditReportFolder.problem(root.appendingPathComponent("audit-report"), options: options) == nil)
    }

    @Test func aFindingsFileIsReadOnlyWhenItIsOne() throws {
        let records = AuditRecords(
            pages: 2, contexts: 54,
            findings: [
                AuditRecord(
                    file: "Content/screens/a.json", line: 3, column: 5, path: "components[0].items[1]", rule: "small-target", kind: "chip",
                    component: false, part: "link", message: "m", contexts: ["375 px in dark"], screenshot: "shots/1.png")
            ])
        #expect(try AuditRecords.decode(Data(records.encoded.utf8)) == records)
        #expect(records.encoded == AuditRecords(pages: 2, contexts: 54, findings: records.findings).encoded)
        let unreadable: [(String, String)] = [
            ("[1, 2]", "it is not the audit's findings"), (#"{"version": 2, "pages": 1, "contexts": 1, "findings": []}"#, "version 2"),
            (#"{"version": 1, "pages": "x"}"#, "it is not the audit's findings"),
        ]
        for (text, why) in unreadable {
            #expect(throws: AuditRecords.Unreadable.self) { try AuditRecords.decode(Data(text.utf8)) }
            do { _ = try AuditRecords.decode(Data(text.utf8)) } catch { #expect("\(error)".contains(why), "\(error)") }
        }
        #expect(throws: AuditRecords.Unreadable.self) { try AuditRecords.decode(Data(count: AuditRecords.maximumSize + 1)) }
        // A finding with a file of a million slashes is no finding the audit writes.
        var long = records
        long.findings[0].file = String(repeating: "/", count: 1_000_000)
        do {
            _ = try AuditRecords.decode(Data(long.encoded.utf8))
            Issue.record("a finding a million bytes long was read")
        } catch {
            #expect("\(error)".contains("its finding 1 has a field longer than a finding's"), "\(error)")
        }
    }

    /// A contrast finding's hint points at its cause: the screen's colours, or the stylesheet's.
    @Test func aContrastHintSaysWhoseColoursTheyAre() throws {
        func measured(_ authored: Bool?) throws -> AuditFinding.Measured {
            let flag = authored.map { #", "authored": \#($0)"# } ?? ""
            return try JSONDecoder().decode(AuditFinding.Measured.self, from: Data(#"{"ratio": 2.1, "needs": 4.5\#(flag)}"#.utf8))
        }
        #expect(
            AuditRules.hint(of: .contrast, measured: try measured(true)).hasPrefix(
                "its colours come from a style attribute its template writes (from the screen"))
        let stylesheet = AuditRules.hint(of: .contrast, measured: try measured(false))
        #expect(stylesheet.hasPrefix("its colours come from a stylesheet (the theme"))
        #expect(AuditRules.hint(of: .contrast, measured: try measured(nil)) == AuditRules.hint(of: .contrast))
        #expect(AuditRules.hint(of: .overflow, measured: try measured(false)) == AuditRules.hint(of: .overflow))
    }

    @Test func aPicturesSizeIsReadFromItsHeader() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 1, 0x40, 0, 0, 0, 0x78]
        #expect(AuditReportSite.size(ofPNG: Data(png)).map { [$0.width, $0.height] } == [320, 120])
        #expect(AuditReportSite.size(ofPNG: Data("not a png at all, not at all".utf8)) == nil)
    }

    @Test func theCatalogShowsTheAuditsFindingsOnThePagesOfTheKindsThatMadeThem() throws {
        let project = try TemporaryProject(copying: AuditTests.fixture)
        defer { project.remove() }
        func record(_ line: Int, _ column: Int, _ path: String, _ rule: String, _ message: String) -> AuditRecord {
            AuditRecord(
                file: "Content/screens/index.json", line: line, column: column, path: path, rule: rule, kind: nil, component: nil, part: "link",
                message: message, contexts: [])
        }
        let records = AuditRecords(
            pages: 1, contexts: 54,
            findings: [
                record(22, 9, "components[2].items[0]", "small-target", "the link \"+\" is a 14×14 px target"),
                record(25, 5, "components[3]", "sideways-scroll", "the carousel component's content makes the page scroll sideways"),
                record(9, 9, "components[9].items[0]", "small-text", "a finding of a screen as it was: no such item now"),
            ])
        var options = project.options()
        options.audited = try AuditRecords.decode(Data(records.encoded.utf8)).audited
        let site = SiteBuilder(options: options).build()
        let miniLinks = try #require(site.text(at: "catalog/items/mini-links/index.html"))
        #expect(miniLinks.contains(">What the audit found: 1 finding</h2>"))
        #expect(miniLinks.contains("in 54 contexts: widths, colour schemes, directions and text modes."))
        #expect(miniLinks.contains("<code>Content/screens/index.json:22:9</code>: the link &quot;+&quot; is a 14×14 px target</li>"))
        let carousel = try #require(site.text(at: "catalog/components/carousel/index.html"))
        #expect(carousel.contains("<code>Content/screens/index.json:25:5</code>: the carousel component"))
        #expect(site.text(at: "catalog/items/chip/index.html")?.contains(">What the audit found: none</h2>") == true)
        // A build given no audit says nothing of one.
        #expect(project.build().text(at: "catalog/items/chip/index.html")?.contains("What the audit found") == false)
    }

    @Test func aReportFolderSpotsSiteDidNotWriteIsRefusedBeforeTheAudit() throws {
        let project = try TemporaryProject(copying: AuditTests.fixture)
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("notes"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: project.url("notes/todo.txt"))
        let run = try runProcess(CommandLineTests.binary, ["audit", "--report", "notes"], in: project.root)
        #expect(run.status == 2, "\(run.errors)")
        #expect(!run.errors.contains("Audited"), "\(run.errors)")
        #expect(try String(contentsOf: project.url("notes/todo.txt"), encoding: .utf8) == "mine")
    }

    @Test func aBuildGivenNoFindingsFileSaysSoAndWritesNothing() throws {
        let project = try TemporaryProject(copying: AuditTests.fixture)
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("not-a-report"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.url("junk"), withIntermediateDirectories: true)
        try Data("{\"findings\": 3}".utf8).write(to: project.url("junk/findings.json"))
        for (folder, why) in [("not-a-report", "which is not there"), ("junk", "it is not the audit's findings")] {
            let run = try runProcess(CommandLineTests.binary, ["build", "--audit", folder], in: project.root)
            #expect(run.status == 1 && run.errors.contains("\(folder)/findings.json: error: the audit's findings cannot be read: "), "\(run.errors)")
            #expect(run.errors.contains(why), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: project.url("Output").path))
        }
    }
}

/// A report's pictures are capped: the worst findings get them, the same every run, and the report
/// says how many have none.
@Suite struct AuditShotsLimitTests {
    /// 600 findings on one page: every third a contrast finding, the others text cut off by `index` px.
    static func report() throws -> AuditReport {
        let page = AuditSite.Page(
            route: .root, file: "Content/screens/index.json", name: "index.json", url: URL(fileURLWithPath: "/tmp/index.html"), components: [:],
            ignoredRules: [])
        var findings: [AuditFinding] = []
        for index in 0..<600 {
            let measured = index % 3 == 0 ? #"{"ratio": 2.5, "needs": 4.5}"# : #"{"px": \#(index)}"#
            let json = #"""
                {"rule": "\#(index % 3 == 0 ? "contrast" : "overflow")", "part": "title", "text": "T \#(index)", "nth": \#(index),
                 "rect": {"x": 0, "y": \#(index * 30), "width": 100, "height": 20}, "measured": \#(measured)}
                """#
            findings.append(try JSONDecoder().decode(AuditFinding.self, from: Data(json.utf8)))
        }
        let context = AuditContext(width: 375)
        return AuditReport([AuditRunner.Measurement(page: page, context: context, findings: findings)], chosen: [context])
    }

    @Test func atMostFiftyFindingsGetAPictureTheWorstFirstAndTheReportSaysHowManyDoNot() throws {
        let report = try Self.report()
        let faults = report.shownFaults
        #expect(faults.count == 600)
        let chosen = AuditShots.chosen(faults)
        #expect(chosen.count == AuditShots.limit && AuditShots.limit == 50)
        #expect(chosen == AuditShots.chosen(faults))
        // Text cut off before colours, the most pixels first: 599, 598, 596, 595, …
        #expect(chosen.allSatisfy { faults[$0].rule == .overflow })
        let pixels = chosen.compactMap { faults[$0].worst.measured.px }
        #expect(pixels.first == 599 && pixels == pixels.sorted(by: >))
        #expect(AuditShots.chosen(Array(faults.prefix(10))).count == 10)
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let site = AuditReportSite(report: report, shots: [:], pageCount: 1, contextCount: 1, shotsLeftOut: 550).site(templates: templates)
        #expect(
            site.text(at: "index.html")?.contains("550 findings have no picture: a report takes at most 50, the worst findings first.") == true)
        let full = AuditReportSite(report: report, shots: [:], pageCount: 1, contextCount: 1).site(templates: templates)
        #expect(full.text(at: "index.html")?.contains("no picture") == false)
    }

    /// The index by kind: each kind with its count, then each rule with its count and findings.
    /// A report with no finding says what it measured: the screens and the contexts.
    @Test func theIndexGroupsByKindAndRuleAndACleanReportSaysWhatItChecked() throws {
        let report = try Self.report()
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        let site = AuditReportSite(report: report, shots: [:], pageCount: 1, contextCount: 1).site(templates: templates)
        let html = try #require(site.text(at: "index.html"))
        #expect(html.contains(#"<dt><span class="audit-kind">no item</span> · 600 findings</dt>"#), "\(html.prefix(3000))")
        #expect(html.contains(##"<dd><span class="audit-rule">rendered-contrast</span> (200): <a href="#finding-"##))
        #expect(html.contains(##"<dd><span class="audit-rule">layout-overflow</span> (400): <a href="#finding-"##))
        let contexts = [AuditContext(width: 375), AuditContext(width: 1280, scheme: .dark), AuditContext(width: 375, text: .pseudo)]
        var clean = AuditReportSite(report: AuditReport([], chosen: contexts), shots: [:], pageCount: 2, contextCount: 3)
        clean.checkedFiles = ["Content/screens/a.json", "Content/screens/b.json"]
        clean.contexts = contexts
        let page = try #require(clean.site(templates: templates).text(at: "index.html"))
        let line = "Nothing found on 2 screens, each measured in 3 contexts (375 and 1280 px; light and dark; as-written text and pseudo text)."
        #expect(page.contains(line), "\(page)")
        #expect(page.contains("<li><code>Content/screens/a.json</code></li>") && !page.contains("By kind"))
    }
}
