import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFlow
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site schema [screen|catalog|site]`: the JSON Schema of a screen file, of `catalog.json` or of `site.json`, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print a JSON Schema (draft 2020-12) of the screen format, of catalog.json, of site.json, of spots-site diff --format json or of spots-site flow --format json; or, with --write, save the screen schemas for your editor."
    )

    /// The documents there is a schema of.
    enum Document: String, ExpressibleByArgument, CaseIterable {
        case screen, catalog, site, diff, flow
    }

    @Argument(
        help: "Which document the schema describes: a screen file, Content/catalog.json, Content/site.json, or the JSON of spots-site diff or flow."
    )
    var document: Document = .screen

    @Flag(
        help: ArgumentHelp(
            "Write screen.schema.json and screen-variant.schema.json here, and map the screen files to them in .vscode/settings.json.",
            discussion:
                "The settings are merged: other settings and schema mappings are kept, and a settings file with comments is left as it was, with what to add by hand. Variants (name~state.json), which are patches, get the variant schema."
        ))
    var write = false

    @Option(help: "With --write: the content folder whose screens/ the settings map.")
    var content = "Content"

    func validate() throws {
        if write, document != .screen { throw ValidationError("--write writes the screen schemas; leave out '\(document.rawValue)'") }
    }

    @OptionGroup var colour: ColourOption

    func run() throws {
        if write { return try writeFiles() }
        switch document {
        case .screen: print(ScreenSchema.json)
        case .catalog: print(CatalogSchema.json)
        case .site: print(SiteSchema.json)
        case .diff: print(ReviewSchema.json)
        case .flow: print(FlowSchema.json)
        }
    }

    private func writeFiles() throws {
        let screens = (content.hasSuffix("/") ? String(content.dropLast()) : content) + "/screens"
        do {
            let outcome = try EditorSetup.write(into: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), screens: screens)
            for (file, what) in outcome { Console.say("\(file): \(what)") }
            Console.say(
                "VS Code checks \(screens)/**/*.json against \(EditorSetup.screenSchemaFile), and variants (*~*.json) against \(EditorSetup.variantSchemaFile)."
            )
        } catch {
            colour.sayError(error.description)
            throw ExitCode(1)
        }
    }
}
