import SpotsFormat
import SpotsRender

/// Reads one screen file into a `Screen`: parses it, lays a variant over its screen, decodes it,
/// puts Slots feeds in order, and binds its key paths to its data (BothamUI's "data bound before
/// render"). Safe to run for many screens at once.
package struct ScreenLoader: Sendable {
    /// The data files of the build, read once.
    package let dataFiles: DataFiles
    /// The site's data (`site.json`'s `data`), under every screen's own.
    let siteData: JSONValue?

    /// The JSON a screen file's page is made from: the file, or for a variant, its patch laid over its
    /// screen (with the paths the patch sets). Nil when it cannot be read; `diagnostics` say why.
    package static func root(of screenFile: ScreenFile, maxFileSize: Int, diagnostics: inout [Diagnostic]) -> (JSONNode, patchedPaths: [String])? {
        var bytes: [UInt8]?
        return root(of: screenFile, maxFileSize: maxFileSize, diagnostics: &diagnostics, bytes: &bytes)
    }

    /// The same, handing back the bytes of the screen file it parsed (see `JSONFile.parse`), its
    /// file and its screen's read as an editor has them when they are open (`documents`).
    static func root(
        of screenFile: ScreenFile, maxFileSize: Int, documents: OpenDocuments? = nil, diagnostics: inout [Diagnostic], bytes: inout [UInt8]?
    ) -> (JSONNode, patchedPaths: [String])? {
        let file = screenFile.diagnosticName
        guard
            let root = JSONFile.parse(
                screenFile.fileURL, file: file, sizeLimit: maxFileSize, documents: documents, diagnostics: &diagnostics, bytes: &bytes)
        else {
            return nil
        }
        guard let base = screenFile.variant else { return (root, []) }
        // A variant is a merge patch over its screen; the screen's own problems are its own.
        guard case .object = root.value else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .variant, file: file, location: root.location,
                    message: "a variant must be a JSON object: a merge patch over \(base.baseDiagnosticName)",
                    hint: "write only what differs, e.g. { \"data\": { \"people\": [] } }"))
            return nil
        }
        var ignored: [Diagnostic] = []
        guard
            let baseRoot = JSONFile.parse(
                base.baseURL, file: base.baseDiagnosticName, sizeLimit: maxFileSize, documents: documents, diagnostics: &ignored)
        else {
            diagnostics.append(
                Diagnostic(.error, rule: .variant, file: file, message: "the screen this variant varies, \(base.baseDiagnosticName), cannot be read"))
            return nil
        }
        return (JSONMergePatch.apply(root, to: baseRoot), JSONMergePatch.patchedPaths(root, over: baseRoot))
    }

    /// The screen and its problems.
    package func load(_ screenFile: ScreenFile) -> LoadedScreen {
        var bytes: [UInt8]?
        return load(screenFile, bytes: &bytes)
    }

    /// The screen and its problems, and the bytes of its file as they were parsed (nil when
    /// they could not be), for its footprint (`ScreenFootprint`).
    package func load(_ screenFile: ScreenFile, bytes: inout [UInt8]?) -> LoadedScreen {
        var root: JSONNode?
        return load(screenFile, bytes: &bytes, root: &root)
    }

    /// The same, handing back the JSON the page was made from too (see `root(of:)`), where the
    /// places of what the screen keeps no place of can be found.
    package func load(_ screenFile: ScreenFile, bytes: inout [UInt8]?, root kept: inout JSONNode?) -> LoadedScreen {
        var diagnostics: [Diagnostic] = []
        let file = screenFile.diagnosticName
        guard
            let (root, patchedPaths) = Self.root(
                of: screenFile, maxFileSize: dataFiles.content.maxFileSize, documents: dataFiles.content.documents, diagnostics: &diagnostics,
                bytes: &bytes)
        else {
            return LoadedScreen(screen: nil, diagnostics: diagnostics)
        }
        kept = root
        let variant = screenFile.variant.map { Screen.Variant(name: $0.name, base: $0.baseRoute, patchedPaths: patchedPaths) }
        var decoder = ScreenDecoder(file: file)
        var screen = decoder.decode(root, route: screenFile.route)
        screen.variant = variant
        if let base = screenFile.variant { screen.dependencies.insert(base.baseContentPath) }
        if let record = screenFile.record { screen.dependencies.insert(record.contentPath) }
        if case .file(let path, _)? = screen.data { screen.dependencies.insert(path) }
        if screenFile.record == nil, let each = root.value["each"] {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .pagesFromData, file: file, location: each.reportLocation, path: "each",
                    message: "'each' makes one page per record only in a file named with a [field], such as profile/[id].json; it is ignored here",
                    hint: "rename the file after the record field that makes each page's address"))
        }
        screen.source = screenFile.outputName
        diagnostics += decoder.reader.diagnostics
        let screenData = dataFiles.read(screen.data, from: file, diagnostics: &diagnostics)
        let slots = SlotsResolver(dataFiles: dataFiles, screenFile: file)
        var slotFiles: Set<String> = []
        for index in screen.components.indices { slots.resolve(&screen.components[index], diagnostics: &diagnostics, files: &slotFiles) }
        screen.dependencies.formUnion(slotFiles)
        // A page from data reads its record first, then the screen's data, then the site's.
        let context = DataBinder.layered(DataBinder.layered(siteData, under: screenData), under: screenFile.record?.value)
        var binder = DataBinder(context: context, reader: FieldReader(file: file))
        if let record = screenFile.record { binder.contextName = record.description }
        // Data that could not be read is reported once, where the screen names it; its key paths
        // are not reported again, one by one, as finding nothing.
        if screen.data == nil || screenData != nil { binder.bind(&screen) }
        return LoadedScreen(screen: screen, diagnostics: diagnostics + binder.reader.diagnostics)
    }
}
