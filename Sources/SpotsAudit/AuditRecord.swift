import Foundation
import SpotsFormat

/// The audit's findings as a file (`findings.json` in the report folder): what `build --audit`
/// shows on the catalog's kind pages, and what `diff --audit` compares. Read back, it is input
/// like any other: checked for its shape and its sizes before anything of it is used.
package struct AuditRecords: Codable, Sendable, Equatable {
    /// The format's version; a reader takes only the versions it knows.
    package var version = 1
    /// How many pages were measured, in how many contexts.
    package var pages: Int
    package var contexts: Int
    package var findings: [AuditRecord]

    /// The name of the file in a report folder.
    package static let file = "findings.json"
    /// The largest file read back (a report of 10,000 findings is about 5 MB).
    package static let maximumSize = 64 << 20
    /// The longest file, path, rule, kind, part or context a finding has, and the longest message.
    static let maximumField = 4_096
    static let maximumMessage = 16_384

    package init(pages: Int, contexts: Int, findings: [AuditRecord]) {
        self.pages = pages
        self.contexts = contexts
        self.findings = findings
    }

    /// The records of `report`, their pictures named by `shots` (fault index to file name).
    package init(_ report: AuditReport, pages: Int, contexts: Int, shots: [Int: String] = [:]) {
        self.init(
            pages: pages, contexts: contexts,
            findings: report.shownFaults.enumerated().map { index, fault in
                let diagnostic = report.diagnostic(fault)
                return AuditRecord(
                    file: diagnostic.file, line: diagnostic.location?.line ?? 1, column: diagnostic.location?.column ?? 1, path: diagnostic.path,
                    rule: diagnostic.rule.rawValue, kind: fault.kind?.name, component: fault.kind?.isComponent, part: fault.worst.part,
                    message: diagnostic.message, contexts: fault.contexts.map { "\($0.context)" }, screenshot: shots[index],
                    cause: fault.worst.cause.map { String($0.phrase.prefix(AuditRecords.maximumField / 4)) })
            })
    }

    /// The records in `data`; throws `Unreadable`, saying why they cannot be read.
    package static func decode(_ data: Data) throws -> AuditRecords {
        guard data.count <= maximumSize else { throw Unreadable(reason: "it is larger than \(maximumSize >> 20) MB") }
        let records: AuditRecords
        do {
            records = try JSONDecoder().decode(AuditRecords.self, from: data)
        } catch {
            throw Unreadable(reason: "it is not the audit's findings (\(error))")
        }
        guard records.version == 1 else { throw Unreadable(reason: "it is of version \(records.version); this spots-site reads version 1") }
        // No field longer than the audit writes: a file or path of millions of parts is not one.
        for (index, record) in records.findings.enumerated() {
            let fields = [record.file, record.path ?? "", record.rule, record.kind ?? "", record.part, record.screenshot ?? "", record.cause ?? ""]
            if fields.contains(where: { $0.utf8.count > maximumField }) || record.message.utf8.count > maximumMessage
                || record.contexts.count > 10_000 || record.contexts.contains(where: { $0.utf8.count > maximumField })
            {
                throw Unreadable(
                    reason: "its finding \(index + 1) has a field longer than a finding's (\(maximumField) bytes; a message \(maximumMessage))")
            }
        }
        return records
    }

    /// Why a findings file cannot be read.
    package struct Unreadable: Error, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    /// The records as JSON, keys sorted, so the same findings give the same bytes.
    package var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }
}

/// One finding, as `findings.json` keeps it.
package struct AuditRecord: Codable, Sendable, Hashable {
    /// Where it is written: the screen file, as diagnostics name it, and the item's line and column.
    package var file: String
    package var line: Int
    package var column: Int
    /// The item's (or component's) JSON path.
    package var path: String?
    /// The diagnostic rule (`layout-overflow`).
    package var rule: String
    /// The kind of the item or component that made the element, and which of the two it is.
    package var kind: String?
    package var component: Bool?
    /// What the element is: title, subtitle, meta, link…
    package var part: String
    /// The diagnostic's message: what is wrong, measured, and where it shows.
    package var message: String
    /// Every context it shows in.
    package var contexts: [String]
    /// Its picture in the report folder (`shots/3.png`).
    package var screenshot: String?
    /// The CSS declaration that set what was measured, as `AuditCauses` names it, when the browser said.
    package var cause: String? = nil
}
