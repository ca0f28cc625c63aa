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
            let links = titles.compactMap { title in
                LinkRetitle.Link(href: page.relativeLink(to: title.route), old: title.old, new: title.new)
            }
            guard links.count == titles.count else { return nil }
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
            batches.append { [GeneratedFile(page.path, .bytes(made))] }
        }
        return batches + [{ [GeneratedFile(kept, .text(FlowKept.replacing(lines, in: bytes)))] }]
    }

    /// `page` with each link's `old` bytes replaced by its `new` in its table (`LinkRetitle`); a
    /// page that draws a picture is refused (its boxes would be laid out again).
    static func retitled(_ page: [UInt8], links: [LinkRetitle.Link]) -> LinkRetitle.Page {
        LinkRetitle.retitled(page, from: "<tbody>", to: "</tbody>", refusedBefore: "class=\"flow-figure\"", links: links)
    }
}
