import Foundation
import SpotsFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal of an output updated in place by `build --incremental`
/// (`.spots-site-journal.json` in the output): what the build in progress writes, so that a build
/// killed at any moment is finished or rolled back by the next one.
///
/// Every file that changes is written beside its place (`.index.html.spots-new`) while the site
/// builds, the journal saying `writing`: a kill then leaves every page old, and the next build
/// removes the new files beside them (rolls back). When all are written and checked, the journal
/// says `committing`, with what the manifest will list and which files go, and each new file is
/// renamed over the old one: a kill then leaves every page old or new, and the next build renames
/// the rest, writes the manifest and removes what goes (finishes). The journal is removed last.
///
/// The journal is read from the output, which anyone may have changed: its paths pass the gate
/// (none climbs out, no link on the way), a file is renamed only from its own name beside it, only
/// files the manifest lists are removed, and the manifest lists no more than it did and the files
/// the journal wrote.
package struct OutputJournal: Codable, Equatable {
    package enum Phase: String, Codable {
        case writing, committing
    }

    package var generator = "spots-site"
    /// The build writing it; while that process runs, another build leaves the output alone.
    package var process: Int32
    package var phase: Phase
    /// The files written beside their place, by their path in the output.
    package var files: [String]
    /// The files the update removes (committing).
    package var removed: [String] = []
    /// What the manifest lists once the update is done (committing).
    package var manifest: [String] = []

    /// The journal's file name in the output.
    package static let name = ".spots-site-journal.json"

    /// Where the new version of `path` is written: beside it, hidden (`a/.index.html.spots-new`).
    package static func besideName(of path: String) -> String? {
        guard case .success(let parts) = ConfinedRoot.parts(of: path), let last = parts.last else { return nil }
        return (parts.dropLast() + [".\(last).spots-new"]).joined(separator: "/")
    }

    /// Writes the journal into `output`, replacing the last one in one rename.
    func write(in output: ConfinedRoot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if case .failure(let failure) = output.replace(try encoder.encode(self), at: Self.name) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(Self.name): \(failure)"])
        }
    }

    /// The journal in `output`, if there is one that can be read.
    static func read(in output: ConfinedRoot) -> OutputJournal? {
        guard let data = output.data(of: name), let journal = try? JSONDecoder().decode(OutputJournal.self, from: data),
            journal.generator == "spots-site"
        else { return nil }
        return journal
    }

    /// What `recover` did.
    package enum Recovery: Equatable {
        /// The interrupted update was finished: the output is the site it was writing.
        case finished
        /// The interrupted update was taken back: the output is the site before it.
        case rolledBack
        /// Another build (this process id) is updating the output now.
        case busy(Int32)
    }

    /// Finishes or rolls back the update an interrupted build left in `output`, if there is one.
    package static func recover(_ output: URL) -> Recovery? {
        let root = ConfinedRoot(output, links: .refuse)
        // Only in an output of spots-site's.
        guard root.occupant(of: name) == .file, OutputManifest.listedFiles(in: root) != nil else { return nil }
        guard let journal = read(in: root) else {
            // Unreadable (cut short while it was first written): nothing was renamed yet.
            _ = root.remove(name)
            return nil
        }
        if journal.process != getpid(), OutputLeftovers.isRunning(journal.process) {
            return .busy(journal.process)
        }
        switch journal.phase {
        case .writing:
            journal.rollBack(in: root)
            return .rolledBack
        case .committing:
            journal.finish(in: root)
            return .finished
        }
    }

    /// Removes the new files beside their places, the folders the update made for them (when
    /// empty, even with no file in them: a build killed between making a folder and writing its
    /// file leaves it so), and the journal: the output is as before the update. A folder that is
    /// empty now was empty before (the update checked first that the output holds only what
    /// spots-site wrote, and an empty folder it did not list was refused), so it is the update's.
    func rollBack(in output: ConfinedRoot) {
        for path in files {
            if let beside = Self.besideName(of: path), output.occupant(of: beside) == .file { _ = output.remove(beside) }
            removeEmptyFolders(above: path, in: output)
        }
        _ = output.remove(Self.name)
    }

    /// Renames every new file over its place, writes the manifest, removes what goes, and the
    /// journal: the output is the site the update wrote.
    func finish(in output: ConfinedRoot, renamed: (() -> Void)? = nil) {
        for path in files {
            guard let beside = Self.besideName(of: path) else { continue }
            _ = output.move(beside, over: path)
        }
        renamed?()
        let listed = OutputManifest.listedFiles(in: output) ?? []
        let written = Set(files)
        let manifest = self.manifest.filter { listed.contains($0) || written.contains($0) }
        if let data = try? OutputManifest(files: manifest.sorted()).encoded() { _ = output.replace(data, at: OutputManifest.name) }
        for path in removed where listed.contains(path) && !manifest.contains(path) && output.occupant(of: path) == .file {
            _ = output.remove(path)
            removeEmptyFolders(above: path, in: output)
        }
        _ = output.remove(Self.name)
    }

    /// Removes the folders above `path` that are empty, innermost first.
    private func removeEmptyFolders(above path: String, in output: ConfinedRoot) {
        guard case .success(var parts) = ConfinedRoot.parts(of: path) else { return }
        parts.removeLast()
        while !parts.isEmpty, output.occupant(of: parts.joined(separator: "/")) == .folder {
            guard case .success = output.remove(parts.joined(separator: "/")) else { return }
            parts.removeLast()
        }
    }
}
