import Foundation
import SpotsSiteServer
import SpotsSiteTestSupport
import Testing

@testable import SpotsAudit
@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// `spots-site audit` in headless Chromium: the fixture's known faults, each found at its line in
/// the contexts it shows in and no other; the example with none in any context; the marks that
/// point at the lines, in the audit's builds only. Chromium is needed (scripts/test.sh installs it).
@Suite(.serialized) struct AuditTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("sites/audit")
    static let everyContext = AuditContext.everyDefault

    static func chromium() throws -> URL {
        try #require(Chromium.find(), "the audit's tests need Chromium: apt-get install chromium (scripts/test.sh installs it)")
    }

    @Test func theFixturesFaultsAreEachFoundAtTheirLineInTheirContexts() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        var audit = SiteAudit(options: project.options(), contexts: Self.everyContext, server: FolderServer())
        let report = project.root.appendingPathComponent("audit-report")
        audit.reportFolder = report
        let outcome = try audit.run(chromium: try Self.chromium(), work: SiteAudit.temporaryFolder())
        let faults = try #require(outcome.report).faults
        #expect(outcome.pageCount == 1 && Self.everyContext.count == 54)
        // Each fault: its rule, its line and column, and the contexts it shows in.
        let expected: [(AuditFinding.Rule, Int, Int, (AuditContext) -> Bool)] = [
            (.overflow, 8, 9, { _ in true }),  // the chip's title, cut off everywhere
            (.contrast, 15, 9, { $0.scheme == .dark }),  // the tag's colour for dark mode
            (.smallTarget, 22, 9, { _ in true }),  // two 14-pixel links side by side
            (.sideways, 25, 5, { $0.direction == .rtl }),  // the carousel's shade, right to left
            (.overflow, 38, 9, { $0.text == .pseudo }),  // the button sized for English
        ]
        // Each tiny link at line 22 is a fault of its own: one more than the kinds.
        #expect(faults.count == expected.count + 1, "\(outcome.diagnostics.map(\.description))")
        #expect(faults.filter { $0.rule == .smallTarget }.map(\.worst.text).sorted() == ["+", ">"])
        for (rule, line, column, shows) in expected {
            let fault = try #require(faults.first { $0.rule == rule && $0.mark?.location.line == line }, "\(rule) at line \(line)")
            #expect(fault.mark?.location.column == column)
            #expect(fault.mark?.file == fault.page.file && fault.page.file.hasSuffix("Content/screens/index.json"))
            #expect(Set(fault.contexts.map(\.context)) == Set(Self.everyContext.filter(shows)), "\(rule) at line \(line)")
        }
        let messages = outcome.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains("Content/screens/index.json:38:9: warning: the content \"[Ƒööļļööŵ~]\" is cut off by 37 px at 375 px in pseudo text; ")
                    && $0.contains("it shows at every width, in pseudo text (components[4].items[0])")
            }, "\(messages)")
        #expect(messages.contains { $0.contains("has a contrast of 1.24:1 (#3a2a20 on #181c22), under the 4.5:1 it needs at 375 px in dark;") })
        // The tag's colours are the screen's (its template writes meta's into a style): the hint says so.
        #expect(
            messages.contains {
                $0.contains("#181c22") && $0.contains("its colours come from a style attribute its template writes (from the screen")
            }, "\(messages)")
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning })
        try Self.expectReport(in: report, outcome: outcome)
    }

    /// The fixture's report: each finding with a picture, by screen and by kind, and the findings file.
    static func expectReport(in report: URL, outcome: SiteAudit.Outcome) throws {
        #expect(outcome.reportProblems.map(\.description) == [])
        let records = try AuditRecords.decode(Data(contentsOf: report.appendingPathComponent(AuditRecords.file)))
        #expect(records.pages == 1 && records.contexts == 54)
        #expect(records.findings.map(\.line) == [8, 15, 22, 22, 25, 38])
        let carousel = try #require(records.findings.first { $0.line == 25 })
        #expect(carousel.kind == "carousel" && carousel.component == true && carousel.rule == "sideways-scroll")
        #expect(records.findings.first?.kind == "chip" && records.findings.first?.component == false)
        #expect(outcome.shotCount == 6)
        for record in records.findings {
            let png = try Data(contentsOf: report.appendingPathComponent(try #require(record.screenshot)))
            let size = try #require(AuditReportSite.size(ofPNG: png))
            #expect(size.width >= 320 && size.height >= 120, "\(record.line): \(size)")
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: #"<li class="audit-finding""#).count == 7)
        #expect(html.contains(##"<dt><span class="audit-kind">mini-links item</span> · 2 findings</dt>"##))
        let targets = ##"<dd><span class="audit-rule">small-target</span> (2): <a href="#finding-3">#3</a> <a href="#finding-4">#4</a></dd>"##
        #expect(html.contains(targets))
        #expect(html.contains(##"<dd><span class="audit-rule">sideways-scroll</span> (1): <a href="#finding-5">#5</a></dd>"##))
        #expect(html.contains(#"<img src="shots/5.png""#) && html.contains("At 375 px right to left; the element is outlined."))
    }

    @Test func theExampleHasNoFindingsInAnyContext() throws {
        let root = TestPaths.repository
        let options = BuildOptions(
            content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
            output: root.appendingPathComponent("Output")
        ).withSiteFeatures()
        let outcome = try SiteAudit(options: options, contexts: Self.everyContext, server: FolderServer()).run(
            chromium: try Self.chromium(), work: SiteAudit.temporaryFolder())
        #expect(outcome.pageCount == 16)
        #expect(outcome.diagnostics.map(\.description) == [])
    }

    @Test func onlyTheAuditsBuildsMarkTheLineOfEachItem() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let published = project.build()
        for (path, _) in published.files where path.hasSuffix(".html") {
            #expect(published.text(at: path)?.contains(SourceMark.attribute) == false, "\(path)")
        }
        var options = project.options()
        options.purpose = .audit
        let audited = SiteBuilder(options: options).build()
        let marked = try #require(audited.text(at: "index.html"))
        // The audit's purpose makes the screens' pages alone; the published site has the catalog and the map.
        #expect(published.files.keys.contains("catalog/index.html") && published.files.keys.contains("flow/index.html"))
        #expect(!audited.files.keys.contains { $0.hasPrefix("catalog/") || $0.hasPrefix("flow/") }, "\(audited.files.keys.sorted())")
        #expect(marked.contains(#"<article class="item item-chip" data-spots-source=""#))
        #expect(marked.contains(#"Content/screens/index.json:8:9 components[0].items[0]">"#))
        let mark = try #require(SourceMark("Content/screens/index.json:8:9 components[0].items[0]"))
        #expect(
            mark.file == "Content/screens/index.json" && mark.location == SourceLocation(line: 8, column: 9) && mark.path == "components[0].items[0]")
        #expect(SourceMark("no place here") == nil)
    }

    /// An item template that does not write `{{{attributes}}}` still has its item marked, on its
    /// first element, so the audit pins its findings to the item's line, not its component's.
    @Test func anItemTemplateWithoutAttributesIsMarkedOnItsFirstElement() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                "{ \"components\": [ { \"kind\": \"list\",\n  \"items\": [\n    { \"title\": \"A\", \"kind\": \"plain\" } ] } ] }",
            "Templates/items/plain.mustache": "<div class=\"plain\"><b>{{title}}</b></div>\n",
        ])
        defer { project.remove() }
        var options = project.options()
        options.purpose = .audit
        let marked = try #require(SiteBuilder(options: options).build().text(at: "index.html"))
        #expect(marked.contains(#"<div data-spots-source=""#), "\(marked)")
        #expect(marked.contains(#"Content/screens/index.json:3:5 components[0].items[0]" class="plain"><b>A</b></div>"#), "\(marked)")
        // A mark already on the first element is not given twice.
        let once = SourceMark(file: "f.json", location: SourceLocation(line: 1, column: 1), path: "p")
        #expect(once.marking(Array(#"<p data-spots-source="x">t</p>"#.utf8)) == Array(#"<p data-spots-source="x">t</p>"#.utf8))
        #expect(once.marking(Array("text only".utf8)) == Array("text only".utf8))
    }

    @Test func theContextsAreSaidInFewWords() {
        let chosen = Self.everyContext
        let dark = chosen.filter { $0.scheme == .dark }
        #expect(AuditContextWords.spread(chosen, chosen: chosen) == "; it shows in every context")
        #expect(AuditContextWords.spread(dark, chosen: chosen) == "; it shows at every width, in dark")
        #expect(AuditContextWords.spread([chosen[0]], chosen: chosen) == "")
        let phoneRTL = chosen.filter { $0.width == 375 && $0.direction == .rtl && $0.text == .pseudo }
        #expect(AuditContextWords.spread(phoneRTL, chosen: chosen) == "; it shows at 375 px, in pseudo text, right to left")
        // Two widths with other looks each are said width by width, not as four contexts.
        let twoLooks = [AuditContext(width: 375, scheme: .dark), AuditContext(width: 768)]
        #expect(
            AuditContextWords.spread(twoLooks, chosen: chosen)
                == "; it shows at 375 px in as-written text, in dark, as written; at 768 px in as-written text, in light, as written")
        #expect(AuditContextWords.spread([chosen[0], chosen[0]], chosen: chosen) == "")
        let mixed = [
            AuditContext(width: 375, scheme: .dark), AuditContext(width: 375, direction: .rtl), AuditContext(width: 768, text: .long),
        ]
        #expect(
            AuditContextWords.spread(mixed, chosen: chosen)
                == "; it shows at 375 px in as-written text, in light right to left and in dark as written; at 768 px in long text, in light, as written"
        )
        #expect(
            AuditContext(width: 375, scheme: .highContrast, direction: .rtl, text: .long).description
                == "375 px in high contrast, right to left, in long text")
    }

    @Test func theCommandExitsOneOnFindingsAndTwoWithoutChromium() throws {
        let project = try TemporaryProject(copying: Self.fixture)
        defer { project.remove() }
        let quick = ["audit", "--widths", "375", "--schemes", "dark", "--text", "as-written", "--format", "github"]
        let found = try runProcess(CommandLineTests.binary, quick, in: project.root)
        #expect(found.status == 1, "\(found.errors)")
        #expect(
            found.output.contains("::warning file=Content/screens/index.json,line=15,col=9,title=spots-site rendered-contrast::"), "\(found.output)")
        #expect(found.errors.contains("Audited 1 page in 2 contexts: 5 findings"), "\(found.errors)")
        let tolerated = try runProcess(CommandLineTests.binary, quick + ["--exit-zero"], in: project.root)
        #expect(tolerated.status == 0)
        let json = try runProcess(CommandLineTests.binary, quick.dropLast(2) + ["--format", "json", "--exit-zero"], in: project.root)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        #expect(json.status == 0 && parsed?.count == 5, "\(json.output) \(json.errors)")
        #expect(parsed?.first?["rule"] as? String == "layout-overflow" && parsed?.first?["line"] as? Int == 8)
        let none = try runProcess(CommandLineTests.binary, quick + ["--screens", "nothing*"], in: project.root)
        #expect(none.status == 2 && (none.output + none.errors).contains("--screens 'nothing*' matches no screen"), "\(none.errors)")
        let missing = try runProcess(
            CommandLineTests.binary, ["audit"], in: project.root, environment: ["PATH": "/nonexistent", "CHROME_PATH": "/nonexistent/chromium"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no Chromium was found") && missing.errors.contains("apt-get install chromium"), "\(missing.errors)")
        // Every value that is none, at once, with the values there are and the one likely meant.
        let wrong = try runProcess(
            CommandLineTests.binary, ["audit", "--schemes", "sepia,drak", "--text", "psuedo", "--widths", "wide"], in: project.root)
        #expect(wrong.status == 2)
        for line in [
            "--schemes: 'sepia' is not one of light, dark, high-contrast\n",
            "--schemes: 'drak' is not one of light, dark, high-contrast; did you mean dark?",
            "--text: 'psuedo' is not one of as-written, pseudo, long; did you mean pseudo?",
            "--widths: 'wide' is not a width in px from 200 to 4000, such as 375",
        ] {
            #expect(wrong.errors.contains(line), "\(wrong.errors)")
        }
    }
}
