import ArgumentParser
import Foundation
import Logging
import SpotsSite

/// `spots-site build`: Content/ and Templates/ in, Output/ out.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build the site into the output folder (the default command).")

    @OptionGroup var project: ProjectOptions

    @Option(help: "The folder to write; replaced as a whole, only if spots-site wrote it.")
    var output = "Output"

    func run() throws {
        let started = Date()
        let options = project.buildOptions(output: output)
        let console = Console(quiet: project.quiet)
        let writer = SiteWriter(output: options.output)
        if let problem = writer.ownershipProblem() {
            console.report([problem])
            throw ExitCode(1)
        }
        let site = SiteBuilder(options: options, logger: console.logger).build()
        console.report(site.diagnostics)
        let seconds = Date().timeIntervalSince(started)
        guard !site.diagnostics.hasErrors else {
            console.summary("Build failed", site: site, seconds: seconds, tail: "\(output)/ was left as it was")
            throw ExitCode(1)
        }
        do {
            let count = try writer.write(site, checkOwnership: false)  // checked before building
            console.summary(
                "Built \(site.pageCount) pages", site: site, seconds: Date().timeIntervalSince(started), tail: "\(count) files in \(output)/")
        } catch let error as WriteError {
            console.report([error.diagnostic])
            throw ExitCode(1)
        } catch {
            console.report([
                Diagnostic(.error, file: output, message: "cannot write the site: \(error.localizedDescription); \(output)/ was left as it was")
            ])
            throw ExitCode(1)
        }
    }
}
