import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the report's templates (`Templates/review/`) are given: the index, each screen's page,
/// and the list of changes both show.
enum ReviewReportFields {
    /// Fields every report page has.
    static func common(root: String, title: String, old: String, new: String) -> [String: TemplateValue] {
        ["root": .text(root), "pageTitle": .text(title), "oldName": .text(old), "newName": .text(new)]
    }

    /// The changes, those of one subject together with their fields.
    package static func changes(_ changes: [ReviewChange]) -> TemplateValue {
        .list(
            ReviewSummary.grouped(changes).map { group in
                let head = group[0]
                let details = group.filter { $0.field != nil || $0.note != nil || !($0.pages ?? []).isEmpty || $0.old != nil || $0.new != nil }
                var fields: [String: TemplateValue] = [
                    "kind": .text(head.kind.rawValue), "subject": .text(head.subject), "hasFields": .flag(!details.isEmpty),
                    "fields": .list(details.map(field)),
                ]
                if let path = head.path { fields["path"] = .text(path) }
                return .object(TemplateFields(fields: fields))
            })
    }

    private static func field(_ change: ReviewChange) -> TemplateValue {
        var fields: [String: TemplateValue] = [:]
        if let field = change.field { fields["field"] = .text(field) }
        if let words = change.words, let old = change.old, let new = change.new {
            // The report shows a page's words as the page does: rendered, not as markdown.
            let shown = WordDiff.renderedPieces(old, new, source: words)
            fields["hasWords"] = .flag(true)
            fields["words"] = .list(
                shown.map { piece in .object(TemplateFields(fields: [piece.kind.rawValue: .flag(true), "text": .text(piece.text)])) })
        } else if change.old != nil || change.new != nil {
            fields["hasValues"] = .flag(true)
            fields["old"] = .text(change.shown(change.old))
            fields["new"] = .text(change.shown(change.new))
        }
        if let note = change.note { fields["note"] = .text(note) }
        if let pages = change.pages, !pages.isEmpty { fields["pages"] = .text(ReviewSummary.pages(pages)) }
        return .object(TemplateFields(fields: fields))
    }

    /// A unified diff as lines for `<pre>`, each with its kind: file, hunk, added, removed, same.
    static func diffLines(_ diff: String) -> TemplateValue {
        .list(
            UnifiedDiff.lines(of: diff).map { line in
                let kind =
                    line.hasPrefix("+++") || line.hasPrefix("---")
                    ? "file" : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "same"
                return .object(TemplateFields(fields: ["kind": .text(kind), "text": .text(String(line))]))
            })
    }
}
