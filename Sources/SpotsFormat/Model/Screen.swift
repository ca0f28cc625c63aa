/// One screen: a JSON file under `Content/screens/`, and the page it becomes.
package struct Screen: Sendable, Equatable {
    /// The file, relative to the project (`Content/screens/profile/1.json`).
    package var file: String
    /// The file as the output names it, from the content folder's own name (`Content/screens/index.json`):
    /// the same wherever the build runs, so output stays byte-identical.
    package var source: String
    /// Where its page lives.
    package var route: Route
    /// The screen's title; the page heading.
    package var title: String?
    /// A one-line description for the page's meta tag.
    package var description: String?
    /// The components, top to bottom.
    package var components: [Component]
    /// The data its key paths read.
    package var data: DataSource?
    /// `titleKeyPath` and `descriptionKeyPath`: the screen's own fields taken from its data.
    package var keyPaths: [KeyPathBinding] = []
    /// For a variant (`home~empty.json`): its name and the route of the screen it varies.
    package var variant: Variant?
    /// The files under the content folder besides its own that the screen was made from (data
    /// files, the screen a variant varies), by their paths there: a change to one of them changes
    /// the page.
    package var dependencies: Set<String> = []
    /// The rules whose warnings and notes this screen silences in itself (`//spots-site`'s `ignore`).
    package var ignoredRules: Set<DiagnosticRule> = []
    /// The oldest app version it is served to on each platform (`clients`), by platform name: it
    /// raises `site.json`'s floor for this screen and its variants.
    package var clients: [String: ClientVersion] = [:]
    /// Where each platform of `clients` is named.
    package var clientLocations: [String: SourceLocation] = [:]
    /// What a `--client` preview says atop the page (`ClientView`); nil in every other build.
    package var clientNote: String?

    /// A variant: a state of a screen, made by a JSON merge patch over it.
    package struct Variant: Sendable, Equatable {
        /// `empty` for `home~empty.json`.
        package var name: String
        /// The screen it varies.
        package var base: Route
        /// The JSON paths the patch sets: problems under them are the variant's own.
        package var patchedPaths: [String]

        package init(name: String, base: Route, patchedPaths: [String]) {
            self.name = name
            self.base = base
            self.patchedPaths = patchedPaths
        }
    }

    /// Creates a screen.
    package init(
        file: String, source: String? = nil, route: Route, title: String? = nil, description: String? = nil, components: [Component] = []
    ) {
        self.file = file
        self.source = source ?? file
        self.route = route
        self.title = title
        self.description = description
        self.components = components
    }
}

extension Screen {
    /// How many items the screen has, headers, footers and nested ones included.
    package var itemCount: Int { components.reduce(0) { $0 + $1.itemCount } }
}

extension Component {
    /// Its header and footer, those it has: the items that stand for a role, not a place in its list.
    package var roleItems: [Item] { [header, footer].compactMap { $0 } }

    /// How many items the component has, its header and footer and nested ones included.
    package var itemCount: Int {
        let own = roleItems + items
        return own.reduce(0) { count, item in count + 1 + item.children.reduce(0) { $0 + $1.itemCount } }
    }
}
