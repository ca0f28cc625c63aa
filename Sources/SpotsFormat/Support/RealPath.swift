import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way paths are resolved: `realpath(3)`, which follows every symbolic link on the way
/// (on macOS too, where `/tmp` is `/private/tmp`: Foundation's `resolvingSymlinksInPath` strips
/// `/private` again, so the two cannot be compared).
package enum RealPath {
    /// `path` with every link resolved; nil when it does not exist, or `ELOOP` in `errno` for a loop.
    package static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` resolved as far as it exists, with the parts that do not exist yet appended.
    package static func ofPossiblyMissing(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while of(existing.path) == nil, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let resolved = of(existing.path) ?? existing.path
        return rest.isEmpty ? resolved : (resolved == "/" ? "" : resolved) + "/" + rest.joined(separator: "/")
    }

    /// Whether `path` is `folder` or inside it (both resolved already).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// How a folder to write (`target`) stands to a folder it must leave alone (`guarded`), both
    /// resolved already: "is", "holds" or "is inside"; nil when apart.
    package static func overlap(of target: String, with guarded: String) -> String? {
        if guarded == target { return "is" }
        if isInside(guarded, target) { return "holds" }
        if isInside(target, guarded) { return "is inside" }
        return nil
    }
}
