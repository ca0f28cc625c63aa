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
/// says `committing`, with what the manifest will list and which files go; the manifest then lists
/// the new files too, and each is renamed over the old one: a kill then leaves every page old or
/// new, and the next build renames the rest, writes the manifest and removes what goes (finishes).
/// The journal is removed last.
///
/// The build that writes it holds the output's lock (`SiteWriter.claim`) from before it reads the
/// output until it is done, and so does the build that finishes or rolls it back: a journal is a
/// dead build's when nobody holds the lock, whatever process id it names.
///
/// The journal is read from the output, which anyone may have changed, so it is trusted for no
/// more than the output shows (see `OutputJournal+Recovery.swift`).
package struct OutputJournal: Codable, Equatable {
    package enum Phase: String, Codable {
        case writing, committing
    }

    package var generator = "spots-site"
    /// The build writing it, for people reading the file: who owns the update is who holds the
    /// output's lock, not this id (another process may have it by now).
    package var process: Int32
    package var phase: Phase
    /// The files written beside their places, by their path in the output.
    package var files: [String]
    /// The files the update removes (committing).
    package var removed: [String] = []
    /// What the manifest lists once the update is done (committing).
    package var manifest: [String] = []

    /// The journal's file name in the output.
    package static let name = ".spots-site-journal.json"
    /// How the name of a file written beside its place ends.
    static let besideSuffix = ".spots-new"

    /// Where the new version of `path` is written: beside it, hidden (`a/.index.html.spots-new`).
    package static func besideName(of path: String) -> String? {
        guard case .success(let parts) = ConfinedRoot.parts(of: path), let last = parts.last else { return nil }
        return (parts.dropLast() + [".\(last)\(besideSuffix)"]).joined(separator: "/")
    }

    /// The path whose new version `beside` is (`a/.index.html.spots-new` → `a/index.html`), or nil
    /// when the name is not one spots-site gives such a file.
    static func place(ofBeside beside: String) -> String? {
        guard case .success(let parts) = ConfinedRoot.parts(of: beside), let last = parts.last, last.hasPrefix("."),
            last.hasSuffix(besideSuffix), last.count > besideSuffix.count + 1
        else { return nil }
        let name = String(last.dropFirst().dropLast(besideSuffix.count))
        return (parts.dropLast() + [name]).joined(separator: "/")
    }

    /// Writes the journal into `output`, replacing the last one in one rename.
    func write(in output: ConfinedRoot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if case .failure(let failure) = output.replace(try encoder.encode(self), at: Self.name) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(Self.name): \(failure)"])
        }
    }

    /// What is in the output's journal file.
    enum Reading {
        /// A journal spots-site writes.
        case journal(OutputJournal)
        /// A file that is no such journal (cut short, or not spots-site's): why.
        case unreadable(String)
    }

    /// The journal file in `output`, read.
    static func read(in output: ConfinedRoot) -> Reading {
        guard let data = output.data(of: name) else { return .unreadable("it cannot be read") }
        let journal: OutputJournal
        do {
            journal = try JSONDecoder().decode(OutputJournal.self, from: data)
        } catch {
            return .unreadable(data.isEmpty ? "it is empty" : "it is not a journal spots-site writes (cut short?)")
        }
        guard journal.generator == "spots-site" else { return .unreadable("it was not written by spots-site") }
        return .journal(journal)
    }

    /// What `recover` did.
    package enum Recovery: Equatable {
        /// The interrupted update was finished: the output is the site it was writing.
        case finished
        /// The interrupted update was taken back: the output is the site before it.
        case rolledBack
        /// The journal could not be read (why): the new files beside their places were removed,
        /// and the records of the pages, so that the next build renders every page.
        case rolledBackUnread(String)
    }

    /// Finishes or rolls back the update an interrupted build left in `output`, if there is one.
    /// `lock` is the output's lock (`SiteWriter.claim`), which proves that no build is writing it now.
    package static func recover(_ output: URL, holding lock: FileLock) -> Recovery? {
        let root = ConfinedRoot(output, links: .refuse)
        // Only in an output of spots-site's.
        guard root.occupant(of: name) == .file, let listed = OutputManifest.listedFiles(in: root) else { return nil }
        switch read(in: root) {
        case .unreadable(let why):
            rollBackUnread(in: root, listed: listed)
            return .rolledBackUnread(why)
        case .journal(let journal) where journal.phase == .writing:
            journal.rollBack(in: root)
            return .rolledBack
        case .journal(let journal):
            journal.finish(in: root)
            return .finished
        }
    }
}
