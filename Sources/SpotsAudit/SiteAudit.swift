import Foundation
import SpotsBrowser
import SpotsBuild
import SpotsFormat
import SpotsRender

/// `spots-site audit`: the site built in each text mode chosen, every screen's page (or those
/// `screens` names) opened in headless Chromium in every context chosen, and what it finds
/// reported at the lines that made each element.
package struct SiteAudit: Sendable {
    /// The project, as `build` reads it.
    package var options: BuildOptions
    /// The contexts to measure in.
    package var contexts: [AuditContext]
    /// A glob of the screens to audit (their path under `screens/`, or their route); nil for all.
    package var screens: String?
    /// How many pages are measured at once.
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Where to write the HTML report with a picture of each finding (`--report`); nil for none.
    package var reportFolder: URL?
    /// What serves the built pages to the browser, on an origin of their own (`PageServer`).
    package var server: any PageServer

    /// What the audit found.
    package struct Outcome: Sendable {
        /// The audit's findings, or the build's problems when the site could not be built.
        package var diagnostics: [Diagnostic] = []
        /// The findings, as faults (for a report).
        package var report: AuditReport?
        /// How many pages were measured, in how many contexts.
        package var pageCount = 0
        package var contextCount = 0
        /// Whether the site could not be built (its errors are in `diagnostics`): nothing was measured.
        package var buildFailed = false
        /// What checking the report's page found (spots-site's fault), and how many pictures it has.
        package var reportProblems: [Diagnostic] = []
        package var shotCount = 0
        /// How many findings got no picture: a report takes at most `AuditShots.limit`.
        package var shotsLeftOut = 0
    }

    package init(options: BuildOptions, contexts: [AuditContext], screens: String? = nil, server: any PageServer) {
        self.options = options
        self.server = server
        self.contexts = contexts
        self.screens = screens
    }

    /// A new temporary folder's place for a run (`run` makes it, and removes it when done).
    package static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-audit-\(UUID().uuidString.prefix(8))")
    }

    /// Runs the audit with the browser at `chromium`, building and opening the sites in the
    /// temporary folder `work`, which it makes and removes; `progress` hears how many pages are
    /// done of how many.
    package func run(chromium: URL, work: URL, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Outcome {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var outcome = Outcome()
        var sites: [AuditSite] = []
        // The browser opens the pages from this server, never from files.
        let served = try server.serve(work)
        defer { served.stop() }
        for text in Set(contexts.map(\.text)).sorted() {
            let folder = "site-\(text.rawValue)"
            let site = try AuditSite.build(
                options, text: text, into: work.appendingPathComponent(folder), screens: screens,
                addressedBy: { served.address(of: folder + "/" + $0) })
            // The build's warnings are `check`'s to report; its errors stop the audit.
            if site.diagnostics.hasErrors {
                outcome.diagnostics = site.diagnostics
                outcome.buildFailed = true
                return outcome
            }
            sites.append(site)
        }
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        guard case .text(let script)? = templates.themeFiles[Self.script] else { throw DevToolsError("the theme has no \(Self.script)") }
        var runner = AuditRunner(chromium: chromium, script: script, jobs: jobs, work: work, servedPort: served.port)
        runner.sheetName = Self.sheetNames(own: sites.first?.ownThemeFiles ?? [:], builtIn: Set(templates.themeFiles.keys))
        let measurements = try runner.measure(sites, in: contexts, progress: progress)
        let report = AuditReport(measurements, chosen: contexts)
        outcome.report = report
        outcome.diagnostics += report.diagnostics
        outcome.pageCount = sites.first?.pages.count ?? 0
        outcome.contextCount = contexts.count
        if let reportFolder {
            let shots = AuditShots(chromium: chromium, script: script, work: work, servedPort: served.port).take(report.shownFaults, sites: sites)
            let leftOut = max(0, report.shownFaults.count - AuditShots.limit)
            var made = AuditReportSite(
                report: report, shots: shots, pageCount: outcome.pageCount, contextCount: outcome.contextCount, shotsLeftOut: leftOut)
            made.checkedFiles = sites.first?.pages.map(\.file) ?? []
            made.contexts = contexts
            let site = made.site(templates: templates)
            _ = try SiteWriter(output: reportFolder).write(site)
            outcome.reportProblems = site.diagnostics
            outcome.shotCount = shots.count
            outcome.shotsLeftOut = leftOut
        }
        return outcome
    }

    /// How diagnostics name the file a style sheet's address (`http://127.0.0.1:9/site-as-written/assets/theme.css`)
    /// was built from: the project's own theme file (`own`, by its place in the site), the built-in
    /// theme's (`builtIn`), or else a file of the site (a content asset).
    static func sheetNames(own: [String: String], builtIn: Set<String>) -> @Sendable (String) -> String {
        { address in
            // The address's path: the site's folder, then the file's place in the site.
            let path = (URL(string: address)?.path ?? address).split(separator: "/").dropFirst().joined(separator: "/")
            guard !path.isEmpty else { return "a style sheet the browser did not name" }
            if let file = own[path] { return file }
            return builtIn.contains(path) ? "\(StyleDeclaration.builtIn)\(path)" : "the site's \(path)"
        }
    }

    /// The theme's script that measures a page.
    package static let script = "audit/audit.js"
}
