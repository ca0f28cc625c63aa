import Foundation
import SpotsFormat

/// Finishing and rolling back an update in place, by what the output shows.
///
/// The journal is read from the output, which anyone may have changed, so it is trusted for no
/// more than the output and its manifest (what spots-site wrote) show:
/// - its paths pass the gate (none climbs out, no link on the way);
/// - a file is renamed only from its own new version beside it (a name the manifest lists: an
///   update lists the new version of every file before it writes one, `StagingFolder.list`), and
///   only over nothing or over a file the manifest lists: the journal counts as written only what
///   it renamed into place;
/// - the manifest then lists what it listed and what was renamed into place, less what was removed,
///   so a journal can neither add a stranger to it (`CNAME`) nor drop a page from it
///   (`"manifest": []`);
/// - only files the manifest lists are removed;
/// - a journal that cannot be read is rolled back by the names of the new files, only those whose
///   place the manifest lists (a name ending `.spots-new` proves nothing), with the records of the
///   pages, so the next build renders every page: it could have been cut short after some files
///   were renamed;
/// - so a stranger's `.x.spots-new`, beside nothing or beside a page, is kept whatever a journal
///   says, as the build without a journal keeps it;
/// - a rollback removes a folder only when it is left empty by a new file it removed, or above a
///   new file the manifest lists that is not there (a build killed between making its folder and
///   writing it): never one the journal merely names. The listed new files' names then leave the
///   manifest.
extension OutputJournal {
    /// Removes the new files beside their places, the folders left empty above each file it
    /// removed (the update made them for it), and the journal: the output is as before the update.
    /// A folder with no new file in it is left as it is, empty or not: the journal's paths prove
    /// nothing (anyone may have written it, naming a folder the user made), and the next build
    /// names an empty folder its manifest does not imply rather than deleting it.
    func rollBack(in output: ConfinedRoot) {
        let listed = OutputManifest.listedFiles(in: output) ?? []
        for path in files {
            guard let beside = Self.besideName(of: path), Self.isOwn(beside, of: path, in: output, listed: listed),
                case .success = output.remove(beside)
            else { continue }
            Self.removeEmptyFolders(above: beside, in: output)
        }
        Self.dropBesideNames(in: output, listed: listed)
        _ = output.remove(Self.name)
    }

    /// Renames every new file over its place, writes the manifest, removes what goes, and the
    /// journal: the output is the site the update wrote.
    func finish(in output: ConfinedRoot, renamed: (() -> Void)? = nil) {
        let listed = OutputManifest.listedFiles(in: output) ?? []
        let renaming = files.filter { path in Self.besideName(of: path).map { Self.isOwn($0, of: path, in: output, listed: listed) } ?? false }
        // Listed before the first rename, so that every file renamed into place is listed whenever
        // the next build comes.
        var owned = listed.union(renaming)
        if owned != listed { Self.writeManifest(owned, in: output) }
        for path in renaming {
            guard let beside = Self.besideName(of: path) else { continue }
            _ = output.move(beside, over: path)
        }
        renamed?()
        let kept = Set(manifest)
        for path in removed where listed.contains(path) && !kept.contains(path) {
            if output.occupant(of: path) == .file, case .success = output.remove(path) { Self.removeEmptyFolders(above: path, in: output) }
            if output.occupant(of: path) == .nothing { owned.remove(path) }
        }
        Self.writeManifest(owned.subtracting(Self.besideNames(in: owned)), in: output)
        _ = output.remove(Self.name)
    }

    /// Rolls back an update whose journal cannot be read: every file in the output named as a new
    /// version beside its place (`.index.html.spots-new`) that the manifest lists goes, with the
    /// folders left empty above it, the records of the pages and the journal. The name alone proves
    /// nothing (a user's `.env.spots-new` has it): one the manifest does not list is kept, and the
    /// next build names it as a file spots-site did not write.
    static func rollBackUnread(in output: ConfinedRoot, listed: Set<String>) {
        for entry in output.entries(skipHidden: false) where !entry.isLink && entry.failure == nil {
            guard let path = place(ofBeside: entry.relative), isOwn(entry.relative, of: path, in: output, listed: listed)
            else { continue }
            _ = output.remove(entry.relative)
            removeEmptyFolders(above: entry.relative, in: output)
        }
        dropBesideNames(in: output, listed: listed)
        for records in [RecordsFile.name, StampsFile.name, OutlineFile.name] where listed.contains(records) { _ = output.remove(records) }
        _ = output.remove(name)
    }

    /// Whether `beside` is a new version spots-site wrote of `path`: a regular file the manifest
    /// lists, beside nothing or beside a regular file the manifest lists. One beside a stranger is
    /// the stranger's.
    static func isOwn(_ beside: String, of path: String, in output: ConfinedRoot, listed: Set<String>) -> Bool {
        guard output.occupant(of: beside) == .file, listed.contains(beside) else { return false }
        switch output.occupant(of: path) {
        case .nothing?: return true
        case .file?: return listed.contains(path)
        default: return false
        }
    }

    /// The names of new versions among `listed` (`a/.index.html.spots-new`).
    static func besideNames(in listed: Set<String>) -> Set<String> {
        listed.filter { place(ofBeside: $0) != nil }
    }

    /// Takes the new versions' names out of the manifest, first removing the empty folders above
    /// each that is not there: a build killed after making its folder and before writing it.
    private static func dropBesideNames(in output: ConfinedRoot, listed: Set<String>) {
        let besides = besideNames(in: listed)
        guard !besides.isEmpty else { return }
        for beside in besides.sorted() where output.occupant(of: beside) == .nothing { removeEmptyFolders(above: beside, in: output) }
        writeManifest(listed.subtracting(besides), in: output)
    }

    /// Writes the output's manifest, listing `files`.
    private static func writeManifest(_ files: Set<String>, in output: ConfinedRoot) {
        if let data = try? OutputManifest(files: files.sorted()).encoded() { _ = output.replace(data, at: OutputManifest.name) }
    }

    /// Removes the folders above `path` that are empty, innermost first.
    private static func removeEmptyFolders(above path: String, in output: ConfinedRoot) {
        guard case .success(var parts) = ConfinedRoot.parts(of: path) else { return }
        parts.removeLast()
        while !parts.isEmpty, output.occupant(of: parts.joined(separator: "/")) == .folder {
            guard case .success = output.remove(parts.joined(separator: "/")) else { return }
            parts.removeLast()
        }
    }
}
