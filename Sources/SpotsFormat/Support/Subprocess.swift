import Foundation

/// Runs a program to its end (git for `--base`, Chromium for screenshots), its errors discarded.
package enum Subprocess {
    /// The exit status and standard output of `executable` with `arguments`, run in `folder`;
    /// nil when it cannot start.
    /// With a `timeout` in seconds, a program still running then is killed (SIGKILL), with the
    /// processes it started: Chromium can wait for ever on a page that never finishes loading.
    package static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil, timeout: Double? = nil) -> (
        status: Int32, output: String
    )? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let finished = Finished()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                // Foundation starts the program in a process group of its own: its children
                // (Chromium's renderers, which hold the output open) go with it.
                if !finished.isSet {
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        finished.set()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Whether a program has ended, told across threads.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
