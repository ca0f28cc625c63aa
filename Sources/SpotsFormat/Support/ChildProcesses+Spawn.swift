import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// A child's file actions, as `posix_spawn` takes them on this system.
package typealias SpawnFileActions = posix_spawn_file_actions_t
#else
package typealias SpawnFileActions = posix_spawn_file_actions_t?
#endif

extension ChildProcesses {
    /// The one way spots-site starts a program: through the registry (so an interrupted command
    /// ends and reaps it before it removes the folder it writes into), in a process group of its
    /// own (so its helpers end with it), with the default handling of SIGINT, SIGTERM and SIGPIPE
    /// (which spots-site ignores while it removes a folder on interrupt: the child must still stop
    /// on them) and standard input from /dev/null. `files` adds the child's other file actions
    /// (its output, its pipes); it runs under the registry's lock, which every child is started
    /// under, so a pipe it makes close-on-exec there reaches no other child. `arguments` starts
    /// with the program's name; `environment` is this process's unless given. The child's id, or
    /// nil when it could not start (or `files` said no).
    package static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, files: (inout SpawnFileActions) -> Bool
    ) -> pid_t? {
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + variables).forEach { free($0) } }
        return start {
            guard files(&actions) else { return nil }
            var pid: pid_t = 0
            return posix_spawn(&pid, path, &actions, &attributes, argv, variables) == 0 ? pid : nil
        }
    }
}
