import SpotsFormat

extension PageChecker {
    /// Why a local URL does not lead to a file of this build, or nil when it does (or is not local).
    package func problem(with url: String, ids: Set<String>) -> String? {
        if url.isEmpty { return "an empty address" }
        if url.hasPrefix("#") {
            let fragment = String(url.dropFirst())
            return fragment.isEmpty || ids.contains(fragment) ? nil : "but the page has no element with that id"
        }
        if url.hasPrefix("//") { return nil }
        // A scheme (`https:`, `mailto:`) before any '/', '?' or '#': not a local link.
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { return nil }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
        }
        var path = Substring(url)
        if let cut = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { path = path[..<cut] }
        var decoded = path.utf8.contains(UInt8(ascii: "%")) ? Substring(String(path).removingPercentEncodingSafely) : path
        if decoded.hasPrefix("/"), sitePath != "/" {
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
        var buffer: [UInt8] = []
        buffer.reserveCapacity(path.utf8.count + 32)
        // Where each segment in `buffer` starts; segments are separated by one '/'.
        var starts: [Int] = []
        func append<Bytes: Collection<UInt8>>(_ segment: Bytes) {
            if !starts.isEmpty { buffer.append(UInt8(ascii: "/")) }
            starts.append(buffer.count)
            buffer.append(contentsOf: segment)
        }
        let bytes = path.utf8
        if bytes.first != UInt8(ascii: "/") {
            for segment in route.segments { append(segment.utf8) }
        }
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            let part = bytes[start..<end]
            let isLast = end == bytes.endIndex
            if part.elementsEqual("..".utf8) {
                guard let last = starts.popLast() else { return nil }
                buffer.removeSubrange(max(last - 1, 0)...)
            } else if part.isEmpty {
                if isLast { append("index.html".utf8) }
            } else if !part.elementsEqual(".".utf8) {
                append(part)
            }
            if isLast { break }
            start = bytes.index(after: end)
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}
