import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Step 1 of `build --incremental`: a hash of every source file (content and templates;
/// assets, whose bytes no page shows, left out), taken before any is read, so that a file saved
/// while the site builds can only make the next `build --incremental` render more, never reuse a
/// page made from other bytes than those recorded; and the records of the output it updates.
/// Other builds record nothing and skip it.
enum HashSources {
    package static let step = BuildStep(
        name: "Hash sources", runs: .incrementalBuild,
        run: { context in
            let limit = context.options.maxFileSize
            let content = hashes(below: context.options.content, sizeLimit: limit)
            let templates = hashes(below: context.options.templates, sizeLimit: limit)
            context.run.sourceHashes = SourceHashes(content: content, templates: templates)
            if case .staging(let folder) = context.run.pageSink, let previous = folder.previous {
                context.run.previousRecords = RecordsFile.read(in: previous)
            }
            let records = context.run.previousRecords.map { ", the records of \($0.pages.count.counted("page"))" } ?? ""
            return "\((content.count + templates.count).counted("file"))\(records)"
        },
        output: { _ in .init() })

    /// The hash of every file below `root` but its assets, by its path there, read on all cores.
    /// A file over `sizeLimit` bytes is not read (the build refuses to read it too, so a mistaken
    /// export cannot take the machine's memory): its size and time of change stand for it.
    package static func hashes(below root: URL, sizeLimit: Int) -> [String: UInt64] {
        // Through the gate: a link that leads out of the folder is hashed as nothing (the build
        // refuses it too), and nothing outside is read.
        let entries = ConfinedRoot(root, links: .followInside).entries(skipHidden: true).filter {
            !$0.relative.hasSuffix("/") && !$0.relative.hasPrefix("assets/")
        }
        let hashes = entries.parallelMap { entry -> UInt64? in
            guard case .success(let full) = entry.resolved else { return nil }
            switch ConfinedRoot.bytes(atResolved: full, sizeLimit: sizeLimit) {
            case .success(let bytes): return bytes.withUnsafeBytes { ContentHash.fnv1a($0) }
            case .failure(.tooLarge):
                guard let fileStamp = ConfinedRoot.stamp(atResolved: full) else { return nil }
                var stamp = ContentHash.Combined()
                stamp.add(fileStamp.description)
                return stamp.value
            case .failure: return nil
            }
        }
        var result: [String: UInt64] = [:]
        result.reserveCapacity(entries.count)
        for (entry, hash) in zip(entries, hashes) {
            if let hash { result[entry.relative] = hash }
        }
        return result
    }
}

/// The hashes `HashSources` took, by path under the content and templates folders.
struct SourceHashes: Sendable {
    package var content: [String: UInt64]
    package var templates: [String: UInt64]
}
