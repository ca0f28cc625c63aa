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
    package static func entries(in root: String, skipHidden: Bool) -> [Entry] {
        var entries: [Entry] = []
        collect(root, prefix: "", skipHidden: skipHidden, into: &entries)
        return entries.sorted { $0.relative < $1.relative }
    }

    private static func collect(_ path: String, prefix: String, skipHidden: Bool, into entries: inout [Entry]) {
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
            if type == UInt8(DT_DIR) {
                collect(full, prefix: prefix + name + "/", skipHidden: skipHidden, into: &entries)
            } else {
                entries.append(Entry(relative: prefix + name, path: full, isLink: type == UInt8(DT_LNK), isFolder: false))
            }
        }
        if !found, !prefix.isEmpty { entries.append(Entry(relative: prefix, path: path, isLink: false, isFolder: true)) }
    }
}
