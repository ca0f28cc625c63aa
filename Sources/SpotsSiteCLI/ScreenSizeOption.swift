import ArgumentParser
import SpotsFormat

/// `--max-screen-size`, declared once for every command that reads a project (`ProjectOptions`,
/// `lsp`).
struct ScreenSizeOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest screen or data file read; a larger one is an error. (default: 20MB)",
            discussion: "A size in bytes, or with KB, MB or GB (multiples of 1,024).", valueName: "size"))
    var maxScreenSize: String?

    func validate() throws {
        if let maxScreenSize, FileSize.parse(maxScreenSize) == nil {
            throw ValidationError("--max-screen-size must be a size such as 20MB, 512KB or 1000000, got '\(maxScreenSize)'")
        }
    }

    /// The limit in bytes.
    var bytes: Int { maxScreenSize.flatMap(FileSize.parse) ?? FileSize.defaultLimit }
}
