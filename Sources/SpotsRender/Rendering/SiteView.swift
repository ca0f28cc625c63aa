import SpotsFormat

/// How a build views the site: as an app version renders it (`build --client ios@3.0`,
/// `?client=ios@3.0` in the preview), in a text mode (`--text pseudo`), with each item's inspect
/// panel (`--inspect`), or as built. In the preview each view other than the site as built is a
/// site of its own (`ViewSites`).
package struct SiteView: Sendable, Hashable, CustomStringConvertible {
    /// The app version the site is built as: every kind and field it does not know replaced or
    /// left out, and marked (`ClientView`); nil builds the site as it is.
    package var client: ClientTarget?
    /// The text the pages show: the screens' own, or text that stresses their layout (`TextView`).
    package var text = TextMode.asWritten
    /// Whether each item and component has its inspect panel beside it: its kind, template,
    /// source line and data.
    package var inspects = false

    package init(client: ClientTarget? = nil, text: TextMode = .asWritten, inspects: Bool = false) {
        self.client = client
        self.text = text
        self.inspects = inspects
    }

    /// The site as built: no app version, the text as written.
    package static let built = SiteView()

    package var isBuilt: Bool { self == .built }

    /// "as iOS 3.0 renders them, in pseudo text", "in long text": how the log says which pages it built.
    package var description: String {
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
