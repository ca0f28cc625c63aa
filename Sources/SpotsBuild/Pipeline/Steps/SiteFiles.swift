import Foundation
import SpotsFormat
import SpotsRender

/// The last step: `sitemap.xml`, `routes.json`, the theme's assets and the content's. While
/// serving, it runs again only when the routes or their titles changed.
struct SiteFiles: PageGenerator {
    static let fixedFiles: Set<String> = ["sitemap.xml", "routes.json"]

    var name: String { "Site files" }
    var writes: Set<String> { Self.fixedFiles }
    var runs: BuildStep.When { .titlesChanged }

    func files(of site: GeneratorInput) -> GeneratedFiles {
        var files: [GeneratedFile] = Self.assets(of: site.content, theme: site.outline.themeAssets(of: site.templates)).compactMap { path, file in
            switch file {
            case .text(let text): GeneratedFile(path, .text(text))
            case .copy(let url): GeneratedFile(path, .copy(url))
            case .staged, .stagedText, .bytes: nil  // no asset is any of these
            }
        }
        let screens = site.renderedScreens
        // The features' pages (the catalog's home and kinds) are pages of the site too.
        let featureTitles = Dictionary(site.outline.features.flatMap(\.pages), uniquingKeysWith: { first, _ in first })
        let routes = (Self.pageRoutes(screens) + featureTitles.keys).sorted()
        files.append(GeneratedFile("sitemap.xml", .text(Self.sitemap(routes, baseURL: site.content.config.baseURL))))
        files.append(GeneratedFile("routes.json", .text(Self.routesManifest(routes, screens: screens, titles: featureTitles))))
        return GeneratedFiles(
            files, summary: "sitemap.xml, routes.json, " + (site.content.assets.count + site.templates.themeFiles.count).counted("asset"))
    }

    /// The assets the site writes, by path in the output: the theme's (`theme`) and the content's.
    static func assets(of content: LoadedContent, theme: [String: TemplateSet.ThemeFile]) -> [(String, RenderedSite.File)] {
        var files: [(String, RenderedSite.File)] = theme.map { path, file in
            switch file {
            case .text(let text): (path, .text(text))
            case .file(let url): (path, .copy(url))
            }
        }
        for (path, url) in content.assets { files.append(("assets/" + path, .copy(url))) }
        return files
    }

    /// Every page's route, the home page's included, sorted.
    private static func pageRoutes(_ screens: [Screen]) -> [Route] {
        var routes = screens.map(\.route)
        if !routes.contains(.root) { routes.insert(.root, at: 0) }
        return routes.sorted()
    }

    /// The sitemap protocol wants absolute addresses: with `baseURL` in site.json they are; without,
    /// they are root-relative paths.
    static func sitemap(_ routes: [Route], baseURL: String?) -> String {
        let base = baseURL.map { String($0.dropLast()) } ?? ""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes {
            xml += "  <url><loc>\((base + route.path).htmlEscaped)</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    private struct RouteEntry: Codable {
        package var route: String
        package var file: String
        package var source: String?
        package var title: String?
    }

    /// A machine-readable list of every page: route, output file, source screen, title.
    static func routesManifest(_ routes: [Route], screens: [Screen], titles: [Route: String] = [:]) -> String {
        let byRoute = Dictionary(screens.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = routes.map { route in
            RouteEntry(route: route.path, file: route.outputFile, source: byRoute[route]?.source, title: byRoute[route]?.title ?? titles[route])
        }
        return manifest(entries) ?? "[]\n"
    }

    private static func manifest(_ entries: [RouteEntry]) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `routes.json` as `routesManifest` wrote it (`bytes`), with the titles of the screens at
    /// `titles` now: nil when `bytes` are not what it writes (the file is the output's, which
    /// anyone may have changed) or a route is not in it. Each screen's entry is found by its route
    /// and written again where it is: the file lists every page (1.3 MB for 10,000), and decoding
    /// and encoding it whole took more than the rest of a title change's files.
    static func routesManifest(_ bytes: [UInt8], retitling titles: [Route: String?]) -> String? {
        var changes: [(place: Range<Int>, entry: [UInt8])] = []
        for (route, title) in titles {
            // A route's path needs no escaping in JSON: its segments are letters, digits and `-_.~`.
            let key = Array("\n    \"route\" : \"\(route.path)\",\n".utf8)
            guard let found = bytes[...].place(of: key), bytes[found.upperBound...].place(of: key) == nil,
                let start = bytes[..<found.lowerBound].lastIndex(of: UInt8(ascii: "{")),
                let end = bytes[found.upperBound...].place(of: Array("\n  }".utf8))?.upperBound
            else { return nil }
            let place = (start - 2)..<end
            guard place.lowerBound >= 0, var entry = try? JSONDecoder().decode(RouteEntry.self, from: Data(bytes[place])),
                entryBytes(entry).map({ $0[...] == bytes[place] }) == true
            else { return nil }
            entry.title = title
            guard let made = entryBytes(entry) else { return nil }
            changes.append((place, made))
        }
        var text = bytes
        // From the last, so that the places before stay.
        for change in changes.sorted(by: { $0.place.lowerBound > $1.place.lowerBound }) { text.replaceSubrange(change.place, with: change.entry) }
        return String(decoding: text, as: UTF8.self)
    }

    /// One entry as `manifest` writes it in the list, from its indent to its closing brace.
    private static func entryBytes(_ entry: RouteEntry) -> [UInt8]? {
        guard let list = manifest([entry]).map({ Array($0.utf8) }), list.starts(with: Array("[\n".utf8)),
            list.reversed().starts(with: Array("\n]\n".utf8).reversed())
        else { return nil }
        return Array(list[2..<(list.count - 3)])
    }
}
