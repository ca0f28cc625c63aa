import SpotsBuild
import SpotsFormat
import SpotsRender

/// What every format says the same way: the counts, and the new problems.
struct ReviewSummary {
    package let review: SiteReview

    /// "Screens: 3 changed, 1 added, 1 removed, 1 renamed; site: 2 changes; output files: 14
    /// changed, 2 added; new problems: 1 dangling action; client versions: 1 raised".
    var sentence: String {
        let statuses: [ScreenReview.Status] = [.changed, .added, .removed, .renamed]
        let screens = statuses.compactMap { status -> String? in
            let count = review.screens.count { $0.status == status }
            return count > 0 ? "\(count) \(status.rawValue)" : nil
        }
        var parts = ["Screens: " + (screens.isEmpty ? "none changed" : screens.joined(separator: ", "))]
        if !review.site.isEmpty { parts.append("site: " + review.site.count.counted("change")) }
        let files = [("changed", review.changedFiles), ("added", review.addedFiles), ("removed", review.removedFiles)]
            .filter { !$0.1.isEmpty }.map { "\($0.1.count) \($0.0)" }
        if !files.isEmpty { parts.append("output files: " + files.joined(separator: ", ")) }
        let problems = newProblems
        if !problems.warnings.isEmpty { parts.append("new problems: " + problems.counts) }
        let needs = [ClientNeedChange.Direction.raised, .lowered].compactMap { direction -> String? in
            let count = clientNeeds.count { $0.change.direction == direction }
            return count > 0 ? "\(count) \(direction.rawValue)" : nil
        }
        if !needs.isEmpty { parts.append("client versions: " + needs.joined(separator: ", ")) }
        if let map = review.flow.counts { parts.append("app map: " + map) }
        return parts.joined(separator: "; ")
    }

    /// Every screen's changes to the app versions it needs: the raised ones first, then the
    /// lowered, each in the screens' order.
    var clientNeeds: [(screen: ScreenReview, change: ClientNeedChange)] {
        let all = review.screens.flatMap { screen in screen.clientNeeds.map { (screen: screen, change: $0) } }
        return all.filter { $0.change.direction == .raised } + all.filter { $0.change.direction == .lowered }
    }

    /// The new warnings of every screen.
    var newProblems: NewProblems { NewProblems(warnings: review.screens.flatMap(\.newProblems.warnings)) }

    /// Whether the tables of screens have the columns of new problems: when any screen has one.
    var showsNewProblems: Bool { review.screens.contains { !$0.newProblems.warnings.isEmpty } }

    /// A count for a table's cell: empty for none.
    static func cell(_ count: Int) -> String { count > 0 ? String(count) : "" }

    /// Changes in runs that share their subject: the fields changed on one item go together.
    package static func grouped(_ changes: [ReviewChange]) -> [[ReviewChange]] {
        var groups: [[ReviewChange]] = []
        for change in changes {
            if change.field != nil, let last = groups.last?.last, last.field != nil, last.kind == change.kind, last.subject == change.subject,
                last.path == change.path
            {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups
    }

    /// "What changed" in a few words: "3 changes; through Templates/items/person.mustache; HTML +3 −2".
    package func counts(_ screen: ScreenReview) -> String {
        var parts: [String] = []
        if !screen.changes.isEmpty { parts.append(screen.changes.count.counted("change")) }
        for need in screen.clientNeeds {
            parts.append("needs \(ClientPlatform.displayName(of: need.platform)) \(need.now)" + (need.was.map { " (was \($0))" } ?? ""))
        }
        if !screen.causes.isEmpty { parts.append("through " + screen.causes.joined(separator: ", ")) }
        if !screen.htmlDiff.isEmpty { parts.append("HTML " + ReviewSummary.lineCounts(screen.htmlDiff)) }
        if screen.status == .added { parts.append("new page") }
        if screen.status == .removed { parts.append("page removed") }
        return parts.joined(separator: "; ")
    }

    /// "+3 −2" for a unified diff.
    static func lineCounts(_ diff: String) -> String {
        var added = 0
        var removed = 0
        for line in UnifiedDiff.lines(of: diff) {
            if line.hasPrefix("+++") || line.hasPrefix("---") { continue }
            if line.hasPrefix("+") { added += 1 } else if line.hasPrefix("-") { removed += 1 }
        }
        return "+\(added) −\(removed)"
    }

    /// "pages: /a/, /b/ and 3 more".
    package static func pages(_ routes: [String]) -> String {
        let shown = routes.prefix(5).joined(separator: ", ")
        return (routes.count == 1 ? "page: " : "pages: ") + shown + (routes.count > 5 ? " and \(routes.count - 5) more" : "")
    }
}
