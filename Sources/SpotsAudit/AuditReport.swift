import SpotsFormat
import SpotsRender

/// The audit's measurements as diagnostics: one for each element and fault, at the line of the
/// item (or component) that made the element, naming every context it shows in and the
/// measured values of the worst.
package struct AuditReport: Sendable {
    /// One fault of one element, and the contexts it shows in.
    package struct Fault: Sendable {
        package var page: AuditSite.Page
        package var rule: AuditFinding.Rule
        /// Where it is written.
        package var mark: SourceMark?
        /// The worst measurement, and its context.
        package var worst: AuditFinding
        package var worstContext: AuditContext
        /// Every context it shows in, and the finding in each.
        package var contexts: [(context: AuditContext, finding: AuditFinding)] = []
        /// What the element belongs to when no item is marked on it ("carousel component").
        package var owner: String?
        /// The kind of the item (or component) that made the element.
        package var kind: AuditSite.Kind?
    }

    package var faults: [Fault] = []
    /// Pages that could not be measured in some context, as errors.
    package var failures: [Diagnostic] = []

    /// The faults of `measurements`, taken in `chosen` contexts.
    package init(_ measurements: [AuditRunner.Measurement], chosen: [AuditContext]) {
        self.chosen = chosen
        var byKey: [String: Int] = [:]
        var failed: Set<String> = []
        for measurement in measurements {
            if let failure = measurement.failure {
                guard failed.insert(measurement.page.file).inserted else { continue }
                failures.append(
                    Diagnostic(
                        .error, rule: .audit, file: measurement.page.file,
                        message: "its page could not be measured in \(measurement.context): \(failure)",
                        hint: "run the audit again; if it fails again, run it with --jobs 1"))
                continue
            }
            for finding in measurement.findings {
                let component = finding.component.flatMap { measurement.page.components[$0] }
                let mark = finding.source.flatMap(SourceMark.init) ?? component?.mark
                // Text and element together: the same element in pseudo or long text has other text.
                let key = [
                    measurement.page.file, finding.rule.rawValue, mark?.description ?? "", finding.part, elementKey(finding),
                ]
                .joined(separator: "\u{1}")
                if let index = byKey[key] {
                    faults[index].contexts.append((measurement.context, finding))
                    if AuditRules.size(of: finding) > AuditRules.size(of: faults[index].worst) {
                        faults[index].worst = finding
                        faults[index].worstContext = measurement.context
                    }
                } else {
                    byKey[key] = faults.count
                    faults.append(
                        Fault(
                            page: measurement.page, rule: finding.rule, mark: mark, worst: finding, worstContext: measurement.context,
                            contexts: [(measurement.context, finding)], owner: finding.source == nil ? component.map { "\($0.kind) component" } : nil,
                            kind: mark.flatMap { measurement.page.kinds[$0.path] }
                                ?? component.map { AuditSite.Kind(name: $0.kind, isComponent: true) })
                    )
                }
            }
        }
        shownFaults = faults.filter { !$0.page.ignoredRules.contains(AuditRules.rule(of: $0.rule)) }.sorted { a, b in
            let (x, y) = (a.mark?.location ?? SourceLocation(line: 1, column: 1), b.mark?.location ?? SourceLocation(line: 1, column: 1))
            return (a.page.file, x.line, x.column, a.rule, a.worst.part) < (b.page.file, y.line, y.column, b.rule, b.worst.part)
        }
        causes = AuditCauses(shownFaults)
    }

    /// The contexts chosen, to say "in every scheme" rather than list them.
    private let chosen: [AuditContext]

    /// The faults reported: not those of a rule the screen silences, in file, line and rule order
    /// (sorted once, when the faults are all in).
    package private(set) var shownFaults: [Fault] = []

    /// The shown faults that one CSS declaration makes on several elements, each reported once.
    package private(set) var causes = AuditCauses([])

    /// The findings as diagnostics, warnings, in file and line order: those of a declaration that
    /// makes several once, at it; the others at their own lines.
    package var diagnostics: [Diagnostic] {
        let grouped = causes.groups.map { AuditCauses.diagnostic($0, of: shownFaults) }
        let alone = shownFaults.indices.filter { causes.groupOf[$0] == nil }.map { diagnostic(shownFaults[$0]) }
        return (failures + grouped + alone).sortedForReport()
    }

    /// One fault as a warning at its line.
    package func diagnostic(_ fault: Fault) -> Diagnostic {
        let place = fault.mark
        let spread = AuditContextWords.spread(fault.contexts.map(\.context), chosen: chosen)
        return Diagnostic(
            .warning, rule: AuditRules.rule(of: fault.rule), file: place?.file ?? fault.page.file,
            location: place?.location ?? SourceLocation(line: 1, column: 1),
            path: place?.path, message: "\(AuditRules.problem(of: fault.worst, owner: fault.owner)) at \(fault.worstContext)\(spread)",
            hint: AuditRules.hint(of: fault.rule, measured: fault.worst.measured) + (fault.worst.cause.map(Self.causeHint) ?? ""))
    }

    /// What sets a lone fault, and the declaration to change, chosen as for a grouped fault
    /// (`StyleCause.root`, with the copy to make first of a built-in one).
    static func causeHint(_ cause: StyleCause) -> String {
        let root = cause.root
        let change = root == cause.declaration ? "" : "; change \(root.phrase)"
        return "; it is set by \(cause.phrase)\(change)\(AuditCauses.copyFirst(root))"
    }

    /// What tells one element from another in a page: its part, and which of its tag it is in its
    /// item or component (its text changes with the text mode, its place with the width).
    private func elementKey(_ finding: AuditFinding) -> String {
        "\(finding.part) \(finding.tag ?? "") \(finding.nth ?? -1)" + (finding.source == nil ? " \(finding.component ?? "")" : "")
    }
}
