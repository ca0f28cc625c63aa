import ArgumentParser
import Foundation
import Logging
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview
import SpotsSiteServer

/// `spots-site serve`: the site in memory over HTTP, rebuilt as you save, with live reload.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site in a browser while you edit: rebuilds on save and reloads open pages.",
        discussion: """
            /__preview/<route> shows a page at phone, tablet and desktop width side by side. Any address \
            takes ?client=ios@3.0 (as that app version renders the site) and ?text=pseudo or ?text=long \
            (pseudo-localised text, or each field at its longest); links keep them.
            """)

    @OptionGroup var project: ProjectOptions
    @OptionGroup var parts: SitePartOptions

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8000

    @Option(
        help:
            "The address to listen on. Anything but loopback lets other machines see your drafts. Requests must name it, localhost, 127.0.0.1 or [::1]."
    )
    var host = Loopback.address

    @Flag(help: "Open the site in the default browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() async throws {
        let console = project.console
        try project.requireContent(console)
        var preview = parts.applied(to: project.buildOptions(output: "Output"))
        preview.purpose = .preview
        let options = preview
        if PortCheck.isInUse(host: host, port: port) { throw portInUse(console) }
        let server = PreviewServer(build: options, options: PreviewServer.Options(host: host, port: port), logger: console.logger)
        if !server.options.isLoopback {
            console.report([
                Diagnostic(
                    .warning, rule: .serve, file: "spots-site serve",
                    message: "listening on \(host), not only on this machine: anyone who can reach it can read the site and its drafts",
                    hint: "leave out --host to serve on 127.0.0.1 only")
            ])
        }
        let started = Date()
        let update = server.live.build()
        let site = server.live.builder.site
        console.report(server.live.builder.diagnostics)
        console.summary(
            "Built \(site.pageCount.counted("page")) in memory", site: site, seconds: Date().timeIntervalSince(started),
            tail: update.changedFiles.count.counted("file"))
        let open = self.open
        let app = server.application { host, port in
            let shown = host.contains(":") ? "[\(host)]" : host
            let url = "http://\(shown):\(port)/"
            Console.say(
                "Serving \(url) (device preview: \(url)__preview/); watching \(options.content.lastPathComponent)/ and \(options.templates.lastPathComponent)/. Ctrl-C stops."
            )
            if open { Self.openBrowser(url) }
        }
        do {
            try await app.runService()
            // Stopped (Ctrl-C, SIGTERM): the sites in memory are left to the system to take back.
            ProcessEnd.exit()
        } catch {
            let text = String(describing: error)
            if text.contains("Address already in use") || text.contains("EADDRINUSE") || text.contains("errno: 98") {
                throw portInUse(console)
            }
            console.report([Diagnostic(.error, rule: .serve, file: "spots-site serve", message: "the server stopped: \(text)")])
            throw ExitCode(1)
        }
    }

    /// Says that the port is taken, and how to choose another; the error that ends the command.
    private func portInUse(_ console: Console) -> ExitCode {
        console.report([
            Diagnostic(
                .error, rule: .serve, file: "spots-site serve", message: "port \(port) on \(host) is in use by another program",
                hint: "pass --port with another number, or --port 0 for any free one")
        ])
        return ExitCode(1)
    }

    /// Opens `url` with the desktop's opener (`xdg-open`, `open` on macOS); says so when there is none.
    static func openBrowser(_ url: String) {
        #if os(macOS)
        let opener: String? = "/usr/bin/open"
        #else
        let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { FileManager.default.isExecutableFile(atPath: $0) }
        #endif
        guard let opener else {
            Console.say("No browser opener (xdg-open) found: open \(url) yourself.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
