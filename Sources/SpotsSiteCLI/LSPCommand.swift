import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsLanguageServer
import SpotsSite

/// `spots-site lsp`: the Language Server Protocol on standard input and output, for an editor to
/// start (docs/editors.md).
struct LSPCommand: ParsableCommand, HelpExamples {
    static let configuration = CommandConfiguration(
        commandName: "lsp", abstract: "Check screens as you type: a language server for your editor, on standard input and output.",
        discussion: """
            An editor starts it and speaks the Language Server Protocol to it: diagnostics as you type \
            (the same as `check`, for the text in the editor), completion, hover, go to definition and \
            references, quick fixes and the outline. The project is the folder holding Content/ above \
            the first file opened, unless --content names it. It reads only the project and writes nothing. \
            Set-up for Neovim, Helix, Zed, Sublime Text and Emacs: docs/editors.md.
            """)

    static let examples: [HelpExample] = [
        ("spots-site lsp", "what an editor runs (it speaks on standard input and output)"),
        ("spots-site lsp --content app/Content", "the project of another folder, whatever file is opened"),
    ]

    @Option(help: "The content folder. (default: the folder named Content above the first file opened)")
    var content: String?

    @Option(help: "The project's templates. (default: Templates beside the content folder)")
    var templates: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    /// `--max-screen-size`, declared once (`ScreenSizeOption`).
    @OptionGroup var size: ScreenSizeOption

    @Flag(help: "Accepted for editors that pass it: standard input and output are the only way it speaks.")
    var stdio = false

    func run() throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let contentURL = URL(fileURLWithPath: content ?? "Content", relativeTo: base).standardizedFileURL
        var options = BuildOptions(
            content: contentURL,
            templates: templates.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
                ?? contentURL.deletingLastPathComponent().appendingPathComponent("Templates"),
            templatesRequired: templates != nil, output: base.appendingPathComponent("Output"), strict: strict,
            maxFileSize: size.bytes)
        options.features = SiteFeatures.all
        options.purpose = .check
        let server = LanguageServer(settings: .init(options: options, namesProject: content != nil))
        // Ended here, not by a thrown exit code: the command line's end would print a blank line,
        // and standard output is the protocol's.
        ProcessEnd.exit(server.run())
    }
}
