import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview
import SpotsSite

/// The folders and strictness every command that reads a project takes.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The folder with site.json, screens/ and assets/.")
    var content = "Content"

    @Option(help: "The project's templates; each file overrides the built-in one of the same name. (default: Templates, if it exists)")
    var templates: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors, one line each (no source excerpt), and the summary of a failed build.")
    var quiet = false

    /// `--max-screen-size`, declared once (`ScreenSizeOption`).
    @OptionGroup var size: ScreenSizeOption

    @Flag(help: "Print every diagnostic; the text format otherwise prints 20 of a kind and counts the rest.")
    var allDiagnostics = false

    @Flag(name: .shortAndLong, help: "Print a line for each step of the build, with what it did and its time.")
    var verbose = false

    /// `--color`, declared once for every command (`ColourOption`).
    @OptionGroup var colour: ColourOption

    var color: ColourChoice { colour.color }

    /// Where the command's diagnostics and summary go.
    var console: Console {
        let options = buildOptions(output: "Output")
        return Console(
            quiet: quiet, verbose: verbose, allDiagnostics: allDiagnostics, sourceFolders: [options.content, options.templates],
            colours: (output: color.colours(STDOUT_FILENO), errors: color.colours(STDERR_FILENO)))
    }

    /// Ends the command with exit status 1 when the content folder is not there, saying how to
    /// start a project (in `console`'s format), before any step runs.
    func requireContent(_ console: Console) throws {
        guard let problem = contentProblem() else { return }
        console.report([problem])
        throw ExitCode(1)
    }

    /// What is wrong with the content folder's place: missing (with `spots-site init` to start
    /// one), or a file; nil when it is a folder.
    func contentProblem() -> Diagnostic? {
        let folder = buildOptions(output: "Output").content
        return ContentFolder(url: folder, displayName: FolderName.display(of: folder)).problem
    }

    func buildOptions(output: String) -> BuildOptions {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var options = BuildOptions(
            content: URL(fileURLWithPath: content, relativeTo: base).standardizedFileURL,
            templates: URL(fileURLWithPath: templates ?? "Templates", relativeTo: base).standardizedFileURL,
            templatesRequired: templates != nil,
            output: URL(fileURLWithPath: output, relativeTo: base).standardizedFileURL,
            strict: strict, maxFileSize: size.bytes)
        options.features = SiteFeatures.all
        return options
    }
}

/// The parts of the site made beside the screens' pages, for the commands that make them
/// (`build`, `check`, `serve`, `diff`); `flow` and `audit` do not take them.
struct SitePartOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Make the design catalog at catalog/ (as \"catalog\": false in site.json, --no-catalog leaves it out).")
    var catalog = true

    @Flag(inversion: .prefixedNo, help: "Draw the app's map at flow/ (as \"flow\": false in site.json, --no-flow leaves it out).")
    var flow = true

    /// `options` with these parts on or off.
    func applied(to options: BuildOptions) -> BuildOptions {
        var options = options
        options.catalog = catalog
        options.flow = flow
        return options
    }
}
