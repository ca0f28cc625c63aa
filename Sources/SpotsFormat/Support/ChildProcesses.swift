import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes spots-site started and has not reaped yet (the audit's Chromium, each in a
/// process group of its own): the one place that reaps them, so that a command interrupted with
/// Ctrl-C or SIGTERM ends and reaps every one (`endAll`) before it removes the temporary folder they
/// write into. A browser still running after its folder is removed writes its profile back there.
///
/// A child is reaped only under the registry's lock, so a process id in it is always one that no
/// other process can have yet: a signal sent to it reaches the child, never a stranger.
package enum ChildProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []
    /// Set by `endAll`: the process is ending, and a child started now is ended at once.
    nonisolated(unsafe) private static var ending = false

    /// Starts a child with `spawn` (which returns its id, or nil when it could not start) and notes
    /// it (its process group is its own id); nil without calling `spawn` once `endAll` has begun,
    /// so that no child starts writing into a folder being removed.
    package static func start(_ spawn: () -> pid_t?) -> pid_t? {
        lock.withLock {
            guard !ending, let pid = spawn() else { return nil }
            running.insert(pid)
            return pid
        }
    }

    /// Reaps `pid` if it has exited; true when it has (or was reaped already), without waiting.
    package static func reapIfExited(_ pid: pid_t) -> Bool {
        lock.withLock {
            guard running.contains(pid) else { return true }
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            guard reaped == pid || (reaped < 0 && errno == ECHILD) else { return false }
            running.remove(pid)
            return true
        }
    }

    /// Kills `pid` and its process group with SIGKILL and reaps it.
    package static func end(_ pid: pid_t) {
        lock.withLock { if running.contains(pid) { endLocked(pid) } }
    }

    /// Ends and reaps every child still running, and any started from now on: for a command that
    /// is interrupted, before it removes its temporary folders. Each is asked first (SIGTERM to its
    /// group: Chromium then removes its own files, such as the `org.chromium.Chromium.*` folder it
    /// makes in the system's temporary folder), and killed after `grace` seconds.
    package static func endAll(grace: Double = 5) {
        lock.withLock {
            ending = true
            for pid in running { kill(-pid, SIGTERM) }
            let deadline = Date().addingTimeInterval(grace)
            while !running.isEmpty, Date() < deadline {
                for pid in running {
                    var status: Int32 = 0
                    let reaped = waitpid(pid, &status, WNOHANG)
                    if reaped == pid || (reaped < 0 && errno == ECHILD) {
                        // Its helpers (renderers, the zygote) got the signal too, but may still be
                        // on their way out once it is: none outlives the command.
                        kill(-pid, SIGKILL)
                        running.remove(pid)
                    }
                }
                if !running.isEmpty { usleep(10_000) }
            }
            for pid in running { endLocked(pid) }
        }
    }

    private static func endLocked(_ pid: pid_t) {
        kill(-pid, SIGKILL)  // its helpers (renderers, the zygote) are in its group
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        running.remove(pid)
    }
}
