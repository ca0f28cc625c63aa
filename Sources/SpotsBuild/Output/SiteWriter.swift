import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that touches the output folder. It writes a whole site into a staging folder
/// beside the output and swaps the two in one atomic step only when everything is written, so a
/// failed or killed build leaves the previous output as it was; it refuses to replace a folder
/// that holds files it did not write; and it removes what an interrupted build left behind.
public struct SiteWriter: Sendable {
    /// The output folder, as named.
    public let output: URL
    /// Where the site goes: the output folder, or the folder it leads to when it is a symbolic
    /// link (the link is kept).
    public let target: URL
    /// What is wrong with the output path itself (a link that loops), found when it is resolved.
    private let pathProblem: String?
    /// Called as a write reaches each stage; the tests of the swap stop the process there.
    public var stageObserver: (@Sendable (WriteStage) -> Void)?
    /// The file in the output folder that lists what spots-site wrote there.
    public static let manifestName = OutputManifest.name

    /// Creates a writer for an output folder.
    public init(output: URL) {
        self.output = output.standardizedFileURL
        switch OutputPath.resolve(self.output) {
        case .success(let target): (self.target, pathProblem) = (target, nil)
        case .failure(let problem): (self.target, pathProblem) = (self.output, problem.message)
        }
    }

    private var displayName: String { FolderName.display(of: output) }

    /// Why the output folder may not be replaced, or nil when it may: it is missing, empty, or
    /// holds only what spots-site wrote there.
    public func ownershipProblem() -> Diagnostic? { inspect().problem }

    /// What the checks before a build find of the output, from one walk of it.
    public struct Inspection: Sendable {
        /// Why it may not be replaced (see `ownershipProblem`).
        public var problem: Diagnostic?
        /// Whether `build --incremental` may update it in place (see `updatesInPlace`).
        public var updatesInPlace = false
    }

    /// The output's ownership and whether it may be updated in place, walking it once.
    public func inspect() -> Inspection {
        if let pathProblem {
            return Inspection(
                problem: Diagnostic(.error, rule: .outputFolder, file: displayName, message: pathProblem, hint: "choose another --output"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else { return Inspection() }
        guard isFolder.boolValue else {
            return Inspection(
                problem: Diagnostic(
                    .error, rule: .outputFolder, file: displayName, message: "the output path is a file, not a folder",
                    hint: "choose another --output"))
        }
        let entries = DirectoryWalker.entries(in: target.path, skipHidden: false)
        switch OutputManifest.ownership(of: target, entries: entries) {
        case .empty:
            return Inspection()
        case .spotsSite:
            // In place: spots-site wrote all of it, it holds no symbolic link (which a new tree
            // replaces with a file, and an update would have to write through), and the last build
            // recorded its pages (it was incremental too).
            let recorded = ConfinedRoot(target, links: .refuse).occupant(of: RecordsFile.name) == .file
            return Inspection(updatesInPlace: recorded && !entries.contains { $0.isLink || $0.failure != nil })
        case .noManifest(let files):
            return Inspection(
                problem: Diagnostic(
                    .error, rule: .outputFolder, file: displayName,
                    message:
                        "the output folder is not empty and was not written by spots-site (it holds \(OutputManifest.named(files))); it is left untouched",
                    hint: "choose another --output, or move its files away yourself"))
        case .unlisted(let files):
            return Inspection(
                problem: Diagnostic(
                    .error, rule: .outputFolder, file: displayName,
                    message: "the output folder holds files spots-site did not write (\(OutputManifest.named(files))); it is left untouched",
                    hint: "move them away; files that belong in the site go in Content/assets/"))
        }
    }

    /// Takes the output's lock (see `OutputJournal`), to be held until the build is done: whoever
    /// holds it is the one build writing the output, and a journal in it is a dead build's. Nil
    /// when there is no output folder yet (nothing to update); `.held` when another build holds it.
    public func claim() -> Swift.Result<FileLock?, ConfinedRoot.LockFailure> {
        guard pathProblem == nil, ConfinedRoot.kind(ofNamed: target) == .folder else { return .success(nil) }
        return ConfinedRoot(target, links: .refuse).lock().map { $0 }
    }

    /// Removes the folders an interrupted build left beside the output, when they are provably
    /// spots-site's, after putting back a previous site that is missing (see `OutputLeftovers`).
    public func tidyLeftovers() -> (restored: String?, removed: [String]) {
        OutputLeftovers(output: target).tidy()
    }

    /// How many of `site`'s files are the site's own (see `Result.fileCount`).
    static func siteFileCount(_ site: RenderedSite) -> Int {
        site.files.count - site.files.keys.count(where: BuildRecords.isKept)
    }

    /// What a write did.
    public struct Result: Sendable {
        /// How many files the site has, not counting what `--incremental` keeps for the next
        /// build (`BuildRecords.files`): the same site counts the same in every kind of build.
        public var fileCount: Int
        /// Files that appeared in the output while the site was built (after its ownership was
        /// checked): the previous output is kept, with them, in this folder beside it.
        public var kept: (folder: String, files: [String])?
    }

    /// Makes the staging folder that pages stream into while the site builds (see `StagingFolder`);
    /// the caller has checked the output's ownership, and hands the folder to `write`, or discards it.
    public func stage() throws -> StagingFolder {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(OutputLeftovers.stagingName(for: target))
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        // Held while the folder is this build's: a later build removes it only when nobody holds it.
        let lock = try ConfinedRoot(staging, links: .refuse).lock().get()
        return StagingFolder(url: staging, previous: manager.fileExists(atPath: target.path) ? target : nil, observer: stageObserver, lock: lock)
    }

    /// Whether `build --incremental` may update the output in place (see `StagingFolder.inPlace`):
    /// spots-site wrote all of it, it holds no symbolic link, and the last build recorded its pages.
    /// Otherwise the new site is staged beside it and swapped in.
    public var updatesInPlace: Bool { inspect().updatesInPlace }

    /// The output itself as the folder the pages of an update in place go into; the caller has
    /// checked `updatesInPlace`.
    public func stageInPlace() -> StagingFolder {
        StagingFolder(url: target, previous: target, observer: stageObserver, inPlace: true)
    }

    /// Writes `site` and swaps it in for the previous output.
    /// - Parameters:
    ///   - checkOwnership: false when the caller has just called `ownershipProblem()`.
    ///   - staged: the staging folder the site's pages went into while it was built (`stage()`);
    ///     without one, a new one is made and every file written now.
    @discardableResult
    public func write(_ site: RenderedSite, checkOwnership: Bool = true, staged: StagingFolder? = nil) throws -> Result {
        if checkOwnership, let problem = ownershipProblem() { throw WriteError(diagnostic: problem) }
        if let staged, staged.inPlace { return try update(with: site, in: staged) }
        let manager = FileManager.default
        let folder = try staged ?? stage()
        let staging = folder.url
        let parent = staging.deletingLastPathComponent()
        let files = Set(site.files.keys)
        do {
            // The manifest comes first: from now on the staging folder holds only files it lists,
            // so a later build can prove the folder is a leftover of this one. The pages that went
            // in while the site was built are among them, and were listed before the first.
            try folder.list(files)
            stageObserver?(.staged)
            try writeFiles(of: site, into: folder)
            try carryPlaceholders(into: folder)
            stageObserver?(.written)
            stageObserver?(.committing)
            if folder.previous != nil {
                try OutputSwap.exchange(staging, with: target)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            folder.discard()
            throw error
        }
        stageObserver?(.swapped)
        // After the exchange the staging folder holds the previous output. It was checked before
        // the build; a file put into it since is not spots-site's to delete.
        var result = Result(fileCount: Self.siteFileCount(site))
        switch OutputManifest.ownership(of: staging) {
        case .empty, .spotsSite:
            try? manager.removeItem(at: staging)
        case .noManifest(let files), .unlisted(let files):
            let kept = parent.appendingPathComponent("\(target.lastPathComponent).kept-\(getpid())")
            if (try? manager.moveItem(at: staging, to: kept)) != nil { result.kept = (kept.lastPathComponent, files) }
        }
        stageObserver?(.done)
        return result
    }

    /// Updates the output in place with `site`, whose pages went beside their places while it was
    /// built: the rest is written there too, then the journal turns to `committing` and each new
    /// file is renamed over the old one, the manifest written, and what the site no longer has
    /// removed (see `OutputJournal`). Files spots-site did not write are left as they are.
    private func update(with site: RenderedSite, in folder: StagingFolder) throws -> Result {
        let output = ConfinedRoot(target, links: .refuse)
        let files = Set(site.files.keys)
        do {
            // The files written now: those staged were listed before they went in (or are in place).
            try folder.list(site.files.filter { !$0.value.isStaged }.keys)
            stageObserver?(.staged)
            try writeFiles(of: site, into: folder)
            stageObserver?(.written)
        } catch {
            folder.discard()
            throw error
        }
        // The manifest lists the new version beside each listed file (`StagingFolder.list`): not
        // files that go, but those written (renamed into place, or removed when their place came to
        // hold a stranger's file); the rest leave the manifest.
        let previous = OutputManifest.listedFiles(in: output) ?? []
        let written = folder.changed
        let removed = previous.subtracting(files).subtracting([OutputManifest.name, OutputJournal.name])
            .subtracting(OutputJournal.besideNames(in: previous)).union(written.compactMap(OutputJournal.besideName(of:))).sorted()
        let journal = OutputJournal(process: getpid(), phase: .committing, files: written, removed: removed, manifest: files.sorted())
        try journal.write(in: output)
        stageObserver?(.committing)
        journal.finish(in: output, renamed: { stageObserver?(.swapped) })
        stageObserver?(.done)
        return Result(fileCount: Self.siteFileCount(site))
    }

    /// Carries the placeholders of the previous output (`.gitkeep` at any depth, which the
    /// ownership check lets stand) into the new one as they are: regular files only, never a link.
    private func carryPlaceholders(into staging: StagingFolder) throws {
        let previous = ConfinedRoot(target, links: .refuse)
        for entry in previous.entries(skipHidden: false) where !entry.isLink && entry.failure == nil {
            guard let name = entry.relative.split(separator: "/").last, OutputManifest.placeholders.contains(String(name)),
                case .success(let full) = entry.resolved, ConfinedRoot.kind(atResolved: full) == .file
            else { continue }
            try staging.copy(URL(fileURLWithPath: full), to: entry.relative)
        }
    }

    /// Writes every file of `site` into `staging` that is not there yet, on all cores.
    private func writeFiles(of site: RenderedSite, into staging: StagingFolder) throws {
        let files = site.files.sorted(by: { $0.key < $1.key })
        let failures = files.parallelMap { path, file -> String? in
            do {
                switch file {
                case .text(let text): try staging.write(text, to: path)
                case .bytes(let bytes): try bytes.withUnsafeBytes { try staging.write(bytes: $0, to: path) }
                case .copy(let source): try staging.copy(source, to: path)
                case .staged, .stagedText: break
                }
                return nil
            } catch {
                return "\(path): \(error.localizedDescription)"
            }
        }
        if let failure = failures.compactMap({ $0 }).first {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(failure)"])
        }
    }
}

/// The stages of a write, in order.
public enum WriteStage: String, CaseIterable, Sendable {
    /// A page is in the staging folder, written while the site is built (one report per page).
    case streaming
    /// The site is built; the staging folder's manifest lists what it will hold.
    case staged
    /// Every file is in the staging folder (in place: beside its place).
    case written
    /// The new site is about to become the output (in place: the journal says so).
    case committing
    /// The new site is the output; the staging folder holds the previous one (in place: every new
    /// file is renamed over the old one).
    case swapped
    /// The previous output is removed.
    case done
}

/// Writing the output failed; the previous output is as it was.
public struct WriteError: Error, CustomStringConvertible {
    /// What went wrong.
    public let diagnostic: Diagnostic
    public var description: String { diagnostic.description }
}
