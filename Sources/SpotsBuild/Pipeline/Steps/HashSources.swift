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
/// page made from other bytes than those recorded. A file whose stamp (`SourceStamp`) is the one
/// the previous build kept beside its hash (`StampsFile`, handed in: `BuildRun.previous`) is not
/// read: its hash is taken from there. Other builds record nothing and skip it.
enum HashSources {
    package static let step = BuildStep(
        name: "Hash sources", runs: .incrementalBuild,
        run: { context in
            let known = context.run.previous?.stamps ?? KnownSources()
            let limit = context.options.maxFileSize
            let now = SourceStamp.now
            let content = hashes(below: context.options.content, sizeLimit: limit, known: known.content, now: now)
            let templates = hashes(below: context.options.templates, sizeLimit: limit, known: known.templates, now: now)
            context.run.sourceHashes = SourceHashes(
                content: content.hashes, templates: templates.hashes, settled: KnownSources(content: content.settled, templates: templates.settled))
            // The records are read beside this step (`PreviousOutput`): their count is not waited for here.
            let read = content.read + templates.read
            return "\((content.hashes.count + templates.hashes.count).counted("file")) (\(read) read)"
        },
        output: { _ in .init() })

    /// The hashes of the files below one folder: every file's, the settled ones' with their
    /// stamps (for the next build), and how many files were read.
    struct Hashes {
        package var hashes: [String: UInt64] = [:]
        package var settled: [String: KnownSource] = [:]
        package var read = 0
    }

    /// The hash of every file below `root` but its assets, by its path there, on all cores. A
    /// file whose stamp is the one `known` keeps for it is not read: its hash is the one kept.
    /// The stamp is taken before the file is read, so a file changed while it is read has a stamp
    /// the next build does not find. A file over `sizeLimit` bytes is not read (the build refuses
    /// to read it too, so a mistaken export cannot take the machine's memory): its size and time
    /// of change stand for it. A stamp is kept for the next build only when it is settled before
    /// `now` (see `SourceStamp.isSettled`).
    package static func hashes(below root: URL, sizeLimit: Int, known: [String: KnownSource] = [:], now: SourceStamp.Time) -> Hashes {
        // Through the gate: a link that leads out of the folder is hashed as nothing (the build
        // refuses it too), and nothing outside is read.
        let entries = ConfinedRoot(root, links: .followInside).entries(skipHidden: true).filter {
            !$0.relative.hasSuffix("/") && !$0.relative.hasPrefix("assets/")
        }
        let found = entries.parallelMap(chunk: 64) { entry -> (hash: UInt64, stamp: SourceStamp?, read: Bool)? in
            guard case .success(let full) = entry.resolved else { return nil }
            let stamp = ConfinedRoot.stamp(atResolved: full)
            if let stamp, let kept = known[entry.relative], kept.stamp == stamp { return (kept.hash, stamp, false) }
            switch ConfinedRoot.bytes(atResolved: full, sizeLimit: sizeLimit) {
            case .success(let bytes): return (bytes.withUnsafeBytes { ContentHash.fnv1a($0) }, stamp, true)
            case .failure(.tooLarge):
                guard let stamp else { return nil }
                var combined = ContentHash.Combined()
                combined.add(stamp.description)
                return (combined.value, nil, false)
            case .failure: return nil
            }
        }
        var result = Hashes()
        result.hashes.reserveCapacity(entries.count)
        for (entry, found) in zip(entries, found) {
            guard let found else { continue }
            result.hashes[entry.relative] = found.hash
            if found.read { result.read += 1 }
            if let stamp = found.stamp, stamp.isSettled(before: now) { result.settled[entry.relative] = KnownSource(stamp: stamp, hash: found.hash) }
        }
        return result
    }
}

/// The hashes `HashSources` took, by path under the content and templates folders, and those
/// kept for the next build with their stamps.
struct SourceHashes: Sendable {
    package var content: [String: UInt64]
    package var templates: [String: UInt64]
    package var settled: KnownSources
}
