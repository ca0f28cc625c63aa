import SpotsBuild
import SpotsFormat
import SpotsRender

/// The HTTP headers the catalog needs from whatever serves it: another origin (a composing
/// Storybook) may read the story index. Written as `_headers`, the file Netlify and Cloudflare
/// Pages read; `spots-site serve` sends the same headers (`CatalogFeature.headers(of:)`).
enum CatalogHeaders {
    package static let file = "_headers"

    /// The headers of each path the catalog writes that needs some, by its path under the output folder.
    package static let rules: [(file: String, headers: [(name: String, value: String)])] = [
        (CatalogStories.indexFile, [("Access-Control-Allow-Origin", "*")]),
        (CatalogStories.legacyIndexFile, [("Access-Control-Allow-Origin", "*")]),
    ]

    /// The headers of `file` (a path under the output folder), for the preview server.
    static func headers(of file: String) -> [(name: String, value: String)] {
        rules.first { $0.file == file }?.headers ?? []
    }

    /// `_headers`: each path from the site's root, then its headers, indented.
    package static var text: String {
        "# Written by spots-site: a Storybook on another origin may read the design catalog's story index.\n"
            + rules.map { rule in "/" + rule.file + "\n" + rule.headers.map { "  \($0.name): \($0.value)\n" }.joined() }.joined()
    }
}
