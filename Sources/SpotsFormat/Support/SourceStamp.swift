#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a source file that changes whenever its bytes do: its size, its times of
/// change (of the bytes, and of the file itself, which no program can set back), and which file
/// it is (device and inode). `build --incremental` takes a file's hash from what the previous build
/// kept (`StampsFile`) when its stamp is the one kept there (see `HashSources`), as `git` takes a
/// file's from its index. It also stands for a file whose bytes are not read (the running
/// program, a source over the size limit).
package struct SourceStamp: Sendable, Hashable, CustomStringConvertible {
    package let size: Int64
    /// When its bytes last changed, and when the file last changed (its bytes, name, links or
    /// rights), in nanoseconds since 1970.
    package let modified: Int64
    package let changed: Int64
    package let device: UInt64
    package let inode: UInt64

    package init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Glibc)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #else
        modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #endif
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    /// Whether a change to the file now would change the stamp: both its times are more than
    /// `margin` nanoseconds before `now`. A file written within the clock's granularity of its
    /// stamp being taken could change again without a new time, so such a stamp is not kept.
    package func isSettled(before now: Int64, margin: Int64 = 2_000_000_000) -> Bool {
        modified < now - margin && changed < now - margin
    }

    /// The time now, in nanoseconds since 1970, as the file system's times are given.
    package static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// As the records write it: size, the two times, device and inode.
    package var description: String { "\(size) \(modified) \(changed) \(device) \(inode)" }

    /// The stamp `description` wrote, or nil.
    package init?(_ text: Substring) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 5, let size = Int64(parts[0]), let modified = Int64(parts[1]), let changed = Int64(parts[2]),
            let device = UInt64(parts[3]), let inode = UInt64(parts[4])
        else { return nil }
        (self.size, self.modified, self.changed, self.device, self.inode) = (size, modified, changed, device, inode)
    }
}
