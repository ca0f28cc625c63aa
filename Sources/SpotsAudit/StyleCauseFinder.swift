import Foundation
import SpotsBrowser

/// Asks the browser which CSS declarations set what a page's findings measured (`StyleCause`):
/// the font size of small text; the text colour and the background of low contrast, unless the
/// screen's own colours set them (the audit script says so).
struct StyleCauseFinder {
    var tab: DevToolsTab
    /// A style sheet's address as diagnostics name its file (`Templates/assets/theme.css`).
    var sheetName: @Sendable (String) -> String

    /// The page's script keeps, by the index of each finding it last gave, its element and (for
    /// contrast) the element whose background is under the text.
    static let elements = "window.__spotsAuditFound"
    static let bases = "window.__spotsAuditBases"

    /// `findings` with the causes the browser gives; those it cannot give are left without.
    func explain(_ findings: [AuditFinding]) -> [AuditFinding] {
        let asked = findings.indices.filter { Self.property(of: findings[$0]) != nil }
        guard !asked.isEmpty else { return findings }
        let wanted = "new Set([\(asked.map(String.init).joined(separator: ","))])"
        let pick = { (list: String) in "(\(list) || []).map((e, i) => \(wanted).has(i) ? e : null)" }
        guard let answers = try? tab.matchedStyles(ofElementsIn: [pick(Self.elements), pick(Self.bases)]), answers.count == 2 else {
            return findings
        }
        let (styles, bases) = (answers[0], answers[1])
        var explained = findings
        for index in asked {
            guard let property = Self.property(of: findings[index]), let matched = styles[index],
                let found = StyleCascade.winner(of: property, in: matched, inherited: true)
            else { continue }
            var cause = StyleCause(declaration: declaration(found))
            // The variable as the element that declares the value sees it: set there or above.
            if let name = StyleCascade.variable(in: found, of: property),
                let set = StyleCascade.winner(of: name, in: matched, inherited: true, above: found.level - 1)
            {
                cause.variable = declaration(set)
            }
            if property == "font-size", StyleCascade.isRelative(found),
                let parent = StyleCascade.winner(of: property, in: matched, inherited: true, above: found.level)
            {
                cause.share = declaration(parent)
            }
            if findings[index].rule == .contrast, let base = bases[index],
                let background = StyleCascade.winner(of: "background-color", in: base, inherited: false)
            {
                cause.background = declaration(background)
            }
            explained[index].cause = cause
        }
        return explained
    }

    /// The property whose declaration a finding asks for: none for colours the screen set.
    static func property(of finding: AuditFinding) -> String? {
        switch finding.rule {
        case .smallText: "font-size"
        case .contrast where finding.measured.authored != true: "color"
        default: nil
        }
    }

    /// A declaration found, named and placed as a reader finds it.
    private func declaration(_ found: StyleCascade.Found) -> StyleDeclaration {
        let property = found.property
        let written = (property["text"] as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ";"))) }
        let text = written.flatMap { $0.isEmpty ? nil : $0 } ?? "\(property["name"] as? String ?? ""): \(property["value"] as? String ?? "")"
        guard let id = found.styleSheet else { return StyleDeclaration(file: "a style attribute", text: text) }
        guard let sheet = tab.styleSheet(id) else {
            return StyleDeclaration(file: "a style sheet the browser did not name", selector: found.selector, text: text)
        }
        if sheet.isInline {
            return StyleDeclaration(file: "the page's <style> element", selector: found.selector, text: text)
        }
        let range = property["range"] as? [String: Any]
        return StyleDeclaration(
            file: sheetName(sheet.url), line: (range?["startLine"] as? Int).map { $0 + 1 }, column: (range?["startColumn"] as? Int).map { $0 + 1 },
            selector: found.selector, text: text)
    }
}
