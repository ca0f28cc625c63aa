import Foundation
import SpotsBuild
import SpotsFormat
import SpotsLiveSite

/// What the language server knows: the project (found from the first document opened, or named
/// by `--content`), the site as last checked (a `LiveBuilder` reading the open documents through
/// `BuildOptions.documents`), the documents' texts, and the diagnostics last sent for each file.
struct LanguageSession {
    let settings: LanguageServer.Settings
    /// The project folder (the one holding `Content/`), once found.
    private(set) var folder: URL?
    /// The site, kept built.
    private(set) var live: LiveBuilder?
    /// The editor's documents, which the builds read.
    let documents = OpenDocuments()
    /// Each open document's text, by its full path.
    private(set) var texts: [String: DocumentText] = [:]
    /// What was last sent for each file's URI, and the build's diagnostics it was made from, by
    /// the file as diagnostics name it.
    private var sent: [String: [LSP.Diagnostic]] = [:]
    private var found: [String: [Diagnostic]] = [:]
    /// The catalog and the map catching up on another thread, and how many times the site changed
    /// (a catch-up started before the last change is out of date).
    private var background: BackgroundCatchUp?
    private var generation = 0
    /// The changed files not checked yet (full paths), and when the first and last change came.
    private var pending: Set<String> = []
    /// The files saved since the last check, looked at on disk (`LiveBuilder.refresh(reported:)`).
    private var saves: Set<String> = []
    private var firstChange: UInt64 = 0
    private var lastChange: UInt64 = 0

    init(settings: LanguageServer.Settings) {
        self.settings = settings
    }

    /// What the server can do: whole documents sent on each change.
    static let capabilities = Capabilities()

    struct Capabilities: Encodable {
        struct Result: Encodable {
            var textDocumentSync = Sync()
            var completionProvider = Completion()
            var hoverProvider = true
            var definitionProvider = true
            var referencesProvider = true
            var codeActionProvider = Actions()
            var documentSymbolProvider = true
        }

        struct Sync: Encodable {
            var openClose = true
            var change = 1
            var save = true
        }

        struct Completion: Encodable {
            var triggerCharacters = ["\"", ":", "/"]
        }

        struct Actions: Encodable {
            var codeActionKinds = ["quickfix"]
        }

        struct Info: Encodable {
            var name = "spots-site"
            var version = SpotsSiteVersion.current
        }

        var capabilities = Result()
        var serverInfo = Info()
    }

    // MARK: The documents

    /// Starts on the project at `root` when it has a content folder, or the one `--content` names.
    mutating func open(root: String?) -> [LSP.PublishDiagnostics] {
        if settings.namesProject {
            return start(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        guard let root, let found = Self.project(holding: root + "/", contentName: contentName) else { return [] }
        return start(found)
    }

    mutating func opened(_ item: LSP.TextDocumentItem) -> [LSP.PublishDiagnostics] {
        guard let path = Self.path(of: item.uri) else { return [] }
        var batches: [LSP.PublishDiagnostics] = []
        if folder == nil, let found = Self.project(holding: path, contentName: contentName) { batches = start(found) }
        let text = DocumentText(item.text, version: item.version)
        texts[path] = text
        guard readsFromEditor(path) else { return batches }
        let changed = documents.bytes(at: path) != text.bytes && savedBytes(path) != text.bytes
        documents.set(path, bytes: text.bytes)
        // Its places are exact now that its text is known: sent again.
        sent[Self.uri(of: path)] = nil
        if changed { note(path, now: 0) }
        return batches + (changed ? [] : diagnostics())
    }

    mutating func changed(_ change: LSP.DidChange, now: UInt64) {
        guard let path = Self.path(of: change.textDocument.uri), var bytes = texts[path]?.bytes ?? savedBytes(path) else { return }
        for edit in change.contentChanges {
            if let range = edit.range {
                let text = DocumentText(bytes: bytes)
                let lower = text.offset(of: range.start)
                let upper = max(lower, text.offset(of: range.end))
                bytes.replaceSubrange(lower..<upper, with: Array(edit.text.utf8))
            } else {
                bytes = Array(edit.text.utf8)
            }
        }
        texts[path] = DocumentText(bytes: bytes, version: change.textDocument.version)
        guard readsFromEditor(path) else { return }  // a template is checked once saved
        documents.set(path, bytes: bytes)
        note(path, now: now)
    }

    /// A saved file is looked at on disk as `serve` looks at a save: a template is read again, and
    /// a screen saved for the first time is one more page of the site (its editor had no way to
    /// say it came: a client without file watching, Neovim's).
    mutating func saved(_ uri: String, now: UInt64) {
        guard let path = Self.path(of: uri), isInProject(path) else { return }
        note(path, now: now, saved: true)
    }

    mutating func closed(_ uri: String, now: UInt64) {
        guard let path = Self.path(of: uri) else { return }
        texts[path] = nil
        guard readsFromEditor(path) else { return }
        documents.remove(path)
        note(path, now: now)
    }

    /// Files came, went or changed on disk (the editor watches them): looked at as a save is.
    mutating func filesChanged(_ changes: LSP.DidChangeWatchedFiles, now: UInt64) {
        for change in changes.changes {
            guard let path = Self.path(of: change.uri), isInProject(path) else { continue }
            note(path, now: now, saved: true)
        }
    }

    private mutating func note(_ path: String, now: UInt64, saved: Bool = false) {
        if pending.isEmpty, saves.isEmpty { firstChange = now }
        if saved { saves.insert(path) } else { pending.insert(path) }
        lastChange = now
    }

    // MARK: Checking

    /// How long the server may wait for the next message before it has work (nil: forever).
    func wait(now: UInt64) -> Int? {
        if !pending.isEmpty || !saves.isEmpty {
            let due = min(lastChange + UInt64(settings.debounce), firstChange + UInt64(settings.longestWait))
            return due > now ? Int(due - now) : 0
        }
        if background != nil { return Self.lookAgain }
        return live?.isCatchingUp == true ? settings.catchUpAfter : nil
    }

    /// How often the server looks whether the catalog and the map have caught up, in milliseconds.
    static let lookAgain = 20

    /// The work that is due: the changed documents checked; or the catalog and map caught up on
    /// another thread, their site taken when no change came meanwhile.
    mutating func work(now: UInt64) -> [LSP.PublishDiagnostics] {
        guard var live else { return [] }
        if !pending.isEmpty || !saves.isEmpty {
            if !saves.isEmpty { _ = live.refresh(reported: saves) }
            if !pending.isEmpty { live.update(changed: pending) }
            (pending, saves) = ([], [])
            replace(live)
            return diagnostics()
        }
        if let background {
            guard let caughtUp = background.result else { return [] }
            self.background = nil
            // Made from documents that have changed since: dropped, and started again once quiet.
            guard background.generation == generation else { return [] }
            self.live = caughtUp
            return diagnostics()
        }
        if live.isCatchingUp { background = BackgroundCatchUp(live, generation: generation) }
        return []
    }

    /// Takes the site as a change made it: a catch-up running from the one before is out of date.
    private mutating func replace(_ live: LiveBuilder) {
        self.live = live
        generation += 1
    }

    private mutating func start(_ found: URL) -> [LSP.PublishDiagnostics] {
        let standard = found.standardizedFileURL
        _ = FileManager.default.changeCurrentDirectoryPath(standard.path)  // diagnostics name files from the project
        folder = standard
        var options = settings.options
        if !settings.namesProject {
            options.content = standard.appendingPathComponent(contentName)
            if !options.templatesRequired { options.templates = standard.appendingPathComponent("Templates") }
        }
        options.documents = documents
        var live = LiveBuilder(options: options)
        live.build()
        replace(live)
        return diagnostics()
    }

    /// Each file's diagnostics that differ from what was sent: a file whose problems are gone is
    /// sent an empty list. Only the files whose problems changed are worded and placed again (a
    /// site of 1,000 screens may have 10,000 warnings, most of them the same after a keystroke).
    private mutating func diagnostics() -> [LSP.PublishDiagnostics] {
        guard let live, let folder else { return [] }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in live.unsortedDiagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        var batches: [LSP.PublishDiagnostics] = []
        for file in Set(byFile.keys).union(found.keys).sorted() {
            let list = byFile[file] ?? []
            let path = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
            let uri = Self.uri(of: path)
            guard list != found[file] || sent[uri] == nil && !list.isEmpty else { continue }
            let text = texts[path]
            let words = list.sorted { ($0.location ?? .start, $0.message) < ($1.location ?? .start, $1.message) }.map {
                lspDiagnostic($0, text: text)
            }
            found[file] = list.isEmpty ? nil : list
            sent[uri] = words.isEmpty ? nil : words
            batches.append(LSP.PublishDiagnostics(uri: uri, version: texts[path]?.version, diagnostics: words))
        }
        return batches
    }

    // MARK: Paths

    private var contentName: String { settings.options.content.lastPathComponent }

    /// Whether the build reads `path`: a file in the project's content or templates folder.
    func isInProject(_ path: String) -> Bool {
        guard let options = live?.options else { return false }
        return [options.content, options.templates].contains { path.hasPrefix($0.standardizedFileURL.path + "/") }
    }

    /// Whether the build reads `path` as the editor has it: a JSON file of the content folder
    /// (`JSONFile` reads through `OpenDocuments`); a template is read as saved.
    func readsFromEditor(_ path: String) -> Bool {
        guard let content = live?.options.content else { return false }
        return path.hasPrefix(content.standardizedFileURL.path + "/") && path.hasSuffix(".json")
    }

    /// The folder above `path` that holds a folder named `contentName`, `path` in it.
    static func project(holding path: String, contentName: String) -> URL? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<64 {
            if ConfinedRoot.kind(ofNamed: folder.appendingPathComponent(contentName)) == .folder { return folder }
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The full path of a `file:` URI; nil for any other.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(of path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// The saved file's bytes, read through the gate of the folder it is in (the content or
    /// templates folder); nil for a file outside them.
    func savedBytes(_ path: String) -> [UInt8]? {
        guard let options = live?.options else { return nil }
        for root in [options.content, options.templates] {
            let prefix = root.standardizedFileURL.path + "/"
            guard path.hasPrefix(prefix) else { continue }
            let gate = ConfinedRoot(root, links: .followInside)
            return try? gate.bytes(of: String(path.dropFirst(prefix.count)), sizeLimit: options.maxFileSize).get()
        }
        return nil
    }
}
