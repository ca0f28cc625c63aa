import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing one file of the site into the staging folder, or linking it from the previous output
/// when it is unchanged.
enum PageFiles {
    /// Writes `bytes` to a new file at `path` with plain POSIX calls; a link there is not written
    /// through. Foundation's `Data.write` syncs every file to disk, which made writing a thousand
    /// pages take seconds; the output is swapped in as a whole anyway.
    static func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        // A new file, never one written through: a file already there may be a hard link to the
        // previous output's (`linkIfUnchanged`), which must not change before the swap.
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        try writeFile(bytes, into: descriptor, path: path)
    }

    /// Writes all of `bytes` to the open file `descriptor` (`path`, for the error).
    private static func writeFile(_ bytes: UnsafeRawBufferPointer, into descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            offset += written
        }
    }

    /// Hard-links `existing` (a path the previous output's gate gave: no link on its way) to
    /// `target` when it is a regular file holding exactly `expected`; false when it does not (or cannot
    /// be linked), and the caller writes the file. A link there now is not opened.
    static func linkIfUnchanged(_ expected: UnsafeRawBufferPointer, from existing: String, to target: String) -> Bool {
        holds(expected, existing) && link(existing, target) == 0
    }

    /// Whether `existing` (a path the gate gave) is a regular file holding exactly `expected`.
    static func holds(_ expected: UnsafeRawBufferPointer, _ existing: String) -> Bool {
        let descriptor = open(existing, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)  // a FIFO there does not wait
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == expected.count else {
            return false
        }
        // A byte larger than the page (so that a file grown since `fstat` reads longer), up to
        // 64 KiB, and not zeroed first: `read` fills what is compared.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(65_536, expected.count + 1), alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < expected.count {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0, offset + count <= expected.count, let base = expected.baseAddress, let filled = buffer.baseAddress,
                memcmp(filled, base + offset, count) == 0
            else { return false }
            offset += count
        }
        return true
    }
}
