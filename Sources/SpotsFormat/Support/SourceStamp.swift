#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a source file that changes whenever its bytes do: its size, its times of
/// change (of the bytes, and of the file itself, which programs that keep a file's times do not
/// set), and which file it is (device and inode). `build --incremental` takes a file's hash from
/// what the previous build kept (`StampsFile`) when its stamp is the one kept there (see
/// `HashSources`), as `git` takes a file's from its index. It also stands for a file whose bytes
/// are not read (the running program, a source over the size limit).
package struct SourceStamp: Sendable, Hashable, CustomStringConvertible {
    /// A time as the file system gives it: seconds since 1970 and nanoseconds, kept apart so that
    /// no date overflows.
    package struct Time: Sendable, Hashable, Comparable {
        package var seconds: Int64
        package var nanoseconds: Int64

        package init(seconds: Int64, nanoseconds: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        init(_ time: timespec) {
            self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
        }

        package static func < (left: Time, right: Time) -> Bool {
            (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
        }
    }

    package let size: Int64
    /// When its bytes last changed, and when the file last changed (its bytes, name, links or rights).
    package let modified: Time
    package let changed: Time
    package let device: UInt64
    package let inode: UInt64

    package init(size: Int64, modified: Time, changed: Time, device: UInt64, inode: UInt64) {
        (self.size, self.modified, self.changed, self.device, self.inode) = (size, modified, changed, device, inode)
    }

    package init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Glibc)
        (modified, changed) = (Time(status.st_mtim), Time(status.st_ctim))
        #else
        (modified, changed) = (Time(status.st_mtimespec), Time(status.st_ctimespec))
        #endif
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    /// Whether a change to the file now would change the stamp: both its times are more than
    /// `margin` seconds before `now`. A file written within the clock's granularity of its stamp
    /// being taken could change again without a new time, so such a stamp is not kept.
    package func isSettled(before now: Time, margin: Int64 = 2) -> Bool {
        let limit = Time(seconds: now.seconds - margin, nanoseconds: now.nanoseconds)
        return modified < limit && changed < limit
    }

    /// The time now, as the file system's times are given.
    package static var now: Time {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Time(time)
    }

    /// As the stamps file writes it: size, the two times (seconds.nanoseconds), device and inode.
    package var description: String {
        "\(size) \(modified.seconds).\(modified.nanoseconds) \(changed.seconds).\(changed.nanoseconds) \(device) \(inode)"
    }

    /// The stamp `description` wrote, or nil.
    package init?(_ text: Substring) {
        func time(_ text: Substring) -> Time? {
            let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Substring.init)
            guard parts.count == 2, let seconds = Int64(parts[0]), let nanoseconds = Int64(parts[1]), (0..<1_000_000_000).contains(nanoseconds)
            else { return nil }
            return Time(seconds: seconds, nanoseconds: nanoseconds)
        }
        let parts = text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(Substring.init)
        guard parts.count == 5, let size = Int64(parts[0]), let modified = time(parts[1]), let changed = time(parts[2]),
            let device = UInt64(parts[3]), let inode = UInt64(parts[4])
        else { return nil }
        self.init(size: size, modified: modified, changed: changed, device: device, inode: inode)
    }
}
