import Foundation
import SpotsFormat
import SpotsRender

/// The list of files spots-site writes into every output folder (`.spots-site.json`), and what
/// it proves: a folder whose every file the manifest lists was written by spots-site, and may be
/// replaced or removed by it.
package struct OutputManifest: Codable {
    package var generator = "spots-site"
    package var files: [String]

    /// The manifest's file name in the output folder.
    package static let name = ".spots-site.json"
    /// Files that may sit in an output folder and are kept as they are (a git placeholder).
    package static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store"]
    /// How many files a refusal names before it says "and N more".
    static let namedLimit = 10

    /// The manifest's bytes.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The files the manifest in `folder` lists, or nil when there is none (or it is not ours).
    package static func listedFiles(in folder: URL) -> Set<String>? {
        listedFiles(in: ConfinedRoot(folder, links: .refuse))
    }

    /// The files the manifest in `folder` lists, read through the gate (a manifest that is a link
    /// is no manifest). The paths are as it says: each is checked by whoever reads the file.
    package static func listedFiles(in folder: ConfinedRoot) -> Set<String>? {
        guard let data = folder.data(of: name),
            let manifest = try? JSONDecoder().decode(OutputManifest.self, from: data), manifest.generator == "spots-site"
        else { return nil }
        return Set(manifest.files)
    }

    /// Who wrote a folder, as far as its files show.
    enum Ownership: Equatable {
        /// Empty, or holding only placeholders.
        case empty
        /// Every file is listed by its manifest.
        case spotsSite
        /// There is no manifest; these are the files.
        case noManifest([String])
        /// There is a manifest, and these files are not in it.
        case unlisted([String])
    }

    /// Who wrote `folder` (which exists).
    static func ownership(of folder: URL) -> Ownership {
        ownership(of: folder, entries: DirectoryWalker.entries(in: folder.standardizedFileURL.path, skipHidden: false))
    }

    /// `ownership(of:)` of `folder`, whose entries (hidden ones included) the caller has walked.
    static func ownership(of folder: URL, entries all: [DirectoryWalker.Entry]) -> Ownership {
        // A placeholder anywhere (Finder leaves `.DS_Store` in every folder it opens) is no stranger.
        let entries = all.filter { !isPlaceholder($0.relative) || $0.failure != nil }
        let present = entries.map(\.relative)
        if present.isEmpty { return .empty }
        guard let listed = listedFiles(in: folder) else { return .noManifest(present.sorted()) }
        // Byte for byte: Swift's strings take `café` and `cafe\u{301}` for one name, and most file
        // systems keep them as two files. A name that is not UTF-8, or a folder that cannot be
        // read, is a stranger whatever it decodes to.
        let known = Set(listed.map { Array($0.utf8) } + [Array(name.utf8)])
        let strangers = entries.filter { $0.failure != nil || !known.contains(Array($0.relative.utf8)) }.map(\.relative).sorted()
        return strangers.isEmpty ? .spotsSite : .unlisted(strangers)
    }

    /// Whether the file at `path` is a placeholder (its name is one of `placeholders`).
    static func isPlaceholder(_ path: String) -> Bool {
        placeholders.contains { path == $0 || path.hasSuffix("/" + $0) }
    }

    /// `files` as a phrase, the first `namedLimit` by name: "a.txt, b/c.txt and 12 more".
    package static func named(_ files: [String]) -> String {
        let shown = files.prefix(namedLimit).joined(separator: ", ")
        return files.count > namedLimit ? shown + " and \(files.count - namedLimit) more" : shown
    }

    /// Every file below `folder` (hidden ones included), by relative path.
    package static func files(in folder: URL) -> [String] {
        DirectoryWalker.entries(in: folder.standardizedFileURL.path, skipHidden: false).map(\.relative)
    }
}
