// Starting the browser with the DevTools pipe on its fds 3 and 4.

import Foundation
import SpotsFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `arguments` with a pipe on fds 3 (to the child) and 4 (from the child), stdio on /dev/null.
/// Returns the pid and the parent's ends (close-on-exec): the one to write and the one to read.
func spawnWithPipe(_ arguments: [String]) -> (pid_t, Int32, Int32)? {
    guard let toChild = makePipe() else { return nil }
    guard let fromChild = makePipe() else {
        [toChild.read, toChild.write].forEach { _ = close($0) }
        return nil
    }
    // Chromium's own temporary files (the folder of its singleton socket) go beside its profile,
    // in spots-site's temporary folder, and are removed with it even when Chromium is killed.
    var variables = ProcessInfo.processInfo.environment
    if let profile = arguments.first(where: { $0.hasPrefix(profileOption) }) {
        variables["TMPDIR"] = URL(fileURLWithPath: String(profile.dropFirst(profileOption.count))).deletingLastPathComponent().path
    }
    // Through the one way children start (`ChildProcesses.spawn`): a process group of its own, so
    // that an interrupted audit ends it with its helpers before removing their folder.
    let pid = ChildProcesses.spawn(arguments[0], arguments, environment: variables) { actions in
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, toChild.read, 3)  // dup2 clears close-on-exec on 3 and 4
        posix_spawn_file_actions_adddup2(&actions, fromChild.write, 4)
        return true
    }
    // The child's ends belong to the child now.
    [toChild.read, fromChild.write].forEach { _ = close($0) }
    guard let pid else {
        [toChild.write, fromChild.read].forEach { _ = close($0) }
        return nil
    }
    return (pid, toChild.write, fromChild.read)
}

/// The option that names Chromium's profile folder.
private let profileOption = "--user-data-dir="

/// A pipe whose ends are close-on-exec and numbered 10 or more, so the child's dup2 onto 3 and 4 cannot clobber them.
private func makePipe() -> (read: Int32, write: Int32)? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    let moved = fds.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
    fds.forEach { _ = close($0) }
    guard moved.allSatisfy({ $0 >= 0 }) else {
        moved.filter { $0 >= 0 }.forEach { _ = close($0) }
        return nil
    }
    return (moved[0], moved[1])
}
