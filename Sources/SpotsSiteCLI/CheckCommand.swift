import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site check`: everything a build checks, and nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Load, render and validate every page without writing anything.")

    @OptionGroup var project: ProjectOptions
    @OptionGroup var parts: SitePartOptions

    @Option(help: "How to print diagnostics: text (with the source line), json (an array on standard output), github (workflow commands).")
    var format: DiagnosticFormat = .text

    @Flag(help: Console.metricsHelp)
    var metrics = false

    func run() throws {
        let started = Date()
        var console = project.console
        console.format = format
        try project.requireContent(console)
        var options = parts.applied(to: project.buildOptions(output: "Output"))
        options.purpose = .check
        options.metrics = metrics
        var builder = SiteBuilder(options: options, logger: console.logger)
        builder.endsWithTheProcess = true
        var site = builder.build(pages: .discard)
        let reporting = BuildMetrics.Reading.now()
        console.report(site.diagnostics)
        site.metrics.step("Report diagnostics", since: reporting)
        let failed = site.diagnostics.hasErrors
        console.summary(
            failed ? "Check failed" : "Checked \(site.pageCount.counted("page"))", site: site, seconds: Date().timeIntervalSince(started),
            tail: "nothing written")
        if metrics { console.metrics(site.metrics) }
        if failed { throw ExitCode(1) }
        ProcessEnd.exit()
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
