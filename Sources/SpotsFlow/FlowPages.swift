import SpotsBuild
import SpotsFormat
import SpotsRender

/// The map's pages: `flow/index.html` (every screen, or on a large site every folder) and, on a
/// large site, `flow/FOLDER/index.html` for each top folder, each a picture laid out by Graphviz
/// above a table of the same graph.
struct FlowPages: PageGenerator {
    var name: String { "App map" }

    func plan(of model: any Sendable) -> GeneratorPlan {
        guard let plan = model as? FlowMap.Plan else { return GeneratorPlan() }
        return GeneratorPlan(
            pages: [(FlowMap.home, "App map")] + plan.folders.sorted { $0.key < $1.key }.map { ($0.value, "App map: \($0.key)/") })
    }

    func files(of site: GeneratorInput) -> GeneratedFiles {
        guard let plan = site.plan?.model as? FlowMap.Plan else { return GeneratedFiles([], summary: "off") }
        let reach = site.outline.flow
        var jobs = Self.jobs(reach, plan: plan, renderer: site.pageRenderer())
        // An incremental build keeps the graph, for the quick update (`FlowKept`).
        if site.keepsForQuickUpdate {
            jobs.append { [GeneratedFile(FlowKept.file, .text(FlowKept.encoded(reach.graph)))] }
        }
        let edges = reach.graph.edges.count
        return GeneratedFiles(
            batches: jobs,
            summary: "\(reach.graph.screenNodes.count.counted("screen")), \(edges.counted("edge"))"
                + (plan.folders.isEmpty ? "" : ", \(plan.folders.count.counted("folder page"))"))
    }

    /// The making of each of the map's pages; with `showing` (nodes), only of those that show one
    /// of them: the top page when it draws every screen or one of them is at the top (or `top`),
    /// and a folder's page when one of them is in the folder or (with `neighbours`: a title shows
    /// on the rows of the nodes it leads to and from) one edge away from a screen in it.
    static func jobs(
        _ reach: FlowReach, plan: FlowMap.Plan, renderer: PageRenderer, showing: Set<Int>? = nil, neighbours: Bool = true, top: Bool = false
    ) -> [@Sendable () -> [GeneratedFile]] {
        let graph = reach.graph
        let shown = showing.map { nodes in neighbours ? nodes.union(nodes.flatMap { reach.out[$0] + reach.into[$0] }) : nodes }
        var jobs: [@Sendable () -> [GeneratedFile]] = []
        if plan.folders.isEmpty {
            jobs.append {
                [
                    FlowPageMaker.page(
                        FlowMap.home, picture: FlowPicture.screens(reach, on: FlowMap.home), rows: FlowTable.rows(reach, on: FlowMap.home),
                        renderer: renderer, title: "App map", lead: FlowPageMaker.lead(reach))
                ]
            }
            return jobs
        }
        if top || showing?.contains(where: { graph.nodes[$0].folder.isEmpty }) ?? true {
            jobs.append {
                [
                    FlowPageMaker.page(
                        FlowMap.home, picture: FlowPicture.folders(reach, on: FlowMap.home, folderPages: plan.folders),
                        rows: FlowTable.folderRows(reach, on: FlowMap.home, folderPages: plan.folders), renderer: renderer, title: "App map",
                        lead: FlowPageMaker.lead(reach)
                            + " The site has more than \(FlowMap.drawLimit) screens: this map draws its folders, and each folder’s page its screens.")
                ]
            }
        }
        for (folder, route) in plan.folders.sorted(by: { $0.key < $1.key })
        where shown?.contains(where: { graph.nodes[$0].isIn(folder: folder) }) ?? true {
            jobs.append { [folderPage(reach, folder: folder, route: route, renderer: renderer)] }
        }
        return jobs
    }

    /// The page of `folder`, at `route`: its screens, drawn when there are few enough.
    static func folderPage(_ reach: FlowReach, folder: String, route: Route, renderer: PageRenderer) -> GeneratedFile {
        let graph = reach.graph
        let inside = graph.nodes.indices.filter { graph.nodes[$0].isIn(folder: folder) }
        let picture: FlowPicture? = inside.count <= FlowMap.drawLimit ? FlowPicture.screens(reach, on: route, folder: folder) : nil
        return FlowPageMaker.page(
            route, picture: picture, rows: FlowTable.rows(reach, on: route, only: inside), renderer: renderer, title: "App map: \(folder)/",
            lead: "The \(inside.count.counted("screen")) in \(folder)/ and what leads to and from them."
                + (picture == nil ? " Too many to draw (more than \(FlowMap.drawLimit)): the table lists them." : ""))
    }
}

/// Makes one page of the map.
enum FlowPageMaker {
    static func page(
        _ route: Route, picture: FlowPicture?, rows: [TemplateValue], renderer: PageRenderer, title: String, lead: String
    ) -> GeneratedFile {
        var fields: [String: TemplateValue] = [:]
        let site = renderer.siteContext(on: route)
        for name in SiteContext.names { fields[name] = site.value(named: name) }
        fields["page"] = .object(TemplateFields(fields: ["title": .text(title), "heading": .text(title)]))
        fields["lead"] = .text(lead)
        fields["rows"] = .list(rows)
        if let picture, !picture.fitsLayoutBudget {
            fields["mapProblem"] = .text(overBudget(picture))
        } else if let picture {
            switch FlowLayout.make(picture) {
            case .success(let layout):
                fields["svg"] = .text(FlowSVG.svg(picture, layout: layout, labelID: "flow-map-label"))
                fields["mapLabel"] = .text(
                    "The map of \(picture.name): boxes are screens, arrows the actions between them, dashed arrows the navigation.")
            case .failure(let failure):
                fields["mapProblem"] = .text("The map could not be drawn: \(failure.description). The table below lists the same graph.")
            }
        }
        return .page(Document(route: route, template: "flow/map", context: TemplateFields(fields: fields)))
    }

    /// What a page whose picture is over the layout's budget says instead of drawing it.
    static func overBudget(_ picture: FlowPicture) -> String {
        "The map is not drawn: its \(picture.boxes.count.counted("box", plural: "boxes")) and \(picture.lines.count.counted("arrow")) are more than "
            + "a build lays out (at most \(FlowPicture.layoutBoxLimit) boxes and \(FlowPicture.layoutLineLimit) arrows a map). "
            + "The table below lists the same graph; spots-site flow --format dot | dot -Tsvg > flow.svg draws it whole, "
            + "and spots-site flow --from / prints the way from the home screen to every screen."
    }

    /// The counts the top page leads with.
    static func lead(_ reach: FlowReach) -> String {
        let graph = reach.graph
        let screens = graph.screenNodes
        let actions = graph.edges.count { $0.kind == .action }
        var text: String
        if actions == 0, reach.navigation == nil {
            text = screens.count.counted("screen")
            text += screens.count > 1 ? "; nothing links them: no action or navigation entry leads from one to another." : "."
        } else {
            text = "\(screens.count.counted("screen")) and the \(actions.counted("way")) between them, from the screens’ actions"
            text += reach.navigation == nil ? "." : " and the navigation."
        }
        if graph.home != nil {
            let unreached = screens.count { !reach.fromHome[$0] }
            text += unreached == 0 ? " The home screen reaches every screen." : " The home screen reaches all but \(unreached)."
        }
        return text
    }
}
