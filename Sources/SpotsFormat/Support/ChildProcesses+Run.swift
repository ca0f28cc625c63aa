import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcesses {
    /// Runs `executable` with `arguments` to its end through the registry (in a process group of
    /// its own, with the default handling of SIGINT, SIGTERM and SIGPIPE, standard error
    /// discarded), so that an interrupted command ends and reaps it, and its helpers, before it
    /// removes the folder it writes into: `diff --screenshots`' Chromium. Gives its exit status
    /// (128 + the signal that ended it) and standard output; nil when it cannot start, or the
    /// command is ending. After `timeout` seconds it is killed with its group, and what it printed
    /// so far is given.
    package static func run(_ executable: URL, _ arguments: [String], timeout: Double? = nil) -> (status: Int32, output: String)? {
        guard let (pid, output) = spawnPrinting(executable, arguments) else { return nil }
        var printed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let wait = deadline.map { Int32(max(0, min($0.timeIntervalSinceNow * 1000, 1000))) } ?? 1000
            let ready = poll(&watched, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                if let deadline, Date() >= deadline { break }
                continue
            }
            let count = read(output, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { break }
            printed += buffer[0..<count]
        }
        close(output)
        if let deadline, Date() >= deadline { end(pid) }
        // Reaped by `endAll` meanwhile: ended by it.
        let status = waitFor(pid) ?? 128 + SIGKILL
        return (status, String(decoding: printed, as: UTF8.self))
    }

    /// Starts `executable` through the registry with its standard output on a pipe and standard
    /// error on /dev/null: its id and the pipe's end to read.
    private static func spawnPrinting(_ executable: URL, _ arguments: [String]) -> (pid_t, Int32)? {
        var ends: [Int32] = [-1, -1]
        let pid = spawn(executable.path, [executable.path] + arguments) { actions in
            // Made close-on-exec under the registry's lock: no other child holds the end this one
            // writes, or its output would never end.
            guard pipe(&ends) == 0 else { return false }
            ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)  // dup2 clears close-on-exec on 1
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            return true
        }
        if ends[1] >= 0 { close(ends[1]) }  // the child's end
        guard let pid else {
            if ends[0] >= 0 { close(ends[0]) }
            return nil
        }
        return (pid, ends[0])
    }
}
