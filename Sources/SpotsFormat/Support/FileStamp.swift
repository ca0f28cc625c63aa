#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and time of change, as `stat` gives them: what stands for a file whose bytes
/// are not read (the running program, a source over the size limit).
package struct FileStamp: CustomStringConvertible {
    package let size: Int64
    package let seconds: Int
    package let nanoseconds: Int

    package init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Glibc)
        (seconds, nanoseconds) = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #else
        (seconds, nanoseconds) = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #endif
    }

    package var description: String { "\(size) \(seconds).\(nanoseconds)" }
}
