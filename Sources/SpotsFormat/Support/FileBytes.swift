#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes, read with one `open`, `fstat` and as few `read`s as its size takes: no
/// attribute dictionary, no `Data` to copy from. A file over the size limit is not read.
enum FileBytes {
    enum Failure: Error, Equatable {
        /// The file is larger than the limit: its size.
        case tooLarge(Int)
        /// It cannot be read: why, as the system says it.
        case unreadable(String)
    }

    /// With `followingLinks` false, a symbolic link at `path` is not opened (the gate gives paths
    /// with no link on their way, and a link put there since is refused).
    package static func read(_ path: String, sizeLimit: Int, followingLinks: Bool = true) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO waits for a writer that may never come; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(.unreadable(String(cString: strerror(EISDIR)))) }
        // Only a regular file is read: a FIFO, socket or device (`/dev/zero`) could hang the build
        // or feed it without end.
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable("not a regular file")) }
        guard Int(status.st_size) <= sizeLimit else { return .failure(.tooLarge(Int(status.st_size))) }
        // The size may change while the file is read: read to its end, never past the limit.
        // The first read goes into memory not cleared first (a site's sources are read whole:
        // clearing them took as long as reading them on tmpfs).
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, initialized in
            while initialized < buffer.count {
                let read = systemRead(descriptor, buffer.baseAddress.map { $0 + initialized }, buffer.count - initialized)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno }
                if read <= 0 { break }
                initialized += read
            }
        }
        if let failure { return .failure(.unreadable(String(cString: strerror(failure)))) }
        var count = bytes.count
        // A file that filled the room for a byte more than `fstat` gave grew since: read on to its end.
        while count > Int(status.st_size) {
            if count == bytes.count {
                guard count <= sizeLimit else { return .failure(.tooLarge(count)) }
                bytes.append(contentsOf: repeatElement(0, count: Swift.max(4096, count)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= sizeLimit else { return .failure(.tooLarge(count)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}
