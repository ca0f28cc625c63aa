/// Where a page lives in the site: `/` or `/profile/1/`. Always starts and ends with `/`.
package struct Route: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path segments (`["profile", "1"]`); empty for `/`.
    package let segments: [String]

    /// Creates a route from already validated segments.
    package init(segments: [String]) {
        self.segments = segments
    }

    /// The site root, `/`.
    package static let root = Route(segments: [])

    /// `/profile/1/`.
    package var path: String { segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/" }

    package var description: String { path }

    /// The action that leads to the page as `site.json`'s navigation writes one: `team/design`, or
    /// `/` for the home page.
    package var navigationAction: String { segments.isEmpty ? "/" : segments.joined(separator: "/") }

    /// The page's file under the output folder: `profile/1/index.html`.
    package var outputFile: String { (segments + ["index.html"]).joined(separator: "/") }

    /// The key two routes collide on when a file system ignores case.
    package var collisionKey: String { path.lowercased() }

    package static func < (lhs: Route, rhs: Route) -> Bool { lhs.segments.lexicographicallyPrecedes(rhs.segments) }

    /// Why a route segment is not allowed, or nil when it is fine.
    ///
    /// Segments are letters, digits, `-`, `_`, `.` and `~` (variants: `home~empty`), and never `.` or `..`, so a route can neither
    /// escape the output folder nor mean different things on different file systems.
    package static func problem(withSegment segment: String) -> String? {
        // Most segments are plain: checked on their bytes, the messages made only for the others.
        if segment.utf8.first != UInt8(ascii: "."), !segment.utf8.isEmpty, segment.utf8.allSatisfy(isAllowed) { return nil }
        if segment.isEmpty { return "an empty path segment" }
        if segment == "." || segment == ".." { return "the segment '\(segment)' would leave its folder" }
        if segment.hasPrefix(".") { return "the segment '\(segment)' starts with '.', which makes a hidden file" }
        for scalar in segment.unicodeScalars {
            let allowed =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." || scalar == "~"
            if !allowed {
                let shown = scalar.value < 0x20 || scalar.value == 0x7F ? "a control character" : "'\(scalar)'"
                return
                    "the segment '\(segment.debugDescription.dropFirst().dropLast())' contains \(shown); routes use letters, digits, '-', '_', '.' and '~'"
            }
        }
        return nil
    }

    /// Whether a segment may hold `byte`: ASCII letters and digits, '-', '_', '.' and '~'.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Builds a route from a path like `/a/b/` or `a/b`, or says what is wrong with it.
    package static func parse(_ path: String) -> Result<Route, RouteError> {
        var body = Substring(path)
        if body.hasPrefix("/") { body = body.dropFirst() }
        if body.hasSuffix("/") { body = body.dropLast() }
        if body.isEmpty { return .success(.root) }
        let segments = body.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        for segment in segments {
            if let problem = problem(withSegment: segment) { return .failure(RouteError(message: problem)) }
        }
        return .success(Route(segments: segments))
    }

    /// The relative URL from this page to `target`'s page, ending in `index.html` so that links
    /// work when the site is opened from disk as well as when it is served.
    package func relativeLink(to target: Route) -> String {
        relativePrefix + target.outputFile
    }

    /// The relative URL from this page to a file at the site root (`assets/theme.css`).
    package func relativeLink(toFile file: String) -> String {
        relativePrefix + file
    }

    /// `../` once per segment: the way from this page's folder back to the site root.
    package var relativePrefix: String { String(repeating: "../", count: segments.count) }
}

/// Why a route is not valid.
package struct RouteError: Error, Equatable {
    package var message: String
}
