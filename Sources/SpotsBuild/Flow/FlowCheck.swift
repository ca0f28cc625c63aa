import SpotsFormat

/// The checks of the navigation graph, each at the first line of the screen's file: a screen
/// nothing leads to (`orphan-screen`), one the home screen has no path to (`unreachable-screen`),
/// and one with no way out (`dead-end-screen`, a note). `site.json`'s `flow` turns each off.
package enum FlowCheck {
    package static func problems(of reach: FlowReach, settings: FlowSettings) -> [Diagnostic] {
        let graph = reach.graph
        var problems: [Diagnostic] = []
        let screens = graph.screenNodes
        for index in screens {
            let node = graph.nodes[index]
            guard let file = node.file else { continue }
            let what = node.kind == .pages ? "the pages of this file (\(node.pageCount))" : "this screen (\(node.id))"
            func report(_ severity: Diagnostic.Severity, _ rule: DiagnosticRule, _ message: String, hint: String) {
                guard !Diagnostic.isSilenced(severity, rule, by: node.ignoredRules) else { return }
                problems.append(Diagnostic(severity, rule: rule, file: file, location: .start, message: message, hint: hint))
            }
            let leading = reach.into[index]
            switch reach.standing(of: index) {
            case .orphaned where settings.orphan:
                report(
                    .warning, .orphanScreen, "nothing leads to \(what): no action, navigation entry or page from data links to it",
                    hint: "link to it from a screen (\"action\": \"\(node.route?.navigationAction ?? "/")\") or from \"navigation\" in site.json; "
                        + "a screen kept on purpose: \"flow\": { \"orphan\": false } in site.json")
            case .unreachable where settings.unreachable:
                let names = leading.prefix(3).map { graph.nodes[$0].id }.joined(separator: ", ") + (leading.count > 3 ? ", …" : "")
                report(
                    .warning, .unreachableScreen,
                    "the home screen has no path to \(what): what leads to it (\(names)) is not reached from the home screen either",
                    hint: "link to it, or to \(leading.count == 1 ? names : "one of those"), from a screen the home screen reaches; "
                        + "spots-site flow --to \(node.id) shows every way to it")
            default: break
            }
            // On a site of one screen there is nowhere else to go.
            if settings.deadEnd, screens.count > 1, !reach.hasWayOut(index) {
                report(
                    .note, .deadEndScreen, "no way out of \(what): it has no action, and the navigation leads nowhere else",
                    hint: "give one of its items an action, or add \"navigation\" to site.json")
            }
        }
        return problems
    }
}
