import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Lists a folder tree with `readdir`: Foundation's enumerator asks for file attributes one URL at
/// a time, which made listing a thousand screens take a tenth of a second.
package enum DirectoryWalker {
    /// One thing found below the root.
    package struct Entry {
        /// The path under the root (`profile/1.json`; `drafts/` for an empty folder).
        package var relative: String
        /// The full path.
        package var path: String
        package var isLink: Bool
        package var isFolder: Bool
        /// Why a folder could not be listed ("Permission denied"); nil when it could.
        package var failure: String? = nil
    }

    /// Every file, link and empty folder below `root`, sorted; links are reported, not followed. A
    /// folder that cannot be listed is an entry with its `failure` (`name/`, or `""` for the root).
    /// The folders two levels down are listed on all cores: a site's output has a folder a page.
    package static func entries(in root: String, skipHidden: Bool) -> [Entry] {
        var entries: [Entry] = []
        var deeper: [Folder] = []
        collect(root, prefix: "", skipHidden: skipHidden, levels: 1, into: &entries, deeper: &deeper)
        // A task a folder when they are few (a content folder's kinds), 64 when many (pages).
        let found = deeper.parallelMap(chunk: deeper.count > 256 ? 64 : 1) { folder in
            var entries: [Entry] = []
            var none: [Folder] = []
            collect(folder.path, prefix: folder.prefix, skipHidden: skipHidden, levels: nil, into: &entries, deeper: &none)
            return entries
        }
        for folderEntries in found { entries += folderEntries }
        return entries.sorted { $0.relative < $1.relative }
    }

    /// A folder left to list, with the path under the root its entries start with.
    private struct Folder: Sendable {
        var path: String
        var prefix: String
    }

    /// Lists `path` and the folders in it down to `levels` below it (all of them for nil); the
    /// folders further down are left in `deeper`.
    private static func collect(
        _ path: String, prefix: String, skipHidden: Bool, levels: Int?, into entries: inout [Entry], deeper: inout [Folder]
    ) {
        guard let directory = opendir(path) else {
            if errno == ENOENT || errno == ENOTDIR { return }
            let failure = String(cString: strerror(errno))
            entries.append(Entry(relative: prefix, path: path, isLink: false, isFolder: true, failure: failure))
            return
        }
        defer { closedir(directory) }
        var found = false
        while let entry = readdir(directory) {
            let raw = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let name = String(decoding: raw, as: UTF8.self)
            if name == "." || name == ".." { continue }
            found = true
            // A name that is not UTF-8 cannot be named again as a path: it is reported, never
            // skipped, so that whoever checks a folder sees it (the output's ownership check must).
            guard String(validating: raw, as: UTF8.self) != nil else {
                if skipHidden, raw.first == UInt8(ascii: ".") { continue }
                entries.append(
                    Entry(relative: prefix + name, path: path + "/" + name, isLink: false, isFolder: false, failure: "its name is not valid UTF-8"))
                continue
            }
            if skipHidden, name.hasPrefix(".") { continue }
            let full = path + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                if lstat(full, &status) == 0 {
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR: type = UInt8(DT_DIR)
                    case S_IFLNK: type = UInt8(DT_LNK)
                    default: type = UInt8(DT_REG)
                    }
                }
            }
            if type == UInt8(DT_DIR), levels == 0 {
                deeper.append(Folder(path: full, prefix: prefix + name + "/"))
            } else if type == UInt8(DT_DIR) {
                collect(full, prefix: prefix + name + "/", skipHidden: skipHidden, levels: levels.map { $0 - 1 }, into: &entries, deeper: &deeper)
            } else {
                entries.append(Entry(relative: prefix + name, path: full, isLink: type == UInt8(DT_LNK), isFolder: false))
            }
        }
        if !found, !prefix.isEmpty { entries.append(Entry(relative: prefix, path: path, isLink: false, isFolder: true)) }
    }
}
