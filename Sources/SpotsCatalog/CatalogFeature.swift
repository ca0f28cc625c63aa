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

    package var generators: [any PageGenerator] { [CatalogPages()] }

    package var owner: OutputPlan.FileOwner { Self.owner }

    package var link: Route? { Catalog.home }

    package func headers(of file: String) -> [(name: String, value: String)] { CatalogHeaders.headers(of: file) }

    package func isOn(options: BuildOptions, config: SiteConfig) -> Bool { options.catalog && config.catalog }

    package func model(content: LoadedContent, templates: TemplateSet) -> any Sendable {
        Catalog.make(screens: content.screenFiles.compactMap { content.screens[$0.route]?.screen }, templates: templates, config: content.catalog)
    }

    package func problems(of plan: FeaturePlan, templates: TemplateSet) -> [Diagnostic] {
        guard let catalog = plan.model as? Catalog else { return [] }
        return CatalogCheck.unreadFields(catalog, templates: templates)
    }

    /// How a screen or asset that clashes with one of the catalog's files is told of it.
    static let owner = OutputPlan.FileOwner(
        name: "the design catalog", hint: "rename the screen, or leave the catalog out: \"catalog\": false in site.json, or --no-catalog")
}

extension SiteOutline {
    /// The design catalog, when this build makes one.
    var catalog: Catalog? { features.lazy.compactMap { $0.model as? Catalog }.first }
}
