import Foundation

/// The files of a site besides its pages: `sitemap.xml`, `routes.json`, the theme and the assets.
struct SiteFiles {
    static let fixedFiles: Set<String> = ["sitemap.xml", "routes.json"]

    let content: LoadedContent
    let templates: TemplateSet

    func make() -> [String: RenderedSite.File] {
        var files: [String: RenderedSite.File] = [:]
        for (path, file) in templates.themeFiles where path.hasPrefix("assets/") {
            switch file {
            case .text(let text): files[path] = .text(text)
            case .file(let url): files[path] = .copy(url)
            }
        }
        for (path, url) in content.assets { files["assets/" + path] = .copy(url) }
        files["sitemap.xml"] = .text(sitemap())
        files["routes.json"] = .text(routesManifest())
        return files
    }

    private var routes: [Route] {
        var routes = content.screens.map(\.route)
        if !routes.contains(.root) { routes.insert(.root, at: 0) }
        return routes.sorted()
    }

    /// The sitemap protocol wants absolute addresses: with `baseURL` in site.json they are; without,
    /// they are root-relative paths.
    func sitemap() -> String {
        let base = content.config.baseURL.map { String($0.dropLast()) } ?? ""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes {
            xml += "  <url><loc>\(Self.escapeXML(base + route.path))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    private struct RouteEntry: Encodable {
        var route: String
        var file: String
        var source: String?
        var title: String?
    }

    /// A machine-readable list of every page: route, output file, source screen, title.
    func routesManifest() -> String {
        let screens = Dictionary(content.screens.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = routes.map { route in
            RouteEntry(route: route.path, file: route.outputFile, source: screens[route]?.source, title: screens[route]?.title)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func escapeXML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
