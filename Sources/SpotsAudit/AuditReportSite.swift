import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The audit's HTML report (`--report DIR`): every finding with its picture in the context it is
/// worst in, grouped by screen, with an index by the kind of item or component that made it;
/// beside it `findings.json` (`AuditRecords`). Its page is rendered and checked like every page.
package struct AuditReportSite: Sendable {
    package var report: AuditReport
    /// Each shown fault's picture, by its index in `report.shownFaults`.
    package var shots: [Int: Data]
    package var pageCount: Int
    package var contextCount: Int
    /// The screens measured (their files) and the contexts, said on a report with no finding.
    package var checkedFiles: [String] = []
    package var contexts: [AuditContext] = []
    /// How many findings got no picture because a report takes at most `AuditShots.limit`.
    package var shotsLeftOut: Int

    /// The report's own files (styles) under `audit/`.
    static let assets = ["assets/theme.css": "audit/theme.css", "audit/report.css": "audit/report.css"]

    package init(report: AuditReport, shots: [Int: Data], pageCount: Int, contextCount: Int, shotsLeftOut: Int = 0) {
        self.report = report
        self.shots = shots
        self.pageCount = pageCount
        self.contextCount = contextCount
        self.shotsLeftOut = shotsLeftOut
    }

    /// The report as files, ready for `SiteWriter`, with what checking its page found.
    package func site(templates: TemplateSet) -> RenderedSite {
        var site = RenderedSite()
        for (from, to) in Self.assets {
            switch templates.themeFiles[from] {
            case .text(let text)?: site.files[to] = .text(text)
            case .file(let url)?: site.files[to] = .copy(url)
            case nil: break
            }
        }
        var names: [Int: String] = [:]
        for (index, png) in shots {
            names[index] = "shots/\(index + 1).png"
            site.files["shots/\(index + 1).png"] = .bytes([UInt8](png))
        }
        site.files[AuditRecords.file] = .text(AuditRecords(report, pages: pageCount, contexts: contextCount, shots: names).encoded)
        let renderer = DocumentRenderer(templates: templates, plannedFiles: Set(site.files.keys).union(["index.html"]), timer: nil)
        let (html, problems) = renderer.render(Document(route: .root, template: "audit/report", context: fields(names: names)))
        site.files["index.html"] = .text(html)
        site.diagnostics = problems
        return site
    }

    /// What the report's template gets.
    private func fields(names: [Int: String]) -> TemplateFields {
        let faults = report.shownFaults
        let screens = Dictionary(grouping: faults.indices, by: { faults[$0].page.file })
        let kinds = Dictionary(grouping: faults.indices, by: { faults[$0].kind?.phrase ?? "no item" })
        var summary =
            faults.isEmpty
            ? "Nothing found on \(pageCount.counted("screen")), each measured in \(contextCount.counted("context"))\(Self.spanned(contexts))."
            : "\(faults.count.counted("finding")) on \(screens.count) of \(pageCount.counted("screen")), measured in \(contextCount.counted("context"))."
        if shotsLeftOut > 0 {
            summary +=
                " \(shotsLeftOut.counted("finding has", plural: "findings have")) no picture: a report takes at most \(AuditShots.limit), the worst findings first."
        }
        return TemplateFields(fields: [
            "summary": .text(summary),
            "hasFindings": .flag(!faults.isEmpty),
            "checked": .list(checkedFiles.map(TemplateValue.text)),
            "hasCauses": .flag(!report.causes.groups.isEmpty),
            "causes": .list(report.causes.groups.map(cause)),
            // Each kind with its count and, by rule, the findings' numbers: most findings first.
            "kinds": .list(
                kinds.keys.sorted { (kinds[$0]?.count ?? 0, $1) > (kinds[$1]?.count ?? 0, $0) }.map { kind in
                    let indices = kinds[kind] ?? []
                    let rules = Dictionary(grouping: indices, by: { AuditRules.rule(of: faults[$0].rule).rawValue })
                    return .object(
                        TemplateFields(fields: [
                            "kind": .text(kind), "count": .text(indices.count.counted("finding")),
                            "rules": .list(
                                rules.keys.sorted().map { rule in
                                    let found = rules[rule] ?? []
                                    return .object(
                                        TemplateFields(fields: [
                                            "rule": .text(rule), "count": .number(found.count),
                                            "findings": .list(
                                                found.map {
                                                    .object(TemplateFields(fields: ["id": .text("finding-\($0 + 1)"), "number": .number($0 + 1)]))
                                                }),
                                        ]))
                                }),
                        ]))
                }),
            "screens": .list(
                screens.keys.sorted().map { file in
                    let indices = screens[file] ?? []
                    return .object(
                        TemplateFields(fields: [
                            "file": .text(file), "route": .text(faults[indices[0]].page.route.path),
                            "count": .text(indices.count.counted("finding")),
                            "findings": .list(indices.map { finding(faults[$0], index: $0, names: names) }),
                        ]))
                }),
        ])
    }

    /// " (375 and 1280 px; light and dark; as written and pseudo text)": the widths, schemes and
    /// text modes of `contexts`, for the line of a report with no finding.
    static func spanned(_ contexts: [AuditContext]) -> String {
        guard !contexts.isEmpty else { return "" }
        func and(_ words: [String]) -> String {
            words.count > 1 ? words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "") : words.first ?? ""
        }
        let widths = and(Set(contexts.map(\.width)).sorted().map(String.init)) + " px"
        let schemes = and(Set(contexts.map(\.scheme)).sorted().map(\.phrase))
        let texts = and(Set(contexts.map(\.text)).sorted().map(\.phrase))
        let directions = Set(contexts.map(\.direction)).count > 1 ? "; both directions" : ""
        return " (\(widths); \(schemes); \(texts)\(directions))"
    }

    /// One declaration that makes a fault on many elements: where, what, and links to them.
    private func cause(_ group: AuditCauses.Group) -> TemplateValue {
        let diagnostic = AuditCauses.diagnostic(group, of: report.shownFaults)
        let location = diagnostic.location.map { ":\($0.line):\($0.column)" } ?? ""
        return .object(
            TemplateFields(fields: [
                "place": .text(diagnostic.file + location), "rule": .text(diagnostic.rule.rawValue),
                "count": .text(group.faults.count.counted("finding")), "message": .text(diagnostic.message), "hint": .text(diagnostic.hint ?? ""),
                "findings": .list(
                    group.faults.map { .object(TemplateFields(fields: ["id": .text("finding-\($0 + 1)"), "number": .number($0 + 1)])) }),
            ]))
    }

    /// One finding: where, what, in which contexts, and its picture.
    private func finding(_ fault: AuditReport.Fault, index: Int, names: [Int: String]) -> TemplateValue {
        let diagnostic = report.diagnostic(fault)
        let location = diagnostic.location.map { ":\($0.line):\($0.column)" } ?? ""
        var fields: [String: TemplateValue] = [
            "id": .text("finding-\(index + 1)"), "number": .number(index + 1), "rule": .text(diagnostic.rule.rawValue),
            "place": .text(diagnostic.file + location), "message": .text(diagnostic.message), "kind": .text(fault.kind?.phrase ?? "no item"),
            "context": .text("\(fault.worstContext)"),
        ]
        if let path = diagnostic.path { fields["path"] = .text(path) }
        if let hint = diagnostic.hint { fields["hint"] = .text(hint) }
        if let name = names[index], let png = shots[index], let size = Self.size(ofPNG: png) {
            fields["shot"] = .object(
                TemplateFields(fields: [
                    "src": .text(name), "width": .number(size.width), "height": .number(size.height),
                    "alt": .text("The \(fault.worst.part) outlined, at \(fault.worstContext)"),
                ]))
        }
        return .object(TemplateFields(fields: fields))
    }

    /// The width and height a PNG's header gives (IHDR), in pixels.
    static func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0...7] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
