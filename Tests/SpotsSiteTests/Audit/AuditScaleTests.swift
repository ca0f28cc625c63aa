import Foundation
import SpotsSiteServer
import SpotsSiteTestSupport
import Testing

@testable import SpotsAudit
@testable import SpotsBuild
@testable import SpotsFormat

/// The audit's measuring script is linear in a page's targets: it finds the targets near each one
/// through a grid, not by comparing every target with every other. Chromium is needed.
@Suite(.serialized) struct AuditScaleTests {
    /// 6,000 links in one text, crowded: one context took 30 s or more with every target compared
    /// with every other (six took 215 s; 18,000 links were not done in a minute), and takes about
    /// two now.
    @Test func aPageOfSixThousandLinksIsMeasuredAndItsCrowdedLinksFound() throws {
        let text = (0..<6000).map { "[\($0)](/)" }.joined(separator: " ")
        let screen = #"{ "title": "Links", "components": [ { "items": [ { "title": "Many", "text": "\#(text)" } ] } ] }"#
        let project = try TemporaryProject(files: ["Content/screens/index.json": screen])
        defer { project.remove() }
        let context = AuditContext(width: 375)
        let outcome = try SiteAudit(options: project.options(), contexts: [context], server: FolderServer()).run(
            chromium: try AuditTests.chromium(), work: SiteAudit.temporaryFolder())
        let faults = try #require(outcome.report).faults
        #expect(outcome.report?.failures.isEmpty == true, "\(outcome.report?.failures ?? [])")
        #expect(faults.contains { $0.rule == .smallTarget }, "\(faults.map(\.rule))")
    }
}
