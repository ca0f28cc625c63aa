import SpotsBuild
import SpotsFormat
import SpotsRender

/// A review as a pull-request comment (`--format markdown`): a summary table of the screens, the
/// site's changes, then one folded `<details>` per screen with its changes and its HTML diff.
/// Everything a screen says is escaped by markdown's one rule (`MarkdownText`, by Unicode scalar), so
/// a title cannot break the table, start a heading or a list, or add a link or an image to the comment.
/// The comment stays under GitHub's limit by cutting the longest HTML diffs first, and says so.
struct ReviewMarkdown {
    package let review: SiteReview
    /// GitHub's limit on a comment's length, in characters.
    package var limit = 65_536
    /// Where the HTML report is published (a CI run's page), linked under the summary.
    package var reportURL: String?
    /// List every other file, not only each group's counts.
    package var allFiles = false

    package func render() -> String {
        let summary = ReviewSummary(review: review)
        var head = "## spots-site diff\n\n"
        guard !review.isEmpty else { return head + "No differences.\n" }
        head += summary.sentence + ".\n\n"
        if let reportURL { head += "The pages before and after, side by side: [the report](\(MarkdownText.linkTarget(reportURL))).\n\n" }
        if !review.semantic { head += "One side is an output folder, which keeps no JSON: pages are compared by their HTML only.\n\n" }
        let first = auditChanges() + flow() + clientNeeds()
        // Under the app map and versions, the table has its own heading.
        var body = first + (first.isEmpty || review.screens.isEmpty ? "" : "### Screens\n\n") + table()
        if !review.site.isEmpty {
            body += "\n### Site\n\n" + list(review.site)
        }
        if !review.fileGroups.isEmpty { body += "\n### Other output files\n\n" + otherFiles() }
        // The screens' details, their HTML diffs cut to fit.
        let sections = review.screens.map { section($0, diffLines: nil) }
        var cut = 0
        var details = sections
        let reserve = 400  // for the note that says what was cut
        if head.utf16.count + body.utf16.count + sections.map(\.utf16.count).reduce(0, +) > limit - reserve {
            let fixed = head.utf16.count + body.utf16.count + review.screens.map { section($0, diffLines: 0).utf16.count }.reduce(0, +)
            let budget = max(0, limit - reserve - fixed)
            let cap = Self.cap(review.screens.map { $0.htmlDiff.utf16.count + 40 }, budget: budget) - 40
            details = review.screens.map { screen in
                guard screen.htmlDiff.utf16.count > cap else { return section(screen, diffLines: nil) }
                cut += 1
                return section(screen, diffCharacters: cap)
            }
        }
        var note = ""
        if cut > 0 {
            note =
                "> [!NOTE]\n> Shortened to fit GitHub's \(limit)-character comment limit: the HTML diffs of \(cut.counted("screen")) are cut. "
                + "Run `spots-site diff` locally, or with `--report`, for the whole diff.\n\n"
        }
        var text = head + note + body + details.joined()
        if text.utf16.count > limit {
            // Even without diffs the lists are too long: cut the end, at a line.
            let tail = "\n\n… the rest is cut to fit GitHub's comment limit.\n"
            let kept = text[..<text.utf16.index(text.utf16.startIndex, offsetBy: limit - tail.utf16.count - 20)]

            text = String(kept[..<(kept.unicodeScalars.lastIndex(of: "\n") ?? kept.endIndex)]) + tail
        }
        return text
    }

    /// The largest length each diff may keep so that all of them fit `budget` (the longest cut first).
    static func cap(_ lengths: [Int], budget: Int) -> Int {
        var low = 0
        var high = lengths.max() ?? 0
        while low < high {
            let middle = (low + high + 1) / 2
            if lengths.map({ min($0, middle) }).reduce(0, +) <= budget { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What the change does to the app's navigation graph, first of all: the screens it leaves with
    /// nothing leading to them or no path from the home screen (and those it brings back), then
    /// the edges added and removed.
    private func flow() -> String {
        let flow = review.flow
        guard !flow.isEmpty else { return "" }
        var text = "### App map\n\n"
        for screen in flow.screens {
            text += "- **\(screen.change)** \(MarkdownText.inline(screen.title)) \(MarkdownText.code(screen.id)) — \(FlowChanges.meaning(screen))\n"
        }
        let (edges, more) = flow.shown
        if !edges.isEmpty {
            text += (flow.screens.isEmpty ? "" : "\n") + "Edges: \(flow.edgeCounts)\n\n"
            for edge in edges { text += "- \(edge.added ? "added" : "removed") \(MarkdownText.inline(edge.line))\n" }
            if more > 0 { text += "- … and \(more) more (`--format json` lists them)\n" }
        }
        return text + "\n"
    }

    /// The changes to the app versions screens need, first, under their own heading: the raised, then the lowered.
    private func clientNeeds() -> String {
        let needs = ReviewSummary(review: review).clientNeeds
        guard !needs.isEmpty else { return "" }
        return "### Client versions\n\n"
            + needs.map { screen, need in
                "- **\(need.direction.rawValue)** \(MarkdownText.inline(screen.name)) \(MarkdownText.code(screen.route.path)) — \(MarkdownText.inline(need.line))\n"
            }.joined() + "\n"
    }

    /// Each group of the other files on a line; with `allFiles`, each folded over its files.
    private func otherFiles() -> String {
        review.fileGroups.map { group in
            // A group's line is spots-site's own words (a feature's name, counts): nothing to escape.
            guard allFiles else { return "- " + group.line + "\n" }
            let shown = group.files.prefix(50).map { "- \($0.mark) \(MarkdownText.code($0.path))\n" }.joined()
            let more = group.files.count > 50 ? "- … and \(group.files.count - 50) more\n" : ""
            return "<details><summary>\(MarkdownText.html(group.line))</summary>\n\n" + shown + more + "\n</details>\n"
        }.joined() + (allFiles ? "" : "\n`--all-files` lists them.\n")
    }

    private func table() -> String {
        guard !review.screens.isEmpty else { return "" }
        let summary = ReviewSummary(review: review)
        let pixels = !review.shots.isEmpty
        let problems = summary.showsNewProblems
        var text =
            "| | Screen | Route | What changed |" + (problems ? " New dangling actions | New warnings |" : "") + (pixels ? " Pixels changed |" : "")
        text += "\n|---|---|---|---|" + (problems ? "---|---|" : "") + (pixels ? "---|" : "") + "\n"
        let shown = review.screens.prefix(100)
        for screen in shown {
            let route = screen.oldRoute.map { MarkdownText.code($0.path, inTable: true) + " → " } ?? ""
            text +=
                "| \(Self.mark(screen.status)) \(screen.status.rawValue) | \(MarkdownText.inline(screen.name)) | \(route)\(MarkdownText.code(screen.route.path, inTable: true)) | \(MarkdownText.inline(summary.counts(screen))) |"
            if problems {
                let new = screen.newProblems
                text += " \(ReviewSummary.cell(new.danglingActions)) | \(ReviewSummary.cell(new.otherWarnings)) |"
            }
            text += (pixels ? " \(ReviewShot.summary(review.shots[screen.route] ?? [])) |" : "") + "\n"
        }
        if review.screens.count > shown.count { text += "| | … and \(review.screens.count - shown.count) more | | |\n" }
        return text
    }

    private static func mark(_ status: ScreenReview.Status) -> String {
        switch status {
        case .added: "🟢"
        case .removed: "🔴"
        case .renamed: "🔵"
        case .changed: "🟡"
        }
    }

    /// One screen's `<details>`: its changes, and its HTML diff whole (`diffLines` nil), left out
    /// (0), or cut to `diffCharacters`.
    private func section(_ screen: ScreenReview, diffLines: Int? = nil, diffCharacters: Int? = nil) -> String {
        var summary =
            "<b>\(MarkdownText.html(screen.name))</b> <code>\(MarkdownText.html(screen.route.path))</code> — \(screen.status.rawValue)"
        if let old = screen.oldRoute { summary += " from <code>\(MarkdownText.html(old.path))</code>" }
        var text = "\n<details><summary>\(summary)</summary>\n\n"
        if let source = screen.source {
            text += "File: \(MarkdownText.code(source))" + (screen.oldSource.map { ", was \(MarkdownText.code($0))" } ?? "") + "\n\n"
        }
        text += list(Array(screen.changes.prefix(200)))
        if screen.changes.count > 200 { text += "- … and \(screen.changes.count - 200) more\n" }
        if !screen.newProblems.warnings.isEmpty {
            text += "\nNew warnings:\n\n" + screen.newProblems.warnings.prefix(20).map { "- " + Self.line($0) + "\n" }.joined()
            if screen.newProblems.warnings.count > 20 { text += "- … and \(screen.newProblems.warnings.count - 20) more\n" }
        }
        if !screen.causes.isEmpty { text += "\nChanged through " + screen.causes.map { MarkdownText.code($0) }.joined(separator: ", ") + ".\n" }
        if !screen.htmlDiff.isEmpty, diffLines != 0 {
            var diff = screen.htmlDiff
            var cutNote = ""
            if let limit = diffCharacters, diff.utf16.count > limit {
                let kept = diff[..<diff.utf16.index(diff.utf16.startIndex, offsetBy: max(0, limit))]

                let cutAt = kept.unicodeScalars.lastIndex(of: "\n").map { kept.unicodeScalars.index(after: $0) } ?? kept.startIndex
                let keptText = String(kept[..<cutAt])
                let dropped = UnifiedDiff.lines(of: diff).count - UnifiedDiff.lines(of: keptText).count
                diff = keptText
                cutNote = "\n*The HTML diff is cut here: \(dropped.counted("more line")).*\n"
            }
            let fence = MarkdownText.fence(for: diff)
            text += "\n" + fence + "diff\n" + diff + (diff.hasSuffix("\n") || diff.isEmpty ? "" : "\n") + fence + "\n" + cutNote
        }
        return text + "\n</details>\n"
    }

    /// A new warning as `NewProblems.line` words it, its path and rule in code spans.
    private static func line(_ warning: Diagnostic) -> String {
        (warning.path.map { MarkdownText.code($0) + ": " } ?? "") + MarkdownText.inline(warning.message) + " "
            + MarkdownText.code("[\(warning.rule.rawValue)]")
    }

    /// Changes as a list, the fields changed on one subject in a list under it.
    private func list(_ changes: [ReviewChange]) -> String {
        ReviewSummary.grouped(changes).map { group in
            guard group.count > 1 else { return "- " + line(group[0]) + "\n" }
            return "- **\(group[0].kind.rawValue)** \(MarkdownText.inline(group[0].subject))\n"
                + group.map { "  - " + fieldLine($0) + "\n" }.joined()
        }.joined()
    }

    private func line(_ change: ReviewChange) -> String {
        "**\(change.kind.rawValue)** \(MarkdownText.inline(change.subject))" + (change.field == nil ? "" : " ") + fieldLine(change)
    }

    /// A change's field, values, note and pages: `` `title`: `Ada` → `Ada King` ``.
    private func fieldLine(_ change: ReviewChange) -> String {
        var text = change.field.map { MarkdownText.code($0) } ?? ""
        if let words = change.words {
            text += ": " + MarkdownText.code(WordDiff.plain(words))
        } else if change.old != nil || change.new != nil {
            // Worded as in every format (`ReviewChange.shown`), in code spans.
            text += ": " + MarkdownText.code(change.shown(change.old)) + " → " + MarkdownText.code(change.shown(change.new))
        }
        if let note = change.note { text += " — " + MarkdownText.inline(note) }
        if let pages = change.pages, !pages.isEmpty { text += " — " + MarkdownText.inline(ReviewSummary.pages(pages)) }
        return text
    }

    /// What the change does to the layout audit, first: a fault a change brings is the first thing to fix.
    private func auditChanges() -> String {
        guard let audit = review.audit else { return "" }
        var text = "### Layout audit\n\nMeasured in \(audit.contexts.counted("context")) on each side, the change \(audit.sentence).\n\n"
        for (title, findings) in [("Introduced", audit.introduced), ("Fixed", audit.fixed)] where !findings.isEmpty {
            text += "**\(title)**\n\n"
            for finding in findings.prefix(Self.auditShown) {
                text += "- \(MarkdownText.code(finding.place)) \(MarkdownText.code(finding.rule)): \(MarkdownText.inline(finding.message))\n"
            }
            if findings.count > Self.auditShown { text += "- … and \(findings.count - Self.auditShown) more (`--format json` lists them)\n" }
            text += "\n"
        }
        return text
    }

    /// How many introduced (and fixed) findings the comment lists.
    static let auditShown = 30
}
