import Foundation

/// Runs a program to its end (git for `--base`, Chromium for screenshots), its errors discarded.
package enum Subprocess {
    /// The exit status and standard output of `executable` with `arguments`, run in `folder`;
    /// nil when it cannot start.
    package static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
