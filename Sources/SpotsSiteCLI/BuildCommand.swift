import ArgumentParser
import Foundation
import Logging
import SpotsAudit
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site build`: Content/ and Templates/ in, Output/ out.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build the site into the output folder (the default command).")

    @OptionGroup var project: ProjectOptions
    @OptionGroup var parts: SitePartOptions

    @Option(help: "The folder to write; replaced as a whole, only if spots-site wrote it.")
    var output = "Output"

    @Flag(help: Console.metricsHelp)
    var metrics = false

    @Flag(
        help: ArgumentHelp(
            "Take from the output folder the pages whose inputs are unchanged, instead of rendering every page.",
            discussion:
                "The output's .spots-site-records.json records a hash of what each page was made from, and what checking it found: its screen file and the files it reads, and what every page is made with (templates, site.json, catalog.json, the navigation and files of the site, spots-site itself). The first incremental build renders every page. When the screens that changed show the other pages nothing new (a subtitle or an image only their own page shows), only their pages are rendered and the rest of the site is taken as it was (.spots-site-outline); when the design catalog shows a changed subtitle or image, its pages of those examples' kinds are made again too (.spots-site-kept-catalog). Its pages are a full build's, byte for byte, and it reports the same problems."
        ))
    var incremental = false

    @Option(
        help: ArgumentHelp(
            "Build the site as this app version renders it, such as ios@3.0: what it does not know is replaced or left out, and marked.",
            discussion:
                "Each kind catalog.json gives a \"since\" newer than the version shows its fallback (or nothing), and each newer field is left out; the page marks each place with a dashed outline and a label. Without --client the site is built as it is.",
            valueName: "platform@version"))
    var client: String?

    @Option(
        help: ArgumentHelp(
            "The text the pages show: as-written, pseudo or long.",
            discussion:
                "pseudo writes every title, subtitle and meta value accented, about 40% longer and in brackets, as a translation would stress the layout; long writes each at the longest value its field has on any screen. Markup, URLs, kinds, actions and identifiers are never changed. A build with --text long renders every page, as one screen can lengthen them all.",
            valueName: "mode"))
    var text = TextMode.asWritten

    @Flag(
        help: ArgumentHelp(
            "Put beside each item and component what it is made of: its kind, its template, its source line and its data.",
            discussion:
                "The pages show what the app shows; --inspect adds a panel beside each item and component, marked where its kind has no template of its own. serve shows the same with ?inspect=on. Never publish an inspected build."
        ))
    var inspect = false

    @Option(
        help: ArgumentHelp(
            "Show on the design catalog's kind pages what `spots-site audit --report <folder>` found, from that folder's findings.json.",
            valueName: "folder"))
    var audit: String?

    @Flag(
        help: ArgumentHelp(
            "Write every page that can be made even when the site has errors; each screen whose page cannot be made gets a page that shows its errors.",
            discussion:
                "The build still exits 1, and the design catalog leaves out the screens that cannot be read. Without --keep-going a build with errors writes nothing, and the output stays as it was."
        ))
    var keepGoing = false

    @Flag(help: "After the build, watch the content and templates folders and build again on every change, until Ctrl-C.")
    var watch = false

    func validate() throws {
        if let client, let problem = ClientTarget.problem(with: client) { throw ValidationError(problem) }
    }

    func run() throws {
        try project.requireContent(project.console)
        guard watch else {
            do {
                try buildOnce(incremental: incremental)
            } catch is BuildRefused {
                throw ExitCode(1)
            }
            ProcessEnd.exit()
        }
        try watchAndBuild()
    }

    /// One build, as `build` makes it (under `--watch`, printing what `log` says is worth it); throws `ExitCode(1)` when the site has errors and
    /// `BuildRefused` when the output cannot be written (another build, its place, its staging
    /// folder), the output left as it was in both.
    func buildOnce(incremental: Bool, log: WatchLog? = nil) throws {
        let started = Date()
        var options = parts.applied(to: project.buildOptions(output: output))
        options.metrics = metrics
        options.incremental = incremental
        options.view = SiteView(client: client.flatMap(ClientTarget.init), text: text, inspects: inspect)
        options.keepsGoing = keepGoing
        var console = project.console
        console.cause = log?.cause ?? ""
        // A build that prints only the text format's report can print the one the last build kept.
        options.reportsDigest = console.printsDigest && !watch
        if let audit {
            let folder = URL(fileURLWithPath: audit, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            do {
                options.audited = try AuditRecords.read(folder: folder.standardizedFileURL).audited
            } catch {
                console.report([
                    Diagnostic(
                        .error, rule: .audit, file: (audit as NSString).appendingPathComponent(AuditRecords.file),
                        message: "the audit's findings cannot be read: \(error)",
                        hint: "give the folder that spots-site audit --report wrote")
                ])
                throw ExitCode(1)
            }
        }
        var builder = SiteBuilder(options: options, logger: console.logger)
        builder.endsWithTheProcess = !watch
        var publisher = SitePublisher(builder: builder, outputName: output)
        publisher.stageObserver = Self.testStop()
        let outcome = publisher.publish { event in
            switch event {
            case .recovered(.finished): Console.say("Finished the update of \(output)/ that an interrupted build had begun")
            case .recovered(.rolledBack):
                Console.say("Took back the update of \(output)/ that an interrupted build had begun; it is as it was before")
            case .recovered(.rolledBackUnread(let why)):
                Console.say(
                    "Took back the update of \(output)/ that an interrupted build had begun: its journal cannot be read (\(why)), so the files it wrote beside their places were removed, and every page is made again"
                )
            case .restored(let from): Console.say("Restored \(output)/ from \(from), where an interrupted build had moved the previous site")
            case .removedLeftovers(let removed):
                let folders = removed.count == 1 ? "a folder" : "\(removed.count) folders"
                Console.say("Removed \(folders) an interrupted build left beside \(output)/: \(removed.joined(separator: ", "))")
            case .built(let site):
                if let kept = site.keptReport {
                    console.report(kept: kept, site.diagnostics)
                } else {
                    console.report(log?.worthPrinting(site.diagnostics) ?? site.diagnostics)
                }
            }
        }
        switch outcome {
        case .refused(let problems):
            console.report(problems)
            throw BuildRefused()
        case .failed(let site, let leftAlone):
            console.summary("Build failed", site: site, seconds: Date().timeIntervalSince(started), tail: leftAlone)
            throw ExitCode(1)
        case .unwritten(let site, let problem, let leftAlone):
            console.report([problem])
            console.summary("Build failed", site: site, seconds: Date().timeIntervalSince(started), tail: leftAlone)
            throw ExitCode(1)
        case .written(let site, let written, let place):
            if let kept = written.kept {
                console.report([
                    Diagnostic(
                        .warning, rule: .outputFolder, file: output,
                        message:
                            "files appeared in \(output)/ while the site was built (\(kept.files.prefix(10).joined(separator: ", "))); the previous output is kept, with them, in \(kept.folder)/",
                        hint: "move what you need out of \(kept.folder)/ and delete it")
                ])
            }
            let seconds = Date().timeIntervalSince(started)
            let count = written.fileCount
            if site.hasErrors {
                console.summary(
                    "Build failed, written as far as it goes", site: site, seconds: seconds,
                    tail: "\(count.counted("file")) in \(place), \(site.errorPageCount.counted("page")) of errors in place of screens' pages")
                if metrics { console.metrics(site.metrics) }
                throw ExitCode(1)
            }
            // The view in the words the preview's log uses (`SiteView.description`).
            let view = options.view.isBuilt ? "" : " \(options.view)"
            console.summary(
                "Built \(site.pageCount.counted("page"))\(view)", site: site, seconds: seconds,
                tail: "\(count.counted("file")) in \(place)")
            if metrics { console.metrics(site.metrics) }
        }
    }

    /// The tests of the swap stop a build at a stage of writing (`SPOTS_SITE_TEST_STOP_AT=swapped`)
    /// with SIGKILL, as a crash or a killed CI job would; nil (no observer) without the variable.
    static func testStop() -> (@Sendable (WriteStage) -> Void)? {
        guard let name = ProcessInfo.processInfo.environment["SPOTS_SITE_TEST_STOP_AT"], let stop = WriteStage(rawValue: name) else {
            return nil
        }
        return { stage in
            if stage == stop { kill(getpid(), SIGKILL) }
        }
    }
}

extension TextMode: ExpressibleByArgument {}
