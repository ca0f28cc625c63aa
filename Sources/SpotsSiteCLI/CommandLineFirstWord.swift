import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat

/// What the first word of a command line says before it is parsed: a word that is no command
/// (`spots-site serv`) would otherwise be an argument of `build`, the default command, and get
/// build's usage; and a project without its content folder would run a build's steps to say so.
enum CommandLineFirstWord {
    /// The commands' names, and `help`.
    static var commandNames: [String] {
        SpotsSiteCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The message for `arguments` (without the program's name) when their first word is no
    /// command and `build` would not take it (it takes no positional argument): "did you mean".
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let hint = Suggestions.didYouMean(first, in: commandNames) ?? "the commands are \(commandNames.dropLast().joined(separator: ", "))"
        return "Error: '\(first)' is not a spots-site command; \(hint)\nSee 'spots-site --help' for the commands."
    }

    /// The message for a command that reads a project whose content folder `options` name is not
    /// there: the folder, and how to start one, before any step runs.
    static func missingContent(_ options: BuildOptions, named: String) -> String? {
        let kind = ConfinedRoot.kind(ofNamed: options.content)
        guard kind != .folder else { return nil }
        let shown = FolderName.display(of: options.content)
        if kind != nil { return "Error: \(shown) is a file, not a content folder; pass --content with the folder that holds screens/" }
        guard named == "Content" else { return "Error: the content folder \(shown)/ does not exist; check --content" }
        return """
            Error: there is no Content/ folder here (\(FileManager.default.currentDirectoryPath)), so there is nothing to build.
              spots-site init            writes a small project here to start from (or: spots-site init my-screens)
              spots-site --content PATH  builds the content folder at PATH
            """
    }
}
