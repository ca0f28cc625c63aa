import Dispatch
import Foundation
import SpotsFormat

/// Temporary folders a command made, removed even when the command is interrupted (Ctrl-C, or a
/// CI job cancelled with SIGTERM), after the children that write into them are ended and reaped;
/// a normal end removes them itself.
enum TemporaryFolders {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    nonisolated(unsafe) private static var folders: [URL] = []
    /// Held while folders are noted, and from an interrupt to the end of the process: an `exit`
    /// elsewhere meanwhile (the command failing as its browser is ended) waits for it, so the
    /// folders are removed whole.
    private static let ending = NSLock()

    /// Removes `folder` and ends the process when SIGINT or SIGTERM arrives.
    static func removeOnInterrupt(_ folder: URL) {
        ending.withLock { folders.append(folder) }
        guard sources.isEmpty else { return }
        atexit { TemporaryFolders.waitForInterrupt() }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                ending.lock()  // never given back: the process ends here
                // The children writing into the folders (Chromium) end and are reaped first.
                ChildProcesses.endAll()
                // The command may be removing one itself as it fails (its browser gone): each is
                // tried again until it is gone, as either removal can find a file the other took.
                for folder in folders {
                    for _ in 0..<20 where (try? FileManager.default.removeItem(at: folder)) == nil {}
                }
                _exit(128 + signalNumber)  // not `exit`, whose handlers would wait for `ending`
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Waits, at `exit`, for an interrupt being handled to end the process.
    private static func waitForInterrupt() {
        ending.lock()
        ending.unlock()
    }
}
