import SpotsBuild
import SpotsFormat
import SpotsRender

/// The design catalog of a site: the project's component and item kinds — those the screens use,
/// those with a template of the project's own, and those `catalog.json` has an entry for (the
/// built-in theme's other kinds only with `"builtInKinds": "all"`) — with what `catalog.json` says
/// of each, the template that renders it, and its uses grouped by shape.
package struct Catalog: Sendable {
    /// One kind of one family.
    package struct Kind: Sendable {
        package var family: CatalogConfig.Family
        package var name: String
        /// What `catalog.json` says of it.
        package var entry: CatalogConfig.Entry?
        /// The template that renders it (`components/grid`), or the fallback that stands in for a
        /// kind without one (`components/default`).
        package var template: String
        /// Whether `template` is the kind's own (not a fallback).
        var hasOwnTemplate: Bool
        /// The kind's page: `catalog/components/<slug>/` (the name as an id, made unique).
        package var route = Catalog.home
        /// Each screen that uses it, in route order: how many times, and its first use there.
        package private(set) var screens: [(count: Int, first: Use)] = []
        /// How many uses it has.
        private(set) var useCount = 0
        /// The distinct shapes of its uses, each with its first use, in order of first use.
        package var examples: [Example] = []
        /// For components: each layout key used, with the distinct values seen (`span`: 2, 3).
        var layoutValues: [String: [String]] = [:]
        /// The fields its template reads, and how many uses set each.
        package var fields = CatalogFieldTable()
        /// The known kind it is likely a typo of (see `KindTypos`), as the pages are made.
        package var meant: String?

        /// Adds one use of `shape`; `index` finds each shape's example.
        package mutating func record(_ use: Use, shape: ShapeKey, layout: [(String, String)], index: inout [ShapeKey: Int]) {
            useCount += 1
            if screens.last?.first.route == use.route {
                screens[screens.count - 1].count += 1
            } else {
                screens.append((1, use))
            }
            if let example = index[shape] {
                examples[example].count += 1
            } else {
                index[shape] = examples.count
                examples.append(Example(shape: shape.value, first: use, count: 1))
            }
            for (key, value) in layout where !(layoutValues[key]?.contains(value) ?? false) {
                layoutValues[key, default: []].append(value)
            }
        }

        /// The pages of its rendered examples, `catalog/components/grid/1/` and on, the most used shape first.
        var exampleRoutes: [Route] {
            (0..<min(examples.count, Catalog.renderedShapes)).map { Route(segments: route.segments + [String($0 + 1)]) }
        }

        /// The pages of its examples in the other text modes (`catalog/components/grid/1/pseudo/`),
        /// which the example switches show.
        var exampleTextRoutes: [Route] {
            exampleRoutes.flatMap { route in Catalog.textModes.map { Catalog.route(of: route, in: $0) } }
        }

        /// Its status in `catalog.json`, or "no status".
        var statusName: String { entry?.status?.rawValue ?? "no status" }

        /// "3 uses on 2 screens", or "unused".
        package var usage: String { useCount == 0 ? "unused" : "\(useCount.counted("use")) on \(screens.count.counted("screen"))" }
    }

    /// One use of a kind: which screen, where in it.
    package struct Use: Sendable, Equatable {
        package var route: Route
        /// The screen's file, as diagnostics name it.
        package var file: String
        /// The JSON path of the component or item.
        package var path: String
        package var location: SourceLocation
        /// The file `location` is in: `file`, or for a variant's use that its patch did not write, its screen's.
        var writtenIn: String
    }

    /// The uses of one shape: the fields (and layout keys) that are set, sorted.
    package struct Example: Sendable, Equatable {
        package var shape: [String]
        package var first: Use
        package var count: Int
    }

    /// Every kind, components first, each family sorted by name.
    package var kinds: [Kind] = []
    /// The views of the other text modes its examples' pages are written in (`textModes`).
    package var texts: [TextView] = []

    /// How many of the built-in theme's kinds are left out: unused, with no entry (see `CatalogConfig.BuiltInKinds`).
    package var hiddenBuiltInKinds = 0

    /// The oldest app version `site.json` still supports on each platform (`clients`): with any,
    /// the catalog has a Clients page (`CatalogClients`).
    package var clients: [String: ClientVersion] = [:]

    /// The catalog's home page.
    package static let home = Route(segments: ["catalog"])

    /// The shapes of a kind rendered on its page (the most used first), each on a page of its own
    /// too; the others are listed.
    static let renderedShapes = 12

    /// The catalog's pages to read: its home, the Clients page when `clients` names any, then a
    /// page per kind.
    var pageRoutes: [Route] { [Self.home] + (clients.isEmpty ? [] : [CatalogClients.route]) + kinds.map(\.route) }

    /// Every page of the catalog: its home, a page per kind, and a page per rendered example.
    package var routes: [Route] { pageRoutes + kinds.flatMap(\.exampleRoutes) + kinds.flatMap(\.exampleTextRoutes) }

    /// The text modes an example's page is also written in, for the example switches: pseudo text,
    /// which each example's own screen makes. Not long text (`TextMode.readsEveryScreen`): a page in
    /// it would change with every screen, and an incremental build could not take the catalog as it
    /// was. `build --text long` writes the whole site in it.
    static let textModes = TextMode.allCases.filter { $0 != .asWritten && !$0.readsEveryScreen }

    /// The page of the example at `route` in the text mode `text`.
    static func route(of route: Route, in text: TextMode) -> Route { Route(segments: route.segments + [text.rawValue]) }

    /// The files besides the pages: Storybook's story index (under both names a composing
    /// Storybook asks for), the frame it shows stories in, the search index, and the headers that
    /// let another origin read the story index.
    static let fixedFiles = [
        CatalogStories.indexFile, CatalogStories.legacyIndexFile, CatalogStories.frameFile, CatalogSearch.indexFile, CatalogHeaders.file,
    ]

    /// Every file the catalog writes.
    package var files: [String] { routes.map(\.outputFile) + Self.fixedFiles }

    /// The kinds of `family`.
    package func kinds(of family: CatalogConfig.Family) -> [Kind] { kinds.filter { $0.family == family } }

    /// A kind by its family and name (the catalog's, and the Clients page's).
    struct Key: Hashable, Sendable {
        package var family: CatalogConfig.Family
        package var name: String
    }

    /// One use found in a screen, with its shape.
    private struct Found: Sendable {
        package var use: Use
        package var shape: ShapeKey
        package var layout: [(String, String)]
    }

    /// A shape with its hash, taken where the uses are found (on all cores), so that recording a
    /// use (on one) only compares it with the shape of the same hash.
    package typealias ShapeKey = Prehashed<[String]>

    /// How many screens' uses are found at once: a chunk's uses, each with its shape, are held
    /// until they are recorded, and two chunks are held while one is recorded and the next found
    /// (all of 10,000 screens' were a sixth of the build's peak memory).
    package static let chunkSize = 256

    /// The catalog of `screens` (in route order), rendered with `templates`, for apps as old as
    /// `clients`.
    package static func make(
        screens: [Screen], templates: TemplateSet, config: CatalogConfig, clients: [String: ClientVersion] = [:]
    ) -> Catalog {
        let files = Dictionary(screens.map { ($0.route, $0.file) }, uniquingKeysWith: { first, _ in first })
        @Sendable func kind(_ key: Key) -> Kind {
            // The template the pages render it with (`Photo` by `items/photo`), or the fallback.
            let own = templates.template(of: key.name, in: key.family)
            return Kind(
                family: key.family, name: key.name, entry: config.entry(key.family, key.name),
                template: own ?? (key.family == .components ? "components/default" : "items/default"), hasOwnTemplate: own != nil)
        }
        // Every kind: those with a template (but the header and footer roles) and those used; the
        // built-in theme's only when used, when catalog.json has an entry, or when all are asked for.
        var kinds: [Key: Kind] = [:]
        var builtIn: [Key] = []
        for family in CatalogConfig.Family.allCases {
            for name in templates.kinds(of: family) where !Self.roles.contains(name) || family == .components {
                let key = Key(family: family, name: name)
                if config.builtInKinds == .used, templates.isBuiltIn("\(family.rawValue)/\(name)"), config.entry(family, name) == nil {
                    builtIn.append(key)
                } else {
                    kinds[key] = kind(key)
                }
            }
        }
        // Each kind's uses in route order, and its examples by shape (a site of many screens has
        // many uses of few shapes): the uses of a chunk of screens are found side by side, and
        // recorded in order while the next chunk's are found.
        let recorder = Recorder(kinds: kinds, make: kind)
        var found: [[Key: [Found]]] = []
        for start in stride(from: 0, to: screens.count, by: chunkSize) {
            let chunk = Array(screens[start..<min(start + chunkSize, screens.count)])
            let previous = found
            (_, found) = concurrently({ recorder.record(previous) }, { chunk.parallelMap { uses(of: $0, files: files) } })
        }
        recorder.record(found)
        var catalog = Catalog()
        catalog.clients = clients
        // A built-in kind is shown when a kind written otherwise (`Photo`) renders with its template.
        let rendering = Set(recorder.kinds.values.map(\.template))
        catalog.hiddenBuiltInKinds = builtIn.filter { !rendering.contains("\($0.family.rawValue)/\($0.name)") }.count
        for family in CatalogConfig.Family.allCases {
            // Kinds are names from JSON: as a folder, each is made an id in lowercase, and kept apart
            // from the others. A name that is its own folder name keeps it, whatever names come and go.
            let entries = recorder.kinds.values.filter { $0.family == family }.sorted { $0.name < $1.name }
            var slugs = Set(entries.map(\.name).filter { HTMLID.make($0).lowercased() == $0 })
            for var entry in entries {
                for key in entry.layoutValues.keys { entry.layoutValues[key]?.sort(by: Self.naturalOrder) }
                let base = HTMLID.make(entry.name).lowercased()
                var slug = base
                if base != entry.name {
                    var counter = 2
                    while !slugs.insert(slug).inserted {
                        slug = "\(base)-\(counter)"
                        counter += 1
                    }
                }
                entry.route = Route(segments: ["catalog", family.rawValue, slug])
                entry.fields = CatalogFieldTable.make(entry, templateSource: templates.sources[entry.template])
                catalog.kinds.append(entry)
            }
        }
        return catalog
    }

    /// The kinds as their uses are recorded, chunk after chunk, on one thread at a time: each
    /// chunk is recorded while the next is found, and the next is recorded only after it.
    private final class Recorder: @unchecked Sendable {
        private(set) var kinds: [Key: Kind]
        private var shapes: [Key: [ShapeKey: Int]] = [:]
        private let make: @Sendable (Key) -> Kind

        init(kinds: [Key: Kind], make: @escaping @Sendable (Key) -> Kind) {
            self.kinds = kinds
            self.make = make
        }

        /// Records the uses of each screen of a chunk, in order. Each kind and its index are taken
        /// out once per screen, not looked up for every use.
        func record(_ chunk: [[Key: [Found]]]) {
            for uses in chunk {
                for (key, found) in uses {
                    var entry = kinds.removeValue(forKey: key) ?? make(key)
                    var index = shapes.removeValue(forKey: key) ?? [:]
                    for use in found { entry.record(use.use, shape: use.shape, layout: use.layout, index: &index) }
                    kinds[key] = entry
                    shapes[key] = index
                }
            }
        }
    }

    /// One screen's uses, with their shapes, by kind.
    private static func uses(of screen: Screen, files: [Route: String]) -> [Key: [Found]] {
        var uses: [Key: [Found]] = [:]
        // A variant's use that its patch did not write is written in its screen's file (as
        // `VariantDiagnostics` reports it).
        func written(_ path: String, in file: String) -> String {
            guard file == screen.file, let variant = screen.variant, !JSONMergePatch.isUnder(path, variant.patchedPaths) else { return file }
            return files[variant.base] ?? file
        }
        // `file`: where the component is written, the screen or a Slots data file of an item around it.
        func visit(_ item: Item, file: String) {
            let itemFile = item.file ?? file
            let use = Use(
                route: screen.route, file: itemFile, path: item.path, location: item.location, writtenIn: written(item.path, in: itemFile))
            let found = Found(use: use, shape: ShapeKey(CatalogShape.of(item)), layout: [])
            uses[Key(family: .items, name: item.kind ?? "default"), default: []].append(found)
            for child in item.children { visit(child, file: itemFile) }
        }
        func visit(_ component: Component, file: String) {
            let use = Use(
                route: screen.route, file: file, path: component.path, location: component.location,
                writtenIn: written(component.path, in: file))
            uses[Key(family: .components, name: component.kind.name), default: []].append(
                Found(use: use, shape: ShapeKey(CatalogShape.of(component)), layout: CatalogShape.layoutValues(of: component)))
            for item in component.items { visit(item, file: file) }
            for item in component.roleItems where item.kind != nil { visit(item, file: file) }
        }
        for component in screen.components { visit(component, file: screen.file) }
        return uses
    }

    /// Item templates that stand for a role, not a kind: a header or footer without a kind of its own.
    static let roles: Set<String> = ["header", "footer"]

    /// Numbers by value, then text.
    private static func naturalOrder(_ left: String, _ right: String) -> Bool {
        switch (Double(left), Double(right)) {
        case (let a?, let b?): a < b
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): left < right
        }
    }
}
