import SpotsBuild
import SpotsFormat
import SpotsRender

/// The map's folder pages with screens' titles changed in place, for the quick update of a large
/// site (`FlowFeature.quickFiles`): a folder's page lists its screens in a table of 2,000 rows,
/// and a screen linked from every folder has its title on each. Drawing, rendering and checking
/// them again from the kept graph took most of a title change's time; their bytes change only in
/// the screen's links, `<a href="…">title</a>` in the table, which the built-in template writes
/// and nothing else on the page does.
///
/// Nothing is taken unless it is sure: the map must have folder pages and its built-in template;
/// a retitled screen must be in a folder (a screen at the top is drawn on the top page); a page
/// that shows one must draw no picture (its boxes would be laid out again) and must have its
/// table; and each page changed must be well-formed. Otherwise nil, and the pages are made again
/// from the kept graph.
enum FlowRetitle {
    static func files(_ input: QuickFeatureInput, plan: FlowMap.Plan, kept bytes: [UInt8], in kept: String) -> [@Sendable () -> [GeneratedFile]]? {
        guard !plan.folders.isEmpty, input.templates.isBuiltIn("flow/map"), input.retitled.keys.allSatisfy({ $0.segments.count > 1 }),
            let found = FlowKept.screenNodes(Array(input.retitled.keys), in: bytes)
        else { return nil }
        var changes: [(place: Range<Int>, node: FlowGraph.Node)] = []
        var retitled: [(route: Route, old: String, new: String)] = []
        for (route, title) in input.retitled.sorted(by: { $0.key < $1.key }) {
            guard let (place, kept) = found[route] else { return nil }
            var node = kept
            let old = node.title
            node.title = FlowGraph.Node.title(of: route, titled: title)
            changes.append((place, node))
            retitled.append((route, old, node.title))
        }
        let (titles, lines) = (retitled, changes)
        let patched = plan.folders.values.sorted().parallelMap { page -> (path: String, bytes: [UInt8]?)? in
            guard let old = input.output(page.outputFile) else { return nil }
            let links = titles.map { title in
                let href = "<a href=\"\(page.relativeLink(to: title.route).htmlEscaped)\">"
                return (
                    href: Array(href.utf8), old: Array((href + title.old.htmlEscaped + "</a>").utf8),
                    new: Array((href + title.new.htmlEscaped + "</a>").utf8)
                )
            }
            switch FlowRetitle.retitled(old, links: links) {
            case .unchanged: return (page.outputFile, nil)
            case .changed(let made): return (page.outputFile, made)
            case .refused: return nil
            }
        }
        var batches: [@Sendable () -> [GeneratedFile]] = []
        for page in patched {
            guard let page else { return nil }
            guard let made = page.bytes else { continue }
            batches.append { [GeneratedFile(page.path, .text(String(decoding: made, as: UTF8.self)))] }
        }
        return batches + [{ [GeneratedFile(kept, .text(FlowKept.replacing(lines, in: bytes)))] }]
    }

    /// What becomes of a page.
    enum Page: Equatable {
        /// It shows none of the links.
        case unchanged
        /// Its bytes with the links changed.
        case changed([UInt8])
        /// It cannot be changed so: no table, a link to the screen with another title than the
        /// kept graph's, a picture, or not well-formed after.
        case refused
    }

    /// `page` with each link's `old` bytes replaced by its `new` in its table.
    static func retitled(_ page: [UInt8], links: [(href: [UInt8], old: [UInt8], new: [UInt8])]) -> Page {
        guard let body = page[...].place(of: Array("<tbody>".utf8)),
            let end = page[body.upperBound...].place(of: Array("</tbody>".utf8))
        else { return .refused }
        var table = Array(page[body.upperBound..<end.lowerBound])
        var changed = false
        for link in links {
            // Every link to the screen shows the title the graph kept, or the page is not as it was written.
            guard table[...].count(of: link.href) == table[...].count(of: link.old) else { return .refused }
            var made: [UInt8] = []
            var rest = table[...]
            while let found = rest.place(of: link.old) {
                made += rest[..<found.lowerBound]
                made += link.new
                rest = rest[found.upperBound...]
            }
            guard !made.isEmpty else { continue }
            table = made + rest
            changed = true
        }
        guard changed else { return .unchanged }
        // A picture shows the screens' titles in boxes laid out for them.
        guard page[..<body.lowerBound].place(of: Array("class=\"flow-figure\"".utf8)) == nil else { return .refused }
        let made = Array(page[..<body.upperBound]) + table + page[end.lowerBound...]
        return PageChecker.isWellFormed(made) ? .changed(made) : .refused
    }
}
