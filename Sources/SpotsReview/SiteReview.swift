import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// What a change does to a site: its screens added, removed, renamed and changed (with their
/// JSON's and HTML's changes), the changes to what every page shares (`site.json`, navigation,
/// data files, templates, assets), and every output file added, removed or changed.
package struct SiteReview: Sendable {
    /// The screens that changed, by route.
    package var screens: [ScreenReview] = []
    /// Changes to the site as a whole.
    package var site: [ReviewChange] = []
    /// Output files by what happened to them, each list sorted.
    var addedFiles: [String] = []
    package var removedFiles: [String] = []
    package var changedFiles: [String] = []
    /// The files of those that are no screen's page, in groups (the design catalog's, the assets, the rest).
    package var fileGroups: [FileGroup] = []
    /// Whether field-level changes were compared (both sides are projects, not output folders).
    var semantic = true
    /// What the change does to the app's navigation graph.
    package var flow = FlowChanges()
    /// Screenshots of the changed pages by route, when taken (`--screenshots`).
    var shots: [Route: [ReviewShot]] = [:]
    /// What the change does to the layout audit's findings (`diff --audit`); nil when not audited.
    package var audit: AuditChanges?

    /// Whether the two sides differ at all.
    package var isEmpty: Bool { screens.isEmpty && site.isEmpty && addedFiles.isEmpty && removedFiles.isEmpty && changedFiles.isEmpty }

    /// Below this likeness a removed and an added screen are two screens, not one renamed (git's
    /// rename detection uses the same half).
    static let renameThreshold = 0.5

    /// Compares two sides, built with `features` (whose files are counted apart).
    package static func make(old: ReviewSide, new: ReviewSide, features: [any SiteFeature] = []) -> SiteReview {
        var review = SiteReview()
        review.semantic = old.isProject && new.isProject
        let (added, removed, changed) = compareFiles(old, new)
        review.addedFiles = added
        review.removedFiles = removed
        review.changedFiles = changed
        let changedSet = Set(changed)
        if review.semantic { review.site = SiteChanges.make(old: old, new: new, changedFiles: changedSet) }
        review.screens = screens(old: old, new: new, changedFiles: changedSet, siteChanges: review.site, comparesProblems: review.semantic)
        var renamed: [String: String] = [:]
        for screen in review.screens where screen.status == .renamed {
            if let from = screen.oldRoute { renamed[from.path] = screen.route.path }
        }
        review.flow = FlowChanges.make(old: old.flow, new: new.flow, renamed: renamed)
        review.fileGroups = FileGroup.groups(added: added, removed: removed, changed: changed, screens: review.screens, features: features)
        return review
    }

    /// Every output file's fate, each list sorted.
    private static func compareFiles(_ old: ReviewSide, _ new: ReviewSide) -> (added: [String], removed: [String], changed: [String]) {
        let added = new.files.keys.filter { old.files[$0] == nil }.sorted()
        let removed = old.files.keys.filter { new.files[$0] == nil }.sorted()
        let both = new.files.keys.filter { old.files[$0] != nil }.sorted()
        let differs = both.parallelMap { path -> Bool in
            switch (old.files[path], new.files[path]) {
            case (.text(let a)?, .text(let b)?): a != b
            // Two files compared a block at a time: a compared site's file may be of any size.
            case (.copy(let a)?, .copy(let b)?): !ConfinedRoot.sameBytes(atResolved: a.path, b.path)
            default: old.bytes(of: path) != new.bytes(of: path)
            }
        }
        return (added, removed, zip(both, differs).filter(\.1).map(\.0))
    }

    /// The screens' reviews; with `comparesProblems` (both sides are projects: an output folder
    /// keeps no problems), each one's new warnings.
    private static func screens(
        old: ReviewSide, new: ReviewSide, changedFiles: Set<String>, siteChanges: [ReviewChange], comparesProblems: Bool
    ) -> [ScreenReview] {
        let oldRoutes = Set(old.pages.keys)
        let newRoutes = Set(new.pages.keys)
        var removed = oldRoutes.subtracting(newRoutes).sorted()
        var added = newRoutes.subtracting(oldRoutes).sorted()
        var reviews: [ScreenReview] = []
        // Renames: the most alike pairs first.
        var renames: [(old: Route, new: Route, similarity: Double)] = []
        if !removed.isEmpty, !added.isEmpty, removed.count * added.count <= 10_000 {
            let oldLines = Dictionary(uniqueKeysWithValues: removed.map { ($0, fingerprint(of: $0, in: old)) })
            let newLines = Dictionary(uniqueKeysWithValues: added.map { ($0, fingerprint(of: $0, in: new)) })
            let candidates = removed.flatMap { a in added.map { (a, $0) } }
            let likeness = candidates.parallelMap { pair in TextDiff.similarity(oldLines[pair.0] ?? [], newLines[pair.1] ?? []) }
            var taken: Set<Route> = []
            for (pair, similarity) in zip(candidates, likeness).sorted(by: {
                $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.0 != $1.0.0 ? $0.0.0 < $1.0.0 : $0.0.1 < $1.0.1
            })
            where similarity >= renameThreshold && !taken.contains(pair.0) && !taken.contains(pair.1) {
                taken.formUnion([pair.0, pair.1])
                renames.append((pair.0, pair.1, similarity))
            }
            removed.removeAll { taken.contains($0) }
            added.removeAll { taken.contains($0) }
        }
        let comparer = ScreenComparer(oldLinks: old.links, newLinks: new.links)
        let both = oldRoutes.intersection(newRoutes).sorted()
        let pairs = both.map { (old: $0, new: $0, similarity: Double?.none) } + renames.map { ($0.old, $0.new, $0.similarity) }
        // With catalog.json's since and site.json's clients the same on both sides, an unchanged
        // screen needs the same app versions: its uses are not looked for again.
        let sameVersions = old.catalog == new.catalog && old.config?.clients == new.config?.clients
        let compared = pairs.parallelMap { oldRoute, newRoute, similarity -> ScreenReview? in
            var review = ScreenReview(
                status: oldRoute == newRoute ? .changed : .renamed, route: newRoute, oldRoute: oldRoute == newRoute ? nil : oldRoute,
                source: new.pages[newRoute], oldSource: oldRoute == newRoute ? nil : old.pages[oldRoute], title: new.titles[newRoute])
            if let before = old.screens?[oldRoute], let after = new.screens?[newRoute] {
                review.changes = comparer.changes(from: before, to: after)
                // Also when neither the screen nor its page changed: catalog.json's since or site.json's clients may have.
                if !(sameVersions && before == after) {
                    review.clientNeeds = ClientNeedChange.changes(
                        old: old.clientDemands(of: before, other: new), new: new.clientDemands(of: after, other: old),
                        site: new.config?.clients ?? [:])
                }
            }
            let pageChanged = oldRoute != newRoute || changedFiles.contains(newRoute.outputFile)
            if pageChanged, let before = old.text(of: oldRoute.outputFile), let after = new.text(of: newRoute.outputFile) {
                review.htmlDiff = UnifiedDiff.make(path: newRoute.outputFile, oldPath: oldRoute.outputFile, old: before, new: after)
            }
            review.causes = causes(of: newRoute, in: siteChanges)
            review.similarity = similarity
            if comparesProblems { review.newProblems = NewProblems(old: old.warnings[oldRoute] ?? [], new: new.warnings[newRoute] ?? []) }
            // A page with a new warning changed, though neither its JSON nor its HTML did (an asset it shows went),
            // and so did one that needs another app version.
            guard
                review.status == .renamed || !review.changes.isEmpty || !review.htmlDiff.isEmpty || !review.newProblems.warnings.isEmpty
                    || !review.clientNeeds.isEmpty
            else { return nil }
            return review
        }
        reviews += compared.compactMap { $0 }
        for route in removed {
            reviews.append(ScreenReview(status: .removed, route: route, source: old.pages[route], title: old.titles[route]))
        }
        for route in added {
            var review = ScreenReview(status: .added, route: route, source: new.pages[route], title: new.titles[route])
            if comparesProblems { review.newProblems = NewProblems(warnings: new.warnings[route] ?? []) }
            if let screen = new.screens?[route] {
                review.clientNeeds = ClientNeedChange.changes(old: nil, new: new.clientDemands(of: screen), site: new.config?.clients ?? [:])
            }
            reviews.append(review)
        }
        return reviews.sorted { $0.route < $1.route }
    }

    /// The lines that tell how alike two screens are: the screen's fields, or for an output
    /// folder its page's lines.
    private static func fingerprint(of route: Route, in side: ReviewSide) -> [String] {
        if let screen = side.screens?[route] { return ScreenFingerprint.lines(of: screen) }
        // A page's frame (head, header, footer) is the same on every page: what is in <main> tells pages apart.
        let lines = side.text(of: route.outputFile).map { UnifiedDiff.lines(of: $0) } ?? []
        guard let start = lines.firstIndex(where: { $0.contains("<main") }),
            let end = lines[start...].firstIndex(where: { $0.contains("</main>") })
        else { return lines.map(String.init) }
        return lines[start...end].map(String.init)
    }

    /// The site-wide changes that name this page among those they affect.
    private static func causes(of route: Route, in changes: [ReviewChange]) -> [String] {
        changes.filter { $0.pages?.contains(route.path) == true }.map(\.subject)
    }
}
