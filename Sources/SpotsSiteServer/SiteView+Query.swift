import SpotsFormat
import SpotsRender

/// A view as the preview's addresses keep it.
extension SiteView {
    /// The query parameters that ask for it, `client=ios@3.0&text=pseudo`; empty for the site as built.
    /// Only letters, digits, `-`, `@`, `.`, `=` and `&`: it goes into addresses and scripts as it is.
    var parameters: String {
        var parts: [String] = []
        if let client { parts.append("client=\(client)") }
        if text != .asWritten { parts.append("text=\(text.rawValue)") }
        if inspects { parts.append("inspect=on") }
        return parts.joined(separator: "&")
    }

    /// `?client=ios@3.0&text=pseudo`, or nothing for the site as built: what an address keeps of the view.
    var query: String { isBuilt ? "" : "?" + parameters }

    /// ` data-view="client=ios@3.0&amp;text=pseudo"` on the live-reload script of a page in a view,
    /// so that its stream and its links keep the view; nothing for the site as built.
    var dataAttribute: String { isBuilt ? "" : " data-view=\"\(parameters.htmlEscaped)\"" }
}
