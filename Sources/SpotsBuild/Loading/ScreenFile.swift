import Foundation
import SpotsFormat
import SpotsRender

/// A screen file found under `Content/screens/`, with the route its path gives it: one per page,
/// so a page from data (`profile/[id].json`) makes one for each record.
package struct ScreenFile: Sendable {
    /// The file on disk.
    package var fileURL: URL
    /// How diagnostics name it (`Content/screens/profile/[id].json`).
    package var diagnosticName: String
    /// How pages name it: from the content folder's own name, the same wherever the build runs.
    var outputName: String
    /// Its path under the content folder (`screens/people.json`).
    package var contentPath: String
    /// Its page.
    package var route: Route
    /// For a page from data: the record the page shows.
    package var record: Record?
    /// For a variant (`home~empty.json`): its name and the screen it varies.
    package var variant: Variant?

    /// One record of the data file that a page from data reads.
    package struct Record: Sendable {
        /// The record.
        package var value: JSONValue
        /// How diagnostics name the data file (`Content/data/people.json`).
        var diagnosticName: String
        /// The data file's path under the content folder (`data/people.json`).
        package var contentPath: String
        /// Where the record starts in the data file.
        package var location: SourceLocation
        /// Its position in the data file's array, from 0.
        package var index: Int

        /// How messages name the record: "record 2 of Content/data/people.json (line 3)".
        package var description: String { "record \(index + 1) of \(diagnosticName) (line \(location.line))" }
    }

    /// What a variant is: its name and the screen file it is a merge patch over.
    package struct Variant: Sendable {
        /// `empty` for `home~empty.json`.
        package var name: String
        /// The screen it varies: its file, how diagnostics name it, its path and route.
        package var baseURL: URL
        var baseDiagnosticName: String
        var baseContentPath: String
        var baseRoute: Route
    }
}
