import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site templates list|copy`: the built-in theme, and copies of it to customise.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in templates and theme files, or copy them into the project to customise.",
        subcommands: [List.self, Copy.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show every built-in template and theme file, and which the project's templates folder overrides.")

        @Option(help: "The project's templates folder.")
        var templates = "Templates"

        @OptionGroup var colour: ColourOption

        func run() throws {
            let entries = TemplateCopies.list(projectFolder: URL(fileURLWithPath: templates), displayName: templates)
            let width = entries.map(\.name.count).max() ?? 0
            for entry in entries {
                Console.say(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.source)
            }
        }
    }

    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy built-in templates or theme files into the project, to customise.",
            discussion: """
                NAME is a template (items/default, components/grid, page) or a theme file \
                (assets/theme.css); `spots-site templates list` shows them all. Each copy starts with \
                a comment naming the built-in file and its hash: keep it, and a build warns when a \
                newer spots-site's built-in file has changed since.
                """)

        @Argument(help: "The built-in files to copy.")
        var names: [String]

        @Option(help: "The folder to copy them into.")
        var to = "Templates"

        @Flag(help: "Replace files that are there already (a symbolic link is replaced by the copy, not written through; a folder never is).")
        var force = false

        func validate() throws {
            if names.isEmpty { throw ValidationError("name at least one template to copy; `spots-site templates list` shows them") }
        }

        @OptionGroup var colour: ColourOption

        func run() throws {
            do {
                let copied = try TemplateCopies.copy(names, to: URL(fileURLWithPath: to), force: force)
                for copy in copied {
                    let link = copy.replacedLink.map { ", replacing the symbolic link there (to \($0), which is left as it was)" } ?? ""
                    Console.say("Copied the built-in \(copy.path) to \(to)/\(copy.path)\(link)")
                }
            } catch {
                colour.sayError(error.description)
                throw ExitCode(1)
            }
        }
    }
}
