import SpotsBuild
import SpotsFormat
import SpotsRender

/// The map's pages after actions led elsewhere, for the quick update of a large site
/// (`FlowFeature.quickFiles`, `FlowReroute`): the top page drawn again (it counts the lines between
/// folders), and each folder's page that shows a screen whose row changed with those rows made
/// again in place. A folder's page lists its screens in a table of 1,000 rows or more, each with
/// where it leads and what leads to it; an action led elsewhere changes the rows of its screen and
/// of the screens it led to before and now (`FlowReroute.touched`), and nothing else on the page.
/// Rendering and checking two such pages whole was a third of an action's quick update at 10,000
/// screens.
///
/// Nothing is taken unless it is sure: the map's built-in template, a page that draws no picture
/// (its lines would be laid out again), each changed row found once in the table as the last build
/// wrote it, by its screen's id, and the page well-formed after. Otherwise the page is made whole.
enum FlowRerouteRows {
    static func jobs(_ rerouted: FlowReroute, plan: FlowMap.Plan, input: QuickFeatureInput) -> [@Sendable () -> [GeneratedFile]] {
        let (reach, renderer) = (rerouted.reach, input.renderer)
        guard !plan.folders.isEmpty, input.templates.isBuiltIn("flow/map") else {
            return FlowPages.jobs(reach, plan: plan, renderer: renderer, showing: rerouted.touched, neighbours: false, top: true)
        }
        // The top page alone: it shows no folder's page's rows.
        var jobs = FlowPages.jobs(reach, plan: plan, renderer: renderer, showing: [], neighbours: false, top: true)
        let graph = reach.graph
        let (output, templates) = (input.output, input.templates)
        for (folder, route) in plan.folders.sorted(by: { $0.key < $1.key }) {
            let rows = rerouted.touched.filter { graph.nodes[$0].isScreen && graph.nodes[$0].isIn(folder: folder) }.sorted()
            guard !rows.isEmpty else { continue }
            jobs.append {
                guard let old = output(route.outputFile),
                    let made = page(old, rows: rows, reach: reach, route: route, templates: templates, renderer: renderer)
                else { return [FlowPages.folderPage(reach, folder: folder, route: route, renderer: renderer)] }
                return made == old ? [] : [GeneratedFile(route.outputFile, .bytes(made))]
            }
        }
        return jobs
    }

    /// `old`, the page at `route` as the last build wrote it, with the rows of the screens `rows`
    /// (nodes of `reach`'s graph, in order) made again as the template writes them; nil when it
    /// cannot be changed so.
    static func page(
        _ old: [UInt8], rows: [Int], reach: FlowReach, route: Route, templates: TemplateSet, renderer: PageRenderer
    ) -> [UInt8]? {
        let (open, close) = (Array("<tbody>".utf8), Array("</tbody>".utf8))
        guard let start = old[...].place(of: open), let end = old[start.upperBound...].place(of: close),
            old[..<start.lowerBound].place(of: Array("class=\"flow-figure\"".utf8)) == nil
        else { return nil }
        // The rows on a page of those rows alone, rendered as the page's were (not checked: the
        // page they go into is).
        let file = FlowPageMaker.page(
            route, picture: nil, rows: FlowTable.rows(reach, on: route, only: rows), renderer: renderer, title: "", lead: "")
        guard case .document(let document) = file.body else { return nil }
        let made = Array(DocumentRenderer(templates: templates, plannedFiles: [], timer: nil).render(document, checks: false).html.utf8)
        guard let madeStart = made[...].place(of: open), let madeEnd = made[madeStart.upperBound...].place(of: close) else { return nil }
        let newRows = Self.rows(in: made[madeStart.upperBound..<madeEnd.lowerBound])
        guard newRows.count == rows.count else { return nil }
        // Each row's place in the table as it was, found by its screen's id (`<code>…</code>`), once.
        let table = old[start.upperBound..<end.lowerBound]
        var places: [(range: Range<Int>, row: ArraySlice<UInt8>)] = []
        for row in newRows {
            guard let id = Self.id(in: row), let marker = table.onlyPlace(of: id),
                let rowStart = Self.lastPlace(of: Array("<tr".utf8), in: table[..<marker.lowerBound]),
                let rowEnd = table[marker.upperBound...].place(of: Array("</tr>".utf8))
            else { return nil }
            places.append((rowStart..<rowEnd.upperBound, row))
        }
        places.sort { $0.range.lowerBound < $1.range.lowerBound }
        guard zip(places, places.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound }) else { return nil }
        var page: [UInt8] = []
        page.reserveCapacity(old.count + 4_096)
        var at = 0
        for place in places {
            page += old[at..<place.range.lowerBound]
            page += place.row
            at = place.range.upperBound
        }
        page += old[at...]
        return PageChecker.isWellFormed(page) ? page : nil
    }

    /// The rows of a table's body, each from its `<tr` to its `</tr>`.
    static func rows(in table: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var (rows, rest) = ([ArraySlice<UInt8>](), table)
        while let start = rest.place(of: Array("<tr".utf8)), let end = rest[start.upperBound...].place(of: Array("</tr>".utf8)) {
            rows.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return rows
    }

    /// A row's screen id as the page writes it: its first `<code>…</code>`, whole.
    static func id(in row: ArraySlice<UInt8>) -> [UInt8]? {
        guard let start = row.place(of: Array("<code>".utf8)), let end = row[start.upperBound...].place(of: Array("</code>".utf8)) else {
            return nil
        }
        return Array(row[start.lowerBound..<end.upperBound])
    }

    /// Where `pattern` last is in `bytes`, looked for from the end (a row is near its id).
    static func lastPlace(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard pattern.count <= bytes.count else { return nil }
        var at = bytes.endIndex - pattern.count
        while at >= bytes.startIndex {
            if bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at }
            at -= 1
        }
        return nil
    }
}
