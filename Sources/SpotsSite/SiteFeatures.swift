import SpotsBuild
import SpotsCatalog
import SpotsFlow

/// The features of a site, in the order their steps run after the screens' pages: the one place
/// they are listed. A new feature is a target of its own beside SpotsCatalog, and one line here.
package enum SiteFeatures {
    package static let all: [any SiteFeature] = [
        CatalogFeature(),
        FlowFeature(),
    ]
}

extension BuildOptions {
    /// These options with every feature of a site (the command line's).
    package func withSiteFeatures() -> BuildOptions {
        var options = self
        options.features = SiteFeatures.all
        return options
    }
}
