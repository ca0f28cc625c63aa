import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The changes to what many pages share: `site.json`'s settings and navigation, data files (with
/// the pages they feed), `catalog.json`'s keys, templates (with the pages whose HTML they change)
/// and assets.
enum SiteChanges {
    package static func make(old: ReviewSide, new: ReviewSide, changedFiles: Set<String>) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        if let before = old.config, let after = new.config {
            changes += settings(before, after, file: new.contentName + "/site.json")
            changes += navigation(before.navigation, after.navigation)
        }
        changes += catalog(old, new, files: dataFiles(old, new))
        changes += templates(old, new, changedFiles: changedFiles)
        changes += files(old.assets, new.assets, subject: { new.contentName + "/assets/" + $0 })
        return changes
    }

    /// `site.json`'s settings, one change per key (`clients` one per platform).
    private static func settings(_ old: SiteConfig, _ new: SiteConfig, file: String) -> [ReviewChange] {
        func flag(_ value: Bool) -> String { value ? "true" : "false" }
        let fields: [(String, String?, String?)] = [
            ("title", old.title, new.title), ("description", old.description, new.description),
            ("baseURL", old.baseURL, new.baseURL), ("language", old.language, new.language),
            ("direction", old.direction, new.direction), ("strict", flag(old.strict), flag(new.strict)),
            ("catalog", flag(old.catalog), flag(new.catalog)),
            ("data", ScreenComparer.describe(old.data), ScreenComparer.describe(new.data)),
        ]
        return fields.filter { $0.1 != $0.2 }.map { ReviewChange(.changed, file, field: $0.0, old: $0.1, new: $0.2) }
            + ReviewChange.clients(old.clients, new.clients, subject: file)
    }

    /// The navigation's links, paired by title as items are.
    private static func navigation(_ old: [NavigationEntry]?, _ new: [NavigationEntry]?) -> [ReviewChange] {
        guard old != nil || new != nil else { return [] }
        let before = old ?? []
        let after = new ?? []
        func key(_ entry: NavigationEntry) -> ReviewMatching.Key { ReviewMatching.Key(kind: "link", title: entry.title) }
        var changes: [ReviewChange] = []
        for step in ReviewMatching.match(before.map(key), after.map(key)).steps {
            switch step {
            case .removed(let index):
                changes.append(
                    ReviewChange(.removed, "navigation link “\(before[index].title)”", path: before[index].path, old: before[index].action))
            case .added(let index):
                changes.append(ReviewChange(.added, "navigation link “\(after[index].title)”", path: after[index].path, new: after[index].action))
            case .paired(let pair):
                let (a, b) = (before[pair.old], after[pair.new])
                let subject = "navigation link “\(b.title)”"
                if pair.moved {
                    changes.append(ReviewChange(.moved, subject, path: b.path, note: "from position \(pair.old + 1) to \(pair.new + 1)"))
                }
                if a.title != b.title { changes.append(ReviewChange(.changed, subject, path: b.path, field: "title", old: a.title, new: b.title)) }
                if a.action != b.action {
                    changes.append(ReviewChange(.changed, subject, path: b.path, field: "action", old: a.action, new: b.action))
                }
            }
        }
        return changes
    }

    /// `files` with a change to `catalog.json` told key by key (`CatalogChanges`), as `site.json`'s
    /// are, when both sides are projects; the file alone when it was added or removed, or when
    /// no key changed (only its layout).
    private static func catalog(_ old: ReviewSide, _ new: ReviewSide, files: [ReviewChange]) -> [ReviewChange] {
        let file = new.contentName + "/catalog.json"
        guard old.isProject, new.isProject, let index = files.firstIndex(where: { $0.subject == file && $0.kind == .changed })
        else { return files }
        var keys = CatalogChanges.make(old.catalog, new.catalog, file: file)
        guard !keys.isEmpty else { return files }
        if let pages = files[index].pages, !pages.isEmpty {
            for key in keys.indices { keys[key].pages = pages }
        }
        var changes = files
        changes.replaceSubrange(index...index, with: keys)
        return changes
    }

    /// Data files added, removed or changed, each with the pages it feeds on either side.
    private static func dataFiles(_ old: ReviewSide, _ new: ReviewSide) -> [ReviewChange] {
        let paths = Array(Set(old.dataFiles.keys).union(new.dataFiles.keys))
        var changes = files(old.dataFiles, new.dataFiles, subject: { new.contentName + "/" + $0 })
        for index in changes.indices {
            guard let path = paths.first(where: { new.contentName + "/" + $0 == changes[index].subject }) else { continue }
            var routes = (old.dependents[path] ?? []).union(new.dependents[path] ?? [])
            if case .file(let site, _)? = new.config?.data, site == path { routes.formUnion(new.pages.keys) }
            if case .file(let site, _)? = old.config?.data, site == path { routes.formUnion(old.pages.keys) }
            changes[index].pages = routes.sorted().map(\.path)
        }
        return changes
    }

    /// Templates whose source changed, each with the pages it rendered whose HTML changed.
    private static func templates(_ old: ReviewSide, _ new: ReviewSide, changedFiles: Set<String>) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        for name in Set(old.templates.keys).union(new.templates.keys).sorted() where old.templates[name] != new.templates[name] {
            let subject = new.templateOrigins[name] ?? old.templateOrigins[name] ?? name
            let kind: ReviewChange.Kind = old.templates[name] == nil ? .added : new.templates[name] == nil ? .removed : .changed
            var change = ReviewChange(kind, subject)
            let users = new.pageTemplates.filter { $0.value.contains(name) }.keys
            change.pages = users.filter { changedFiles.contains($0.outputFile) }.sorted().map(\.path)
            changes.append(change)
        }
        return changes
    }

    /// Files on either side by path, compared by their bytes.
    private static func files(_ old: [String: URL], _ new: [String: URL], subject: (String) -> String) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        for path in Set(old.keys).union(new.keys).sorted() {
            switch (old[path], new[path]) {
            case (nil, _?): changes.append(ReviewChange(.added, subject(path)))
            case (_?, nil): changes.append(ReviewChange(.removed, subject(path)))
            case (let a?, let b?):
                if (try? ConfinedRoot.bytes(atResolved: a.path).get()) != (try? ConfinedRoot.bytes(atResolved: b.path).get()) {
                    changes.append(ReviewChange(.changed, subject(path)))
                }
            case (nil, nil): break
            }
        }
        return changes
    }
}
