import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// A review as JSON (`--format json`), in the schema `spots-site schema diff` prints. Keys are
/// sorted and absent values left out, so the same review gives the same bytes.
enum ReviewJSON {
    /// The schema's version: a new key may be added within a version; none is renamed or removed.
    package static let version = 1

    package struct Document: Encodable {
        package var version = ReviewJSON.version
        var identical: Bool
        /// Whether screens were compared field by field (false when a side is an output folder).
        var semantic: Bool
        package var summary: Summary
        package var site: [ReviewChange]
        package var screens: [Screen]
        package var files: Files
        /// The files that are no screen's page, counted by group.
        var fileGroups: [Group]
        /// What the change does to the app's navigation graph; absent when nothing.
        var flow: FlowChangesJSON?
        /// What the change does to the layout audit's findings (`--audit`); absent when not audited.
        var audit: AuditChanges?
    }

    struct Group: Encodable {
        package var name: String
        package var added: Int, removed: Int, changed: Int
    }

    struct Summary: Encodable {
        package var added = 0, removed = 0, renamed = 0, changed = 0
        var siteChanges = 0
        var filesAdded = 0, filesRemoved = 0, filesChanged = 0
        var newDanglingActions = 0, newWarnings = 0
        /// The screens' changes to the app versions they need, by direction.
        var clientNeedsRaised = 0, clientNeedsLowered = 0
    }

    package struct Screen: Encodable {
        package var status: ScreenReview.Status
        package var route: String
        var oldRoute: String?
        package var page: String
        package var source: String?
        var oldSource: String?
        package var title: String?
        var similarity: Double?
        package var changes: [ReviewChange]
        var causes: [String]
        var htmlDiff: String?
        package var screenshots: [Shot]?
        var newDanglingActions: Int
        var newWarnings: Int
        /// Each new warning: its rule, JSON path and message.
        var newProblems: [Problem]?
        /// Each change to the app version it needs on a platform.
        var clientNeeds: [ClientNeed]?
    }

    struct ClientNeed: Encodable {
        var platform: String
        var direction: ClientNeedChange.Direction
        var was: String?
        var now: String
        var siteFloor: String?
        var subjects: [String]
        var message: String

        init(_ change: ClientNeedChange) {
            platform = change.platform
            direction = change.direction
            was = change.was?.description
            now = change.now.description
            siteFloor = change.siteFloor?.description
            subjects = change.subjects.map(\.shortDescription)
            message = change.line
        }
    }

    struct Problem: Encodable {
        var rule: String
        var path: String?
        var message: String
    }

    struct Shot: Encodable {
        package var width: Int
        package var ratio: Double?
        package var before: String?
        package var after: String?
        package var diff: String?
    }

    struct Files: Encodable {
        package var added: [String]
        package var removed: [String]
        package var changed: [String]
    }

    package static func render(_ review: SiteReview) -> String {
        var summary = Summary()
        for screen in review.screens {
            switch screen.status {
            case .added: summary.added += 1
            case .removed: summary.removed += 1
            case .renamed: summary.renamed += 1
            case .changed: summary.changed += 1
            }
        }
        summary.siteChanges = review.site.count
        summary.filesAdded = review.addedFiles.count
        summary.filesRemoved = review.removedFiles.count
        summary.filesChanged = review.changedFiles.count
        let problems = ReviewSummary(review: review).newProblems
        summary.newDanglingActions = problems.danglingActions
        summary.newWarnings = problems.otherWarnings
        let needs = review.screens.flatMap(\.clientNeeds)
        summary.clientNeedsRaised = needs.count { $0.direction == .raised }
        summary.clientNeedsLowered = needs.count { $0.direction == .lowered }
        let screens = review.screens.map { screen in
            Screen(
                status: screen.status, route: screen.route.path, oldRoute: screen.oldRoute?.path, page: screen.page, source: screen.source,
                oldSource: screen.oldSource, title: screen.title, similarity: screen.similarity.map { ($0 * 1000).rounded() / 1000 },
                changes: screen.changes, causes: screen.causes, htmlDiff: screen.htmlDiff.isEmpty ? nil : screen.htmlDiff,
                screenshots: review.shots[screen.route].map { shots in
                    shots.map {
                        Shot(
                            width: $0.width, ratio: $0.ratio.map { ($0 * 100_000).rounded() / 100_000 }, before: $0.before?.path,
                            after: $0.after?.path,
                            diff: $0.diff?.path)
                    }
                }, newDanglingActions: screen.newProblems.danglingActions, newWarnings: screen.newProblems.otherWarnings,
                newProblems: screen.newProblems.warnings.isEmpty
                    ? nil : screen.newProblems.warnings.map { Problem(rule: $0.rule.rawValue, path: $0.path, message: $0.message) },
                clientNeeds: screen.clientNeeds.isEmpty ? nil : screen.clientNeeds.map(ClientNeed.init))
        }
        let document = Document(
            identical: review.isEmpty, semantic: review.semantic, summary: summary, site: review.site, screens: screens,
            files: Files(added: review.addedFiles, removed: review.removedFiles, changed: review.changedFiles),
            fileGroups: review.fileGroups.map { Group(name: $0.name, added: $0.added.count, removed: $0.removed.count, changed: $0.changed.count) },
            flow: FlowChangesJSON(review.flow), audit: review.audit)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
