import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock(2)`, exclusive) on a file or folder the gate resolved, held until it is
/// released or the lock is dropped, and by the system until the process ends, however it ends: a
/// build killed with SIGKILL holds nothing. Who owns an update is who holds its lock, never a
/// process id written down (ids are given again, pid 2 in every new container).
///
/// `flock` locks belong to the open file, not to the process, so two locks taken in one process
/// (two threads) exclude each other too. The file is opened with `O_CLOEXEC`: a child started
/// while it is held (Chromium, git) does not inherit it.
public final class FileLock: @unchecked Sendable {
    private var descriptor: Int32
    private let lock = NSLock()

    fileprivate init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Gives the lock up (closing the file releases it); the next call does nothing.
    public func release() {
        lock.withLock {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    deinit { release() }
}

extension ConfinedRoot {
    /// Why a lock was not taken.
    public enum LockFailure: Error, Equatable, Sendable {
        /// Another process (or another lock in this one) holds it, and went on holding it for as
        /// long as the caller would wait.
        case held
        /// The file or folder cannot be opened, or the system would not lock it.
        case failed(FileFailure)
    }

    /// Takes the lock of `relative` (a file or folder under the folder), or of the folder itself
    /// when `relative` is nil, waiting up to `seconds` for whoever holds it (0: not at all).
    ///
    /// The lock is on what the path names when it is taken: when that is replaced meanwhile (a
    /// folder swapped for another, a file renamed over), the lock is taken again on what is there
    /// now, so that whoever holds it holds the one the path names.
    public func lock(_ relative: String? = nil, waitingUpTo seconds: Double = 0) -> Result<FileLock, LockFailure> {
        var full = path
        if let relative {
            switch resolve(relative) {
            case .success(let found): full = found
            case .failure(let refusal): return .failure(.failed(.refused(refusal)))
            }
        }
        let deadline = Date().addingTimeInterval(seconds)
        var replaced = 0
        while true {
            // O_NONBLOCK: a FIFO put there is not waited on.
            let descriptor = open(full, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else {
                return .failure(.failed(errno == ELOOP ? .refused(.link(relative ?? path)) : .system(String(cString: strerror(errno)))))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                guard Self.names(full, descriptor) else {
                    close(descriptor)
                    replaced += 1
                    guard replaced < 1000 else { return .failure(.failed(.system("it is replaced again and again"))) }
                    continue
                }
                return .success(FileLock(descriptor: descriptor))
            }
            let code = errno
            close(descriptor)
            guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else {
                return .failure(.failed(.system(String(cString: strerror(code)))))
            }
            guard Date() < deadline else { return .failure(.held) }
            usleep(5_000)
        }
    }

    /// Whether the full path `full` names the open file `descriptor` still (no link followed).
    private static func names(_ full: String, _ descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && lstat(full, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}
