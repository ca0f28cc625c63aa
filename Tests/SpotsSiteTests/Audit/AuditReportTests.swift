import Foundation
import Testing

@testable import SpotsAudit
@testable import SpotsBuild
@testable import SpotsFormat

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
    }

    @Test func aPicturesSizeIsReadFromItsHeader() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 1, 0x40, 0, 0, 0, 0x78]
        #expect(AuditReportSite.size(ofPNG: Data(png)).map { [$0.width, $0.height] } == [320, 120])
        #expect(AuditReportSite.size(ofPNG: Data("not a png at all, not at all".utf8)) == nil)
    }
}
