import ArgumentParser
import Foundation
import SpotsSite

/// `spots-site check`: everything a build checks, and nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Load, render and validate every page without writing anything.")

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let started = Date()
        let console = Console(quiet: project.quiet)
        let site = SiteBuilder(options: project.buildOptions(output: "Output"), logger: console.logger).build()
        console.report(site.diagnostics)
        let failed = site.diagnostics.hasErrors
        console.summary(failed ? "Check failed" : "Checked \(site.pageCount) pages", site: site, seconds: Date().timeIntervalSince(started), tail: "nothing written")
        if failed { throw ExitCode(1) }
    }
}
