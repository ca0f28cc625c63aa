import Foundation
import SpotsFormat

/// The titles pages show for screens.
package enum PageTitle {
    /// The title a page shows for a screen: its own, else one made from its route, else the site's.
    package static func heading(of screen: Screen, siteTitle: String) -> String {
        heading(title: screen.title, route: screen.route, siteTitle: siteTitle)
    }

    /// The same, of the screen at `route` titled `title` (the quick update has titles, not screens).
    package static func heading(title: String?, route: Route, siteTitle: String) -> String {
        title ?? self.title(of: route) ?? siteTitle
    }

    /// A title for a screen without one, from its route (`/account-settings/` → "Account settings");
    /// nil for the home page, which takes the site's title.
    package static func title(of route: Route) -> String? {
        guard let last = route.segments.last else { return nil }
        let words = last.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
