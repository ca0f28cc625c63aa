import SpotsBuild
import SpotsFormat
import SpotsRender

/// The app's map as a feature of a site: the navigation graph (the outline's `flow`) drawn at
/// `flow/`, on unless `--no-flow` or `"flow": false` in `site.json`. Above `FlowMap.drawLimit`
/// screens, the top page draws the folders and each folder gets a page of its own.
package struct FlowFeature: SiteFeature {
    package init() {}

    package var name: String { "flow" }

    /// The map's styles, `assets/flow.css`, come with it.
    package var assetPrefix: String? { "assets/flow" }

    package var folder: String? { "flow/" }

    package var generators: [any PageGenerator] { [FlowPages()] }

    package var owner: OutputPlan.FileOwner {
        OutputPlan.FileOwner(name: "the app's map", hint: "rename the screen, or leave the map out: \"flow\": false in site.json, or --no-flow")
    }

    package var link: Route? { FlowMap.home }

    package func isOn(options: BuildOptions, config: SiteConfig) -> Bool { options.flow && config.flow.map }

    /// The folders that get a page of their own: none unless the site has more screens than a map draws.
    package func model(content: LoadedContent, templates: TemplateSet) -> any Sendable {
        FlowMap.Plan(folders: FlowMap.folderPages(of: content))
    }

    package func problems(of plan: FeaturePlan, templates: TemplateSet) -> [Diagnostic] { [] }

    /// No part of a screen whole: the map reads titles and actions, not subtitles or meta.
    package func shownParts(of plan: FeaturePlan) -> [Route: [String]]? { [:] }

    /// The map shows no part of any screen whole, but their titles and actions: its pages that
    /// show a screen whose title changed, drawn again from the graph it kept (`FlowKept`) with the
    /// titles now, or whose actions changed, from the graph made again (`FlowReroute`).
    package func quickFiles(_ input: QuickFeatureInput) -> [@Sendable () -> [GeneratedFile]]? {
        let plan = FlowMap.Plan(folders: FlowMap.folderPages(of: input.content))
        if let rerouted = input.rerouted {
            // Where changed actions lead: the top page (which counts them) and the pages that show
            // their screens or where they led or lead, drawn from the graph now.
            guard input.retitled.isEmpty, let bytes = input.kept,
                let kept = FlowKept.encoded(rerouted.reach.graph, rerouting: rerouted.rerouted, from: rerouted.kept, in: bytes)
            else { return nil }
            return FlowRerouteRows.jobs(rerouted, plan: plan, input: input) + [{ [GeneratedFile(FlowKept.file, .text(kept))] }]
        }
        guard !input.retitled.isEmpty else { return [] }
        guard let bytes = input.kept else { return nil }
        if let files = FlowRetitle.files(input, plan: plan, kept: bytes, in: FlowKept.file) { return files }
        guard var graph = FlowKept.graph(in: bytes) else { return nil }
        var nodes = Set<Int>()
        for (route, title) in input.retitled {
            guard let index = graph.nodeOfRoute[route], graph.nodes[index].kind == .screen, graph.nodes[index].route == route else { return nil }
            graph.nodes[index].title = FlowGraph.Node.title(of: route, titled: title)
            nodes.insert(index)
        }
        let kept = FlowKept.file
        let (retitled, changed) = (graph, nodes)
        return FlowPages.jobs(FlowReach(graph), plan: plan, renderer: input.renderer, showing: nodes)
            + [{ [GeneratedFile(kept, .text(FlowKept.encoded(retitled, changing: changed, in: bytes)))] }]
    }
}
