import SpotsFormat

/// The lines of `.spots-site-outline` that keep the build's report (`SiteSummary.report`):
/// `["report", "strict" or "", silenced, errors, warnings, notes]` first, then each problem it
/// prints, `["shown", "", problem]` (as the records write one), and each shape it counts,
/// `["more", shape, count]`, in order.
extension OutlineFile {
    static func reportLines(_ report: KeptReport) -> [String] {
        let digest = report.digest
        var lines = [
            "[\"report\",\"\(report.strict ? "strict" : "")\",\(report.ignored),\(digest.errors),\(digest.warnings),\(digest.notes)]"
        ]
        for problem in digest.shown { lines.append("[\"shown\",\"\",\(RecordsFile.encoded(problem))]") }
        for shape in digest.more { lines.append("[\"more\",\(shape.text.jsonQuoted(forScript: false)),\(shape.count)]") }
        return lines
    }

    /// Reads one of those lines (`fields`, of three or more, the first two strings) into
    /// `report`; false when it is not one, or comes before the report's first line.
    static func read(_ fields: [JSONValue], into report: inout KeptReport?) -> Bool {
        switch fields[0].string {
        case "report":
            let counts = fields.dropFirst(2).compactMap { $0.number.flatMap { Int(exactly: $0) } }.filter { $0 >= 0 }
            // A build with errors keeps no report (`KeptReport.make`): one that counts any is forged.
            guard report == nil, fields.count == 6, counts.count == 4, counts[1] == 0, let strict = fields[1].string, ["strict", ""].contains(strict)
            else {
                return false
            }
            report = KeptReport(
                digest: DiagnosticDigest(errors: counts[1], warnings: counts[2], notes: counts[3]), ignored: counts[0], strict: strict == "strict")
        case "shown":
            guard report != nil, fields.count == 3, fields[1].string == "", let problem = RecordsFile.decoded(problem: fields[2]) else {
                return false
            }
            report?.digest.shown.append(problem)
        case "more":
            guard report != nil, fields.count == 3, let text = fields[1].string, let count = fields[2].number.flatMap({ Int(exactly: $0) }), count > 0
            else { return false }
            report?.digest.more.append(.init(text: text, count: count))
        default:
            return false
        }
        return true
    }
}
