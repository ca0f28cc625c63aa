import SpotsFormat
import SpotsRender

extension QuickPlan {
    /// Takes in the screens `rerouted`, whose actions alone changed (their footprints now, by
    /// route): the graph of actions made again from the map's kept graph (`FlowReroute`), and the
    /// pages whose footers it changes read and rendered again with the changed screens'. Returns
    /// why not when it cannot: the map keeps no graph (it is off), or a page to render again is
    /// not one the quick update reads alone (`read`: the files other screens read).
    mutating func reroute(
        _ rerouted: [Route: (footprint: UInt64, base: UInt64)], context: BuildContext, output: ConfinedRoot, read: Set<String>
    ) -> QuickRefusal? {
        guard case .success(let bytes) = output.bytes(of: FlowKept.file) else {
            return QuickRefusal(reason: "screens' actions changed, and the output keeps no graph of them (the app's map is off)")
        }
        guard let kept = FlowKept.graph(in: bytes) else {
            return QuickRefusal(reason: "screens' actions changed, and the graph the output keeps of them is not one the map wrote")
        }
        keptFiles[FlowKept.file] = bytes
        var footnotes: [Route: String?] = [:]
        for screenFile in context.content.screenFiles { footnotes[screenFile.route] = summary.screens[screenFile.route.path]?.footnote }
        let actions = changed.filter { rerouted[$0.screenFile.route] != nil }.compactMap { entry in
            entry.loaded.screen.map { (entry.screenFile.route, entry.screenFile.diagnosticName, FlowGraph.actions(of: $0, links: links)) }
        }
        switch FlowReroute.make(kept: kept, actions: actions, footnotes: footnotes, settings: context.content.config.flow) {
        case .failure(let refusal): return refusal
        case .success(let made): reroute = made
        }
        self.rerouted = rerouted
        guard let reroute else { return nil }
        // The pages whose footers changed: read and rendered again, with their footers now.
        let screenFiles = Dictionary(context.content.screenFiles.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        var others: [ScreenFile] = []
        for route in reroute.footnotes.keys.sorted() where !changed.contains(where: { $0.screenFile.route == route }) {
            guard let screenFile = screenFiles[route], screenFile.variant == nil, screenFile.record == nil,
                summary.screens[route.path]?.dependencies.isEmpty == true, !read.contains(screenFile.contentPath)
            else { return QuickRefusal(reason: "a page whose footer changed reads other files or others read it") }
            others.append(screenFile)
        }
        let reader = ScreenReader(context)
        changed += others.parallelMap { screenFile in (screenFile, reader.read(screenFile), nil) }
        for index in changed.indices {
            let (screenFile, route) = (changed[index].screenFile, changed[index].screenFile.route)
            guard let footnote = reroute.footnotes[route] else { continue }
            changed[index].inputs = PageInputs.inputs(
                of: screenFile.contentPath, dependencies: summary.screens[route.path]?.dependencies ?? [], content: hashes.content,
                footnote: footnote)
        }
        return nil
    }

    /// What each changed screen's page says in its footer: as the last build's did, or as the
    /// graph of actions made again says.
    func footnote(of route: Route) -> String? {
        reroute?.footnotes[route] ?? summary.screens[route.path]?.footnote
    }
}
