import Foundation
import SpotsBuild
import SpotsFormat

extension AuditRecords {
    /// The records of the audit's report folder `folder` (`findings.json`), read through the
    /// folder's gate (no link followed, at most `maximumSize`); throws `Unreadable`, saying why not.
    package static func read(folder: URL) throws -> AuditRecords {
        switch ConfinedRoot(folder, links: .refuse).bytes(of: file, sizeLimit: maximumSize) {
        case .success(let bytes): return try decode(Data(bytes))
        case .failure(.refused(let refusal)): throw Unreadable(reason: refusal.phrase("the report", folder: folder.path))
        case .failure(.tooLarge(let size)): throw Unreadable(reason: "it is \(size) bytes, larger than \(maximumSize >> 20) MB")
        case .failure(let failure): throw Unreadable(reason: "it cannot be read (\(failure))")
        }
    }

    /// The findings as the warnings the audit reported, for a build's catalog.
    package var audited: AuditedFindings {
        AuditedFindings(
            findings: findings.map { record in
                Diagnostic(
                    .warning, rule: DiagnosticRule(rawValue: record.rule) ?? .audit, file: record.file,
                    location: SourceLocation(line: max(1, record.line), column: max(1, record.column)), path: record.path,
                    message: record.message)
            }, pages: pages, contexts: contexts)
    }
}
