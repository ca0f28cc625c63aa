import SpotsFormat
import SpotsRender

/// What a request asks to see the site as: an app version's rendering (`?client=ios@3.0`, what
/// `build --client` writes) in a text mode (`?text=pseudo`, what `build --text` writes), or the
/// site as built. Each view other than the site as built is a site of its own (`ViewSites`).
struct SiteView: Sendable, Hashable, CustomStringConvertible {
    var client: ClientTarget?
    var text = TextMode.asWritten
    /// Whether each item and component has its inspect panel (`?inspect=on`, `build --inspect`).
    var inspects = false

    /// The site as built: no app version, the text as written.
    static let built = SiteView()

    var isBuilt: Bool { self == .built }

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

    /// "as iOS 3.0 renders them, in pseudo text", "in long text": how the log says which pages it built.
    var description: String {
        inspects ? (isBuiltBesidesInspect ? "inspected" : "\(SiteView(client: client, text: text).description), inspected") : plainDescription
    }

    private var isBuiltBesidesInspect: Bool { client == nil && text == .asWritten }

    private var plainDescription: String {
        switch (client, text) {
        case (nil, .asWritten): "as built"
        case (let client?, .asWritten): "as \(client.displayName) renders them"
        case (nil, let text): "in \(text.phrase)"
        case (let client?, let text): "as \(client.displayName) renders them, in \(text.phrase)"
        }
    }
}
