import SpotsFormat
import SpotsRender

/// The site as built when generators run, read-only: the loaded content and templates, the
/// outline, the screens' pages, and the plan of the generator's feature.
package struct GeneratorInput: Sendable {
    package let options: BuildOptions
    package let content: LoadedContent
    package let templates: TemplateSet
    package let outline: SiteOutline
    /// Each screen's page, by route: its problems and its components' ids (its HTML only when
    /// the pages are kept in memory).
    package let pages: [Route: PageOutcome]
    /// The screens that became pages, in route order. In `build` and `check` those a feature does
    /// not show whole (`SiteFeature.shownParts`) are hollowed (`Screen.hollow`): a generator reads
    /// their titles, kinds, paths and structure, not their items' subtitles and meta.
    package let renderedScreens: [Screen]
    /// How pages name the content and templates folders' files.
    package let pageFileNames: PageFileNames
    /// Where the templates' time goes, with `--metrics`.
    package let timer: TemplateTimer?
    /// The plan of the generator's feature; nil for the core's generators.
    package let plan: FeaturePlan?
    /// Whether this is `build --incremental`: a feature then writes what it keeps for the quick
    /// update (`QuickFeatureInput.keptFile`).
    package let keepsForQuickUpdate: Bool

    init(_ context: BuildContext, plan: FeaturePlan?) {
        options = context.options
        content = context.content
        templates = context.templates
        outline = context.outline
        pages = context.rendered.pages
        renderedScreens = context.rendered.screens
        pageFileNames = context.pageFileNames
        timer = context.templateTimer
        self.plan = plan
        keepsForQuickUpdate = context.isIncrementalBuild
    }

    /// Renders screens as their pages do (the catalog's examples), and gives each page the
    /// site's fields.
    package func pageRenderer() -> PageRenderer {
        PageRenderer(templates: templates, config: content.config, frame: outline.frame, timer: timer)
    }
}
