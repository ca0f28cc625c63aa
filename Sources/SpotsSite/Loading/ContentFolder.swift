import Foundation

/// The content folder, and how diagnostics name it and the files in it (`Content/screens/a.json`).
struct ContentFolder: Sendable {
    /// Where it is.
    let url: URL
    /// How diagnostics name it (`Content`).
    let displayName: String

    /// How diagnostics name the file at `relative` under the folder.
    func display(_ relative: String) -> String { displayName + "/" + relative }

    /// The file at `relative` under the folder.
    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }
}
