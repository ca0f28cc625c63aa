import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The only code that touches the output folder. It writes a whole site into a temporary folder
/// beside the output and swaps it in only when everything is written, so a failed build leaves the
/// previous output as it was; and it refuses to replace a folder that holds files it did not write.
public struct SiteWriter: Sendable {
    /// The output folder.
    public let output: URL
    /// The file in the output folder that lists what spots-site wrote there.
    public static let manifestName = ".spots-site.json"
    /// Files that may sit in an output folder and are kept as they are (a git placeholder).
    static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store"]

    /// Creates a writer for an output folder.
    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    private var displayName: String { BuildOptions.displayName(of: output) }

    /// Why the output folder may not be replaced, or nil when it may: it is missing, empty, or
    /// holds only what spots-site wrote there.
    public func ownershipProblem() -> Diagnostic? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            return Diagnostic(.error, file: displayName, message: "the output path is a file, not a folder", hint: "choose another --output")
        }
        let present = Set(Self.files(in: output)).subtracting(Self.placeholders)
        if present.isEmpty { return nil }
        guard let written = readManifest() else {
            return Diagnostic(
                .error, file: displayName,
                message: "the output folder is not empty and was not written by spots-site; it is left untouched",
                hint: "choose another --output, or move its files away yourself")
        }
        let strangers = present.subtracting(written).subtracting([Self.manifestName]).sorted()
        guard strangers.isEmpty else {
            let shown = strangers.prefix(3).joined(separator: ", ") + (strangers.count > 3 ? " and \(strangers.count - 3) more" : "")
            return Diagnostic(
                .error, file: displayName,
                message: "the output folder holds files spots-site did not write (\(shown)); it is left untouched",
                hint: "move them away; files that belong in the site go in Content/assets/")
        }
        return nil
    }

    /// Writes `site` and swaps it in for the previous output. Returns the number of files written.
    /// - Parameter checkOwnership: false when the caller has just called `ownershipProblem()`.
    @discardableResult
    public func write(_ site: RenderedSite, checkOwnership: Bool = true) throws -> Int {
        if checkOwnership, let problem = ownershipProblem() { throw WriteError(diagnostic: problem) }
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).spots-tmp-\(suffix)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).spots-old-\(suffix)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            // Folders first, then the files on all cores.
            let files = site.files.sorted(by: { $0.key < $1.key })
            var folders: Set<String> = []
            for (path, _) in files {
                var parts = path.split(separator: "/").dropLast()
                while !parts.isEmpty, folders.insert(parts.joined(separator: "/")).inserted { parts = parts.dropLast() }
            }
            // Sorted, a folder comes before the folders inside it.
            for folder in folders.sorted() {
                let path = staging.appendingPathComponent(folder).path
                guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
            }
            let previous = manager.fileExists(atPath: output.path) ? output : nil
            let failures = files.parallelMap { path, file -> String? in
                let target = staging.appendingPathComponent(path)
                do {
                    switch file {
                    case .text(let text):
                        // A page the previous build wrote with the same bytes is linked, not written
                        // again: rebuilds write only what changed, and unchanged files keep their dates.
                        if let previous, PageFiles.linkIfUnchanged(text, from: previous.appendingPathComponent(path).path, to: target.path) {
                            return nil
                        }
                        try PageFiles.writeFile(text, to: target.path)
                    case .copy(let source): try FileManager.default.copyItem(at: source, to: target)
                    }
                    return nil
                } catch {
                    return "\(path): \(error.localizedDescription)"
                }
            }
            if let failure = failures.compactMap({ $0 }).first {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(failure)"])
            }
            for placeholder in Self.placeholders {
                let existing = output.appendingPathComponent(placeholder)
                if manager.fileExists(atPath: existing.path) {
                    try manager.copyItem(at: existing, to: staging.appendingPathComponent(placeholder))
                }
            }
            try manifest(for: site).write(to: staging.appendingPathComponent(Self.manifestName))
            if manager.fileExists(atPath: output.path) {
                try manager.moveItem(at: output, to: retired)
                do {
                    try manager.moveItem(at: staging, to: output)
                } catch {
                    try? manager.moveItem(at: retired, to: output)
                    throw error
                }
                try? manager.removeItem(at: retired)
            } else {
                try manager.moveItem(at: staging, to: output)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        return site.files.count
    }

    private struct Manifest: Codable {
        var generator: String
        var files: [String]
    }

    private func manifest(for site: RenderedSite) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Manifest(generator: "spots-site", files: site.files.keys.sorted()))
    }

    private func readManifest() -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(Self.manifestName).path),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data), manifest.generator == "spots-site"
        else { return nil }
        return Set(manifest.files)
    }

    /// Every file below `folder` (hidden ones included), by relative path.
    static func files(in folder: URL) -> [String] {
        DirectoryWalker.entries(in: folder.standardizedFileURL.path, skipHidden: false).map(\.relative)
    }
}

/// Writing the output failed; the previous output is as it was.
public struct WriteError: Error, CustomStringConvertible {
    /// What went wrong.
    public let diagnostic: Diagnostic
    public var description: String { diagnostic.description }
}
