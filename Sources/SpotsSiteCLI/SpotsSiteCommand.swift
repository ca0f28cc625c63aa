import ArgumentParser
import Foundation
import Logging
import SpotsBuild
import SpotsFlow
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site`: screen JSON in, a browsable, validated site out.
@main
struct SpotsSiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spots-site",
        abstract: "Build a browsable HTML site from Spots screen JSON.",
        version: SpotsSiteVersion.withLibraries,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, DiffCommand.self, SchemaCommand.self, InitCommand.self, TemplatesCommand.self,
            NewCommand.self, FlowCommand.self, AuditCommand.self, LSPCommand.self,
        ],
        defaultSubcommand: BuildCommand.self
    )

    /// Usage errors exit with 2, content errors with 1, as the README says.
    static func main() async {
        if let message = CommandLineFirstWord.unknownCommand(in: Array(CommandLine.arguments.dropFirst())) {
            Console.sayError(message)
            Foundation.exit(2)
        }
        // The command that runs, once parsed: a usage error it finds itself (`flow --to nowhere`)
        // is printed with its own usage, not the top level's.
        var parsed: ParsableCommand.Type = Self.self
        do {
            var command = try parseAsRoot()
            parsed = type(of: command)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure || (code != .success && !(error is ExitCode)) {
                // An option's value (a screen's name) may hold controls: escaped, as every line is.
                var message = parsed.fullMessage(for: error)
                if parsed != Self.self {
                    // Named as it is typed: under the program's name.
                    let name = parsed._commandName
                    message = message.replacingOccurrences(of: "Usage: \(name) ", with: "Usage: spots-site \(name) ")
                        .replacingOccurrences(of: "See '\(name) --help'", with: "See 'spots-site \(name) --help'")
                }
                FileHandle.standardError.write(Data((TerminalText.lines(message) + "\n").utf8))
                Foundation.exit(code == .success ? 0 : 2)
            }
            if code != .success { Foundation.exit(code.rawValue) }
            print(ExamplesSection.appended(to: fullMessage(for: error), arguments: CommandLine.arguments, root: Self.self))
        }
    }
}
