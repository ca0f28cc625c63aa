import SpotsBuild
import SpotsFormat
import SpotsRender

/// A review as text for a terminal (`--format text`): a summary line, the site's changes, each
/// screen's changes, the other files, then each page's HTML diff; coloured as `git diff` is when
/// asked to.
struct ReviewText {
    package let review: SiteReview
    /// ANSI colours.
    package var colour = false
    /// Leave out the HTML diffs.
    package var summaryOnly = false
    /// List every file of the other files' groups, not only their counts.
    package var allFiles = false

    /// How many of a screen's new warnings are printed.
    static let shownWarnings = 10

    private func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// A string spots-site did not write (a title, a route, a path, a value, a message), on one line
    /// by the terminal's rule: only the review's own layout breaks lines, so no content can forge one.
    private func one(_ text: String) -> String { TerminalText.oneLine(text) }

    /// The review for a terminal: every control character that came from a compared site (a
    /// file's name, a title, a page's HTML) is shown escaped, so none reaches the terminal; the
    /// colours spots-site adds are kept (`TerminalText.lines`, the terminal's one rule). Each such
    /// string is put in on one line (`one`), so a line break in it is shown as `\n`, not obeyed.
    package func render() -> String {
        TerminalText.lines(unescaped(), keepingColours: colour)
    }

    private func unescaped() -> String {
        guard !review.isEmpty else { return "No differences.\n" }
        var out = ReviewSummary(review: review).sentence + "\n"
        if !review.semantic {
            out += "(An output folder holds no JSON: pages are compared by their HTML only.)\n"
        }
        if let audit = review.audit {
            out +=
                "\n" + paint("Layout audit", "1") + ": the change \(audit.sentence) (measured in \(audit.contexts.counted("context")) on each side)\n"
            for (mark, code, findings) in [("+", "31", audit.introduced), ("-", "32", audit.fixed)] {
                for finding in findings {
                    out += "  " + paint(mark, code) + " " + one("\(finding.place): \(finding.message) [\(finding.rule)]") + "\n"
                }
            }
        }
        if !review.flow.isEmpty {
            out += "\n" + paint("App map", "1") + "\n"
            for screen in review.flow.screens {
                out +=
                    "  " + paint(screen.change, screen.now == .reachable ? "32" : "33") + " " + paint(one(screen.id), "1") + "  "
                    + FlowChanges.meaning(screen) + "\n"
            }
            let (edges, more) = review.flow.shown
            for edge in edges { out += "  " + paint(edge.added ? "+" : "-", edge.added ? "32" : "31") + " " + one(edge.line) + "\n" }
            if more > 0 { out += "  … and \(more) more (--format json lists them)\n" }
        }
        let needs = ReviewSummary(review: review).clientNeeds
        if !needs.isEmpty {
            out += "\n" + paint("Client versions", "1") + "\n"
            for (screen, need) in needs {
                out += "  " + paint(one(screen.route.path), "1") + "  " + paint(one(need.line), need.direction == .raised ? "33" : "32") + "\n"
            }
        }
        if !review.site.isEmpty {
            out += "\n" + paint("Site", "1") + "\n"
            out += lines(review.site, indent: "  ")
        }
        if !review.screens.isEmpty {
            out += "\n" + paint("Screens", "1") + "\n"
            for screen in review.screens {
                out += "  " + heading(screen) + "\n"
                out += lines(screen.changes, indent: "      ")
                for warning in screen.newProblems.warnings.prefix(Self.shownWarnings) {
                    out += "      " + paint("new warning", "33") + " " + one(NewProblems.line(warning)) + "\n"
                }
                if screen.newProblems.warnings.count > Self.shownWarnings {
                    out += "      " + paint("and \(screen.newProblems.warnings.count - Self.shownWarnings) more new warnings", "33") + "\n"
                }
                if !screen.causes.isEmpty { out += "      " + paint("through " + one(screen.causes.joined(separator: ", ")), "2") + "\n" }
                if !screen.htmlDiff.isEmpty { out += "      " + paint("HTML " + ReviewSummary.lineCounts(screen.htmlDiff), "2") + "\n" }
                if let shots = review.shots[screen.route], !shots.isEmpty {
                    out += "      " + paint("pixels changed: " + ReviewShot.summary(shots), "2") + "\n"
                }
            }
        }
        if !review.fileGroups.isEmpty {
            out += "\n" + paint("Other files", "1") + (allFiles ? "" : paint(" (--all-files lists them)", "2")) + "\n"
            for group in review.fileGroups {
                out += "  " + one(group.line) + "\n"
                guard allFiles else { continue }
                for (mark, path) in group.files {
                    out += "    " + paint(mark + " " + one(path), mark == "A" ? "32" : mark == "D" ? "31" : "33") + "\n"
                }
            }
        }
        if !summaryOnly {
            for screen in review.screens where !screen.htmlDiff.isEmpty {
                out += "\n" + diff(screen.htmlDiff)
            }
        }
        return out
    }

    /// Changes a line each, the fields changed on one subject under it.
    private func lines(_ changes: [ReviewChange], indent: String) -> String {
        var out = ""
        for group in ReviewSummary.grouped(changes) {
            if group.count == 1 {
                out += indent + line(group[0]) + "\n"
                continue
            }
            out += indent + line(ReviewChange(group[0].kind, group[0].subject, path: group[0].path)) + "\n"
            for change in group { out += indent + "    " + fieldLine(change) + "\n" }
        }
        return out
    }

    private func heading(_ screen: ScreenReview) -> String {
        let (mark, code) =
            switch screen.status {
            case .added: ("A", "32")
            case .removed: ("D", "31")
            case .renamed: ("R", "36")
            case .changed: ("M", "33")
            }
        var text = paint(mark, code) + " " + paint(one(screen.route.path), "1")
        if let old = screen.oldRoute {
            text = paint(mark, code) + " " + one(old.path) + " → " + paint(one(screen.route.path), "1")
            if let similarity = screen.similarity { text += " (\(Int((similarity * 100).rounded()))% alike)" }
        }
        if let title = screen.title { text += "  " + one(title) }
        if let source = screen.source { text += paint("  " + one(source), "2") }
        return text
    }

    private func line(_ change: ReviewChange) -> String {
        let code =
            switch change.kind {
            case .added: "32"
            case .removed: "31"
            case .moved: "36"
            case .changed: "33"
            }
        var text = paint(change.kind.rawValue, code) + " " + one(change.subject)
        if let path = change.path { text += paint(" (\(one(path)))", "2") }
        guard change.field != nil else { return text + fieldLine(change) }
        return text + " " + fieldLine(change)
    }

    /// A change's field and values: `title: "Ada" → "Ada L."`.
    private func fieldLine(_ change: ReviewChange) -> String {
        var text = change.field.map { paint(one($0), "1") } ?? ""
        if let words = change.words {
            text +=
                ": "
                + words.map { piece in
                    switch piece.kind {
                    case .same: one(piece.text)
                    case .removed: paint("[-" + one(piece.text) + "-]", "31")
                    case .added: paint("{+" + one(piece.text) + "+}", "32")
                    }
                }.joined()
        } else if change.old != nil || change.new != nil {
            text += ": " + paint(one(change.shown(change.old)), "31") + " → " + paint(one(change.shown(change.new)), "32")
        }
        if let note = change.note { text += " — " + one(note) }
        if let pages = change.pages, !pages.isEmpty { text += paint(" — " + one(ReviewSummary.pages(pages)), "2") }
        return text
    }

    private func diff(_ text: String) -> String {
        guard colour else { return text }
        return UnifiedDiff.lines(of: text).map { line in
            if line.hasPrefix("+++") || line.hasPrefix("---") { return paint(String(line), "1") }
            if line.hasPrefix("@@") { return paint(String(line), "36") }
            if line.hasPrefix("+") { return paint(String(line), "32") }
            if line.hasPrefix("-") { return paint(String(line), "31") }
            return String(line)
        }.joined(separator: "\n") + "\n"
    }
}
