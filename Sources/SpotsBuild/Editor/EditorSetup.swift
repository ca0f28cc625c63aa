import Foundation
import SpotsFormat
import SpotsRender

/// `spots-site schema --write`: the schema of screens and of their variants written beside the
/// content folder, and VS Code's settings mapping the screen files to them (variants, which are
/// patches, to the variant schema). Settings are merged, never replaced: every other setting and
/// every other schema mapping is kept with its text as the file wrote it, and a file spots-site
/// cannot read back whole (VS Code allows comments there), or a symbolic link, is left as it was,
/// with what to add by hand.
public enum EditorSetup {
    public static let screenSchemaFile = "screen.schema.json"
    public static let variantSchemaFile = "screen-variant.schema.json"
    public static let settingsFile = ".vscode/settings.json"

    /// Why nothing was written.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// What became of each file: written, updated or unchanged, by its path.
    public typealias Outcome = [(file: String, what: String)]

    /// Writes the schemas and the settings into `folder` (the project, where `screens` is the
    /// screens folder as a path from it, `Content/screens`). Checks everything before it writes
    /// anything: a refusal leaves every file as it was. A symbolic link in the place of a file is
    /// neither written through nor replaced: unless what it points to is what would be written,
    /// that is a refusal too.
    public static func write(into folder: URL, screens: String) throws(Problem) -> Outcome {
        // Links inside the project are followed to read; nothing is written through one.
        let project = ConfinedRoot(folder, links: .followInside)
        let existing = try settings(in: project, screens: screens)
        let files = [
            (screenSchemaFile, ScreenSchema.json + "\n"), (variantSchemaFile, ScreenSchema.variantJSON + "\n"),
            (settingsFile, try merged(existing, screens: screens)),
        ]
        var outcome: Outcome = []
        var writes: [(file: String, text: String)] = []
        for (file, text) in files {
            let before = project.data(of: file)
            if before == Data(text.utf8) {
                outcome.append((file, "unchanged"))
                continue
            }
            let occupant = project.occupant(of: file)
            if occupant == .link { throw linked(file, in: project, screens: screens) }
            if occupant == .file, before == nil { throw Problem(description: "cannot read \(file); it is left as it was, and nothing was written") }
            if file != settingsFile, let before, !String(decoding: before, as: UTF8.self).contains(ownSchemaMark) {
                throw Problem(
                    description: "\(file) is there and is not a schema spots-site wrote; it is left as it was (move it away to write the schemas)")
            }
            if let problem = project.problem(writing: file) {
                throw Problem(description: "cannot write \(file): \(project.shown(problem.path)) \(problem.reason); nothing was written")
            }
            outcome.append((file, before == nil ? "written" : "updated"))
            writes.append((file, text))
        }
        for (file, text) in writes {
            // Written beside and renamed into place: a link put there since is replaced, not followed.
            if case .failure(let failure) = project.replace(Array(text.utf8), at: file) {
                throw Problem(description: "cannot write \(file): \(failure.explanation(in: "the project folder"))")
            }
        }
        return outcome
    }

    /// What every schema spots-site wrote has in its `$id`.
    static let ownSchemaMark = "\"$id\": \"https://spots-site.invalid/"

    /// The text of the project's settings, nil when there are none; refused when it is not UTF-8,
    /// which could not be written back as it was.
    private static func settings(in project: ConfinedRoot, screens: String) throws(Problem) -> String? {
        guard let data = project.data(of: settingsFile) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(
                description:
                    "\(settingsFile) is not UTF-8 text, which spots-site could not keep as it is, so it is left as it was. Add this to it by hand:\n"
                    + snippet(screens: screens))
        }
        return text
    }

    /// The refusal of a symbolic link at `file`.
    private static func linked(_ file: String, in project: ConfinedRoot, screens: String) -> Problem {
        let to = project.destination(ofLink: file).map { " (to \($0))" } ?? ""
        let what = "\(file) is a symbolic link\(to); spots-site neither writes through a link nor replaces it, so nothing was written."
        guard file == settingsFile else {
            return Problem(description: what + " Put the file itself there, or remove the link, to write the schemas")
        }
        return Problem(description: what + " Add this to the file it points to by hand:\n" + snippet(screens: screens))
    }
}
