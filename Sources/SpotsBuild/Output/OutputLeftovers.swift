import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders an interrupted build leaves beside the output (`.Output.spots-tmp-<pid>-<n>`: the site
/// being written, or once swapped in, the previous one; `.Output.spots-old-<pid>-<n>` from versions
/// before the atomic swap), and removing those that are provably spots-site's.
struct OutputLeftovers {
    /// The output folder (its links resolved).
    package let output: URL

    /// The kinds of folder a build makes beside the output.
    package static let kinds = ["spots-tmp", "spots-old"]

    /// The name of a build's staging folder: `.Output.spots-tmp-<pid>-<random>`.
    static func stagingName(for output: URL) -> String {
        ".\(output.lastPathComponent).spots-tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The leftovers that may be removed, each with its lock, held until it is removed: named as a
    /// build names them, whose lock nobody holds (a build keeps its staging folder's lock while it
    /// runs, and its output's once swapped out into it; the process id in the name is not asked,
    /// as another process may have it by now), and holding no file but what a manifest of
    /// spots-site lists (see `holdsOnlyItsOwn`).
    package func removable() -> [(folder: URL, lock: FileLock)] {
        let parent = output.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        return names.sorted().compactMap { name -> (folder: URL, lock: FileLock)? in
            guard Self.process(inLeftoverNamed: name, of: output.lastPathComponent) != nil else { return nil }
            let folder = parent.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
                case .success(let lock) = ConfinedRoot(folder, links: .refuse).lock(), Self.holdsOnlyItsOwn(folder)
            else { return nil }
            return (folder, lock)
        }
    }

    /// Whether a leftover holds nothing a build did not put there, whatever its folders hold: a
    /// build makes a page's folders before it writes the page, so a kill between leaves them empty,
    /// and its manifest may be cut short (or be the temporary file it was written to) when the
    /// kill comes while it is written. Every other file must be one the manifest lists: after the
    /// swap the folder holds the previous output, and a file saved into it during the build is
    /// someone's (the writer keeps it, in `.Output.kept-…`).
    static func holdsOnlyItsOwn(_ folder: URL) -> Bool {
        let entries = DirectoryWalker.entries(in: folder.standardizedFileURL.path, skipHidden: false).filter {
            !($0.isFolder && $0.failure == nil) && !OutputManifest.isPlaceholder($0.relative)
        }
        let manifest = OutputManifest.name
        let attempts = entries.filter { $0.relative == manifest || ($0.relative.hasPrefix(".\(manifest).") && $0.relative.hasSuffix(".spots-new")) }
        let rest = entries.filter { entry in !attempts.contains { $0.relative == entry.relative } }
        if rest.isEmpty { return attempts.allSatisfy { !$0.isLink && $0.failure == nil } }
        guard let listed = OutputManifest.listedFiles(in: folder) else { return false }
        let known = Set(listed.map { Array($0.utf8) })
        return rest.allSatisfy { $0.failure == nil && known.contains(Array($0.relative.utf8)) }
    }

    /// Removes the leftovers that may be removed, but first, when the output is missing, puts back
    /// the previous site that the two-rename fallback of an interrupted build moved aside
    /// (`.Output.spots-old-…`): the only copy of it. Returns what it did.
    package func tidy() -> (restored: String?, removed: [String]) {
        var leftovers = removable()
        var restored: String?
        if !FileManager.default.fileExists(atPath: output.path),
            let previous = leftovers.last(where: { $0.folder.lastPathComponent.contains(".spots-old-") })?.folder,
            (try? FileManager.default.moveItem(at: previous, to: output)) != nil
        {
            restored = previous.lastPathComponent
            leftovers.removeAll { $0.folder == previous }
        }
        let removed = leftovers.compactMap { folder, lock in
            defer { lock.release() }
            return (try? FileManager.default.removeItem(at: folder)) == nil ? nil : folder.lastPathComponent
        }
        return (restored, removed)
    }

    /// The process id in a leftover's name (`.Output.spots-tmp-412-99` → 412), or nil when `name`
    /// is not a leftover of `outputName`.
    package static func process(inLeftoverNamed name: String, of outputName: String) -> pid_t? {
        for kind in kinds {
            let prefix = ".\(outputName).\(kind)-"
            guard name.hasPrefix(prefix) else { continue }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let process = pid_t(parts[0]), UInt32(parts[1]) != nil else { return nil }
            return process
        }
        return nil
    }
}
