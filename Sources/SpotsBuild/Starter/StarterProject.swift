import Foundation
import SpotsFormat
import SpotsRender

/// `spots-site init`: writes the starter project (`StarterFiles`) into a folder that is missing or
/// empty. It never replaces a file: a folder with anything in it but `.git` is refused, each file
/// is made only if nothing is at its place, and when one cannot be, what was written is taken
/// back. Every file goes through the gate (`ConfinedRoot`) of the folder, which refuses a
/// symbolic link anywhere on the way: nothing is written through one.
public enum StarterProject {
    /// Why the project was not written.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The paths of the files it writes, relative to the folder.
    public static var paths: [String] { StarterFiles.all.map(\.path) }

    /// Writes the project into `folder` (made when missing); returns the paths written.
    @discardableResult
    public static func write(into folder: URL) throws -> [String] {
        try write(into: folder, checkingEmptiness: true)
    }

    /// `write(into:)`; without `checkingEmptiness`, as when a file appears after the check.
    package static func write(into folder: URL, checkingEmptiness: Bool) throws -> [String] {
        let name = folder.path
        let root = ConfinedRoot(folder, links: .refuse)
        if checkingEmptiness, let kind = ConfinedRoot.kind(ofNamed: folder) {
            guard kind == .folder else { throw Refusal(description: "\(name) is a file, not a folder") }
            guard let names = root.names() else { throw Refusal(description: "cannot read the folder \(name)") }
            let entries = names.filter { $0 != ".git" }
            guard entries.isEmpty else {
                let shown = entries.prefix(5).joined(separator: ", ") + (entries.count > 5 ? ", …" : "")
                throw Refusal(description: "\(name) is not empty (it holds \(shown)); spots-site init writes only into an empty folder")
            }
        }
        var above: [String] = []
        var folders: [String] = []
        var made: [String] = []
        do {
            switch root.makeFolder() {
            case .success(let found): above = found
            case .failure(let failure): throw Refusal(description: "cannot make the folder \(name): \(failure.explanation(in: name + "/"))")
            }
            for (path, text) in StarterFiles.all {
                // The folders this file makes, noted to be taken back.
                for needed in enclosingFolders(of: path) where !folders.contains(needed) && root.occupant(of: needed) == .nothing {
                    folders.append(needed)
                }
                if case .failure(let failure) = root.create(Array(text.utf8), at: path) {
                    throw Refusal(description: "cannot make \(name)/\(path): \(failure.explanation(in: name + "/"))")
                }
                made.append(path)
            }
        } catch {
            for path in made.reversed() { _ = root.remove(path) }
            for created in folders.reversed() { _ = root.remove(created) }  // only if still empty
            ConfinedRoot.removeEmptyFolders(above)
            throw error
        }
        return made
    }

    /// The folders above `path`, outermost first (`Content`, `Content/screens`).
    private static func enclosingFolders(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
