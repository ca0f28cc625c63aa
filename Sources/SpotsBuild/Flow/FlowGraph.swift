import SpotsFormat
import SpotsRender

/// The app's navigation graph, known statically from the screens: each screen a node, each item
/// action that leads from one screen to another an edge, `site.json`'s navigation a node of its
/// own with an edge to each entry, and the addresses outside the site one node per host. Pages
/// from data (`profile/[id].json`) are one node with their count; variants (`home~empty.json`)
/// belong to their screen's node. Made at the outline (`FlowGraph.make`, from each screen's actions resolved once: `SiteOutline.makeFlow`); the map, the
/// checks, the footers, the catalog and `spots-site flow` read it.
package struct FlowGraph: Sendable, Equatable {
    /// One node: a screen, the pages of one data file, a host outside the site, or the navigation.
    package struct Node: Sendable, Equatable {
        /// What it stands for.
        package enum Kind: String, Sendable {
            case screen, pages, external, navigation
        }

        /// Its id, stable across builds: the route's path of a screen (`/people/`), the route's
        /// pattern of pages from data (`/profile/[id]/`), the address's host (`https://example.com`),
        /// `mailto:`, `tel:`, or `navigation`.
        package var id: String
        package var kind: Kind
        /// How the map names it: the screen's title, the data file's pattern, the host.
        package var title: String
        /// The page it links to (the first page of pages from data); nil for the others.
        package var route: Route?
        /// The folder of screens it is in (`profile`, `teams/ios`); empty at the top.
        package var folder: String
        /// How diagnostics name its screen file (`Content/screens/people.json`).
        package var file: String?
        /// How many pages it stands for: 1 for a screen, the records' count for pages from data.
        package var pageCount = 1
        /// Its variants' names, for a screen that has any.
        package var variants: [String] = []
        /// The rules its screen silences in itself (`//spots-site`'s `ignore`).
        package var ignoredRules: Set<DiagnosticRule> = []

        package init(
            id: String, kind: Kind, title: String, route: Route? = nil, folder: String, file: String? = nil, pageCount: Int = 1,
            variants: [String] = [],
            ignoredRules: Set<DiagnosticRule> = []
        ) {
            (self.id, self.kind, self.title, self.route, self.folder, self.file) = (id, kind, title, route, folder, file)
            (self.pageCount, self.variants, self.ignoredRules) = (pageCount, variants, ignoredRules)
        }

        /// The title of the node of the screen at `route` titled `title`: named as its page is
        /// when it has none ("Account settings" for account-settings), "Home" at the root.
        package static func title(of route: Route, titled title: String?) -> String {
            PageTitle.heading(title: title, route: route, siteTitle: "Home")
        }

        /// Whether it is one of the site's screens (a screen or pages from data).
        package var isScreen: Bool { kind == .screen || kind == .pages }

        /// The top folder it is in (`teams` for `teams/ios`); nil at the top. The map of a large
        /// site draws one box, and has one page, for each.
        package var topFolder: String? { folder.split(separator: "/").first.map(String.init) }

        /// Whether it is in `folder` or a folder inside it (`teams/ios` is in `teams`).
        package func isIn(folder other: String) -> Bool { folder == other || folder.hasPrefix(other + "/") }
    }

    /// One edge: every action (or navigation entry) from one node to another, as one.
    package struct Edge: Sendable, Equatable {
        /// What leads along it.
        package enum Kind: String, Sendable {
            case action, navigation
        }

        /// The nodes it joins, by their index in `nodes`.
        package var from: Int
        package var to: Int
        package var kind: Kind
        /// The first action's item title, when short enough to label the edge.
        package var label: String?
        /// How many actions (or entries) it stands for.
        package var count = 1
        /// Where the first is: the file as diagnostics name it, and its line and column.
        package var file: String
        package var location: SourceLocation?
        /// The JSON path of the first (`components[0].items[2].action`).
        package var path: String?

        package init(
            from: Int, to: Int, kind: Kind, label: String?, count: Int = 1, file: String, location: SourceLocation?, path: String?
        ) {
            (self.from, self.to, self.kind, self.label, self.count, self.file, self.location, self.path) =
                (from, to, kind, label, count, file, location, path)
        }
    }

    package var nodes: [Node] = []
    package var edges: [Edge] = []
    /// The home screen's node, when the site has one.
    package var home: Int?
    /// Each page's node, by its route (variants and pages from data included).
    package var nodeOfRoute: [Route: Int] = [:]

    package init() {}

    /// The edge titles longer than this are left off the map (the table still names the item).
    package static let labelLimit = 24

    /// The node with `id`, if there is one.
    package func node(withID id: String) -> Int? { nodes.firstIndex { $0.id == id } }

    /// The screens' nodes, in route order.
    package var screenNodes: [Int] { nodes.indices.filter { nodes[$0].isScreen } }
}
