import SpotsFormat
import SpotsRender

/// Faults that one CSS declaration makes on several elements: the audit reports them once, at
/// the declaration to change (`StyleCause.root`) in its style sheet, with how many elements on
/// how many screens, the worst measured, the declarations it reaches them through, and a few of
/// the elements; the rest of the faults are reported at their own lines.
package struct AuditCauses: Sendable {
    /// One declaration's faults of one rule.
    package struct Group: Sendable {
        package var rule: AuditFinding.Rule
        /// The declaration to change.
        package var root: StyleDeclaration
        /// The faults it makes, by their index in the report's `shownFaults`.
        package var faults: [Int]
    }

    /// The groups, in the order of their style sheet and line.
    package private(set) var groups: [Group] = []
    /// The group of each fault in one.
    package private(set) var groupOf: [Int: Int] = [:]

    /// The fewest elements one declaration must fault for them to be reported once, at it.
    static let fewest = 2
    /// How many of a group's elements, and of the declarations it reaches them through, its diagnostic names.
    static let named = 3

    /// The groups of `faults`: the faults of one rule whose declaration to change is the same, in
    /// a style sheet file (not a style attribute: that is the screen's or its template's, item by item).
    init(_ faults: [AuditReport.Fault]) {
        var byRoot: [StyleDeclaration: [AuditFinding.Rule: [Int]]] = [:]
        for (index, fault) in faults.enumerated() {
            guard let root = fault.worst.cause?.root, root.line != nil else { continue }
            byRoot[root, default: [:]][fault.rule, default: []].append(index)
        }
        for (root, rules) in byRoot {
            for (rule, indices) in rules where indices.count >= Self.fewest {
                groups.append(Group(rule: rule, root: root, faults: indices))
            }
        }
        groups.sort { a, b in
            let (x, y) = (a.root, b.root)
            return (x.file, x.line ?? 0, x.column ?? 0, a.rule, a.faults[0]) < (y.file, y.line ?? 0, y.column ?? 0, b.rule, b.faults[0])
        }
        for (number, group) in groups.enumerated() {
            for index in group.faults { groupOf[index] = number }
        }
    }

    /// A group as one warning at its declaration: what it makes wrong, on how many elements and
    /// screens, the worst measured, what else took part, and the first few elements at their lines.
    static func diagnostic(_ group: Group, of faults: [AuditReport.Fault]) -> Diagnostic {
        let members = group.faults.map { faults[$0] }
        let screens = Set(members.map(\.page.file)).count
        let worst = members.max { AuditRules.size(of: $0.worst) < AuditRules.size(of: $1.worst) } ?? members[0]
        let root = group.root
        let elements = "\(members.count.counted("element")) on \(screens.counted("screen"))"
        let named = members.prefix(named).map { fault in
            let place = fault.mark.map { "\($0.file):\($0.location.line):\($0.location.column)" } ?? fault.page.file
            return "\(AuditRules.subject(of: fault.worst, owner: fault.owner)) at \(place)"
        }
        let more = members.count > Self.named ? ", and \(members.count - Self.named) more" : ""
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
        let causes = members.compactMap(\.worst.cause)
        // Where a share's base is the declaration to change, the fix is to enlarge it; where the
        // value takes a variable set elsewhere, the fix may be there.
        let fix =
            causes.allSatisfy { $0.share == root }
            ? "make it larger here: the text takes a share of it, and that share must be at least \(AuditRules.minimumTextSize) px"
            : AuditRules.hint(causedBy: group.rule, variable: causes.contains { $0.variable != nil } && causes.allSatisfy { $0.variable != root })
        return Diagnostic(
            .warning, rule: AuditRules.rule(of: group.rule), file: root.file,
            location: SourceLocation(line: root.line ?? 1, column: root.column ?? 1),
            message: "`\(root.text)`\(root.selector.map { " in `\($0)`" } ?? "")\(partners(of: root, in: causes)) \(what): "
                + named.joined(separator: ", ") + more,
            hint: fix + copyFirst(root))
    }

    /// What else took part, by role, each declaration once: " (taken by `color: var(--muted)` in
    /// `.a` at …; the background: `background: #fff` in `.card` at …)".
    static func partners(of root: StyleDeclaration, in causes: [StyleCause]) -> String {
        var roles: [Role: [StyleDeclaration]] = [:]
        func add(_ declaration: StyleDeclaration?, as role: Role) {
            guard let declaration, declaration != root, !(roles[role] ?? []).contains(declaration) else { return }
            roles[role, default: []].append(declaration)
        }
        for cause in causes {
            // The declaration itself: what takes the root (its variable or the size it is a share
            // of), the text's colour over the root background, or else one more part of the value.
            let role: Role =
                if cause.variable == root || cause.share == root { .takenBy } else if cause.background == root { .textColour } else { .with }
            add(cause.declaration, as: role)
            add(cause.share, as: .shareOf)
            add(cause.variable, as: .with)
            add(cause.background, as: .background)
        }
        let said = Role.allCases.compactMap { role -> String? in
            guard let declarations = roles[role] else { return nil }
            let shown = declarations.prefix(named).map(\.phrase).joined(separator: ", ")
            return "\(role.rawValue) \(shown)" + (declarations.count > named ? " and \(declarations.count - named) more" : "")
        }
        return said.isEmpty ? "" : " (" + said.joined(separator: "; ") + ")"
    }

    /// What a declaration that took part did, in the order the message says them.
    enum Role: String, CaseIterable {
        case takenBy = "taken by"
        case textColour = "the text's colour"
        case shareOf = "a share of"
        case with
        case background = "the background"
    }

    /// For a declaration of the built-in theme: how to get a copy to change.
    static func copyFirst(_ declaration: StyleDeclaration) -> String {
        guard declaration.isBuiltIn else { return "" }
        let path = declaration.file.dropFirst(StyleDeclaration.builtIn.count)
        return "; the file is spots-site's own: copy it with `spots-site templates copy \(path)` and change the copy"
    }
}
