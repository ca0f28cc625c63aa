import ArgumentParser
import Foundation
import SpotsSite

/// `spots-site check`: everything a build checks, and nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Load, render and validate every page without writing anything.")

    @OptionGroup var project: ProjectOptions

    @Option(help: "How to print diagnostics: text (with the source line), json (an array on standard output), github (workflow commands).")
    var format: DiagnosticFormat = .text

    func run() throws {
        let started = Date()
        var console = project.console
        console.format = format
        let site = SiteBuilder(options: project.buildOptions(output: "Output"), logger: console.logger).build()
        console.report(site.diagnostics)
        let failed = site.diagnostics.hasErrors
        console.summary(
            failed ? "Check failed" : "Checked \(site.pageCount.counted("page"))", site: site, seconds: Date().timeIntervalSince(started),
            tail: "nothing written")
        if failed { throw ExitCode(1) }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
