import SpotsFormat

/// Renders one screen to a page: items with their item templates, then components with their
/// component templates, then the page layout. The screen's data is bound before (BothamUI's
/// "bind, then render"); the renderer reads the screen and the site's frame and changes neither. A
/// class, so the closures and calls of every item share it instead of copying the frame.
package final class PageRenderer: Sendable {
    package let templates: TemplateSet
    package let config: SiteConfig
    package let frame: SiteFrame
    /// Whether templates run compiled (see `CompiledTemplate`); false renders everything through
    /// Mustache, as the tests compare.
    package let compiles: Bool
    /// Where each template's time goes, with `--metrics`.
    package let timer: TemplateTimer?
    /// The links, shared by the warnings of dangling actions (`DanglingAction`).
    let sharedLinks: SharedLinks
    /// Whether each item's element names the place in its screen file that made it
    /// (`data-spots-source`, see `SourceMark`): only the audit's builds, never a published one.
    package let marksSources: Bool
    /// Whether each item and component has its inspect panel beside it (`InspectPanel`):
    /// `build --inspect` and `serve`'s `?inspect=on`, never a published build.
    package let inspects: Bool
    /// Raised by the first page over its budget: the pages after it are not rendered.
    let alarm = RenderAlarm()

    package init(
        templates: TemplateSet, config: SiteConfig, frame: SiteFrame, compiles: Bool = true, timer: TemplateTimer? = nil,
        marksSources: Bool = false, inspects: Bool = false
    ) {
        self.marksSources = marksSources
        self.inspects = inspects
        self.templates = templates
        self.config = config
        self.frame = frame
        self.compiles = compiles
        self.timer = timer
        sharedLinks = SharedLinks(frame.links)
    }

    package var links: LinkResolver { frame.links }

    /// One rendered page and what was found while rendering it.
    package struct Result {
        /// The page, as UTF-8 bytes: checked and written as they are.
        package var bytes: [UInt8]
        /// The page as text.
        package var html: String { String(decoding: bytes, as: UTF8.self) }
        package var diagnostics: [Diagnostic]
        /// The templates that produced the page, in the order they ran, with what each produced.
        package var templateOutputs: [TemplateOutput]
        /// Actions that lead to routes with no screen.
        package var danglingActions: [String]
        /// The templates the page was rendered with (`page`, `components/list`, `items/person`).
        package var templates: Set<String>
        /// The HTML id of each component, by its JSON path.
        package var anchors: [String: String] = [:]
        /// Whether the page ran out of its render budget (`RenderBudget`): then it is empty, and
        /// `diagnostics` has the error.
        package var isOverBudget = false
    }

    /// Renders `screen`. With `tracesTemplates`, every template's own output is kept too, so a
    /// broken page can be traced to the template that broke it.
    package func render(_ screen: Screen, tracesTemplates: Bool = false) -> Result {
        guard !alarm.isRaised else {
            let note = Diagnostic(
                .note, rule: .templateBudget, file: screen.file,
                message: "this page was not rendered: another page went over its render budget first (see its error)")
            return Result(bytes: [], diagnostics: [note], templateOutputs: [], danglingActions: [], templates: [], isOverBudget: true)
        }
        var pass = RenderPass(screen: screen, tracesTemplates: tracesTemplates, reservedIDs: templates.pageIDs, budget: templates.pageBudget)
        pass.timesTemplates = timer != nil
        var fragments = Fragments()
        var components: [HTMLContext] = []
        if let note = screen.clientNote { components.append(HTMLContext(html: fragments.marker(for: ClientMarkup.banner(note)))) }
        for (index, component) in screen.components.enumerated() {
            if let html = renderComponent(component, index: index, level: 2, idPrefix: "", pass: &pass) {
                components.append(HTMLContext(html: fragments.marker(for: html)))
            }
        }
        let heading = PageTitle.heading(of: screen, siteTitle: config.title)
        let title = screen.title.flatMap { $0 == config.title ? nil : "\($0) – \(config.title)" } ?? config.title
        let base = screen.variant?.base
        let context = PageContext(
            site: siteContext(on: screen.route, variantOf: base), heading: heading,
            title: screen.variant.map { "\(heading) (\($0.name)) – \(config.title)" } ?? title,
            route: screen.route.path, source: screen.source, isHome: screen.route == .root,
            description: screen.description ?? config.description, variant: screen.variant?.name, footnote: frame.footnotes[screen.route],
            breadcrumbs: frame.navigation.breadcrumbs(to: screen.route, variantOf: base),
            currentCrumb: screen.variant?.name ?? heading, states: frame.navigation.states(of: screen.route, base: base),
            components: components)
        var page = render(context, with: "page", fragments: fragments, pass: &pass)
        ByteLines.tidy(&page)
        timer?.add(pass.templateTimes)
        if let stopped = pass.stoppedIn {
            alarm.raise()
            page = []
            pass.diagnostics.append(
                RenderDiagnostics.overBudget(file: screen.file, running: stopped, budget: templates.pageBudget))
        }
        return Result(
            bytes: page, diagnostics: pass.diagnostics, templateOutputs: pass.templateOutputs,
            danglingActions: pass.danglingActions, templates: pass.templates, anchors: pass.anchors, isOverBudget: pass.stoppedIn != nil)
    }

    /// What every page template gets on the page at `page`.
    package func siteContext(on page: Route, variantOf base: Route? = nil) -> SiteContext {
        var site = SiteContext(config: config, navigation: frame.navigation.context(on: page, variantOf: base), root: page.relativePrefix)
        site.featureLinks = frame.featureLinks
        return site
    }

    /// Renders one template of the page, its children (`fragments`) put in their place, within
    /// what is left of the page's budget; nothing once that has run out. A traced pass keeps
    /// each template's own output.
    package func render(_ context: any TemplateContext, with template: String, fragments: Fragments, pass: inout RenderPass) -> [UInt8] {
        pass.templates.insert(template)
        guard pass.stoppedIn == nil else { return [] }
        if !pass.tracesTemplates {
            let started = pass.timesTemplates ? BuildMetrics.now() : 0
            let rendered = templates.render(context, with: template, fragments: fragments, budget: &pass.budget, compiles: compiles)
            if pass.timesTemplates {
                pass.templateTimes[template, default: .init()].add(.init(calls: 1, nanoseconds: BuildMetrics.now() - started))
            }
            guard let rendered else {
                pass.stoppedIn = templates.origin(of: template)
                return []
            }
            for tag in rendered.structures where pass.printedStructures.insert([template, tag]).inserted {
                pass.diagnostics.append(RenderDiagnostics.printedStructure(tag, file: templates.origin(of: template), page: pass.screen.route.path))
            }
            return rendered.bytes
        }
        // A traced template's own output keeps its children's markers: they tell what it wrote itself.
        guard let output = templates.renderKeepingMarkers(context, with: template, budget: &pass.budget) else {
            pass.stoppedIn = templates.origin(of: template)
            return []
        }
        pass.templateOutputs.append(TemplateOutput(template: template, html: output, context: context))
        return fragments.splice(output)
    }
}

/// One template's own output in a traced render, and the data it rendered, so a problem in it can
/// be traced to the template's source.
package struct TemplateOutput {
    package var template: String
    package var html: String
    package var context: any TemplateContext
}
