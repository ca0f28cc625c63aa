import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The content folder, how diagnostics name it and the files in it (`Content/screens/a.json`),
/// and the one rule for symbolic links in it: a file is read only where its links lead inside it.
package struct ContentFolder: Sendable {
    /// Where it is.
    package let url: URL
    /// How diagnostics name it (`Content`).
    package let displayName: String
    /// The largest JSON file read from it, in bytes (`--max-screen-size`).
    package var maxFileSize = FileSize.defaultLimit
    /// The folder with its links resolved, what every path read from it must lead into.
    var resolvedRoot: String { gate.path }
    /// How pages name the folder (`Content` in `Content/screens/a.json`): its own name, the same
    /// wherever the build runs.
    package var pageName: String
    /// The gate every path read from the folder goes through: links followed only inside.
    package let gate: ConfinedRoot
    /// The files an editor holds open, read as the editor has them (`spots-site lsp`).
    package let documents: OpenDocuments?

    package init(url: URL, displayName: String, maxFileSize: Int = FileSize.defaultLimit, documents: OpenDocuments? = nil) {
        self.url = url
        self.displayName = displayName
        self.maxFileSize = maxFileSize
        self.documents = documents
        gate = ConfinedRoot(url, links: .followInside)
        pageName = url.standardizedFileURL.lastPathComponent
    }

    /// What stops a build before it starts: the folder is missing, or is a file. A missing
    /// `Content/` (the folder by its default name) suggests `spots-site init`.
    package var problem: Diagnostic? {
        let kind = ConfinedRoot.kind(ofNamed: url)
        guard kind != .folder else { return nil }
        if kind != nil {
            return Diagnostic(
                .error, rule: .contentFolder, file: displayName, message: "\(displayName) is a file, not a content folder",
                hint: "pass --content with the folder that holds screens/")
        }
        guard displayName == "Content" else {
            return Diagnostic(
                .error, rule: .contentFolder, file: displayName, message: "the content folder \(displayName)/ does not exist",
                hint: "check --content")
        }
        let here = url.deletingLastPathComponent().path
        return Diagnostic(
            .error, rule: .contentFolder, file: displayName, message: "there is no Content/ folder here (\(here)), so there is nothing to build",
            hint: "spots-site init writes a small project here to start from (or: spots-site init my-screens); --content PATH builds another folder")
    }

    /// How diagnostics name the file at `relative` under the folder.
    package func display(_ relative: String) -> String { displayName + "/" + relative }

    /// The file at `relative` under the folder.
    package func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// The JSON file at `url` (a path in the folder the gate let through), parsed as `JSONFile`
    /// parses it, read as an editor has it when it is open.
    package func parse(_ url: URL, file: String, diagnostics: inout [Diagnostic], bytes: inout [UInt8]?) -> JSONNode? {
        JSONFile.parse(url, file: file, sizeLimit: maxFileSize, documents: documents, diagnostics: &diagnostics, bytes: &bytes)
    }

    /// The same, without the bytes.
    package func parse(_ url: URL, file: String, diagnostics: inout [Diagnostic]) -> JSONNode? {
        var bytes: [UInt8]?
        return parse(url, file: file, diagnostics: &diagnostics, bytes: &bytes)
    }

    /// Where a path in the folder leads once every symbolic link on its way is followed.
    package enum Destination: Equatable {
        /// A path inside the folder (links resolved).
        case inside(URL)
        /// A path outside the folder: not read.
        case outside(String)
        /// Links that lead back to themselves.
        case loop
        /// Nothing is there.
        case nowhere
    }

    /// Where `path` leads, by the gate's rule.
    package func destination(of path: URL) -> Destination {
        let named = url.standardizedFileURL.path
        let full = path.standardizedFileURL.path
        let relative: String
        if RealPath.isInside(full, named), full != named {
            relative = String(full.dropFirst(named == "/" ? 1 : named.count + 1))
        } else if let inside = gate.relative(of: full), !inside.isEmpty {
            relative = inside
        } else {
            return .outside(full)
        }
        switch gate.resolve(relative) {
        case .success(let target): return .inside(URL(fileURLWithPath: target))
        case .failure(.leadsOut(_, let target)): return .outside(target)
        case .failure(.loop): return .loop
        case .failure(.missing): return .nowhere
        case .failure(.link), .failure(.notRelative), .failure(.climbsOut): return .outside(full)
        }
    }

    /// What is wrong with a destination, said of the link (`this symbolic link` or `the data file
    /// 'x' (through a symbolic link)`): nil when it leads inside the folder.
    package func problem(with destination: Destination, file: String, subject: String) -> Diagnostic? {
        switch destination {
        case .inside: nil
        case .outside(let target):
            Diagnostic(
                .error, rule: .symbolicLink, file: file, message: "\(subject) leads out of \(displayName)/ (to \(target)); it is not read",
                hint: "copy the file into \(displayName)/ instead")
        case .loop:
            Diagnostic(
                .error, rule: .symbolicLink, file: file, message: "\(subject) loops: its links lead back to themselves; it is not read",
                hint: "fix or remove the link")
        case .nowhere: leadsToNoFile(file: file, subject: subject)
        }
    }

    /// A link that leads to nothing, or to something that is not a file.
    func leadsToNoFile(file: String, subject: String) -> Diagnostic {
        Diagnostic(.warning, rule: .symbolicLink, file: file, message: "\(subject) leads to no file; it is not read", hint: "fix or remove the link")
    }
}
