import Foundation
import SpotsFormat

/// Built-in theme files copied into a project to customise (`spots-site templates copy`), each
/// with a first line that names the built-in file and the hash of the text it was copied from.
/// A build compares that hash with the built-in file of the spots-site that runs, and warns when
/// the built-in has changed since: the copy may lack a fix or a field the new one has.
package enum TemplateCopies {
    /// The first line of a copy of the built-in file at `path` (under `Templates/`): a comment in
    /// the file's own language, which renders as nothing; nil for a kind of file with no comments.
    package static func marker(for path: String, hash: UInt64) -> String? {
        let words = "Copied from spots-site's built-in \(path) (built-in hash \(ContentHash.hex(hash))); a build warns when that file changes."
        if path.hasSuffix(".mustache") { return "{{! \(words) }}\n" }
        if path.hasSuffix(".css") { return "/* \(words) */\n" }
        if path.hasSuffix(".js") { return "// \(words)\n" }
        return nil
    }

    /// The text of a copy of the built-in file at `path`: its marker, then the file.
    package static func copy(of path: String) -> String? {
        guard let text = BuiltinTemplates.files[path] else { return nil }
        return (marker(for: path, hash: ContentHash.fnv1a(text.utf8)) ?? "") + text
    }

    /// The built-in file a project file says it was copied from, and the hash it was copied at.
    package static func origin(of text: String) -> (path: String, hash: String)? {
        let firstLine = text.prefix { $0 != "\n" }
        guard let start = firstLine.range(of: "Copied from spots-site's built-in "),
            let hashStart = firstLine.range(of: " (built-in hash ", range: start.upperBound..<firstLine.endIndex)
        else { return nil }
        let hash = firstLine[hashStart.upperBound...].prefix(16)
        guard hash.count == 16, hash.allSatisfy(\.isHexDigit) else { return nil }
        return (String(firstLine[start.upperBound..<hashStart.lowerBound]), String(hash))
    }

    /// Whether the copy `text` of a built-in file is behind it, as a warning on `file`.
    static func staleness(of text: String, file: String) -> Diagnostic? {
        guard let (path, hash) = origin(of: text) else { return nil }
        guard let builtin = BuiltinTemplates.files[path] else {
            return Diagnostic(
                .warning, rule: .templateCopy, file: file, location: SourceLocation(line: 1, column: 1),
                message: "this file was copied from the built-in \(path), which this spots-site no longer has",
                hint: "see `spots-site templates list` for the built-in files of this version")
        }
        guard ContentHash.hex(ContentHash.fnv1a(builtin.utf8)) != hash else { return nil }
        return Diagnostic(
            .warning, rule: .templateCopy, file: file, location: SourceLocation(line: 1, column: 1),
            message: "the built-in \(path) has changed since this file was copied from it",
            hint:
                "`spots-site templates copy \(Self.name(of: path)) --to NEW` writes the new one beside yours to compare; carry your changes over, or `--force` to replace yours"
        )
    }

    /// How `templates copy` names a built-in file: a template without `.mustache`.
    package static func name(of path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    /// The built-in files a user can copy, by path: every file of the theme but those of the
    /// `diff` report, which is no part of a site.
    package static var builtinPaths: [String] { BuiltinTemplates.files.keys.filter { !$0.hasPrefix("review/") }.sorted() }

    /// The built-in file `name` stands for (`items/default`, `items/default.mustache`, `assets/theme.css`).
    package static func path(named name: String) -> String? {
        let paths = Set(builtinPaths)
        if paths.contains(name) { return name }
        if paths.contains(name + ".mustache") { return name + ".mustache" }
        return nil
    }

    /// A hint for a name that is no built-in file.
    package static func suggestion(for name: String) -> String {
        Suggestions.didYouMean(name, in: builtinPaths.map(Self.name)) ?? "`spots-site templates list` shows them all"
    }
}

extension TemplateCopies {
    /// Why nothing was copied.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// One line of `templates list`: a file of the theme and where a build takes it from.
    package struct Entry: Sendable, Equatable {
        package let name: String
        package let source: String
    }

    /// Every built-in file, and every file of the project's `folder` (shown as `displayName`),
    /// with where a build takes it from.
    package static func list(projectFolder folder: URL, displayName: String) -> [Entry] {
        var project: [String: String] = [:]
        for entry in ConfinedRoot(folder, links: .followInside).entries(skipHidden: true) where !entry.relative.hasSuffix("/") {
            // A link the gate refuses is listed as the project's, as a build reports it; nothing of it is read.
            let bytes = (try? entry.resolved.get()).flatMap { try? ConfinedRoot.bytes(atResolved: $0).get() }
            project[entry.relative] = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        var entries: [Entry] = []
        for path in builtinPaths {
            guard let text = project.removeValue(forKey: path) else {
                entries.append(Entry(name: name(of: path), source: "built-in"))
                continue
            }
            let file = "\(displayName)/\(path)"
            let source: String
            if text == BuiltinTemplates.files[path] {
                source = "built-in (\(file) is the same file)"
            } else if let (copied, hash) = origin(of: text), copied == path {
                let current = ContentHash.hex(ContentHash.fnv1a((BuiltinTemplates.files[path] ?? "").utf8))
                source = "\(file), copied from the built-in " + (hash == current ? "of this version" : "before it changed: a build warns")
            } else {
                source = file
            }
            entries.append(Entry(name: name(of: path), source: source))
        }
        for path in project.keys.sorted() where path.hasSuffix(".mustache") || path.hasPrefix("assets/") {
            entries.append(Entry(name: name(of: path), source: "\(displayName)/\(path), the project's own"))
        }
        return entries
    }

    /// A file `copy` wrote, and the symbolic link it replaced there, by what the link pointed to.
    package struct Copied: Sendable, Equatable {
        /// The built-in file's path, which is the copy's path in the folder.
        package let path: String
        /// What the symbolic link that stood at the copy's place pointed to (`--force` replaces
        /// such a link with the file, and never writes through it); nil when there was none.
        package let replacedLink: String?
    }

    /// Copies the built-in files `names` into `folder` (made when missing), each with its marker.
    /// Nothing is written when a name is unknown, when anything stands at a copy's place (a file,
    /// a folder, or a symbolic link, even one to nothing) and `force` is false, or when a copy
    /// could not be written: everything is checked first. `force` replaces a file or a link with
    /// the copy, but never a folder.
    package static func copy(_ names: [String], to folder: URL, force: Bool) throws(Problem) -> [Copied] {
        var paths: [String] = []
        for name in names {
            guard let path = path(named: name) else {
                throw Problem(description: "'\(name)' is no built-in template or theme file; \(suggestion(for: name))")
            }
            if !paths.contains(path) { paths.append(path) }
        }
        let templates = ConfinedRoot(folder, links: .followInside)
        let targets = paths.map { (path: $0, occupant: templates.occupant(of: $0) ?? .nothing) }
        if let (path, _) = targets.first(where: { $0.occupant == .folder }) {
            throw Problem(description: "\(path) is a folder in \(folder.path); nothing was copied (not even --force replaces a folder)")
        }
        let existing = targets.filter { $0.occupant != .nothing }.map { $0.path + ($0.occupant == .link ? " (a symbolic link)" : "") }
        if !force, !existing.isEmpty {
            throw Problem(
                description:
                    "\(existing.joined(separator: ", ")) \(existing.count == 1 ? "is" : "are") there already in \(folder.path); nothing was copied (--force replaces)"
            )
        }
        var copies: [Copied] = []
        for (path, occupant) in targets {
            // A link on the way (a refused way counts as nothing there) is found here.
            if let problem = templates.problem(writing: path) {
                throw Problem(
                    description: "cannot write \(path) in \(folder.path): \(templates.shown(problem.path)) \(problem.reason); nothing was copied")
            }
            copies.append(Copied(path: path, replacedLink: occupant == .link ? templates.destination(ofLink: path) ?? "" : nil))
        }
        try write(copies, into: templates, shown: folder.path, force: force)
        return copies
    }

    /// Writes the checked `copies`: each made only where nothing is, or with `force` put in
    /// place of the file or link there (written beside and renamed, a link replaced, never
    /// written through). When one fails, the files made new are taken back.
    private static func write(_ copies: [Copied], into templates: ConfinedRoot, shown: String, force: Bool) throws(Problem) {
        var made: [String] = []
        var above: [String] = []
        switch templates.makeFolder() {
        case .success(let found): above = found
        case .failure(let failure): throw Problem(description: "cannot make the folder \(shown): \(failure.explanation(in: shown + "/"))")
        }
        for copied in copies {
            let bytes = Array((copy(of: copied.path) ?? "").utf8)
            let isNew = templates.occupant(of: copied.path) == .nothing
            let result = force ? templates.replace(bytes, at: copied.path) : templates.create(bytes, at: copied.path)
            if case .failure(let failure) = result {
                for path in made.reversed() { _ = templates.remove(path) }
                ConfinedRoot.removeEmptyFolders(above)
                throw Problem(description: "cannot write \(shown)/\(copied.path): \(failure.explanation(in: shown + "/"))")
            }
            if isNew { made.append(copied.path) }
        }
    }
}
