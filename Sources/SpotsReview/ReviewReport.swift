import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The HTML report of a review (`--report DIR`): an index of the changes, and for each changed
/// screen a page with its before and after side by side (framed at a chosen width and scrolled
/// together), its changes, its screenshots when taken, and its HTML diff. Both sites are in it
/// whole (`old/`, `new/`), so the frames show real pages with their styles, images and links.
struct ReviewReport {
    package let review: SiteReview
    package let old: ReviewSide
    package let new: ReviewSide
    /// How the two sides are named (`origin/main`, `working tree`).
    package var oldName = "old"
    package var newName = "new"

    /// The report's own files (the frame script, styles, theme) under `review/`.
    package static let assetsFolder = "review/"
    /// The script that compares screenshots, which Chromium runs and the report does not carry (nor
    /// `review-frame.js`, which its framed pages carry inline: `FrameScript`).
    static let pixelDiffScript = "review/pixel-diff.js"

    /// The report as files, ready for `SiteWriter`; its pages are rendered and checked as every
    /// generated page is (`DocumentRenderer`), and what the checks find is in its diagnostics.
    package func site(templates: TemplateSet) -> RenderedSite {
        var site = RenderedSite()
        let framed = Set(review.screens.flatMap { [$0.oldRoute ?? $0.route, $0.route] }.map(\.outputFile))
        for (prefix, side) in [("old/", old), ("new/", new)] {
            // The 404 page links from the site's root, which in the report is a folder down.
            for (path, file) in side.files where path != NotFoundPage.file {
                // Every page is opened in a browser (the reviewer's, and Chromium for screenshots),
                // so every page is sandboxed, whichever side it comes from (BrowserSandbox).
                guard BrowserSandbox.opensAsPage(path), let bytes = side.bytes(of: path) else {
                    site.files[prefix + path] = file
                    continue
                }
                let text = String(decoding: bytes, as: UTF8.self)
                site.files[prefix + path] = .text(framed.contains(path) ? Self.framed(text) : Self.sandboxed(text))
            }
        }
        for (path, file) in templates.themeFiles {
            let name: String
            if path == "assets/theme.css" || path == "assets/flow.css" {
                name = String(path.dropFirst("assets/".count))
            } else if path.hasPrefix(Self.assetsFolder), path != Self.pixelDiffScript, path != Self.assetsFolder + "review-frame.js" {
                name = String(path.dropFirst(Self.assetsFolder.count))
            } else {
                continue
            }
            switch file {
            case .text(let text): site.files[Self.assetsFolder + name] = .text(text)
            case .file(let url): site.files[Self.assetsFolder + name] = .copy(url)
            }
        }
        for shotList in review.shots.values {
            for shot in shotList {
                for image in [shot.before, shot.after, shot.diff].compactMap({ $0 }) { site.files[image.path] = .copy(image.url) }
            }
        }
        let pages = screenPages()
        var documents = [("index.html", Document(route: .root, template: "review/index", context: index(pages: pages)))]
        for (index, screen) in review.screens.enumerated() {
            let previous = index > 0 ? (pages[index - 1], review.screens[index - 1]) : nil
            let next = index + 1 < review.screens.count ? (pages[index + 1], review.screens[index + 1]) : nil
            let context = page(screen, file: pages[index], previous: previous, next: next)
            // Its links start in `screens/`.
            documents.append(
                (pages[index], Document(route: Route(segments: ["screens"]), template: "review/screen", context: context, pageName: pages[index])))
        }
        let renderer = DocumentRenderer(templates: templates, plannedFiles: Set(site.files.keys).union(documents.map(\.0)), timer: nil)
        for (file, document) in documents {
            let (html, problems) = renderer.render(document)
            site.files[file] = .text(html)
            site.diagnostics += problems
        }
        return site
    }

    /// Each changed screen's page in the report (`screens/team.html`), in review order.
    func screenPages() -> [String] {
        var taken: Set<String> = []
        return review.screens.map { screen in
            var slug = screen.route.segments.isEmpty ? "home" : screen.route.segments.joined(separator: "-")
            if taken.contains(slug) {
                var number = 2
                while taken.contains("\(slug)-\(number)") { number += 1 }
                slug += "-\(number)"
            }
            taken.insert(slug)
            return "screens/\(slug).html"
        }
    }

    /// A framed page with the script that scrolls it with its pair.
    /// The page carries the script inline, the only one its policy lets run (by its hash).
    static func framed(_ html: String) -> String {
        var page = html
        if let head = html.range(of: "</head>") {
            page = html.replacingCharacters(in: head.lowerBound..<head.lowerBound, with: "  " + FrameScript.element + "\n")
        }
        return BrowserSandbox.sandboxed(page, policy: FrameScript.policy)
    }

    /// A page of a side that is not framed: sandboxed, with no script.
    static func sandboxed(_ html: String) -> String {
        BrowserSandbox.sandboxed(html)
    }

    private func index(pages: [String]) -> TemplateFields {
        var fields = ReviewReportFields.common(root: "", title: "Changes", old: oldName, new: newName)
        fields["isIndex"] = .flag(true)
        fields["summary"] = .text(ReviewSummary(review: review).sentence + ".")
        fields["semantic"] = .flag(review.semantic)
        fields["identical"] = .flag(review.isEmpty)
        fields["hasScreens"] = .flag(!review.screens.isEmpty)
        fields["screenshots"] = .flag(!review.shots.isEmpty)
        let summary = ReviewSummary(review: review)
        fields["newProblems"] = .flag(summary.showsNewProblems)
        if let map = FlowChangesMap.svg(review.flow, labelID: "review-flow-label") { fields["flowMap"] = .text(map) }
        fields["flowScreens"] = .list(
            review.flow.screens.map { screen in
                .object(
                    TemplateFields(fields: [
                        "change": .text(screen.change), "badge": .text(screen.now == .reachable ? "lowered" : "raised"), "title": .text(screen.title),
                        "id": .text(screen.id), "meaning": .text(FlowChanges.meaning(screen)),
                    ]))
            })
        fields["hasFlowScreens"] = .flag(!review.flow.screens.isEmpty)
        fields["flowEdges"] = .text(review.flow.isEmpty ? "" : review.flow.edgeCounts)
        let needs = summary.clientNeeds
        fields["hasClientNeeds"] = .flag(!needs.isEmpty)
        fields["clientNeeds"] = .list(
            needs.map { screen, need in
                .object(
                    TemplateFields(fields: [
                        "direction": .text(need.direction.rawValue), "title": .text(screen.name), "route": .text(screen.route.path),
                        "line": .text(need.line),
                    ]))
            })
        fields["screens"] = .list(
            zip(review.screens, pages).map { screen, page in
                var row: [String: TemplateValue] = [
                    "status": .text(screen.status.rawValue), "title": .text(screen.name), "href": .text(page),
                    "route": .text(screen.route.path), "counts": .text(summary.counts(screen)),
                    "pixels": .text(ReviewShot.summary(review.shots[screen.route] ?? [])),
                    "newDangling": .text(ReviewSummary.cell(screen.newProblems.danglingActions)),
                    "newWarnings": .text(ReviewSummary.cell(screen.newProblems.otherWarnings)),
                ]
                if let old = screen.oldRoute { row["oldRoute"] = .text(old.path) }
                return .object(TemplateFields(fields: row))
            })
        fields["hasSite"] = .flag(!review.site.isEmpty)
        fields["changes"] = ReviewReportFields.changes(review.site)
        fields["hasFiles"] = .flag(!review.fileGroups.isEmpty)
        let kinds = ["A": "added", "D": "removed", "M": "changed"]
        fields["fileGroups"] = .list(
            review.fileGroups.map { group in
                let files = group.files.map {
                    TemplateValue.object(TemplateFields(fields: ["kind": .text(kinds[$0.mark] ?? "changed"), "path": .text($0.path)]))
                }
                return .object(TemplateFields(fields: ["line": .text(group.line), "files": .list(files)]))
            })
        return TemplateFields(fields: fields)
    }

    private func page(_ screen: ScreenReview, file: String, previous: (String, ScreenReview)?, next: (String, ScreenReview)?) -> TemplateFields {
        let title = screen.name
        var fields = ReviewReportFields.common(root: "../", title: title, old: oldName, new: newName)
        fields["title"] = .text(title)
        fields["status"] = .text(screen.status.rawValue)
        fields["route"] = .text(screen.route.path)
        if let old = screen.oldRoute { fields["oldRoute"] = .text(old.path) }
        if let source = screen.source { fields["source"] = .text(source) }
        if let source = screen.oldSource { fields["oldSource"] = .text(source) }
        if let similarity = screen.similarity { fields["similarity"] = .text("\(Int((similarity * 100).rounded()))%") }
        func frame(_ prefix: String, _ route: Route) -> TemplateValue {
            .object(TemplateFields(fields: ["href": .text("../\(prefix)\(route.outputFile)"), "file": .text(prefix + route.outputFile)]))
        }
        if screen.status != .added { fields["before"] = frame("old/", screen.oldRoute ?? screen.route) }
        if screen.status != .removed { fields["after"] = frame("new/", screen.route) }
        fields["hasChanges"] = .flag(!screen.changes.isEmpty)
        fields["changes"] = ReviewReportFields.changes(screen.changes)
        if !screen.causes.isEmpty { fields["causes"] = .text(screen.causes.joined(separator: ", ")) }
        fields["hasNewWarnings"] = .flag(!screen.newProblems.warnings.isEmpty)
        fields["newWarnings"] = .list(screen.newProblems.warnings.map { .object(TemplateFields(fields: ["line": .text(NewProblems.line($0))])) })
        let screenShots = review.shots[screen.route] ?? []
        fields["hasShots"] = .flag(!screenShots.isEmpty)
        fields["shots"] = .list(screenShots.map { $0.fields(from: file) })
        fields["hasDiff"] = .flag(!screen.htmlDiff.isEmpty)
        fields["lineCounts"] = .text(ReviewSummary.lineCounts(screen.htmlDiff))
        fields["diffLines"] = ReviewReportFields.diffLines(screen.htmlDiff)
        func neighbourLink(_ neighbour: (String, ScreenReview)?) -> TemplateValue? {
            neighbour.map { page, screen in
                .object(TemplateFields(fields: ["href": .text("../" + page), "title": .text(screen.name)]))
            }
        }
        if let previous = neighbourLink(previous) { fields["previous"] = previous }
        if let next = neighbourLink(next) { fields["next"] = next }
        return TemplateFields(fields: fields)
    }
}
