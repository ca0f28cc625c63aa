import Foundation
import Mustache
import SpotsFormat

/// The templates and theme files a build renders with: the built-in theme, with the project's own
/// `Templates/` laid over it file by file.
package struct TemplateSet: Sendable {
    /// A theme file that is not a template (`assets/theme.css`), copied to the output as is.
    package enum ThemeFile: Sendable, Equatable {
        case text(String)
        case file(URL)
    }

    /// Every template as swift-mustache renders it: what the tests compare the compiled ones with.
    private(set) var mustache = MustacheTemplates()
    /// The templates `mustache` is made from, while they load.
    private var mustacheEntries: [String: MustacheTemplates.Entry] = [:]
    /// Template names (`components/grid`) and the file each came from, as diagnostics name it.
    package private(set) var origins: [String: String] = [:]
    /// Theme files by path under `Templates/` (`assets/theme.css`).
    package private(set) var themeFiles: [String: ThemeFile] = [:]
    /// What loading the templates found wrong (set by the build's `Load templates`).
    package var problems: [Diagnostic] = []
    /// How much rendering each page may take, all its templates together.
    package var pageBudget = RenderBudget.page

    /// The names every theme must have; the built-in theme has all of them.
    package static let required = ["page", "index", "components/default", "items/default", "items/header", "items/footer"]

    package func has(_ name: String) -> Bool { origins[name] != nil }

    /// How many templates there are.
    package var templateCount: Int { origins.count }

    /// How many templates the project adds or changes.
    package private(set) var overrideCount = 0

    /// The file a template came from (`Templates/items/person.mustache` or `built-in items/person.mustache`).
    package func origin(of name: String) -> String { origins[name] ?? "built-in \(name).mustache" }

    /// Whether template `name` is the built-in theme's (not the project's, nor a changed copy of it).
    package func isBuiltIn(_ name: String) -> Bool { origins[name]?.hasPrefix("built-in ") ?? false }

    /// The template that renders `kind` of `family`: `components/<kind>`, or `items/<kind>` and then
    /// the same name in lowercase; nil when the kind has none and a fallback stands in.
    package func template(of kind: String, in family: CatalogConfig.Family) -> String? {
        let name = "\(family.rawValue)/\(kind)"
        if has(name) { return name }
        let lowered = "\(family.rawValue)/\(kind.lowercased())"
        return family == .items && has(lowered) ? lowered : nil
    }

    /// The names of the custom component templates (`stats` for `components/stats`).
    var componentKinds: [String] { kinds(of: .components) }

    /// The item kinds with a template of their own (`person` for `items/person`), not the roles',
    /// found once when the set is loaded (a mistyped kind's note asks on every screen it is on).
    private(set) var itemKinds: [String] = []

    /// The ids template `name` writes as literal text, which what it renders around cannot take.
    package func literalIDs(of name: String) -> Set<String> {
        idsByTemplate[name] ?? []
    }

    /// `literalIDs(in:)` of each template, found as it is loaded.
    private var idsByTemplate: [String: Set<String>] = [:]

    /// The kinds there is a template for in `family` (`grid` for `components/grid`), sorted.
    package func kinds(of family: CatalogConfig.Family) -> [String] {
        let prefix = family.rawValue + "/"
        return origins.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    /// Each template's includes and depth (`TemplatePartials.read`), while the set loads.
    private var scans: [String: TemplatePartials.Scan] = [:]

    /// Each template's own text, to trace a place in its output to its source.
    package private(set) var sources: [String: String] = [:]

    /// The ids the `page` template writes as literal text (`main`), reserved on every page.
    package var pageIDs: Set<String> { literalIDs(of: "page") }

    /// Every template by name, compiled (see `CompiledTemplate`): what renders every page. A
    /// template that is refused is there as an empty one.
    private(set) var compiled: CompiledTemplate.Partials = [:]

    /// The templates that do not compile, and why, until the set has loaded.
    private var uncompiled: [String: TemplateCompiler.Unsupported] = [:]

    package init() {}

    /// Loads the built-in theme, then the project's folder over it.
    /// - Parameters:
    ///   - folder: the project's templates folder; nil or missing means built-ins only.
    ///   - displayName: how diagnostics name that folder.
    package static func load(projectFolder folder: URL?, displayName: String) -> (TemplateSet, [Diagnostic]) {
        var set = TemplateSet()
        var diagnostics: [Diagnostic] = []
        for (path, text) in BuiltinTemplates.files.sorted(by: { $0.key < $1.key }) {
            set.add(path: path, text: text, origin: "built-in Templates/\(path)", diagnostics: &diagnostics)
        }
        if let folder {
            for (path, url) in files(in: folder, displayName: displayName, diagnostics: &diagnostics) {
                let origin = displayName + "/" + path
                let data = try? Data(ConfinedRoot.bytes(atResolved: url.path).get())
                if path.hasSuffix(".mustache") {
                    guard let data, let text = String(data: data, encoding: .utf8) else {
                        diagnostics.append(
                            Diagnostic(.error, rule: .fileUnreadable, file: origin, message: "cannot read this template as UTF-8 text"))
                        continue
                    }
                    if BuiltinTemplates.files[path] == text { continue }  // the repo's own theme, unchanged
                    if let stale = TemplateCopies.staleness(of: text, file: origin) { diagnostics.append(stale) }
                    set.add(path: path, text: text, origin: origin, diagnostics: &diagnostics)
                } else {
                    guard BuiltinTemplates.files[path] == nil || data != Data((BuiltinTemplates.files[path] ?? "").utf8) else { continue }
                    if let data, let stale = TemplateCopies.staleness(of: String(decoding: data.prefix(512), as: UTF8.self), file: origin) {
                        diagnostics.append(stale)
                    }
                    set.themeFiles[path] = .file(url)
                }
            }
        }
        for name in required where !set.has(name) {
            diagnostics.append(Diagnostic(.error, rule: .templateMissing, file: displayName, message: "the theme has no '\(name).mustache' template"))
        }
        // A template whose includes never end, or expand without bound, renders nothing.
        let (problems, broken) = TemplatePartials.check(scans: set.scans, origins: set.origins)
        set.scans = [:]
        diagnostics += problems
        for name in broken {
            set.mustacheEntries[name] = .source("")
            set.compiled[name] = CompiledTemplate(nodes: [])
        }
        for (name, refusal) in set.uncompiled.sorted(by: { $0.key < $1.key }) {
            let origin = set.origin(of: name)
            if let refused = refusal.diagnostic(
                source: set.sources[name] ?? "", file: origin, reportedElsewhere: diagnostics.contains { $0.file == origin })
            {
                diagnostics.append(refused)
            }
        }
        set.uncompiled = [:]
        set.mustache = MustacheTemplates(set.mustacheEntries)
        set.mustacheEntries = [:]
        set.itemKinds = set.kinds(of: .items).filter { !["default", "header", "footer"].contains($0) }
        return (set, diagnostics)
    }

    private mutating func add(path: String, text: String, origin: String, diagnostics: inout [Diagnostic]) {
        guard path.hasSuffix(".mustache") else {
            themeFiles[path] = .text(text)
            return
        }
        let name = String(path.dropLast(".mustache".count))
        if !origin.hasPrefix("built-in "), BuiltinTemplates.files[path] != text { overrideCount += 1 }
        let scanned: TemplatePartials.Scan
        switch TemplatePartials.read(text) {
        case .success(let scan): scanned = scan
        case .failure(let refusal):
            diagnostics.append(Diagnostic(.error, rule: .templateSyntax, file: origin, message: refusal.message, hint: refusal.hint))
            return
        }
        do {
            // A built-in template parses (the tests see to it): swift-mustache parses it if a page
            // needs it. A project's is parsed now, for where it does not.
            mustacheEntries[name] = origin.hasPrefix("built-in ") ? .source(text) : .parsed(try MustacheTemplates.parse(text))
            origins[name] = origin
            sources[name] = text
            scans[name] = scanned
            idsByTemplate[name] = Self.literalIDs(in: text)
            switch TemplateCompiler.compiling(text) {
            case .success(let program): compiled[name] = program
            case .failure(let refusal):
                compiled[name] = CompiledTemplate(nodes: [])
                uncompiled[name] = refusal
            }
        } catch let error as MustacheTemplate.ParserError {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .templateSyntax, file: origin,
                    location: SourceLocation(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber),
                    message: "the template does not parse: \(Self.describe(error.error))",
                    hint: "check that every {{#section}} has a matching {{/section}}"))
        } catch {
            diagnostics.append(Diagnostic(.error, rule: .templateSyntax, file: origin, message: "the template does not parse: \(error)"))
        }
    }

    /// The values of `id="…"` attributes written as plain text (no tags inside) in `text`.
    package static func literalIDs(in text: String) -> Set<String> {
        var ids: Set<String> = []
        var text = text
        text.withUTF8 { bytes in
            var position = 0
            while let start = ByteLines.find(idAttribute, in: bytes[...], from: position) {
                let valueStart = start + idAttribute.count
                guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                let value = bytes[valueStart..<end]
                if !value.isEmpty, !value.contains(UInt8(ascii: "{")), !value.contains(UInt8(ascii: "}")) {
                    ids.insert(String(decoding: value, as: UTF8.self))
                }
                position = end
            }
        }
        return ids
    }

    private static let idAttribute = Array(" id=\"".utf8)

    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with the wrong name"
        case .unfinishedName: "a tag is not closed with }}"
        case .expectedSectionEnd: "a section is never closed"
        case .invalidSetDelimiter: "invalid delimiter change"
        default: "\(error)"
        }
    }

    /// The regular files of the templates folder, through the gate: a link is followed only where
    /// it leads to a file inside the folder (as in `Content/`); one that leads out, loops or
    /// leads to a folder is refused with a diagnostic, and nothing of its target is read.
    private static func files(in folder: URL, displayName: String, diagnostics: inout [Diagnostic]) -> [(String, URL)] {
        let templates = ConfinedRoot(folder, links: .followInside)
        var files: [(String, URL)] = []
        for entry in templates.entries(skipHidden: true) where !entry.relative.hasSuffix("/") {
            let shown = displayName + "/" + entry.relative
            if let failure = entry.failure {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .fileUnreadable, file: shown, message: "this file cannot be read (\(failure)); it is not used",
                        hint: "rename it"))
                continue
            }
            switch entry.resolved {
            case .success(let full) where ConfinedRoot.kind(atResolved: full) == .file:
                files.append((entry.relative, URL(fileURLWithPath: full)))
            case .success:
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .symbolicLink, file: shown,
                        message: "this symbolic link leads to no file (a folder, or something else); it is not read",
                        hint: "link each file, or copy the folder into \(displayName)/"))
            case .failure(.leadsOut(_, let target)):
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .symbolicLink, file: shown,
                        message: "this symbolic link leads out of \(displayName)/ (to \(target)); it is not read",
                        hint: "copy the file into \(displayName)/ instead"))
            case .failure(let refusal):
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .symbolicLink, file: shown,
                        message: refusal.phrase("this path", folder: displayName + "/") + "; it is not read",
                        hint: "fix or remove the link"))
            }
        }
        return files
    }
}
