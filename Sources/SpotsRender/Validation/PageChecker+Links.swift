import SpotsFormat

extension PageChecker {
    /// Why a local URL does not lead to a file of this build, or nil when it does (or is not local).
    package func problem(with url: String, ids: Set<String>) -> String? {
        let first = url.utf8.first
        if first == nil { return "an empty address" }
        if first == UInt8(ascii: "#") {
            let fragment = String(url.dropFirst())
            return fragment.isEmpty || ids.contains(fragment) ? nil : "but the page has no element with that id"
        }
        if url.utf8.starts(with: "//".utf8) { return nil }
        // A scheme (`https:`, `mailto:`) before any '/', '?' or '#': not a local link.
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { return nil }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
        }
        var path = Substring(url)
        if let cut = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { path = path[..<cut] }
        var decoded = path.utf8.contains(UInt8(ascii: "%")) ? Substring(String(path).removingPercentEncodingSafely) : path
        if decoded.utf8.first == UInt8(ascii: "/"), sitePath != "/" {
            guard decoded.hasPrefix(sitePath) else { return Self.leavesTheSite }
            decoded = Substring("/" + decoded.dropFirst(sitePath.count))
        }
        guard let target = file(at: decoded) else { return Self.leavesTheSite }
        if plannedFiles.contains(target) || plannedFiles.contains(target + "/index.html") { return nil }
        return "which this build does not write"
    }

    /// The file a decoded local path names from this page (segments joined by '/', a path that
    /// ends in '/' naming the folder's `index.html`), or nil when it climbs above the site's root.
    ///
    /// A page has thousands of links (the map's folder pages), so the path is walked on its bytes
    /// into one buffer: splitting it into strings and joining them cost more than the rest of the check.
    func file(at path: Substring) -> String? {
        var path = path
        return path.withUTF8 { file(atBytes: $0) }
    }

    private func file(atBytes bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        // The segments so far, each after a '/' but the first; none is empty.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(bytes.count + 32)
        if bytes.first != slash {
            for segment in route.segments {
                if !buffer.isEmpty { buffer.append(slash) }
                buffer.append(contentsOf: segment.utf8)
            }
        }
        var start = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != slash { end += 1 }
            let length = end - start
            let isLast = end == bytes.count
            if length == 2, bytes[start] == dot, bytes[start + 1] == dot {
                guard !buffer.isEmpty else { return nil }
                buffer.removeSubrange((buffer.lastIndex(of: slash) ?? 0)...)
            } else if length == 0 {
                if isLast {
                    if !buffer.isEmpty { buffer.append(slash) }
                    buffer.append(contentsOf: "index.html".utf8)
                }
            } else if length != 1 || bytes[start] != dot {
                if !buffer.isEmpty { buffer.append(slash) }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
            if isLast { break }
            start = end + 1
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}
