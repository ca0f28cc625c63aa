import Foundation

/// What `Content/` holds once loaded: settings, screens with their routes, and the asset files.
public struct LoadedContent: Sendable {
    /// `site.json`.
    public var config = SiteConfig()
    /// How diagnostics name `site.json` (`Content/site.json`).
    public var configFile = "site.json"
    /// Every screen file with its route, sorted by route; read when its page is rendered.
    public var screenFiles: [ScreenFile] = []
    /// Every screen that could be read, sorted by route (filled in when pages are rendered).
    public var screens: [Screen] = []
    /// Files under `Content/assets/`, by their path under that folder.
    public var assets: [String: URL] = [:]
    /// The site's data (`site.json`'s `data`), read.
    public var siteData: JSONValue?
    /// Everything found wrong.
    public var diagnostics: [Diagnostic] = []
    /// Data files read so far, shared by every screen of the build.
    public var dataFiles = DataFiles()
}

/// Reads `site.json`, every `screens/**/*.json` and the list of `assets/**` of a content folder.
struct ContentLoader {
    /// The content folder.
    let folder: URL
    /// How diagnostics name the folder (`Content`).
    let displayName: String

    func load() -> LoadedContent {
        var content = LoadedContent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            content.diagnostics.append(
                Diagnostic(
                    .error, file: displayName, message: "the content folder does not exist",
                    hint: "run spots-site in a folder with Content/screens/, or pass --content PATH"))
            return content
        }
        content.configFile = display("site.json")
        loadConfig(into: &content)
        loadScreens(into: &content)
        content.assets = listFiles(in: folder.appendingPathComponent("assets"), diagnostics: &content.diagnostics)
            .filter { !$0.key.hasSuffix("/") }
        return content
    }

    private func display(_ relative: String) -> String { displayName + "/" + relative }

    private func loadConfig(into content: inout LoadedContent) {
        let url = folder.appendingPathComponent("site.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let file = display("site.json")
        guard let root = Self.parse(url, file: file, diagnostics: &content.diagnostics) else { return }
        var decoder = SiteConfigDecoder(file: file)
        content.config = decoder.decode(root)
        content.diagnostics += decoder.reader.diagnostics
        content.siteData = Self.readData(content.config.data, from: file, contentFolder: folder, displayName: displayName, diagnostics: &content.diagnostics)
    }

    private func loadScreens(into content: inout LoadedContent) {
        let screensFolder = folder.appendingPathComponent("screens")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: screensFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
            content.diagnostics.append(
                Diagnostic(
                    .error, file: display("screens"), message: "there is no screens folder",
                    hint: "put one JSON file per screen in \(display("screens"))/, e.g. index.json for the home page"))
            return
        }
        var files: [(relative: String, url: URL)] = []
        var folderNotes: Set<String> = []
        for (relative, url) in listFiles(in: screensFolder, diagnostics: &content.diagnostics).sorted(by: { $0.key < $1.key }) {
            // A folder named like a screen file is almost always a mistake: say so once.
            let parts = relative.split(separator: "/")
            if let folder = (relative.hasSuffix("/") ? parts : parts.dropLast()).first(where: { $0.hasSuffix(".json") }),
                folderNotes.insert(String(folder)).inserted
            {
                content.diagnostics.append(
                    Diagnostic(
                        .warning, file: display("screens/" + folder),
                        message: "this is a folder, not a screen file; files inside it are read as screens under it",
                        hint: "rename the folder without .json"))
            }
            if relative.hasSuffix("/") { continue }
            if relative.hasSuffix(".json") {
                files.append((relative, url))
            } else {
                content.diagnostics.append(
                    Diagnostic(.note, file: display("screens/" + relative), message: "not a .json file; ignored"))
            }
        }
        let sourceFolder = folder.standardizedFileURL.lastPathComponent + "/screens/"
        var owners: [String: ScreenFile] = [:]
        for (relative, url) in files {
            let file = display("screens/" + relative)
            if Self.placeholders(in: relative) != nil || Self.variant(in: relative) != nil {
                // Variants and pages from data come after the plain screens: a variant needs its
                // screen, and a record clashing with a screen file is the one reported.
                continue
            }
            guard let screenFile = screenFile(relative, url: url, source: sourceFolder + relative, diagnostics: &content.diagnostics) else { continue }
            let route = screenFile.route
            if let owner = owners[route.collisionKey] {
                content.diagnostics.append(
                    Diagnostic(
                        .error, file: file, message: "this screen and \(owner.file) both make the page \(route.path)",
                        hint: "rename or remove one of them"))
                continue
            }
            owners[route.collisionKey] = screenFile
            content.screenFiles.append(screenFile)
        }
        for (relative, url) in files where Self.placeholders(in: relative) == nil {
            guard let (baseRelative, name) = Self.variant(in: relative) else { continue }
            let file = display("screens/" + relative)
            let baseKey = (try? Self.route(forScreenAt: baseRelative).get())?.collisionKey ?? ""
            guard let base = owners[baseKey], base.record == nil, base.base == nil else {
                let siblings = files.map(\.relative).filter { Self.variant(in: $0) == nil }
                content.diagnostics.append(
                    Diagnostic(
                        .error, file: file, message: "this variant varies \(display("screens/" + baseRelative)), which is not a screen",
                        hint: Suggestions.didYouMean(baseRelative, in: siblings)
                            ?? "a variant name~state.json sits beside the screen name.json it varies"))
                continue
            }
            // The route is the file's path: home~empty.json is /home~empty/, index~empty.json /index~empty/.
            guard var screenFile = screenFile(relative, url: url, source: sourceFolder + relative, diagnostics: &content.diagnostics) else { continue }
            screenFile.variantName = name
            screenFile.base = (base.url, base.file, base.route, base.relative)
            if let owner = owners[screenFile.route.collisionKey] {
                content.diagnostics.append(
                    Diagnostic(.error, file: file, message: "this variant and \(owner.file) both make the page \(screenFile.route.path)", hint: "rename one of them"))
                continue
            }
            owners[screenFile.route.collisionKey] = screenFile
            content.screenFiles.append(screenFile)
        }
        for (relative, url) in files where Self.placeholders(in: relative) != nil {
            var base = ScreenFile(
                url: url, file: display("screens/" + relative), source: sourceFolder + relative, route: .root, contentFolder: folder,
                contentName: displayName)
            base.relative = "screens/" + relative
            for screenFile in pagesFromData(base, relative: relative, content: &content) {
                if let owner = owners[screenFile.route.collisionKey] {
                    content.diagnostics.append(
                        Diagnostic(
                            .error, file: screenFile.recordFile ?? screenFile.file, location: screenFile.recordLocation,
                            message: "this record makes the page \(screenFile.route.path), which \(owner.recordFile.map { "another record of \($0)" } ?? owner.file) makes too",
                            hint: "give each record its own value for the fields in the file name"))
                    continue
                }
                owners[screenFile.route.collisionKey] = screenFile
                content.screenFiles.append(screenFile)
            }
        }
        content.screenFiles.sort { $0.route < $1.route }
    }

    /// The screen file at `relative` under `screens/`, or nil with a diagnostic when its name makes
    /// no page address.
    private func screenFile(_ relative: String, url: URL, source: String, diagnostics: inout [Diagnostic]) -> ScreenFile? {
        let file = display("screens/" + relative)
        switch Self.route(forScreenAt: relative) {
        case .success(let route):
            var screenFile = ScreenFile(url: url, file: file, source: source, route: route, contentFolder: folder, contentName: displayName)
            screenFile.relative = "screens/" + relative
            return screenFile
        case .failure(let error):
            diagnostics.append(
                Diagnostic(.error, file: file, message: "cannot make a page address from this file name: \(error.message)", hint: "rename the file"))
            return nil
        }
    }

    /// The screen a variant file varies, and the variant's name: `teams/home~empty.json` →
    /// (`teams/home.json`, `empty`); nil for a file that is not a variant.
    static func variant(in relative: String) -> (base: String, name: String)? {
        let name = String(relative.dropLast(".json".count))
        let folder = name.range(of: "/", options: .backwards).map { String(name[..<$0.upperBound]) } ?? ""
        let last = name.dropFirst(folder.count)
        guard let tilde = last.firstIndex(of: "~"), tilde != last.startIndex, last.index(after: tilde) != last.endIndex else { return nil }
        return (folder + last[..<tilde] + ".json", String(last[last.index(after: tilde)...]))
    }

    /// The field names of a file name's `[field]` segments (`profile/[id].json` → `["id"]`), or nil
    /// when it has none.
    static func placeholders(in relative: String) -> [String]? {
        let segments = String(relative.dropLast(".json".count)).split(separator: "/")
        let fields = segments.filter { $0.hasPrefix("[") && $0.hasSuffix("]") && $0.count > 2 }.map { String($0.dropFirst().dropLast()) }
        return fields.isEmpty ? nil : fields
    }

    /// The pages of a screen file named with `[field]` segments: one per record of the data file its
    /// `each` names, with the route made from the record's fields.
    private func pagesFromData(_ base: ScreenFile, relative: String, content: inout LoadedContent) -> [ScreenFile] {
        guard let root = Self.parse(base.url, file: base.file, diagnostics: &content.diagnostics) else { return [] }
        guard let each = root.value["each"], case .string(let path) = each.value, !path.isEmpty else {
            content.diagnostics.append(
                Diagnostic(
                    .error, file: base.file, location: root.value["each"]?.reportLocation ?? root.location, path: "each",
                    message: "a screen named with [\(Self.placeholders(in: relative)!.joined(separator: "], ["))] needs \"each\": the data file whose records become its pages",
                    hint: "add \"each\": \"data/people.json\" (a file holding an array of objects)"))
            return []
        }
        let dataFile = displayName + "/" + path
        guard
            let records = Self.readData(
                .file(path, at: each.location), from: base.file, contentFolder: folder, displayName: displayName,
                dataFiles: content.dataFiles, diagnostics: &content.diagnostics)
        else { return [] }
        guard case .array(let nodes) = records else {
            content.diagnostics.append(
                Diagnostic(
                    .error, file: base.file, location: each.location, path: "each",
                    message: "the data file '\(path)' holds \(records.typeName), not an array of records", hint: "write [ { \"id\": \"1\", … }, … ] in \(dataFile)"))
            return []
        }
        var pages: [ScreenFile] = []
        let parts = String(relative.dropLast(".json".count)).split(separator: "/").map(String.init)
        records: for (index, node) in nodes.enumerated() {
            guard case .object(let members) = node.value else {
                content.diagnostics.append(
                    Diagnostic(.error, file: dataFile, location: node.location, path: "[\(index)]", message: "record \(index + 1) is \(node.value.typeName), not an object"))
                continue
            }
            var segments: [String] = []
            for part in parts {
                guard part.hasPrefix("["), part.hasSuffix("]"), part.count > 2 else {
                    segments.append(part)
                    continue
                }
                let field = String(part.dropFirst().dropLast())
                let value: String?
                switch node.value[field]?.value {
                case .string(let text): value = text
                case .number(let number) where number.rounded() == number && abs(number) < 1e15: value = String(Int(number))
                default: value = nil
                }
                guard let value else {
                    content.diagnostics.append(
                        Diagnostic(
                            .error, file: dataFile, location: node.location, path: "[\(index)]",
                            message: "record \(index + 1) has no text or whole number '\(field)', which \(base.file) needs for its page's address; it makes no page",
                            hint: Suggestions.didYouMean(field, in: members.map(\.key)) ?? "add \"\(field)\" to every record"))
                    continue records
                }
                if let problem = Route.problem(withSegment: value) {
                    content.diagnostics.append(
                        Diagnostic(
                            .error, file: dataFile, location: node.value[field]?.location ?? node.location, path: "[\(index)].\(field)",
                            message: "record \(index + 1)'s '\(field)' cannot be part of a page address: \(problem)"))
                    continue records
                }
                segments.append(value)
            }
            if segments.last == "index" { segments.removeLast() }
            var page = base
            switch Route.parse(segments.joined(separator: "/")) {
            case .success(let route): page.route = route
            case .failure(let error):
                content.diagnostics.append(
                    Diagnostic(.error, file: base.file, message: "cannot make a page address from this file name: \(error.message)", hint: "rename the file"))
                return []
            }
            page.record = node.value
            page.recordFile = dataFile
            page.recordSource = path
            page.recordLocation = node.location
            page.recordIndex = index
            pages.append(page)
        }
        return pages
    }

    /// The route of a screen file: its path without `.json`, with `index` standing for its folder.
    static func route(forScreenAt relative: String) -> Result<Route, RouteError> {
        var segments = String(relative.dropLast(".json".count)).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.last == "index" { segments.removeLast() }
        return Route.parse(segments.joined(separator: "/"))
    }

    /// Reads, parses and decodes one screen file, and binds its key paths to its data over `siteData`.
    static func loadScreen(_ screenFile: ScreenFile, siteData: JSONValue? = nil, dataFiles: DataFiles = DataFiles()) -> (Screen?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard var root = parse(screenFile.url, file: screenFile.file, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        var variant: Screen.Variant?
        if let base = screenFile.base, let name = screenFile.variantName {
            // A variant is a merge patch over its screen; the screen's own problems are its own.
            guard case .object = root.value else {
                diagnostics.append(
                    Diagnostic(
                        .error, file: screenFile.file, location: root.location,
                        message: "a variant must be a JSON object: a merge patch over \(base.file)", hint: "write only what differs, e.g. { \"data\": { \"people\": [] } }"))
                return (nil, diagnostics)
            }
            var ignored: [Diagnostic] = []
            guard let baseRoot = parse(base.url, file: base.file, diagnostics: &ignored) else {
                diagnostics.append(Diagnostic(.error, file: screenFile.file, message: "the screen this variant varies, \(base.file), cannot be read"))
                return (nil, diagnostics)
            }
            variant = Screen.Variant(name: name, base: base.route, patchedPaths: JSONMergePatch.patchedPaths(root, over: baseRoot))
            root = JSONMergePatch.apply(root, to: baseRoot)
        }
        var decoder = ScreenDecoder(file: screenFile.file)
        var screen = decoder.decode(root, route: screenFile.route)
        screen.variant = variant
        if let base = screenFile.base { screen.dependencies.insert(base.relative) }
        if let source = screenFile.recordSource { screen.dependencies.insert(source) }
        if case .file(let path, _)? = screen.data { screen.dependencies.insert(path) }
        if screenFile.record == nil, let each = root.value["each"] {
            diagnostics.append(
                Diagnostic(
                    .warning, file: screenFile.file, location: each.reportLocation, path: "each",
                    message: "'each' makes one page per record only in a file named with a [field], such as profile/[id].json; it is ignored here",
                    hint: "rename the file after the record field that makes each page's address"))
        }
        screen.source = screenFile.source
        diagnostics += decoder.reader.diagnostics
        let screenData = readData(
            screen.data, from: screenFile.file, contentFolder: screenFile.contentFolder, displayName: screenFile.contentName,
            dataFiles: dataFiles, diagnostics: &diagnostics)
        var slotFiles: Set<String> = []
        screen.components = screen.components.map {
            resolveSlots(in: $0, of: screenFile, dataFiles: dataFiles, diagnostics: &diagnostics, files: &slotFiles)
        }
        screen.dependencies.formUnion(slotFiles)
        // A page from data reads its record first, then the screen's data, then the site's.
        var binder = DataBinder(context: merge(merge(siteData, screenData), screenFile.record), reader: FieldReader(file: screenFile.file))
        if let recordFile = screenFile.recordFile, let index = screenFile.recordIndex {
            binder.contextName = "record \(index + 1) of \(recordFile) (line \(screenFile.recordLocation?.line ?? 1))"
        }
        binder.bind(&screen)
        return (screen, diagnostics + binder.reader.diagnostics)
    }

    /// Puts the items of a component's Slots feed (and of feeds in its items' children) before its
    /// own items, in Slots order; contents from data files are read once per build.
    static func resolveSlots(
        in component: Component, of screenFile: ScreenFile, dataFiles: DataFiles, diagnostics: inout [Diagnostic], files: inout Set<String>
    ) -> Component {
        var component = component
        component.items = component.items.map { item in
            var item = item
            item.children = item.children.map {
                resolveSlots(in: $0, of: screenFile, dataFiles: dataFiles, diagnostics: &diagnostics, files: &files)
            }
            return item
        }
        guard let slots = component.slots else { return component }
        component.slots = nil
        var contents: [String: [Item]] = [:]
        for (type, source) in slots.contents {
            var items: [Item]
            switch source {
            case .items(let inline):
                items = inline
            case .file(let path, let location):
                files.insert(path)
                let value = readData(
                    .file(path, at: location), from: screenFile.file, contentFolder: screenFile.contentFolder,
                    displayName: screenFile.contentName, dataFiles: dataFiles, diagnostics: &diagnostics)
                guard let value else { continue }
                let dataFile = screenFile.contentName + "/" + path
                guard case .array(let nodes) = value else {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: screenFile.file, location: location, path: "\(slots.path).contents.\(type)",
                            message: "the data file '\(path)' holds \(value.typeName), not an array of items", hint: "write [ { \"title\": … }, … ] in \(dataFile)"))
                    continue
                }
                var decoder = ScreenDecoder(file: dataFile)
                items = decoder.decodeItems(nodes, path: "")
                if dataFiles.isFirstUse(of: "slots items: " + path) { diagnostics += decoder.reader.diagnostics }
            }
            // An item without a kind takes its content type as its kind.
            for index in items.indices where items[index].kind == nil { items[index].kind = type }
            if case .file(let path, _) = source {
                for index in items.indices { items[index].file = screenFile.contentName + "/" + path }
            }
            contents[type] = items
        }
        let ordered = Slots.order(
            pattern: slots.pattern, repeatables: slots.repeatables, header: slots.header, fixed: slots.fixed,
            defaultType: slots.defaultType, contents: contents)
        component.items = ordered + component.items
        return component
    }

    /// A screen's data laid over the site's: top-level keys of the screen's win.
    static func merge(_ site: JSONValue?, _ screen: JSONValue?) -> JSONValue? {
        guard case .object(let siteMembers)? = site, case .object(let screenMembers)? = screen else { return screen ?? site }
        let own = Set(screenMembers.map(\.key))
        return .object(siteMembers.filter { !own.contains($0.key) } + screenMembers)
    }

    /// The value of a `data` source: inline, or a JSON file under the content folder.
    static func readData(
        _ source: DataSource?, from file: String, contentFolder: URL, displayName: String, dataFiles: DataFiles = DataFiles(),
        diagnostics: inout [Diagnostic]
    ) -> JSONValue? {
        switch source {
        case nil: return nil
        case .inline(let value): return value
        case .file(let path, let location):
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
                diagnostics.append(
                    Diagnostic(.error, file: file, location: location, path: "data", message: "the data path '\(path)' leaves \(displayName)/",
                        hint: "name a file inside \(displayName)/, such as \"data/people.json\""))
                return nil
            }
            let url = contentFolder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                diagnostics.append(
                    Diagnostic(.error, file: file, location: location, path: "data", message: "the data file '\(path)' does not exist in \(displayName)/",
                        hint: "paths are relative to \(displayName)/, e.g. \"data/people.json\""))
                return nil
            }
            return dataFiles.value(at: path, diagnostics: &diagnostics) {
                var problems: [Diagnostic] = []
                let value = parse(url, file: displayName + "/" + path, diagnostics: &problems).map { FieldReader.sanitized($0.value) }
                return (value, problems)
            }
        }
    }

    /// Reads and parses a JSON file, turning every failure into a diagnostic.
    static func parse(_ url: URL, file: String, diagnostics: inout [Diagnostic]) -> JSONNode? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            diagnostics.append(Diagnostic(.error, file: file, message: "cannot read the file: \(error.localizedDescription)"))
            return nil
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            diagnostics.append(Diagnostic(.error, file: file, message: "the file is not valid UTF-8 text", hint: "save it as UTF-8"))
            return nil
        }
        do {
            let result = try JSONParser.parse(bytes)
            for warning in result.warnings {
                diagnostics.append(Diagnostic(.warning, file: file, location: warning.location, message: warning.message, hint: warning.hint))
            }
            return result.root
        } catch {
            diagnostics.append(Diagnostic(.error, file: file, location: error.location, message: error.message, hint: error.hint))
            return nil
        }
    }

    /// Every regular file below `root` by its relative path, skipping hidden files and refusing
    /// symbolic links that lead out of the content folder.
    private func listFiles(in root: URL, diagnostics: inout [Diagnostic]) -> [String: URL] {
        var files: [String: URL] = [:]
        let base = root.standardizedFileURL.path
        let contentRoot = folder.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        let folderPath = folder.standardizedFileURL.path
        for entry in DirectoryWalker.entries(in: base, skipHidden: true) {
            var url = URL(fileURLWithPath: entry.path)
            if entry.isFolder {
                // An empty folder, listed as `name/` for the callers that report it.
                files[entry.relative] = url
                continue
            }
            if entry.isLink {
                let shown = display(String(entry.path.dropFirst(folderPath.count + 1)))
                url = url.resolvingSymlinksInPath()
                let target = url.standardizedFileURL.path
                guard target.hasPrefix(contentRoot) else {
                    diagnostics.append(
                        Diagnostic(.error, file: shown, message: "this symbolic link leads out of \(displayName)/ (to \(target)); it is not read",
                            hint: "copy the file into \(displayName)/ instead"))
                    continue
                }
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
                    diagnostics.append(
                        Diagnostic(.warning, file: shown, message: "this symbolic link leads to no file; it is not read", hint: "fix or remove the link"))
                    continue
                }
            }
            files[entry.relative] = url
        }
        return files
    }
}

/// A screen file found under `Content/screens/`, with the route its path gives it.
public struct ScreenFile: Sendable {
    /// Where it is.
    public var url: URL
    /// How diagnostics name it (`Content/screens/profile/1.json`).
    public var file: String
    /// How the output names it, wherever the build runs.
    public var source: String
    /// Its page.
    public var route: Route
    /// The content folder its data paths are relative to, and how diagnostics name it.
    public var contentFolder: URL
    public var contentName: String
    /// For a page from data: its record, and where that record is written.
    public var record: JSONValue?
    public var recordFile: String?
    public var recordLocation: SourceLocation?
    public var recordIndex: Int?
    /// The record's data file, by its path under the content folder.
    public var recordSource: String?
    /// For a variant: its name, and the file and route of the screen it varies.
    public var variantName: String?
    public var base: (url: URL, file: String, route: Route, relative: String)?
    /// The file's path under the content folder (`screens/people.json`).
    public var relative = ""
}

/// Data files read once per build, however many screens use them; a file's own problems are
/// reported by the first screen that reads it.
public final class DataFiles: @unchecked Sendable {
    private var values: [String: JSONValue?] = [:]
    private let lock = NSLock()

    public init() {}

    func value(at path: String, diagnostics: inout [Diagnostic], load: () -> (JSONValue?, [Diagnostic])) -> JSONValue? {
        lock.lock()
        defer { lock.unlock() }
        if let known = values[path] { return known }
        let (value, problems) = load()
        values[path] = value
        diagnostics += problems
        return value
    }

    private var reported: Set<String> = []

    /// Drops what is known of the files at `paths` (under the content folder), which changed.
    func forget(_ paths: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            values[path] = nil
            reported.remove("slots items: " + path)
        }
    }

    /// True the first time `key` is asked for in this build: problems found in a shared data file
    /// each time a screen uses it are reported once.
    func isFirstUse(of key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.insert(key).inserted
    }
}
