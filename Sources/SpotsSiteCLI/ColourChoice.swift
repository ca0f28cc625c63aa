import ArgumentParser
import Foundation
import SpotsFormat

/// `--color auto|always|never`, as cargo, swift and clang take it: auto colours a stream that is a
/// terminal, unless `NO_COLOR` is set (to anything but the empty string, no-color.org) or `TERM`
/// is `dumb`.
enum ColourChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    static let help = ArgumentHelp(
        "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when")

    /// Whether what goes to `stream` (a file descriptor) is coloured.
    func colours(_ stream: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
            return environment["TERM"] != "dumb" && isatty(stream) == 1
        }
    }
}

/// `--color` for the commands that write files rather than build (`init`, `new`, `templates`,
/// `schema`): their refusals are painted as a build's errors are.
struct ColourOption: ParsableArguments {
    @Option(help: ColourChoice.help)
    var color: ColourChoice = .auto

    /// Prints `message` to standard error as an error, `error:` red on a terminal; its controls
    /// escaped (`TerminalText`).
    func sayError(_ message: String) {
        let word = TerminalColour.error.paint("error:", on: color.colours(STDERR_FILENO))
        FileHandle.standardError.write(Data((word + " " + TerminalText.lines(message) + "\n").utf8))
    }
}
