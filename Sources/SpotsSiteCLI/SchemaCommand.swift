import ArgumentParser
import SpotsSite

/// `spots-site schema`: the JSON Schema of the screen format, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Print a JSON Schema (draft 2020-12) of the screen format, for editors.")

    func run() throws {
        print(ScreenSchema.json)
    }
}
