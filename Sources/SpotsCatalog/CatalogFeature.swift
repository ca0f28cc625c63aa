import SpotsBuild
import SpotsFormat
import SpotsRender

/// The design catalog as a feature of a site: planned at the outline (its kinds, read from every
/// screen), made by its generator (`CatalogPages`), on unless `--no-catalog` or `"catalog": false`.
package struct CatalogFeature: SiteFeature {
    package init() {}

    package var name: String { "catalog" }

    /// `assets/catalog.js` and the catalog's styles come with the catalog.
    package var assetPrefix: String? { "assets/catalog" }

    /// Its pages, search index and stories are all under `catalog/`.
    package var folder: String? { String(Catalog.home.path.dropFirst()) }

    /// The headers its stories need from a static host, in the file such hosts read at the root.
    package var rootFiles: [String] { [CatalogHeaders.file] }

    package var generators: [any PageGenerator] { [CatalogPages()] }

    /// How a screen or asset that clashes with one of the catalog's files is told of it.
    package var owner: OutputPlan.FileOwner {
        OutputPlan.FileOwner(
            name: "the design catalog", hint: "rename the screen, or leave the catalog out: \"catalog\": false in site.json, or --no-catalog")
    }

    package var link: Route? { Catalog.home }

    package func headers(of file: String) -> [(name: String, value: String)] { CatalogHeaders.headers(of: file) }

    /// The component around the first use of each kind and shape: what an example shows, its
    /// JSON included (a component example shows its first items; an item's, the item).
    package func shownParts(of plan: FeaturePlan) -> [Route: [String]]? {
        guard let catalog = plan.model as? Catalog else { return nil }
        var parts: [Route: [String]] = [:]
        for kind in catalog.kinds {
            for example in kind.examples { parts[example.first.route, default: []].append(Catalog.shownPart(of: example.first)) }
        }
        return parts
    }

    /// The pages of the kinds whose rendered examples come from the changed parts of the changed
    /// screens, and those examples' pages, made from what the catalog kept (`CatalogKept`) and the
    /// screens of the kinds' examples: a subtitle the catalog shows changed, and nothing else of
    /// the catalog did. Its home page and story index when titles changed, and its home page when
    /// what pages' footers say changed (`FlowReroute`: it lists it with each screen); its search
    /// index when screens' titles or their items' titles changed.
    package func quickFiles(_ input: QuickFeatureInput) -> [@Sendable () -> [GeneratedFile]]? {
        guard let bytes = input.kept else { return nil }
        var files: [GeneratedFile] = []
        var batches: [@Sendable () -> [GeneratedFile]] = []
        if !input.changed.isEmpty {
            guard let made = exampleFiles(input, kept: bytes) else { return nil }
            files += made
        }
        if !input.retitled.isEmpty || !(input.rerouted?.footnotes.isEmpty ?? true) {
            guard let made = listFiles(input, kept: bytes) else { return nil }
            batches += made
        }
        if !input.retitled.isEmpty || !input.itemsRetitled.isEmpty {
            guard let search = searchFile(input) else { return nil }
            files.append(search)
        }
        return files.map { file in { [file] } } + batches
    }

    /// The files that list screens: the home page (each screen's title, and what its page's footer
    /// says leads to it), made from what the catalog kept and the titles and footers now; when
    /// titles changed, the story index and its frame too. Not with a Clients page
    /// (`CatalogClients`), which lists screens too. Made in batches of their own, beside the other
    /// features' files: what may refuse is found first.
    private func listFiles(_ input: QuickFeatureInput, kept bytes: [UInt8]) -> [@Sendable () -> [GeneratedFile]]? {
        guard input.content.config.clients.isEmpty, let frame = CatalogKept.frame(in: bytes),
            let screens = CatalogScreen.of(
                input.content, summary: input.summary, titles: input.retitled, footnotes: input.rerouted?.footnotes ?? [:])
        else { return nil }
        let pages = CatalogPages.PageMaker(renderer: input.renderer, reportsProblems: true)
        let home: @Sendable () -> [GeneratedFile] = {
            // Titles or footers alone changed: on the page as it was, when it can be (`CatalogRetitle`).
            [
                CatalogRetitle.home(input) ?? CatalogRetitle.refooted(input)
                    ?? pages.page(Catalog.home, template: "catalog/home", fields: CatalogFields.home(frame: frame.home, screens: screens))
            ]
        }
        guard !input.retitled.isEmpty else { return [home] }
        return [home, { CatalogPages.storyFiles(CatalogStories.stories(of: screens, after: frame.stories), pages: pages) }]
    }

    /// The search index, whose entries of the screens whose titles changed, and of the items of
    /// those whose items' titles changed, alone change.
    private func searchFile(_ input: QuickFeatureInput) -> GeneratedFile? {
        let siteTitle = input.content.config.title
        guard let search = input.output(CatalogSearch.indexFile) else { return nil }
        let heading = { (route: Route, title: String?) in PageTitle.heading(title: title, route: route, siteTitle: siteTitle) }
        let changes = input.retitled.map { route, title in
            (route: route, before: heading(route, input.summary.screens[route.path]?.title ?? nil), now: heading(route, title))
        }
        var items: [CatalogSearch.ItemsChange] = []
        for route in input.itemsRetitled.sorted() {
            // A page's record keeps no anchors when it has none.
            guard let screen = input.content.screens[route]?.screen else { return nil }
            let anchors = input.anchors(route) ?? [:]
            let title = input.retitled[route] ?? (input.summary.screens[route.path]?.title ?? nil)
            items.append(.init(route: route, heading: heading(route, title), entries: CatalogSearch.itemEntries(of: screen, anchors: anchors)))
        }
        guard let script = CatalogSearch.script(search, retitling: changes, items: items) else { return nil }
        return GeneratedFile(CatalogSearch.indexFile, .text(script))
    }

    /// The kind pages and example pages that show the changed parts (`QuickFeatureInput.changed`).
    private func exampleFiles(_ input: QuickFeatureInput, kept bytes: [UInt8]) -> [GeneratedFile]? {
        guard let entries = CatalogKept.entries(in: bytes, showing: input.changed) else { return nil }
        let changed = input.changed
        let shows: @Sendable (Catalog.Use) -> Bool = { changed[$0.route]?.contains(Catalog.shownPart(of: $0)) ?? false }
        var content = input.content
        var anchors: [Route: [String: String]] = [:]
        for entry in entries {
            for example in CatalogExamples.byUse(entry.kind).prefix(Catalog.renderedShapes) {
                let route = example.first.route
                if content.screens[route] == nil {
                    guard let loaded = input.read(route) else { return nil }
                    content.screens[route] = loaded
                }
                anchors[route] = input.anchors(route)
            }
        }
        let examples = CatalogExamples(
            content: content, renderer: input.renderer, anchors: anchors, maxFileSize: input.options.maxFileSize,
            texts: Catalog.textModes.map { TextView(mode: $0, screens: []) })
        let pages = CatalogPages.PageMaker(renderer: input.renderer, reportsProblems: true)
        return entries.parallelMap { CatalogPages.files(of: $0.kind, fields: $0.fields, examples: examples, pages: pages, only: shows) }
            .flatMap { $0 }
    }

    package func isOn(options: BuildOptions, config: SiteConfig) -> Bool { options.catalog && config.catalog }

    package func model(content: LoadedContent, templates: TemplateSet) -> any Sendable {
        var catalog = Catalog.make(screens: content.readScreens, templates: templates, config: content.catalog, clients: content.config.clients)
        // The text modes' views are taken here, where every screen is read (a streamed build lets
        // go of screens as their pages are written).
        catalog.texts = Catalog.textModes.map { TextView(mode: $0, screens: content.readScreens) }
        return catalog
    }

    package func problems(of plan: FeaturePlan, templates: TemplateSet) -> [Diagnostic] {
        guard let catalog = plan.model as? Catalog else { return [] }
        return CatalogCheck.unreadFields(catalog, templates: templates)
    }
}

extension Catalog {
    /// The part of its screen a use's example shows whole, by its JSON path: the component around
    /// it (`components[2]`), whose first items a component's example shows and an item's holds.
    package static func shownPart(of use: Use) -> String {
        use.path.firstIndex(of: "]").map { String(use.path[...$0]) } ?? ""
    }
}
