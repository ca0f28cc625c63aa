import Foundation
import SpotsBrowser
import SpotsFormat
import SpotsRender

/// Opens every page of the audit's sites in headless Chromium, one tab a job, and measures each
/// in each of its contexts with the theme's script (`Templates/audit/audit.js`): the page loads
/// once in each text mode, in its first context's width and scheme; its widths, schemes and
/// directions are set on the loaded page (`visitingOrder`).
package struct AuditRunner: Sendable {
    /// The browser.
    package var chromium: URL
    /// The script that measures a page: it defines `spotsAudit`.
    package var script: String
    /// How many pages are measured at once.
    package var jobs: Int
    /// A temporary folder for the browser's profile.
    package var work: URL
    /// The port of the server of the pages (`PageServer`).
    package var servedPort: Int?
    /// A style sheet's address as diagnostics name its file, to say which CSS rule caused a finding.
    package var sheetName: @Sendable (String) -> String = { $0 }

    /// What one page gave in one context, or why it could not be measured.
    package struct Measurement: Sendable {
        package var page: AuditSite.Page
        package var context: AuditContext
        package var findings: [AuditFinding] = []
        /// Why the page could not be measured; nil when it was.
        package var failure: String?
    }

    package init(chromium: URL, script: String, jobs: Int, work: URL, servedPort: Int?) {
        self.chromium = chromium
        self.servedPort = servedPort
        self.script = script
        self.jobs = max(1, jobs)
        self.work = work
    }

    /// Every page of `sites` in each of `contexts` of its text mode, in page then context order;
    /// `progress` is told how many pages are done, of how many. Throws when the browser cannot start.
    package func measure(_ sites: [AuditSite], in contexts: [AuditContext], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [Measurement] {
        let units = sites.flatMap { site in site.pages.map { (page: $0, contexts: contexts.filter { $0.text == site.text }) } }
        guard !units.isEmpty else { return [] }
        guard let browser = DevToolsBrowser(chromium: chromium, profile: work.appendingPathComponent("profile"), servedPort: servedPort) else {
            throw DevToolsError.cannotStart(chromium)
        }
        defer { browser.close() }
        let total = units.count
        var done: (@Sendable (Int, Int) -> Void)?
        if let progress { done = { progress($1, total) } }
        let measured: [[Measurement]?] = browser.inTabs(units.count, workers: jobs, progress: done) { index, tab -> TabOutcome<[Measurement]> in
            let unit = units[index]
            let measured = measure(unit.page, in: unit.contexts, tab: tab)
            // The tab may be lost (its page crashed it): a new one tries the page once more.
            return measured.allSatisfy { $0.failure != nil } ? .lost(measured) : .done(measured)
        }
        // Pages no job could take: every tab was lost.
        return zip(units, measured).flatMap { unit, measured in
            measured ?? unit.contexts.map { Measurement(page: unit.page, context: $0, failure: "no tab could be opened in Chromium") }
        }
    }

    /// One page in each of `contexts`: opened once, the script put in, then each context set and measured.
    private func measure(_ page: AuditSite.Page, in contexts: [AuditContext], tab: DevToolsTab) -> [Measurement] {
        let order = Self.visitingOrder(contexts)
        do {
            // The page loads in its first context's width and scheme: not laid out again at once.
            if let first = order.first { try emulate(contexts[first], in: tab) }
            try tab.open(page.url)
            _ = try tab.evaluate(script + "\n;''")
        } catch {
            return contexts.map { Measurement(page: page, context: $0, failure: "\(error)") }
        }
        var measurements = contexts.map { Measurement(page: page, context: $0) }
        for index in order {
            let context = contexts[index]
            var measurement = measurements[index]
            do {
                try emulate(context, in: tab)
                let dir = context.direction == .rtl ? "\"rtl\"" : "null"
                let answer = try tab.evaluate(
                    "spotsAudit({dir: \(dir), level: \"\(context.scheme.level)\", minText: \(AuditRules.minimumTextSize), minTarget: \(AuditRules.minimumTarget)})"
                )
                let findings = try JSONDecoder().decode(AuditMeasurement.self, from: Data(answer.utf8)).findings
                measurement.findings = StyleCauseFinder(tab: tab, sheetName: sheetName).explain(findings)
            } catch {
                measurement.failure = "\(error)"
            }
            measurements[index] = measurement
        }
        return measurements
    }

    /// Sets the width and colour scheme of `context` (the tab sends only what changed).
    private func emulate(_ context: AuditContext, in tab: DevToolsTab) throws {
        try tab.setViewport(width: context.width, height: AuditContext.height)
        try tab.emulateMedia(context.scheme.mediaFeatures)
    }

    /// The order to measure `contexts` in (indices into it): by width as given; within a width,
    /// its directions backwards when that starts them with the direction the width before ended
    /// with; within a direction, its schemes backwards when that starts them with the scheme the
    /// run before ended with. So light, dark, high contrast is followed by high contrast, dark,
    /// light, and right to left by right to left. Each change of scheme or direction costs the
    /// browser a style recalculation of every element: this saves one a run, and one of direction
    /// each other width.
    static func visitingOrder(_ contexts: [AuditContext]) -> [Int] {
        var order: [Int] = []
        for widthRun in runs(Array(contexts.indices), by: { contexts[$0].width }) {
            var directionRuns = runs(widthRun, by: { contexts[$0].direction })
            if turns(directionRuns.map { contexts[$0[0]].direction }, toStartWith: order.last.map { contexts[$0].direction }) {
                directionRuns.reverse()
            }
            for run in directionRuns {
                order += turns(run.map { contexts[$0].scheme }, toStartWith: order.last.map { contexts[$0].scheme }) ? run.reversed() : run
            }
        }
        return order
    }

    /// Whether `values` taken backwards start with `last`, where forwards they do not.
    private static func turns<Value: Equatable>(_ values: [Value], toStartWith last: Value?) -> Bool {
        values.count > 1 && values.first != last && values.last == last
    }

    /// `indices` cut into runs of consecutive ones of the same key.
    private static func runs<Key: Equatable>(_ indices: [Int], by key: (Int) -> Key) -> [[Int]] {
        var runs: [[Int]] = []
        for index in indices {
            if let first = runs.last?.first, key(first) == key(index) { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        return runs
    }
}
