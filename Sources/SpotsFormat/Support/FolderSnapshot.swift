import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The files of some folder trees with the modification time, size and inode of each: two
/// snapshots tell which files were added, removed or changed. Comparing snapshots notices every
/// way editors save (in place, by renaming a temporary file, by deleting and creating) on every
/// file system, which change notifications do not; it costs one `stat` per file per look.
///
/// File times tick coarsely (a few milliseconds), so two saves of the same length within one tick
/// look alike. As git does for its index, a file changed in the last two seconds is also
/// compared by a hash of its content.
public struct FolderSnapshot: Sendable, Equatable {
    struct Stamp: Sendable {
        package var seconds: Int
        package var nanoseconds: Int
        package var size: Int64
        var inode: UInt64
        /// For a recently changed file: a hash of its bytes.
        package var hash: UInt64?
    }

    /// Every file by its full path (hidden files, such as editors' swap files, left out).
    private(set) var stamps: [String: Stamp] = [:]

    /// An empty snapshot.
    public init() {}

    /// A snapshot of every file below `roots` (folders that do not exist are skipped).
    public static func take(_ roots: [URL]) -> FolderSnapshot {
        var snapshot = FolderSnapshot()
        let recent = Int(time(nil)) - 2
        for root in roots {
            let path = root.standardizedFileURL.path
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT != S_IFDIR {
                snapshot.stamps[path] = stamp(path, status, recent: recent)
                continue
            }
            let gate = ConfinedRoot(root, links: .followInside)
            for entry in DirectoryWalker.entries(in: path, skipHidden: true) where !entry.isFolder {
                if let stamp = stamp(entry.path, relative: entry.relative, isLink: entry.isLink, gate: gate, recent: recent) {
                    snapshot.stamps[entry.path] = stamp
                }
            }
        }
        return snapshot
    }

    /// The largest file whose bytes are hashed: the build reads no screen or data file over its
    /// default limit either. A larger one is told by its time, size and inode alone.
    static let hashLimit = FileSize.defaultLimit

    /// The stamp of the file at `path` (`relative` under `gate`'s folder). A link is followed only
    /// where the gate follows it, inside the folder; one that leads out (which the build refuses)
    /// is stamped as the link itself, and what it leads to is never read.
    private static func stamp(_ path: String, relative: String, isLink: Bool, gate: ConfinedRoot, recent: Int) -> Stamp? {
        var status = stat()
        guard isLink else { return stat(path, &status) == 0 ? stamp(path, status, recent: recent) : nil }
        if case .success(let resolved) = gate.resolve(relative), stat(resolved, &status) == 0 {
            return stamp(resolved, status, recent: recent)
        }
        return lstat(path, &status) == 0 ? Stamp(status) : nil
    }

    /// The stamp of the file at `path`, which has no link on its way, with a hash of its bytes when
    /// it changed in the last two seconds.
    private static func stamp(_ path: String, _ status: stat, recent: Int) -> Stamp {
        var stamp = Stamp(status)
        if stamp.seconds >= recent { stamp.hash = contentHash(path) }
        return stamp
    }

    /// The full paths of the files added, removed or changed since `earlier`.
    public func changes(since earlier: FolderSnapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in stamps where earlier.stamps[path] != stamp { changed.insert(path) }
        for path in earlier.stamps.keys where stamps[path] == nil { changed.insert(path) }
        return changed
    }

    /// A hash of the file's bytes.
    /// A hash of the bytes of the regular file at `path`, none over `hashLimit` (not read).
    static func contentHash(_ path: String) -> UInt64? {
        try? ContentHash.fnv1a(FileBytes.read(path, sizeLimit: hashLimit, followingLinks: false).get())
    }

    /// This snapshot with only `paths` looked at again: the files a change notification named,
    /// so that a saved screen costs one `stat`, not one per file. Nil when a path is a folder (a
    /// walk would find its files): then only `take` is right. A path outside `roots`, or hidden in
    /// them, is left out, as `take` leaves it.
    public func updating(_ paths: Set<String>, roots: [URL]) -> FolderSnapshot? {
        var next = self
        let recent = Int(time(nil)) - 2
        let folders = roots.map { $0.standardizedFileURL.path }
        for path in paths {
            var status = stat()
            guard lstat(path, &status) == 0 else {
                next.stamps[path] = nil
                continue
            }
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            if isLink, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
            if status.st_mode & S_IFMT == S_IFDIR { return nil }
            if folders.contains(path) {
                next.stamps[path] = stat(path, &status) == 0 ? Self.stamp(path, status, recent: recent) : nil
                continue
            }
            guard let root = roots.first(where: { path.hasPrefix($0.standardizedFileURL.path + "/") }) else { continue }
            let relative = String(path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard !Self.isHidden(Substring(relative)) else { continue }
            next.stamps[path] = Self.stamp(
                path, relative: relative, isLink: isLink, gate: ConfinedRoot(root, links: .followInside), recent: recent)
        }
        return next
    }

    /// Whether a path under a root has a hidden part (`.git/x`, `a/.b.swp`), which `take` skips.
    private static func isHidden(_ relative: Substring) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Whether `path` is in the snapshot.
    public func contains(_ path: String) -> Bool { stamps[path] != nil }

    /// How many files it holds.
    public var count: Int { stamps.count }
}

extension FolderSnapshot.Stamp: Equatable {
    /// The same time, size and file, and the same content when both sides hashed it.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.seconds == rhs.seconds && lhs.nanoseconds == rhs.nanoseconds && lhs.size == rhs.size && lhs.inode == rhs.inode
            && (lhs.hash == nil || rhs.hash == nil || lhs.hash == rhs.hash)
    }
}

extension FolderSnapshot.Stamp {
    package init(_ status: stat) {
        #if canImport(Glibc)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        #else
        seconds = Int(status.st_mtimespec.tv_sec)
        nanoseconds = Int(status.st_mtimespec.tv_nsec)
        #endif
        size = Int64(status.st_size)
        inode = UInt64(status.st_ino)
    }
}
