import ArgumentParser
import Foundation
import SpotsFormat

/// A build the output's state refused before it began (already said): in `--watch`, it ends the watch.
struct BuildRefused: Error {}

extension BuildCommand {
    /// How often `--watch` looks at the folders, and how long it lets a save settle before building.
    static let watchInterval: UInt32 = 200_000
    static let settleInterval: UInt32 = 100_000

    /// `build --watch`: a build, then a build again whenever a file in the content or templates
    /// folder changes (incremental after the first), for a site served by another server; each
    /// rebuild prints one line and the problems worth printing again (`WatchLog`). A failed
    /// build leaves the output as it was and the watch goes on; Ctrl-C ends it.
    func watchAndBuild() throws {
        let options = project.buildOptions(output: output)
        let folders = [options.content, options.templates]
        var snapshot = FolderSnapshot.take(folders)
        let log = WatchLog()
        try buildAgain(incremental: incremental, watch: log)
        Console.say(
            "Watching \(FolderName.display(of: options.content))/ and \(FolderName.display(of: options.templates))/ for changes; Ctrl-C stops.")
        while true {
            usleep(Self.watchInterval)
            let now = FolderSnapshot.take(folders)
            let changed = now.changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            // An editor may write a file in several steps: build once they are done.
            usleep(Self.settleInterval)
            snapshot = FolderSnapshot.take(folders)
            log.saved = changed.sorted().map { FolderName.display(of: URL(fileURLWithPath: $0)) }
            try buildAgain(incremental: true, watch: log)
        }
    }

    /// A build of the watch: errors in the site are printed and the watch goes on; an output it
    /// cannot write (see `BuildRefused`) ends it, as every later build would be refused too.
    private func buildAgain(incremental: Bool, watch: WatchLog) throws {
        do {
            try buildOnce(incremental: incremental, log: watch)
        } catch is BuildRefused {
            throw ExitCode(1)
        } catch {
            return
        }
    }
}
