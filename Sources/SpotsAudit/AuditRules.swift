import Foundation
import SpotsFormat

/// What each finding of the audit is, as a diagnostic: its rule, its words, and the fix to try.
package enum AuditRules {
    /// The smallest text, in CSS pixels.
    package static let minimumTextSize = 12
    /// The smallest target, in CSS pixels a side (WCAG 2.2's 2.5.8 Target Size (Minimum)).
    package static let minimumTarget = 24

    /// The diagnostic rule of a finding's rule.
    package static func rule(of rule: AuditFinding.Rule) -> DiagnosticRule {
        switch rule {
        case .overflow: .layoutOverflow
        case .sideways: .sidewaysScroll
        case .smallText: .smallText
        case .smallTarget: .smallTarget
        case .overlap: .targetOverlap
        case .stretched: .stretchedImage
        case .contrast: .renderedContrast
        }
    }

    /// The element, named for a reader: `the title "Llanfairpwll…"`, `the carousel component's
    /// content "One Two…"` (`owner`: what it is in, when it is in no item).
    static func subject(of finding: AuditFinding, owner: String? = nil) -> String {
        var part: String
        if finding.part.hasPrefix("frame:") {
            part = "the page's \(partName(String(finding.part.dropFirst("frame:".count))))"
        } else {
            part = "the \(partName(finding.part))"
        }
        if let owner { part = "the \(owner)'s \(part.dropFirst("the ".count))" }
        guard !finding.text.isEmpty else { return part }
        let text = finding.text.count > 32 ? finding.text.prefix(31) + "…" : Substring(finding.text)
        return "\(part) \"\(text)\""
    }

    /// What the finding says is wrong, measured (without the context).
    static func problem(of finding: AuditFinding, owner: String? = nil) -> String {
        let measured = finding.measured
        let subject = subject(of: finding, owner: owner)
        switch finding.rule {
        case .overflow:
            return measured.clipped == true
                ? "\(subject) is cut off by \(measured.px ?? 0) px" : "\(subject) overflows its box by \(measured.px ?? 0) px"
        case .sideways: return "\(subject) makes the page scroll sideways by \(measured.px ?? 0) px"
        case .smallText: return "\(subject) is \(number(measured.size ?? 0)) px text, under \(minimumTextSize) px"
        case .smallTarget:
            return
                "\(subject) is a \(measured.width ?? 0)×\(measured.height ?? 0) px target, under \(minimumTarget)×\(minimumTarget) px and crowded by others"
        case .overlap: return "\(subject) overlaps another target by \(measured.px ?? 0) px"
        case .stretched: return "\(subject) is stretched from its own \(measured.natural ?? "?") to \(measured.shown ?? "?")"
        case .contrast:
            let colours = measured.color.map { " (\($0) on \(measured.background ?? "?"))" } ?? ""
            return "\(subject) has a contrast of \(number(measured.ratio ?? 0)):1\(colours), under the \(number(measured.needs ?? 4.5)):1 it needs"
        }
    }

    /// How big the fault is, to pick the worst context to name first.
    static func size(of finding: AuditFinding) -> Double {
        let measured = finding.measured
        switch finding.rule {
        case .overflow, .sideways, .overlap: return Double(measured.px ?? 0)
        case .smallText: return -(measured.size ?? 0)
        case .smallTarget: return -Double(min(measured.width ?? 0, measured.height ?? 0))
        case .stretched: return 0
        case .contrast: return (measured.needs ?? 0) - (measured.ratio ?? 0)
        }
    }

    /// The fix to try, where the cause is: for contrast, the screen's colours or the stylesheet's.
    static func hint(of rule: AuditFinding.Rule, measured: AuditFinding.Measured) -> String {
        switch (rule, measured.authored) {
        case (.contrast, true?):
            return "its colours come from a style attribute its template writes (from the screen's meta colours, or as the template has them): "
                + "choose a text colour or background with more contrast, or drop them and let the theme choose"
        case (.contrast, false?):
            return "its colours come from a stylesheet (the theme's CSS, or a template's), not from the screen: "
                + "change the rule that sets them, for every element it styles"
        default:
            return hint(of: rule)
        }
    }

    /// The fix to try at a declaration that makes the fault on many elements (`AuditCauses`).
    /// `variable`: the declaration takes a custom property, set elsewhere.
    static func hint(causedBy rule: AuditFinding.Rule, variable: Bool = false) -> String {
        let there = variable ? " here, or where its variable is set" : " here"
        switch rule {
        case .smallText: return "set it to at least \(minimumTextSize) px (0.75rem)\(there): that mends every element it styles"
        case .contrast: return "choose a colour with more contrast\(there): that mends every element it styles"
        default: return "change it\(there): that mends every element it styles"
        }
    }

    /// The fix to try, whatever the cause.
    static func hint(of rule: AuditFinding.Rule) -> String {
        switch rule {
        case .overflow: "let the text wrap (overflow-wrap: anywhere) or shorten it, and give its box room to grow rather than a fixed width or height"
        case .sideways:
            "keep the element within the page (max-width: 100%, or wrapping); for right to left, use logical properties (margin-inline-start) rather than left and right"
        case .smallText: "set its text to at least \(minimumTextSize) px (0.75rem)"
        case .smallTarget:
            "make it at least \(minimumTarget)×\(minimumTarget) px (padding or min-height), or keep other targets \(minimumTarget) px away"
        case .overlap: "move the targets apart so that a tap on one cannot land on the other"
        case .stretched: "give the image its own aspect ratio (the item's size or meta aspect), or object-fit: cover in the template"
        case .contrast:
            "choose a text colour or background with more contrast (meta's text-color and background-color), or drop the colour and let the theme choose"
        }
    }

    /// A part as a reader calls it; an element of no known part is "content".
    private static func partName(_ part: String) -> String {
        switch part {
        case "meta": "meta value"
        case "title", "subtitle", "text", "image", "badge", "link": part
        default: "content"
        }
    }

    /// `2.31` as "2.31", `12` as "12".
    static func number(_ value: Double) -> String {
        value == value.rounded()
            ? String(Int(value)) : String(format: "%.2f", value).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}
