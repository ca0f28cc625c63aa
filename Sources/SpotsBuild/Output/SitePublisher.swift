import Foundation
import Logging
import SpotsFormat

/// A build published to its output folder, as `build` makes it: one build at a time (the output's
/// lock), an update an interrupted build left finished or taken back, leftovers tidied, the pages
/// staged beside the output as they pass validation and swapped in whole (or, for an incremental
/// build over its own output, updated in place under a journal). A build with errors leaves the
/// output as it was, unless it keeps going (`BuildOptions.keepsGoing`). The command only says what
/// happened (`Event`, `Outcome`).
package struct SitePublisher {
    /// The build.
    package var builder: SiteBuilder
    /// How messages name the output folder (as the user gave it: `Output`).
    package var outputName: String
    /// Told of each stage of writing (the tests of the swap stop a build there).
    package var stageObserver: (@Sendable (WriteStage) -> Void)?
    package init(builder: SiteBuilder, outputName: String) {
        self.builder = builder
        self.outputName = outputName
    }

    /// What happened on the way, as it happens.
    package enum Event {
        /// An update an interrupted build had begun was finished or taken back.
        case recovered(OutputJournal.Recovery)
        /// The output was put back from the folder an interrupted build had moved it to.
        case restored(from: String)
        /// Folders an interrupted build left beside the output were removed.
        case removedLeftovers([String])
        /// The site is built, not yet written: its diagnostics are for saying now.
        case built(RenderedSite)
    }

    /// How it ended.
    package enum Outcome {
        /// The output cannot be written (another build holds it, its place, its staging folder):
        /// nothing was built or written (but an interrupted update may have been finished or taken
        /// back first, as its event said).
        case refused([Diagnostic])
        /// The site has errors: nothing was written. `leftAlone` says what that left.
        case failed(RenderedSite, leftAlone: String)
        /// The site was written (with errors in place of some pages, when it kept going), to `place`.
        case written(RenderedSite, SiteWriter.Result, place: String)
        /// Writing failed: the output is as it was.
        case unwritten(RenderedSite, Diagnostic, leftAlone: String)
    }

    /// Builds and publishes the site, telling `event` what happens on the way.
    package func publish(_ event: (Event) -> Void) -> Outcome {
        let options = builder.options
        var writer = SiteWriter(output: options.output)
        writer.stageObserver = stageObserver
        let output = outputName
        // What a failed build says of the output: there may be none yet.
        let leftAlone = ConfinedRoot.kind(atResolved: options.output.path) != nil ? "\(output)/ was left as it was" : "nothing was written"
        // The output's lock, held until this build is done: one build writes it at a time, and
        // an update in place that a killed build left half done is finished or taken back first.
        let lock: FileLock?
        switch writer.claim() {
        case .success(let taken): lock = taken
        case .failure(.held):
            return .refused([
                Diagnostic(
                    .error, rule: .outputFolder, file: output,
                    message: "another build is writing \(output)/ now (it holds its lock); it is left to it", hint: "wait for it to end")
            ])
        case .failure(.failed(let failure)):
            return .refused([
                Diagnostic(.error, rule: .outputFolder, file: output, message: "cannot lock \(output)/: \(failure.explanation(in: output + "/"))")
            ])
        }
        defer { lock?.release() }
        if let recovery = lock.flatMap({ OutputJournal.recover(writer.target, holding: $0) }) { event(.recovered(recovery)) }
        // One walk of the output for both: may it be replaced, and may it be updated in place.
        var inspection = writer.inspect()
        if let problem = options.placementProblem(of: writer.target) ?? inspection.problem { return .refused([problem]) }
        let (restored, removed) = writer.tidyLeftovers()
        if let restored {
            event(.restored(from: restored))
            inspection = writer.inspect()
        }
        if !removed.isEmpty { event(.removedLeftovers(removed)) }
        let staging: StagingFolder
        do {
            // `--incremental` over its own output updates it in place; every other build swaps.
            staging = builder.options.incremental && inspection.updatesInPlace ? writer.stageInPlace() : try writer.stage()
        } catch {
            return .refused([
                Diagnostic(
                    .error, rule: .outputFolder, file: output,
                    message: "cannot make a staging folder beside \(output)/: \(error.localizedDescription)")
            ])
        }
        // Pages go into the staging folder as they pass validation; it replaces the output only
        // when the whole site is written, and is removed when the build fails.
        var site = builder.build(pages: .staging(staging))
        let reporting = BuildMetrics.Reading.now()
        event(.built(site))
        site.metrics.step("Report diagnostics", since: reporting)
        guard !site.hasErrors || options.keepsGoing else {
            staging.discard()
            return .failed(site, leftAlone: leftAlone)
        }
        do {
            let writing = BuildMetrics.Reading.now()
            let written = try writer.write(site, checkOwnership: false, staged: staging)  // checked before building
            site.metrics.step("Write the output", since: writing)
            let place = writer.target == writer.output ? "\(output)/" : "\(output)/ (a link to \(writer.target.path)/)"
            return .written(site, written, place: place)
        } catch {
            let problem =
                (error as? WriteError)?.diagnostic
                ?? Diagnostic(.error, rule: .outputFolder, file: output, message: "cannot write the site: \(error.localizedDescription)")
            site.diagnostics.append(problem)
            return .unwritten(site, problem, leftAlone: leftAlone)
        }
    }
}
