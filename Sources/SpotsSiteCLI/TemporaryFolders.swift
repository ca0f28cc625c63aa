import Dispatch
import Foundation

/// Temporary folders a command made, removed even when the command is interrupted (Ctrl-C, or a
/// CI job cancelled with SIGTERM); a normal end removes them itself.
enum TemporaryFolders {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Removes `folder` and ends the process when SIGINT or SIGTERM arrives.
    static func removeOnInterrupt(_ folder: URL) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                try? FileManager.default.removeItem(at: folder)
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
