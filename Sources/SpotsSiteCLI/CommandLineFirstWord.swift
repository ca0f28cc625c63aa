import ArgumentParser
import Foundation
import SpotsFormat

/// What the first word of a command line says before it is parsed: a word that is no command
/// (`spots-site serv`) would otherwise be an argument of `build`, the default command, and get
/// build's usage.
enum CommandLineFirstWord {
    /// The commands' names, and `help`.
    static var commandNames: [String] {
        SpotsSiteCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The message for `arguments` (without the program's name) when their first word is no
    /// command and `build` would not take it (it takes no positional argument): "did you mean".
    /// The parser's own options (completion scripts, the help dump, a shell's completion request)
    /// leave the line to swift-argument-parser.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard !(arguments.first.map(isParserOwnOption) ?? false) else { return nil }
        guard var first = firstWord(of: arguments) else { return nil }
        // `help NAME` asks for a command's help: NAME must be one.
        if first == "help", let index = arguments.firstIndex(of: "help"), index + 1 < arguments.endIndex {
            first = arguments[index + 1]
        }
        guard !commandNames.contains(first) else { return nil }
        let hint = Suggestions.didYouMean(first, in: commandNames) ?? "the commands are \(commandNames.dropLast().joined(separator: ", "))"
        return "Error: '\(TerminalText.oneLine(first))' is not a spots-site command; \(hint)\nSee 'spots-site --help' for the commands."
    }

    /// The first word that is no option nor an option's value (`serv` in `-q --content x serv`).
    static func firstWord(of arguments: [String]) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            guard argument.hasPrefix("-") else { return argument }
            if argument == "--" { return nil }
            index += valueOptions.contains(argument) ? 2 : 1
        }
        return nil
    }

    /// `--generate-completion-script bash`, `--experimental-dump-help`, `---completion …`.
    static func isParserOwnOption(_ argument: String) -> Bool {
        argument.hasPrefix("---") || argument.hasPrefix("--generate-completion-script") || argument.hasPrefix("--experimental-")
    }

    /// The options of `build` (the default command) that take a value in the next word, as its
    /// help lists them (`--text <mode>`, `-o <dir>`): one list, the parser's own.
    static let valueOptions: Set<String> = optionsTakingValues(in: BuildCommand.helpMessage(columns: 1_000))

    /// The options that `help` shows with a value (`--content <content>`).
    static func optionsTakingValues(in help: String) -> Set<String> {
        var found = Set<String>()
        for line in help.split(separator: "\n") {
            let words = line.split(separator: " ")
            for (word, next) in zip(words, words.dropFirst()) where word.hasPrefix("-") && next.hasPrefix("<") {
                found.insert(String(word.trimmingCharacters(in: CharacterSet(charactersIn: ",[]"))))
            }
        }
        return found
    }
}
