import SpotsFormat

/// The fields (and layout keys) a use sets, sorted (see `CatalogShape`), with its hash made once,
/// where the use is found: the catalog looks each shape up once per screen that has it.
struct ShapeKey: Hashable, Sendable {
    let fields: [String]
    private let hash: Int

    init(_ fields: [String]) {
        self.fields = fields
        var hasher = Hasher()
        hasher.combine(fields)
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (left: ShapeKey, right: ShapeKey) -> Bool { left.hash == right.hash && left.fields == right.fields }
}

/// One screen's uses of one kind, summed up where they are found (on every core): how many, the
/// first, each distinct shape with its first use and count, and the layout values, each in order
/// of first use. `Catalog.Kind.record` adds them as adding the uses one by one would.
struct ScreenUses: Sendable {
    var count = 0
    var first: Catalog.Use?
    var shapes: [(key: ShapeKey, first: Catalog.Use, count: Int)] = []
    var layout: [(String, String)] = []
    private var shapeIndex: [ShapeKey: Int] = [:]

    mutating func add(_ use: Catalog.Use, shape: [String], layout values: [(String, String)]) {
        count += 1
        if first == nil { first = use }
        let key = ShapeKey(shape)
        if let index = shapeIndex[key] {
            shapes[index].count += 1
        } else {
            shapeIndex[key] = shapes.count
            shapes.append((key, use, 1))
        }
        for value in values where !layout.contains(where: { $0 == value }) { layout.append(value) }
    }

    /// The uses of every kind in `screen`, by kind; `files` are the screens' files by route.
    static func find(in screen: Screen, files: [Route: String]) -> [Catalog.Key: ScreenUses] {
        var uses: [Catalog.Key: ScreenUses] = [:]
        // A variant's use that its patch did not write is written in its screen's file (as
        // `VariantDiagnostics` reports it).
        func written(_ path: String, in file: String) -> String {
            guard file == screen.file, let variant = screen.variant, !JSONMergePatch.isUnder(path, variant.patchedPaths) else { return file }
            return files[variant.base] ?? file
        }
        // `file`: where the component is written, the screen or a Slots data file of an item around it.
        func visit(_ item: Item, file: String) {
            let itemFile = item.file ?? file
            let use = Catalog.Use(
                route: screen.route, file: itemFile, path: item.path, location: item.location, writtenIn: written(item.path, in: itemFile))
            uses[Catalog.Key(family: .items, name: item.kind ?? "default"), default: ScreenUses()].add(use, shape: CatalogShape.of(item), layout: [])
            for child in item.children { visit(child, file: itemFile) }
        }
        func visit(_ component: Component, file: String) {
            let use = Catalog.Use(
                route: screen.route, file: file, path: component.path, location: component.location,
                writtenIn: written(component.path, in: file))
            uses[Catalog.Key(family: .components, name: component.kind.name), default: ScreenUses()].add(
                use, shape: CatalogShape.of(component), layout: CatalogShape.layoutValues(of: component))
            for item in component.items { visit(item, file: file) }
            for item in [component.header, component.footer].compactMap({ $0 }) where item.kind != nil { visit(item, file: file) }
        }
        for component in screen.components { visit(component, file: screen.file) }
        return uses
    }
}
