import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// What a catalog page shows of each distinct use of a kind: the use rendered on its own, the JSON
/// it came from, and where every use of the kind is, each a link to the component on its page.
struct CatalogExamples: Sendable {
    package let content: LoadedContent
    package let renderer: PageRenderer
    /// The HTML id of every component on every page, by route and JSON path.
    package let anchors: [Route: [String: String]]
    package let maxFileSize: Int
    /// The other text modes an example's own page is written in (`Catalog.textModes`).
    package var texts: [TextView] = []
    /// The screen files read again for examples' JSON.
    private let files = CatalogSource.Files()

    /// The items of a component an example shows: it shows the shape, not every item.
    static let shownItems = 6
    /// A screen file larger than this is not read again for an example's JSON.
    static let largestSourceFile = ScreenFootprint.largestShownSource

    /// One example, ready for a template.
    struct Example {
        package var number: Int
        /// The first use of its shape, which it shows.
        var use: Catalog.Use
        package var count: Int
        package var shape: [String]
        /// The use rendered alone, with ids of its own (`example-1-…`).
        package var html: String?
        /// The same, as the example's own page shows it: headings from `h2`, ids as on a page.
        var pageHTML: String?
        /// The example's own page.
        package var route: Route
        /// The JSON of the first use, as its file orders it; nil when it cannot be found again.
        package var source: String?
        var sourcePlace: String
        package var href: String
        /// "6 of 50,000 items", when the example shows only the first items.
        var shownItems: String?
        /// Its own page's HTML in each other text mode.
        var textPages: [(mode: TextMode, html: String)] = []
    }

    /// The shapes of `kind`, the most used first (then in order of first use).
    static func byUse(_ kind: Catalog.Kind) -> [Catalog.Example] {
        kind.examples.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// The examples of `kind`, rendered on its page and on pages of their own: with `ownPagesOnly`,
    /// those of the uses it does not take only on its page (their own pages are as they were).
    package func examples(of kind: Catalog.Kind, ownPagesOnly: ((Catalog.Use) -> Bool)? = nil) -> [Example] {
        var pass: RenderPass?
        let routes = kind.exampleRoutes
        // Ids the catalog's pages write themselves (`catalog-examples`) are taken, as the page template's are.
        let reserved = renderer.templates.pageIDs.union(renderer.templates.literalIDs(of: "catalog/kind"))
            .union(renderer.templates.literalIDs(of: "catalog/top"))
        let ownIDs = renderer.templates.pageIDs.union(renderer.templates.literalIDs(of: "catalog/example"))
        return Self.byUse(kind).prefix(Catalog.renderedShapes).enumerated().map { index, example in
            let use = example.first
            var rendered: (html: String, shownItems: String?)?
            var page: String?
            var textPages: [(mode: TextMode, html: String)] = []
            if var screen = content.screens[use.route]?.screen {
                screen.route = kind.route
                var current = pass ?? RenderPass(screen: screen, tracesTemplates: false, reservedIDs: reserved)
                current.timesTemplates = renderer.timer != nil
                rendered = render(use, family: kind.family, in: screen, level: 4, idPrefix: "example-\(index + 1)-", pass: &current)
                renderer.timer?.add(current.templateTimes)
                current.templateTimes = [:]
                pass = current
                // The example's own page, as written and in each other text mode, at its own route; the
                // templates of the page as written are timed (`--metrics`).
                func ownPage(_ screen: Screen, at route: Route, timed: Bool = false) -> String? {
                    var screen = screen
                    screen.route = route
                    var own = RenderPass(screen: screen, tracesTemplates: false, reservedIDs: ownIDs)
                    own.timesTemplates = timed && renderer.timer != nil
                    defer { renderer.timer?.add(own.templateTimes) }
                    return render(use, family: kind.family, in: screen, level: 2, idPrefix: "", pass: &own)?.html
                }
                if ownPagesOnly?(use) ?? true {
                    page = ownPage(screen, at: routes[index], timed: true)
                    textPages = texts.compactMap { text in
                        ownPage(text.apply(to: screen), at: Catalog.route(of: routes[index], in: text.mode)).map { (text.mode, $0) }
                    }
                }
            }
            return Example(
                number: index + 1, use: use, count: example.count, shape: example.shape, html: rendered?.html, pageHTML: page, route: routes[index],
                source: source(of: use), sourcePlace: "\(shownName(of: use)):\(use.location.line)", href: link(to: use, from: kind.route),
                shownItems: rendered?.shownItems, textPages: textPages)
        }
    }

    /// The file of `use` as the pages name their sources (`Content/screens/index.json`), whatever
    /// folder the build ran in.
    private func shownName(of use: Catalog.Use) -> String {
        // A variant's use that its patch did not write is shown in its screen's file.
        let route = use.writtenIn == use.file ? use.route : content.screens[use.route]?.screen?.variant?.base
        guard let route, let screen = content.screens[route]?.screen, screen.file == use.writtenIn else { return use.writtenIn }
        return screen.source
    }

    /// Every screen that uses `kind`, with how many times and a link to its first use.
    package func screens(of kind: Catalog.Kind) -> [(route: Route, count: Int, href: String)] {
        kind.screens.map { ($0.first.route, $0.count, link(to: $0.first, from: kind.route)) }
    }

    /// The page of the use, at the component that holds it.
    package func link(to use: Catalog.Use, from page: Route) -> String {
        link(to: use.route, path: use.path, from: page)
    }

    /// The page at `route`, at the component that holds the JSON path `path`.
    package func link(to route: Route, path: String, from page: Route) -> String {
        let page = page.relativeLink(to: route)
        return innermost(path, in: anchors[route] ?? [:]).map { page + "#" + $0 } ?? page
    }

    /// `use` rendered alone. Its in-page links (`#faq`) lead to the page it is on.
    private func render(
        _ use: Catalog.Use, family: CatalogConfig.Family, in screen: Screen, level: Int, idPrefix: String, pass: inout RenderPass
    ) -> (html: String, shownItems: String?)? {
        for (index, component) in screen.components.enumerated() {
            if let found = find(use, family: family, in: component, file: screen.file, index: index, level: level, idPrefix: idPrefix, pass: &pass) {
                let page = screen.route.relativeLink(to: use.route)
                return (Self.inPageLinks(of: found.html, leadingTo: page), found.shownItems)
            }
        }
        return nil
    }

    /// `html` with its in-page links (`href="#faq"`) led to `page` (`href="../faq/#faq"`).
    static func inPageLinks(of html: String, leadingTo page: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            guard var found = ByteLines.find(inPageLink, in: bytes[...], from: 0) else { return String(decoding: bytes, as: UTF8.self) }
            let replacement = Array("href=\"\(page)#".utf8)
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 64)
            var start = 0
            while true {
                output.append(contentsOf: bytes[start..<found])
                output.append(contentsOf: replacement)
                start = found + inPageLink.count
                guard let next = ByteLines.find(inPageLink, in: bytes[...], from: start) else { break }
                found = next
            }
            output.append(contentsOf: bytes[start...])
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static let inPageLink = Array("href=\"#".utf8)

    /// The component or item of `use` in `component`: the same path in the same file (items of a
    /// Slots data file have paths of their own file, `[0]`, `[1]`).
    private func find(
        _ use: Catalog.Use, family: CatalogConfig.Family, in component: Component, file: String, index: Int, level: Int,
        idPrefix: String, pass: inout RenderPass
    ) -> (html: String, shownItems: String?)? {
        let path = use.path
        if family == .components, component.path == path, file == use.file {
            var shown = component
            var note: String?
            if component.items.count > Self.shownItems {
                shown.items = Array(component.items.prefix(Self.shownItems))
                note = "\(Self.shownItems) of \(component.items.count.counted("item"))"
            }
            return renderer.renderComponent(shown, index: index, level: level, idPrefix: idPrefix, pass: &pass).map {
                (String(decoding: $0, as: UTF8.self), note)
            }
        }
        let roles: [(Item?, PageRenderer.Role)] = [(component.header, .header), (component.footer, .footer)]
        for (item, role) in roles.compactMap({ pair in pair.0.map { ($0, pair.1) } }) + component.items.map({ ($0, .item) }) {
            let itemFile = item.file ?? file
            if family == .items, item.path == path, itemFile == use.file {
                let html = renderer.renderItem(item, role: role, level: level, idPrefix: idPrefix, pass: &pass)
                return (String(decoding: html, as: UTF8.self), nil)
            }
            for (childIndex, child) in item.children.enumerated() where path == child.path || path.hasPrefix(child.path + ".") {
                if let found = find(
                    use, family: family, in: child, file: itemFile, index: childIndex, level: level, idPrefix: idPrefix, pass: &pass)
                {
                    return found
                }
            }
        }
        return nil
    }

    /// The JSON of `use` as its file has it (a variant's, merged over its screen).
    private func source(of use: Catalog.Use) -> String? {
        guard let screenFile = content.screenFiles.first(where: { $0.route == use.route }), use.file == screenFile.diagnosticName,
            let size = ConfinedRoot.size(ofNamed: screenFile.fileURL),
            size <= Self.largestSourceFile
        else { return nil }
        let root = files.root(of: screenFile.diagnosticName) {
            var ignored: [Diagnostic] = []
            return ScreenLoader.root(of: screenFile, maxFileSize: maxFileSize, diagnostics: &ignored)?.0
        }
        guard let root else { return nil }
        return CatalogSource.node(at: use.path, in: root).map { CatalogSource.text(of: $0, elements: Self.shownItems) }
    }
}
