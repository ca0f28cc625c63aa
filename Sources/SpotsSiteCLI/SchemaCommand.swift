import ArgumentParser
import SpotsSite

/// `spots-site schema [screen|catalog]`: the JSON Schema of a screen file or of `catalog.json`, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Print a JSON Schema (draft 2020-12) of the screen format, or of catalog.json, for editors.")

    /// The documents there is a schema of.
    enum Document: String, ExpressibleByArgument, CaseIterable {
        case screen, catalog
    }

    @Argument(help: "Which file the schema describes: a screen file, or Content/catalog.json.")
    var document: Document = .screen

    func run() throws {
        switch document {
        case .screen: print(ScreenSchema.json)
        case .catalog: print(CatalogSchema.json)
        }
    }
}
