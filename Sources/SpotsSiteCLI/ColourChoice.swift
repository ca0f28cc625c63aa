import ArgumentParser
import Foundation

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
