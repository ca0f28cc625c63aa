import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build's staging folder beside the output (`.Output.spots-tmp-<pid>-<n>`), made by
/// `SiteWriter.stage()`. Pages go into it from the render workers as they pass validation, so a
/// build holds no more than the pages being rendered; `SiteWriter.write` adds the other files and
/// swaps the folder in for the output when everything is written, or `discard` removes it.
///
/// Before the first page it lists every file the build may write in a manifest (`list`), so that
/// at every moment the folder holds only files its manifest lists: a later build can prove that a
/// folder an interrupted build left is spots-site's, and remove it.
///
/// `build --incremental` over an output it wrote updates the output in place instead
/// (`inPlace`): the folder is the output itself, a file that changes is written beside its place
/// under the journal (see `OutputJournal`), one that does not is left as it is, and `SiteWriter`
/// renames the new files over the old ones when everything is written.
public final class StagingFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL
    /// The output it replaces, when there is one: a page with the same bytes there is linked, not
    /// written. Its files are taken only as they are: a path through a link there is not reused.
    package let previous: ConfinedRoot?
    /// Told `.streaming` as each page goes in (the writer's `stageObserver`).
    private let observer: (@Sendable (WriteStage) -> Void)?
    /// Whether the folder is the output, updated in place.
    package let inPlace: Bool
    /// In place: the files listed in the journal, and those written beside their places.
    private var listed: Set<String> = []
    private var written: Set<String> = []
    private let lock = NSLock()
    /// The folder through the gate, made once (each gate resolves its folder's path).
    private let root: ConfinedRoot
    /// The folder's own lock, held while the build lives (see `OutputLeftovers.removable`).
    private let claim: FileLock?

    package init(
        url: URL, previous: URL?, observer: (@Sendable (WriteStage) -> Void)? = nil, inPlace: Bool = false, lock: FileLock? = nil
    ) {
        self.url = url
        claim = lock
        self.previous = previous.map { ConfinedRoot($0, links: .refuse) }
        self.observer = observer
        self.inPlace = inPlace
        root = ConfinedRoot(url, links: .refuse)
    }

    /// In place: the files written beside their places, which the update renames over them.
    package var changed: [String] {
        lock.withLock { written.sorted() }
    }

    /// Writes the manifest, listing `files`: a superset of what the folder will hold until
    /// `SiteWriter.write` lists exactly what it holds. In place, the journal lists them instead,
    /// as files that may be written beside their places; the manifest then lists the new version
    /// of each, so that a new file, and a folder made for it, are spots-site's whenever the build
    /// is killed, and a file of that name it did not list never is (see
    /// `OutputJournal+Recovery.swift`).
    package func list(_ files: some Sequence<String>) throws {
        if inPlace {
            let files = Array(files)
            let previous = OutputManifest.listedFiles(in: root) ?? []
            let besides = files.compactMap(OutputJournal.besideName(of:))
            if !previous.isSuperset(of: besides) { try writeManifest(previous.union(besides)) }
            let all = lock.withLock {
                listed.formUnion(files)
                return listed.sorted()
            }
            try OutputJournal(process: getpid(), phase: .writing, files: all).write(in: root)
            return
        }
        try writeManifest(Set(files))
    }

    /// Writes the folder's manifest, listing `files`. Replaced in one rename: a kill while it is
    /// written leaves the last one whole, which lists every file in the folder (see
    /// `OutputLeftovers.holdsOnlyItsOwn`).
    private func writeManifest(_ files: Set<String>) throws {
        let manifest = try OutputManifest(files: files.sorted()).encoded()
        if case .failure(let failure) = root.replace(manifest, at: OutputManifest.name) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(OutputManifest.name): \(failure)"])
        }
    }

    /// Puts the previous output's file at `path` into the folder as it is (linked, or copied where
    /// a link cannot be made); false when there is none of `size` bytes or it cannot be linked nor
    /// copied, so the page must be rendered.
    func reuse(_ path: String, size: Int) throws -> Bool {
        guard let previous, case .success(let source) = previous.resolve(path), ConfinedRoot.regularFileSize(atResolved: source) == size
        else { return false }
        if inPlace { return true }  // it stays where it is
        let target = try place(path)
        defer { observer?(.streaming) }
        if link(source, target) == 0 { return true }
        guard case .success = ConfinedRoot.copyFile(fromResolved: source, toResolved: target) else {
            unlink(target)  // a copy cut short; the page is rendered instead
            return false
        }
        return true
    }

    /// Writes the file at `path` (under the folder, its folders made as needed): linked from the
    /// previous output when that holds the same bytes, so unchanged files keep their dates.
    package func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0), to: path) }
    }

    /// `write(_:to:)` of bytes.
    package func write(bytes: UnsafeRawBufferPointer, to path: String) throws {
        if inPlace { return try writeBeside(bytes, path) }
        let target = try place(path)
        defer { observer?(.streaming) }
        if let previous, case .success(let existing) = previous.resolve(path), PageFiles.linkIfUnchanged(bytes, from: existing, to: target) {
            return
        }
        try PageFiles.writeFile(bytes, to: target)
    }

    /// Copies the regular file at `source` to `path` (under the folder, its folders made as
    /// needed): its bytes, never a link.
    package func copy(_ source: URL, to path: String) throws {
        if inPlace {
            let bytes = try ConfinedRoot.bytes(atResolved: source.path).mapError { failure in
                CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(source.path): \(failure)"])
            }.get()
            return try bytes.withUnsafeBytes { try writeBeside($0, path) }
        }
        let target = try place(path)
        if case .failure(let failure) = ConfinedRoot.copyFile(fromResolved: source.path, toResolved: target) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(source.path): \(failure)"])
        }
    }

    /// The full path of `path` in the folder, its folders made. The path must stay inside: one
    /// that is absolute or climbs with `..` (a compared site's manifest may list one) is refused.
    /// The folder is this build's own and holds no links, so its parts need no `lstat` each.
    private func place(_ path: String) throws -> String {
        guard case .success(let parts) = ConfinedRoot.parts(of: path) else {
            throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSLocalizedDescriptionKey: "'\(path)' is not a path inside the site"])
        }
        let target = url.path + "/" + parts.joined(separator: "/")
        try Self.makeFolders(of: target)
        return target
    }

    /// In place: writes `bytes` beside the file at `path` (`.name.spots-new`), unless it holds
    /// them already, and notes it for the update.
    private func writeBeside(_ bytes: UnsafeRawBufferPointer, _ path: String) throws {
        defer { observer?(.streaming) }
        if case .success(let existing) = root.resolve(path), PageFiles.holds(bytes, existing) { return }
        guard let beside = OutputJournal.besideName(of: path), lock.withLock({ listed.contains(path) }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "'\(path)' is not a file this build listed"])
        }
        if root.occupant(of: beside) == .file { _ = root.remove(beside) }  // one a killed build left
        if case .failure(let failure) = root.create(UnsafeRawBufferPointer(bytes), at: beside) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(path): \(failure)"])
        }
        lock.withLock { _ = written.insert(path) }
    }

    /// Removes the folder and everything in it (all of it written by this build). In place, it
    /// takes the update back: the files written beside their places go, and the journal.
    public func discard() {
        if inPlace {
            let files = lock.withLock { listed.sorted() }
            OutputJournal(process: getpid(), phase: .writing, files: files).rollBack(in: root)
            return
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Makes the folders above `file`, from the nearest that exists: one call when its folder is
    /// there already, and safe when another worker makes the same folder at the same time.
    private static func makeFolders(of file: String) throws {
        guard let slash = file.lastIndex(of: "/") else { return }
        let folder = String(file[..<slash])
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder]) }
        try makeFolders(of: folder)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder]) }
    }
}

/// Where rendered pages go.
public enum PageSink: Sendable {
    /// Kept in the site in memory (`serve`, `diff`, the tests).
    case memory
    /// Checked, then dropped (`check`, which writes nothing).
    case discard
    /// Written into a staging folder as they pass validation (`build`).
    case staging(StagingFolder)

    /// Whether the pages stay in memory (and the screens whole, to be rendered again).
    package var keepsPages: Bool {
        if case .memory = self { return true }
        return false
    }
}
