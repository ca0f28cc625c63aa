import SpotsFormat
import SpotsRender

/// Faults that one CSS declaration makes on several elements: the audit reports them once, at
/// the declaration's line in its style sheet, with how many elements, on how many screens, and
/// a few of them; the rest of the faults are reported at their own lines.
package struct AuditCauses: Sendable {
    /// One declaration's faults of one rule.
    package struct Group: Sendable {
        package var rule: AuditFinding.Rule
        package var cause: StyleCause
        /// The faults it makes, by their index in the report's `shownFaults`.
        package var faults: [Int]
    }

    /// The groups, in the order of their style sheet and line.
    package private(set) var groups: [Group] = []
    /// The group of each fault in one.
    package private(set) var groupOf: [Int: Int] = [:]

    /// The fewest elements one declaration must fault for them to be reported once, at it.
    static let fewest = 2
    /// How many of a group's elements its diagnostic names.
    static let named = 3

    /// The groups of `faults`: the faults of one rule whose cause is the same declaration in a
    /// style sheet file (not a style attribute: that is the screen's or its template's, item by item).
    init(_ faults: [AuditReport.Fault]) {
        var byCause: [StyleCause: [AuditFinding.Rule: [Int]]] = [:]
        for (index, fault) in faults.enumerated() {
            guard let cause = fault.worst.cause, cause.declaration.line != nil else { continue }
            byCause[cause, default: [:]][fault.rule, default: []].append(index)
        }
        for (cause, rules) in byCause {
            for (rule, indices) in rules where indices.count >= Self.fewest {
                groups.append(Group(rule: rule, cause: cause, faults: indices))
            }
        }
        groups.sort { a, b in
            let (x, y) = (a.cause.declaration, b.cause.declaration)
            return (x.file, x.line ?? 0, x.column ?? 0, a.rule, a.faults[0]) < (y.file, y.line ?? 0, y.column ?? 0, b.rule, b.faults[0])
        }
        for (number, group) in groups.enumerated() {
            for index in group.faults { groupOf[index] = number }
        }
    }

    /// A group as one warning at its declaration: what it makes wrong, on how many elements and
    /// screens, the worst measured, and the first few elements at their lines.
    static func diagnostic(_ group: Group, of faults: [AuditReport.Fault]) -> Diagnostic {
        let members = group.faults.map { faults[$0] }
        let screens = Set(members.map(\.page.file)).count
        let worst = members.max { AuditRules.size(of: $0.worst) < AuditRules.size(of: $1.worst) } ?? members[0]
        let declaration = group.cause.declaration
        let elements = "\(members.count.counted("element")) on \(screens.counted("screen"))"
        let named = members.prefix(named).map { fault in
            let place = fault.mark.map { "\($0.file):\($0.location.line):\($0.location.column)" } ?? fault.page.file
            return "\(AuditRules.subject(of: fault.worst, owner: fault.owner)) at \(place)"
        }
        let more = members.count > Self.named ? ", and \(members.count - Self.named) more" : ""
        let variable = group.cause.variable.map { " (its \($0.text.prefix { $0 != ":" }) is set by \($0.phrase))" } ?? ""
        let background = group.cause.background.map { "; the background is set by \($0.phrase)" } ?? ""
        let share = group.cause.share.map { " (a share of \($0.phrase))" } ?? ""
        let what: String
        switch group.rule {
        case .smallText:
            what =
                "makes \(elements) text under \(AuditRules.minimumTextSize) px (\(AuditRules.number(worst.worst.measured.size ?? 0)) px at \(worst.worstContext))"
        case .contrast:
            let measured = worst.worst.measured
            what =
                "gives \(elements) too little contrast (\(AuditRules.number(measured.ratio ?? 0)):1, \(measured.color ?? "?") on \(measured.background ?? "?"), "
                + "at \(worst.worstContext), under the \(AuditRules.number(measured.needs ?? 4.5)):1 it needs)"
        default: what = "makes \(elements) \(group.rule.rawValue)"
        }
        return Diagnostic(
            .warning, rule: AuditRules.rule(of: group.rule), file: declaration.file,
            location: SourceLocation(line: declaration.line ?? 1, column: declaration.column ?? 1),
            message: "`\(declaration.text)`\(declaration.selector.map { " in `\($0)`" } ?? "")\(variable)\(share) \(what)\(background): "
                + named.joined(separator: ", ") + more,
            hint: AuditRules.hint(causedBy: group.rule) + Self.copyFirst(declaration.file))
    }

    /// For a declaration of the built-in theme: how to get a copy to change.
    static func copyFirst(_ file: String) -> String {
        let prefix = "spots-site's built-in "
        guard file.hasPrefix(prefix) else { return "" }
        return "; the file is spots-site's own: copy it with `spots-site templates copy \(file.dropFirst(prefix.count))` and change the copy"
    }
}
