import ArgumentParser
import Foundation
import Logging
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview

/// Prints what a command has to say: step lines and the summary on standard output, diagnostics
/// on standard error, as compilers do.
struct Console {
    let quiet: Bool
    /// Print a line for each step (`--verbose`); without it, only a step slower than `slowStep`.
    var verbose = false
    var format: DiagnosticFormat = .text
    /// Print every diagnostic in the text format, not 20 of each shape and a count.
    var allDiagnostics = false
    /// The folders whose sources are quoted under diagnostics (the content and templates folders).
    var sourceFolders: [URL] = []
    /// What a rebuild of `build --watch` was made after (`WatchLog.cause`), for the summary.
    var cause = ""
    /// Whether standard output and standard error are painted (`--color`, `ColourChoice`).
    var colours: (output: Bool, errors: Bool) = (false, false)

    /// Step lines, unless quiet or a machine format owns standard output.
    var logger: Logger {
        var logger = Logger(label: "spots-site") { _ in StepLineHandler() }
        logger.logLevel = quiet || format != .text ? .warning : verbose ? .debug : .info
        return logger
    }

    /// Prints diagnostics: text on standard error, with the source line and a caret (one line each
    /// when quiet); the machine formats on standard output, so they can be piped.
    func report(_ diagnostics: [Diagnostic]) {
        let shown = quiet ? diagnostics.filter { $0.severity != .note } : diagnostics
        let source = quiet ? { _ in nil } : DiagnosticFormat.sources(in: sourceFolders)
        let text = format.format(shown, limited: !allDiagnostics, colour: format == .text && colours.errors, source: source)
        let stream = format == .text ? FileHandle.standardError : FileHandle.standardOutput
        stream.write(Data(text.utf8))
    }

    /// Whether a build's report is only the text format's limited one (`BuildOptions.reportsDigest`).
    var printsDigest: Bool { format == .text && !allDiagnostics }

    /// Prints the report the last build kept (`RenderedSite.keptReport`), then `diagnostics`
    /// found since, as `report(_:)` prints them.
    func report(kept: DiagnosticDigest, _ diagnostics: [Diagnostic]) {
        let source = quiet ? { _ in nil } : DiagnosticFormat.sources(in: sourceFolders)
        let text = DiagnosticFormat.text(of: quiet ? kept.withoutNotes : kept, colour: colours.errors, source: source)
        FileHandle.standardError.write(Data(text.utf8))
        if !diagnostics.isEmpty { report(diagnostics) }
    }

    func summary(_ headline: String, site: RenderedSite, seconds: Double, tail: String) {
        let errors = site.problemCount(of: .error)
        if (quiet && errors == 0) || format == .json { return }
        let warnings = site.problemCount(of: .warning)
        let notes = site.problemCount(of: .note)
        let counts =
            "\(site.screenCount.counted("screen")), \(warnings.counted("warning")), \(errors.counted("error"))"
            + (notes > 0 ? ", \(notes.counted("note"))" : "")
            + (site.ignoredCount > 0 ? " (\(DiagnosticFormat.grouped(site.ignoredCount)) silenced by site.json)" : "")
        let painted = (errors > 0 ? TerminalColour.error : .caret).paint(TerminalText.oneLine(headline), on: colours.output)
        let line = painted + TerminalText.oneLine("\(cause): \(counts); \(tail) (\(String(format: "%.2f", seconds)) s)")
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        if errors > 0 { Self.say(Self.filesWithErrors(site.diagnostics)) }
    }

    /// `Errors in Content/screens/a.json, Content/site.json and 4 more files.`: the files to open,
    /// up to five, in report order.
    static func filesWithErrors(_ diagnostics: [Diagnostic]) -> String {
        var files: [String] = []
        var seen = Set<String>()
        for diagnostic in diagnostics where diagnostic.severity == .error && seen.insert(diagnostic.file).inserted {
            files.append(TerminalText.oneLine(diagnostic.file))
        }
        let named = Array(files.prefix(5))
        let rest = files.count - named.count
        var list = named.joined(separator: ", ")
        if rest > 0 {
            list += " and \(rest.counted("more file"))"
        } else if named.count > 1 {
            list = named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        }
        return "Errors in \(list)."
    }

    static let metricsHelp = ArgumentHelp(
        "Print where the time went: each step (wall and CPU time, cores busy, peak memory), each template (calls, total, mean) and the ten slowest screens."
    )

    /// Prints the metrics after the summary: on standard output, unless a machine format owns it.
    func metrics(_ metrics: BuildMetrics) {
        let text = "\n" + metrics.text
        if format == .text { Self.say(text) } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Writes a line to standard error, its controls escaped by the terminal's one rule (`TerminalText`).
    static func sayError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.lines(line) + "\n").utf8))
    }

    /// Writes a line to standard output unbuffered, so it keeps its place among diagnostics in a pipe;
    /// its controls escaped by the terminal's one rule (`TerminalText`).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((TerminalText.lines(line) + "\n").utf8))
    }
}

/// Prints each log message as a plain line.
struct StepLineHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        Console.say(event.message.description)
    }
}
