import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A build's staging folder beside the output (`.Output.spots-tmp-<pid>-<n>`), made by
/// `SiteWriter.stage()`. Pages go into it from the render workers as they pass validation, so a
/// build holds no more than the pages being rendered; `SiteWriter.write` adds the other files and
/// swaps the folder in for the output when everything is written, or `discard` removes it.
///
/// Before the first page it lists every file the build may write in a manifest (`list`), so that
/// at every moment the folder holds only files its manifest lists: a later build can prove that a
/// folder an interrupted build left is spots-site's, and remove it.
public final class StagingFolder: Sendable {
    /// The folder.
    public let url: URL
    /// The output it replaces, when there is one: a page with the same bytes there is linked, not written.
    let previous: URL?
    /// Told `.streaming` as each page goes in (the writer's `stageObserver`).
    private let observer: (@Sendable (WriteStage) -> Void)?

    init(url: URL, previous: URL?, observer: (@Sendable (WriteStage) -> Void)? = nil) {
        self.url = url
        self.previous = previous
        self.observer = observer
    }

    /// Writes the manifest, listing `files`: a superset of what the folder will hold until
    /// `SiteWriter.write` lists exactly what it holds.
    func list(_ files: some Sequence<String>) throws {
        try OutputManifest(files: files.sorted()).encoded().write(to: url.appendingPathComponent(OutputManifest.name))
    }

    /// Puts the previous output's file at `path` into the folder as it is (linked, or copied where
    /// a link cannot be made); false when there is none of `size` bytes or it cannot be linked nor
    /// copied, so the page must be rendered.
    func reuse(_ path: String, size: Int) throws -> Bool {
        guard let previous else { return false }
        let source = previous.appendingPathComponent(path).path
        var status = stat()
        guard lstat(source, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == size else { return false }
        let target = url.appendingPathComponent(path).path
        try Self.makeFolders(of: target)
        defer { observer?(.streaming) }
        if link(source, target) == 0 { return true }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
            return true
        } catch {
            unlink(target)  // a copy cut short; the page is rendered instead
            return false
        }
    }

    /// Writes the file at `path` (under the folder, its folders made as needed): linked from the
    /// previous output when that holds the same bytes, so unchanged files keep their dates.
    func write(_ text: String, to path: String) throws {
        let target = url.appendingPathComponent(path).path
        try Self.makeFolders(of: target)
        defer { observer?(.streaming) }
        if let previous, PageFiles.linkIfUnchanged(text, from: previous.appendingPathComponent(path).path, to: target) { return }
        try PageFiles.writeFile(text, to: target)
    }

    /// Copies the file at `source` to `path` (under the folder, its folders made as needed).
    func copy(_ source: URL, to path: String) throws {
        let target = url.appendingPathComponent(path)
        try Self.makeFolders(of: target.path)
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// Removes the folder and everything in it (all of it written by this build).
    public func discard() {
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
}
