import SpotsFormat

/// The state of one page's rendering: what was found, and the ids and names already taken.
package struct RenderPass {
    package let screen: Screen
    /// The file diagnostics name: the screen's, or a data file's while its items render.
    package var file: String
    /// Whether every template's output is kept (`templateOutputs`), to trace a broken page.
    package let tracesTemplates: Bool
    /// What is left of the page's render budget.
    package var budget: RenderBudget
    /// What was running when the budget ran out (a template's file, a field's markdown); nil
    /// while there is budget.
    package var stoppedIn: String?
    /// The templates and tags that printed an object or a list, each warned of once a page.
    var printedStructures: Set<[String]> = []
    package var diagnostics: [Diagnostic] = []
    package var templateOutputs: [TemplateOutput] = []
    package var danglingActions: [String] = []
    /// Whether each template's time is measured (`--metrics`), into `templateTimes`.
    package var timesTemplates = false
    package var templateTimes: [String: BuildMetrics.TemplateTime] = [:]
    var kindsWithoutTemplate: Set<String> = []
    package var templates: Set<String> = []
    /// The HTML id each component got, by its JSON path: where the catalog's "where used" links lead.
    package var anchors: [String: String] = [:]
    /// The background of the coloured component being rendered, if any.
    var panelBackground: ContentColors.Color?
    private var usedIDs: Set<String>
    /// The ids the page template itself writes (`main`), which screens cannot take.
    private let reservedIDs: Set<String>
    private var sectionLabels: [String: Int] = [:]
    private var componentLabels: [String: Int] = [:]

    package init(screen: Screen, tracesTemplates: Bool, reservedIDs: Set<String> = [], budget: RenderBudget = .page) {
        self.screen = screen
        self.budget = budget
        self.file = screen.file
        self.tracesTemplates = tracesTemplates
        self.reservedIDs = reservedIDs
        self.usedIDs = reservedIDs
    }

    package mutating func report(
        _ severity: Diagnostic.Severity, _ rule: DiagnosticRule, at location: SourceLocation?, path: String, _ message: String,
        hint: String? = nil
    ) {
        guard !Diagnostic.isSilenced(severity, rule, by: screen.ignoredRules) else { return }
        diagnostics.append(Diagnostic(severity, rule: rule, file: file, location: location, path: path, message: message, hint: hint))
    }

    /// Reports a problem whose message and hint `wording` words when they are read.
    package mutating func report(
        _ severity: Diagnostic.Severity, _ rule: DiagnosticRule, at location: SourceLocation?, path: String, wording: any DiagnosticWording
    ) {
        guard !Diagnostic.isSilenced(severity, rule, by: screen.ignoredRules) else { return }
        diagnostics.append(Diagnostic(severity, rule: rule, file: file, location: location, path: path, wording: wording))
    }

    /// `id`, or `id-2`, `id-3`… when the page already has it.
    mutating func uniqueID(_ id: String) -> String {
        var candidate = id
        var counter = 2
        while !usedIDs.insert(candidate).inserted {
            candidate = "\(id)-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// The HTML id for an `identifier` from the screen; one used twice on a page is a warning (the
    /// second gets a suffix, so the page stays valid and links to the first keep working).
    mutating func authoredID(_ identifier: String, at location: SourceLocation, path: String) -> String {
        let id = HTMLID.make(identifier)
        let unique = uniqueID(id)
        if reservedIDs.contains(id) {
            report(
                .warning, .duplicateIdentifier, at: location, path: path,
                "the identifier '\(identifier)' is reserved: the page template gives the id '\(id)' to its own element; this one becomes '\(unique)'",
                hint: "choose another identifier")
        } else if unique != id {
            report(
                .warning, .duplicateIdentifier, at: location, path: path,
                "the identifier '\(identifier)' is used more than once on this screen; this one becomes '\(unique)'",
                hint: "give each component and item its own identifier")
        }
        return unique
    }

    /// A section's accessible name, numbered when another section of the page has the same title,
    /// so landmarks can be told apart.
    mutating func uniqueLabel(_ title: String) -> String {
        Self.unique(title, counting: &sectionLabels)
    }

    /// A component's `label` (`Teams`, or `Carousel` for one without a title), numbered like
    /// `uniqueLabel` when the page has it already: a carousel names its scrolling region with it.
    mutating func uniqueComponentLabel(_ label: String) -> String {
        Self.unique(label, counting: &componentLabels)
    }

    private static func unique(_ label: String, counting counts: inout [String: Int]) -> String {
        let count = (counts[label] ?? 0) + 1
        counts[label] = count
        return count == 1 ? label : "\(label) (\(count))"
    }
}
