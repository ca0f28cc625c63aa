import SpotsFormat

/// The source files' hashes that `build --incremental` keeps for the next, each with the stamp the
/// file had when it was read (see `HashSources`), in the output as `.spots-site-stamps`, which
/// the manifest lists like any file spots-site writes. Apart from the records
/// (`RecordsFile`), which are the same for the same sources on any machine: stamps are this
/// machine's (times and inodes), as `git`'s index is. A line a file: `content` or `templates`,
/// the hash, the stamp, and the path under that folder, separated by tabs.
package enum StampsFile {
    package static let name = ".spots-site-stamps"
    private static let header = "spots-site stamps 1"

    /// The file's text: its header, then a line for each file, in order of folder and path. A
    /// path with a line break in it is left out (its file is read by the next build).
    package static func encoded(_ sources: KnownSources) -> String {
        var text = header + "\n"
        for (folder, files) in [("content", sources.content), ("templates", sources.templates)] {
            // Made on all cores: a site of 10,000 screens has as many lines.
            let lines = files.sorted(by: { $0.key < $1.key }).parallelMap(chunk: 512) { path, source -> String? in
                // A path of printable ASCII has no line break in it (most do; the rest are looked at).
                guard path.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) || !path.contains(where: \.isNewline) else { return nil }
                return "\(folder)\t\(ContentHash.hex(source.hash))\t\(source.stamp)\t\(path)\n"
            }
            for case let line? in lines { text += line }
        }
        return text
    }

    /// The stamps in the output `folder` (through the gate), or none when it has no such file or
    /// any line of it is not one `encoded` writes: the file is read from the output, which anyone
    /// may have changed, and with no stamps every file is read.
    package static func read(in folder: ConfinedRoot) -> KnownSources {
        guard case .success(let bytes) = folder.bytes(of: name) else { return KnownSources() }
        return decoded(String(decoding: bytes, as: UTF8.self)) ?? KnownSources()
    }

    /// The stamps of `text`, or nil when it is not a file `encoded` wrote.
    static func decoded(_ text: String) -> KnownSources? {
        // Split as bytes (the separators are ASCII), not as Characters: a tenth of the time.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)
        guard lines.first == Substring(header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        // A line a file, read on all cores: a site of 10,000 screens has as many.
        let read = lines.parallelMap(chunk: 1024) { line -> (templates: Bool, path: String, known: KnownSource)? in
            let fields = line.utf8.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false).map(Substring.init)
            guard fields.count == 4, fields[0] == "content" || fields[0] == "templates", fields[1].utf8.count == 16,
                let hash = UInt64(fields[1], radix: 16), let stamp = SourceStamp(fields[2]), !fields[3].isEmpty
            else { return nil }
            return (fields[0] == "templates", String(fields[3]), KnownSource(stamp: stamp, hash: hash))
        }
        var sources = KnownSources()
        sources.content.reserveCapacity(read.count)
        for entry in read {
            guard let entry else { return nil }
            if entry.templates { sources.templates[entry.path] = entry.known } else { sources.content[entry.path] = entry.known }
        }
        return sources
    }
}

/// The hash of each source file (by its path under the content or templates folder) with the
/// stamp it had when it was read: the next build takes the hash of a file whose stamp is still
/// this one without reading it (see `HashSources`).
package struct KnownSources: Sendable, Equatable {
    package var content: [String: KnownSource] = [:]
    package var templates: [String: KnownSource] = [:]

    package init(content: [String: KnownSource] = [:], templates: [String: KnownSource] = [:]) {
        self.content = content
        self.templates = templates
    }
}

/// A source file's hash, and its stamp when it was read.
package struct KnownSource: Sendable, Equatable {
    package var stamp: SourceStamp
    package var hash: UInt64

    package init(stamp: SourceStamp, hash: UInt64) {
        self.stamp = stamp
        self.hash = hash
    }
}
