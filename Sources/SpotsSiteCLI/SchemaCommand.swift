import ArgumentParser
import SpotsSite

/// `spots-site schema [screen|catalog]`: the JSON Schema of a screen file or of `catalog.json`, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (draft 2020-12) of the screen format, of catalog.json, or of spots-site diff --format json.")

    /// The documents there is a schema of.
    enum Document: String, ExpressibleByArgument, CaseIterable {
        case screen, catalog, diff
    }

    @Argument(help: "Which document the schema describes: a screen file, Content/catalog.json, or the JSON of spots-site diff.")
    var document: Document = .screen

    func run() throws {
        switch document {
        case .screen: print(ScreenSchema.json)
        case .catalog: print(CatalogSchema.json)
        case .diff: print(ReviewSchema.json)
        }
    }
}
