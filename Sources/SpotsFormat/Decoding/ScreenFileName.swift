/// What a screen file's path under `screens/` says: its route, whether it is a variant, and the
/// record fields of a page from data.
package enum ScreenFileName {
    /// The route of a screen file: its path without `.json`, with `index` standing for its folder.
    package static func route(forScreenAt relative: String) -> Result<Route, RouteError> {
        var segments = String(relative.dropLast(".json".count)).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.last == "index" { segments.removeLast() }
        return Route.parse(segments.joined(separator: "/"))
    }

    /// The screen a variant file varies, and the variant's name: `teams/home~empty.json` →
    /// (`teams/home.json`, `empty`); nil for a file that is not a variant.
    package static func variant(in relative: String) -> (base: String, name: String)? {
        // Most files are no variant: a name with no `~` is none (and no `Foundation` search).
        guard relative.utf8.contains(UInt8(ascii: "~")) else { return nil }
        let name = String(relative.dropLast(".json".count))
        let folder = name.range(of: "/", options: .backwards).map { String(name[..<$0.upperBound]) } ?? ""
        let last = name.dropFirst(folder.count)
        guard let tilde = last.firstIndex(of: "~"), tilde != last.startIndex, last.index(after: tilde) != last.endIndex else { return nil }
        return (folder + last[..<tilde] + ".json", String(last[last.index(after: tilde)...]))
    }

    /// The field names of a file name's `[field]` segments (`profile/[id].json` → `["id"]`), or nil
    /// when it has none.
    package static func placeholders(in relative: String) -> [String]? {
        guard relative.utf8.contains(UInt8(ascii: "[")) else { return nil }  // as most file names
        let segments = String(relative.dropLast(".json".count)).split(separator: "/")
        let fields = segments.filter { isPlaceholder($0) }.map { String($0.dropFirst().dropLast()) }
        return fields.isEmpty ? nil : fields
    }

    /// Whether a path segment is a `[field]`.
    package static func isPlaceholder(_ segment: some StringProtocol) -> Bool {
        segment.hasPrefix("[") && segment.hasSuffix("]") && segment.count > 2
    }
}
